-- Product search reads an in-memory title index now (app/server/models/products/title-index.server.ts): no query
-- reads this expression index any more, and every product write kept it up to date for nothing. The trigram index
-- stays: the admin products list searches titles with ILIKE.
DROP INDEX IF EXISTS "Product_title_lower_idx";
