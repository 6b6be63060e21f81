-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "carbohydratesG" DECIMAL(6,1),
ADD COLUMN     "dietLabels" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "energyKcal" DECIMAL(6,1),
ADD COLUMN     "fatG" DECIMAL(6,1),
ADD COLUMN     "fibreG" DECIMAL(6,1),
ADD COLUMN     "proteinG" DECIMAL(6,1),
ADD COLUMN     "servingSize" TEXT,
ADD COLUMN     "sugarsG" DECIMAL(6,1);

-- CreateIndex
CREATE INDEX "Product_dietLabels_idx" ON "Product" USING GIN ("dietLabels");
