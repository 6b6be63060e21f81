-- AlterTable
ALTER TABLE "OrderSettings" ADD COLUMN     "feedToken" TEXT;
