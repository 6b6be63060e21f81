-- Subscriber addresses are compared case-insensitively: stored as given, unique on lower("email").
-- Written by `npm run db:migration`, then edited by hand: the merge of existing duplicates and the expression
-- index cannot be stated in schema.prisma (the diff of the schema engine ignores expression indexes, so the
-- drift test stays green).

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "codesSentAt" TIMESTAMP(3)[] DEFAULT ARRAY[]::TIMESTAMP(3)[],
ADD COLUMN     "formerTokens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Subscriber_formerTokens_idx" ON "Subscriber" USING GIN ("formerTokens");

-- Merge addresses that differ only in case. Per lower(email) one row is kept: a verified one (the earliest
-- verified) before a pending one before an unsubscribed one, then the most recently updated. The kept row keeps
-- its own address, status and code, and it takes over the unsubscribe tokens of the others (formerTokens), so
-- the links in e-mails already sent to them still work. Their unsent copies of a broadcast that the kept row also
-- receives are dropped (the person would get it twice). The rest of the outbox is history: it names addresses,
-- not rows. One statement (data-modifying CTEs), because the pg driver adapter runs each statement of a migration
-- on its own, and no semicolon may appear in these comments (the adapter splits the script on every one).
WITH "ranked" AS (
  SELECT "id", "unsubscribeToken", lower("email") AS "address",
         row_number() OVER (
           PARTITION BY lower("email")
           ORDER BY CASE "status" WHEN 'verified' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
                    "verifiedAt" ASC NULLS LAST, "updatedAt" DESC, "id"
         ) AS "rank"
  FROM "Subscriber"
), "merged" AS (
  SELECT r."id", k."id" AS "keptId", r."unsubscribeToken"
  FROM "ranked" r JOIN "ranked" k ON k."address" = r."address" AND k."rank" = 1
  WHERE r."rank" > 1
), "droppedCopies" AS (
  DELETE FROM "OutboxEmail" o
  USING "merged" m
  WHERE o."status" = 'pending'
    AND o."broadcastId" IS NOT NULL
    AND o."idempotencyKey" = 'broadcast-' || o."broadcastId" || '-' || m."id"
    AND EXISTS (
      SELECT 1 FROM "OutboxEmail" c WHERE c."idempotencyKey" = 'broadcast-' || o."broadcastId" || '-' || m."keptId"
    )
  RETURNING o."id"
), "removed" AS (
  DELETE FROM "Subscriber" s USING "merged" m WHERE s."id" = m."id" RETURNING s."id"
)
UPDATE "Subscriber" s
SET "formerTokens" = s."formerTokens" || t."tokens"
FROM (SELECT "keptId", array_agg("unsubscribeToken" ORDER BY "id") AS "tokens" FROM "merged" GROUP BY "keptId") t
WHERE s."id" = t."keptId";

-- DropIndex (the case-sensitive unique index) and CreateIndex (the case-insensitive one)
DROP INDEX "Subscriber_email_key";
CREATE UNIQUE INDEX "Subscriber_email_lower_key" ON "Subscriber" (lower("email"));
