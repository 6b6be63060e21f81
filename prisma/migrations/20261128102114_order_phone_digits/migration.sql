-- The owner's order search matches a phone number by its digits however it was typed ("+91 98765 43210" holds
-- 9876543210). The digits live in their own column, kept by a trigger so that no writer can forget them, and a
-- trigram index serves a search for any run of them. A column (not an expression index) because the list's
-- filters are Prisma conditions, which can name a column but not an expression.
ALTER TABLE "Order" ADD COLUMN     "phoneDigits" TEXT NOT NULL DEFAULT '';

-- The body is an escape string with \073 for each semicolon: the PostgreSQL driver adapter runs a migration
-- as statements split at every semicolon.
CREATE FUNCTION "order_phone_digits"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."phoneDigits" := regexp_replace(NEW."phone", ''[^0-9]'', '''', ''g'')\073
  RETURN NEW\073
END
';

CREATE TRIGGER "Order_phone_digits" BEFORE INSERT OR UPDATE OF "phone", "phoneDigits" ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_phone_digits"();

UPDATE "Order" SET "phoneDigits" = regexp_replace("phone", '[^0-9]', '', 'g');

-- The search looks for any part of a reference, a name or the digits: trigram indexes serve each branch of it.
CREATE INDEX "Order_phoneDigits_trgm_idx" ON "Order" USING GIN ("phoneDigits" gin_trgm_ops);
CREATE INDEX "Order_reference_trgm_idx" ON "Order" USING GIN ("reference" gin_trgm_ops);
CREATE INDEX "Order_name_trgm_idx" ON "Order" USING GIN ("name" gin_trgm_ops);
