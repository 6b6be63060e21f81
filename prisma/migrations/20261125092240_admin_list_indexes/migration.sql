-- CreateIndex
CREATE INDEX "OutboxEmail_status_createdAt_idx" ON "OutboxEmail"("status", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxEmail_to_trgm_idx" ON "OutboxEmail" USING GIN ("to" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "OutboxEmail_subject_trgm_idx" ON "OutboxEmail" USING GIN ("subject" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_title_id_idx" ON "Product"("title", "id");

-- CreateIndex
CREATE INDEX "Product_price_id_idx" ON "Product"("price", "id");

-- CreateIndex
CREATE INDEX "Subscriber_status_createdAt_idx" ON "Subscriber"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Subscriber_email_trgm_idx" ON "Subscriber" USING GIN ("email" gin_trgm_ops);
