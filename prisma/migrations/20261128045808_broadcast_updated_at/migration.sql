-- AlterTable
-- Existing rows get now(), not createdAt: a draft written long ago may still be in use, so every draft gets a
-- full 30 days from this release before the clean-up job may take it.
ALTER TABLE "Broadcast" ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Broadcast_status_updatedAt_idx" ON "Broadcast"("status", "updatedAt");
