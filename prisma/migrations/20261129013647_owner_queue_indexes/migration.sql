-- The owner's list and dashboard take the requests to quote in the order they came (status, then arrival).
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");

-- The owner's search finds an order by any part of the customer's e-mail address, as it does a name.
CREATE INDEX "Order_email_trgm_idx" ON "Order" USING GIN ("email" gin_trgm_ops);
