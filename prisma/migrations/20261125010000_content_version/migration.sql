-- The content version: one row whose number changes in the same transaction as every write that can change a
-- public byte (offerings, products, their images, banners, videos, settings). Server processes read it and
-- LISTEN on the channel "content_version" to drop their rendered-response cache (README: Response cache).
CREATE TABLE "ContentVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- Numbers come from a sequence owned by no column, so TRUNCATE ... RESTART IDENTITY never reuses one.
CREATE SEQUENCE "content_version_seq";

INSERT INTO "ContentVersion" ("id", "version") VALUES (1, nextval('"content_version_seq"'));

-- BEFORE each statement (not after), so that every writing transaction takes the row lock before any row lock
-- of its own: two content writes queue on the version row instead of deadlocking on each other's rows.
-- The body is an escape string with \073 for each semicolon: the PostgreSQL driver adapter runs a migration
-- as statements split at every semicolon, which would cut a dollar-quoted body apart.
-- Each number comes from the sequence after the row lock is held, so versions grow in commit order.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  next_version BIGINT\073
BEGIN
  INSERT INTO "ContentVersion" ("id", "version") VALUES (1, nextval(''"content_version_seq"''))
    ON CONFLICT ("id") DO UPDATE SET "version" = nextval(''"content_version_seq"'')
    RETURNING "version" INTO next_version\073
  PERFORM pg_notify(''content_version'', next_version::text)\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Offering_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Offering"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Product_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "ProductImage_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductImage"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Banner_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Banner"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Video_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Video"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "AppSetting_content_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AppSetting"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
