-- CreateEnum
CREATE TYPE "BroadcastStatus" AS ENUM ('draft', 'queued');

-- AlterTable
ALTER TABLE "Broadcast" ADD COLUMN     "audience" TEXT NOT NULL DEFAULT 'all',
ADD COLUMN     "queuedAt" TIMESTAMP(3),
ADD COLUMN     "status" "BroadcastStatus" NOT NULL DEFAULT 'queued',
ADD COLUMN     "subject" TEXT;

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "waitingFor" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Subscriber_waitingFor_idx" ON "Subscriber" USING GIN ("waitingFor");

-- Every broadcast before drafts existed was queued when it was written
UPDATE "Broadcast" SET "queuedAt" = "createdAt" WHERE "queuedAt" IS NULL;
