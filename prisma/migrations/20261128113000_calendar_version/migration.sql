-- The order calendar's version: one row whose number changes in the same transaction as every write that can
-- change what the order form offers (an order placed, moved to another status or day, or deleted, the order
-- settings, day capacities, holidays, sizes, flavours and delivery areas). Server processes follow it the way
-- they follow the content version and keep the rendered order form for one calendar version and bakery day
-- (docs/decisions/0014). Kept apart from the content version so that an order does not empty every page.
CREATE TABLE "CalendarVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "CalendarVersion_pkey" PRIMARY KEY ("id")
);

-- Numbers come from a sequence owned by no column, so TRUNCATE ... RESTART IDENTITY never reuses one.
CREATE SEQUENCE "calendar_version_seq";

INSERT INTO "CalendarVersion" ("id", "version") VALUES (1, nextval('"calendar_version_seq"'));

-- The same shape as bump_content_version (migration content_version): BEFORE each statement, so that writers
-- queue on the version row before taking row locks of their own, and numbers grow in commit order. The body is
-- an escape string with \073 for each semicolon (the driver adapter splits a migration at every semicolon).
CREATE FUNCTION "bump_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  next_version BIGINT\073
BEGIN
  INSERT INTO "CalendarVersion" ("id", "version") VALUES (1, nextval(''"calendar_version_seq"''))
    ON CONFLICT ("id") DO UPDATE SET "version" = nextval(''"calendar_version_seq"'')
    RETURNING "version" INTO next_version\073
  PERFORM pg_notify(''calendar_version'', next_version::text)\073
  RETURN NULL\073
END
';

-- An order counts against its day while its status says so: only a change of status or day moves the calendar,
-- so the owner opening an order, a customer's details being erased or old photos being deleted leave the kept
-- form alone.
CREATE TRIGGER "Order_calendar_version" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "dateNeeded"
  ON "Order" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "OrderSettings_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrderSettings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "OrderDayOverride_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrderDayOverride"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "OrderClosedDay_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrderClosedDay"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "CakeSize_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CakeSize"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "CakeFlavour_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CakeFlavour"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
CREATE TRIGGER "DeliveryArea_calendar_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DeliveryArea"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_version"();
