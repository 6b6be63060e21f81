-- Product search (searchProducts in app/server/models/products.server.ts): exact and prefix matches on the
-- lower-cased title, read in byte order from this index so that a LIMIT stops the scan early. schema.prisma cannot
-- describe an expression index, and the Prisma diff ignores it (the drift test stays green).
CREATE INDEX "Product_title_lower_idx" ON "Product" ((lower("title") COLLATE "C"), "id");

-- The trigram index is read by every search and written only when a title changes: without the pending list, a
-- search never scans entries not yet merged into the index (after a bulk insert, that made searches 10x slower).
ALTER INDEX "Product_title_trgm_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"Product_title_trgm_idx"'::regclass);
