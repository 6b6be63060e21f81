-- Why the bakery declined or cancelled an order, in words the customer reads on the status page and in the
-- e-mail. Empty while the order is open (reopening clears it).
ALTER TABLE "Order" ADD COLUMN "reason" TEXT NOT NULL DEFAULT '';
