-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('requested', 'quoted', 'confirmed', 'in_production', 'ready', 'completed', 'declined', 'cancelled');

-- CreateEnum
CREATE TYPE "OrderFulfilment" AS ENUM ('pickup', 'delivery');

-- CreateEnum
CREATE TYPE "OrderActor" AS ENUM ('owner', 'customer');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('upi');

-- CreateTable
CREATE TABLE "CakeSize" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "grams" INTEGER NOT NULL,
    "pricePaise" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CakeSize_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CakeFlavour" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CakeFlavour_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryArea" (
    "id" TEXT NOT NULL,
    "pincode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "feePaise" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "dayCapacity" INTEGER,
    "leadDays" INTEGER NOT NULL DEFAULT 2,
    "closedWeekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "upiId" TEXT,
    "upiName" TEXT,
    "egglessExtraPaise" INTEGER NOT NULL DEFAULT 0,
    "photoRetentionDays" INTEGER NOT NULL DEFAULT 90,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderDayOverride" (
    "day" DATE NOT NULL,
    "capacity" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderDayOverride_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "OrderClosedDay" (
    "day" DATE NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderClosedDay_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "OrderCounter" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "OrderCounter_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "statusToken" TEXT NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'requested',
    "version" INTEGER NOT NULL DEFAULT 1,
    "occasion" TEXT NOT NULL,
    "dateNeeded" DATE NOT NULL,
    "fulfilment" "OrderFulfilment" NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "pincode" TEXT NOT NULL DEFAULT '',
    "pickupTime" TEXT,
    "sizeId" TEXT,
    "sizeLabel" TEXT NOT NULL,
    "sizePricePaise" INTEGER NOT NULL,
    "flavour" TEXT NOT NULL,
    "eggless" BOOLEAN NOT NULL DEFAULT false,
    "cakeMessage" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "photos" JSONB NOT NULL DEFAULT '[]',
    "estimatePaise" INTEGER NOT NULL,
    "quotedPaise" INTEGER,
    "depositPaise" INTEGER,
    "quoteNote" TEXT NOT NULL DEFAULT '',
    "depositReceivedAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),
    "erasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "from" "OrderStatus",
    "to" "OrderStatus" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "by" "OrderActor" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderPayment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "method" "PaymentMethod" NOT NULL DEFAULT 'upi',
    "amountPaise" INTEGER NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CakeSize_label_key" ON "CakeSize"("label");

-- CreateIndex
CREATE INDEX "CakeSize_active_position_idx" ON "CakeSize"("active", "position");

-- CreateIndex
CREATE UNIQUE INDEX "CakeFlavour_name_key" ON "CakeFlavour"("name");

-- CreateIndex
CREATE INDEX "CakeFlavour_active_position_idx" ON "CakeFlavour"("active", "position");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryArea_pincode_key" ON "DeliveryArea"("pincode");

-- CreateIndex
CREATE UNIQUE INDEX "Order_reference_key" ON "Order"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");

-- CreateIndex
CREATE INDEX "Order_status_idx" ON "Order"("status");

-- CreateIndex
CREATE INDEX "Order_dateNeeded_idx" ON "Order"("dateNeeded");

-- CreateIndex
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");

-- CreateIndex
CREATE INDEX "Order_dateNeeded_status_idx" ON "Order"("dateNeeded", "status");

-- CreateIndex
CREATE INDEX "Order_status_dateNeeded_idx" ON "Order"("status", "dateNeeded");

-- CreateIndex
CREATE INDEX "Order_email_idx" ON "Order"("email");

-- CreateIndex
CREATE INDEX "Order_readAt_idx" ON "Order"("readAt");

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_at_idx" ON "OrderEvent"("orderId", "at");

-- CreateIndex
CREATE INDEX "OrderPayment_orderId_idx" ON "OrderPayment"("orderId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_sizeId_fkey" FOREIGN KEY ("sizeId") REFERENCES "CakeSize"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderPayment" ADD CONSTRAINT "OrderPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
