-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "allergensContains" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "allergensMayContain" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- A product the owner labelled "contains nuts" has declared nuts as an allergen already
UPDATE "Product" SET "allergensContains" = ARRAY['nuts']::TEXT[] WHERE 'contains-nuts' = ANY("dietLabels");
