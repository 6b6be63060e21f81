-- The order's status token and the calendar feed's secret are kept as SHA-256 hashes (hex), never as they are:
-- a copy of the database then opens no order page and no feed. Existing links keep working, since a lookup hashes
-- the token it is given. sha256() is built into PostgreSQL (11 and later, PGlite too): no extension needed.

-- AlterTable
ALTER TABLE "Order" RENAME COLUMN "statusToken" TO "statusTokenHash";
ALTER INDEX "Order_statusToken_key" RENAME TO "Order_statusTokenHash_key";
UPDATE "Order" SET "statusTokenHash" = encode(sha256(convert_to("statusTokenHash", 'UTF8')), 'hex');

-- AlterTable
ALTER TABLE "OrderSettings" RENAME COLUMN "feedToken" TO "feedTokenHash";
UPDATE "OrderSettings" SET "feedTokenHash" = encode(sha256(convert_to("feedTokenHash", 'UTF8')), 'hex')
WHERE "feedTokenHash" IS NOT NULL;
