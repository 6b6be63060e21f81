-- Subscriber addresses are compared case-insensitively: stored as given, unique on lower("email").
-- Written by `npm run db:migration`, then edited by hand: the merge of existing duplicates and the expression
-- index are not expressible in schema.prisma (the schema engine's diff ignores expression indexes, so the drift
-- test stays green).

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "codesSentAt" TIMESTAMP(3)[] DEFAULT ARRAY[]::TIMESTAMP(3)[],
ADD COLUMN     "formerTokens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Subscriber_formerTokens_idx" ON "Subscriber" USING GIN ("formerTokens");

-- Merge addresses that differ only in case. Per lower(email) one row is kept: a verified one (the earliest
-- verified) before a pending one before an unsubscribed one, then the most recently updated. The kept row keeps
-- its own address, status and code; it takes over the others' unsubscribe tokens (formerTokens), so the links in
-- e-mails already sent to them still work. Their unsent copies of a broadcast that the kept row also receives are
-- dropped (the person would get it twice); the rest of the outbox is history and names addresses, not rows.
CREATE TEMPORARY TABLE "_subscriber_merge" AS
SELECT r."id", k."id" AS "keptId", r."unsubscribeToken"
FROM (
  SELECT "id", "unsubscribeToken", lower("email") AS "address",
         row_number() OVER (
           PARTITION BY lower("email")
           ORDER BY CASE "status" WHEN 'verified' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
                    "verifiedAt" ASC NULLS LAST, "updatedAt" DESC, "id"
         ) AS "rank"
  FROM "Subscriber"
) r
JOIN (
  SELECT DISTINCT ON (lower("email")) "id", lower("email") AS "address"
  FROM "Subscriber"
  ORDER BY lower("email"), CASE "status" WHEN 'verified' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
           "verifiedAt" ASC NULLS LAST, "updatedAt" DESC, "id"
) k ON k."address" = r."address"
WHERE r."rank" > 1;

UPDATE "Subscriber" s
SET "formerTokens" = s."formerTokens" || m."tokens"
FROM (SELECT "keptId", array_agg("unsubscribeToken" ORDER BY "id") AS "tokens" FROM "_subscriber_merge" GROUP BY "keptId") m
WHERE s."id" = m."keptId";

DELETE FROM "OutboxEmail" o
USING "_subscriber_merge" m
WHERE o."status" = 'pending'
  AND o."broadcastId" IS NOT NULL
  AND o."idempotencyKey" = 'broadcast-' || o."broadcastId" || '-' || m."id"
  AND EXISTS (
    SELECT 1 FROM "OutboxEmail" k WHERE k."idempotencyKey" = 'broadcast-' || o."broadcastId" || '-' || m."keptId"
  );

DELETE FROM "Subscriber" s USING "_subscriber_merge" m WHERE s."id" = m."id";

DROP TABLE "_subscriber_merge";

-- DropIndex (the case-sensitive unique index) and CreateIndex (the case-insensitive one)
DROP INDEX "Subscriber_email_key";
CREATE UNIQUE INDEX "Subscriber_email_lower_key" ON "Subscriber" (lower("email"));
