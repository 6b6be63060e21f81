-- The bakery's pickup address, phone and WhatsApp number, its opening hours per weekday (a pickup time must fall
-- inside the day's hours), and after how many days an unanswered request or an unpaid quote releases its day
-- (null: never, the default, so that no order is cancelled until the owner chooses to).
ALTER TABLE "OrderSettings"
  ADD COLUMN "pickupAddress" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "phone" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "whatsapp" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "openingHours" TEXT[] DEFAULT ARRAY['09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00']::TEXT[],
  ADD COLUMN "releaseRequestsAfterDays" INTEGER,
  ADD COLUMN "releaseQuotesAfterDays" INTEGER;

