-- AlterTable
ALTER TABLE "OrderSettings" ADD COLUMN     "bookingWindowDays" INTEGER NOT NULL DEFAULT 120;
