-- AlterTable
ALTER TABLE "AdminCredential" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "AdminSession" ADD COLUMN     "credentialVersion" INTEGER NOT NULL DEFAULT 1;
