-- CreateTable
CREATE TABLE "InsightCount" (
    "metric" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "detail" TEXT NOT NULL DEFAULT '',
    "results" INTEGER NOT NULL DEFAULT 0,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InsightCount_pkey" PRIMARY KEY ("metric","day","subject","detail","results")
);

-- CreateIndex
CREATE INDEX "InsightCount_day_idx" ON "InsightCount"("day");
