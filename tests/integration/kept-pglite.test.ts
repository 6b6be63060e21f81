// The worker's embedded database, put back between files (tests/setup/kept-pglite.ts): whatever a file did to its
// rows, sequences and session, the next file finds exactly the migrated template; a file that changed the
// schema makes the next one load the dump again. PGlite only: PostgreSQL files get a new database each.
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { templatePglite } from "#tests/setup/kept-pglite";

/** Every row of every public table and every sequence's position, as one comparable text. */
async function contents(pglite: PGlite): Promise<string> {
  const tables = await pglite.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await pglite.query<{ rows: string | null }>(
      `SELECT json_agg(t ORDER BY t::text)::text AS rows FROM "${name}" AS t`,
    );
    parts.push(`${name}: ${rows.rows[0]?.rows ?? "[]"}`);
  }
  const sequences = await pglite.query<{ line: string }>(
    `SELECT format('%s %s', sequencename, last_value) AS line FROM pg_sequences ORDER BY sequencename`,
  );
  return [...parts, ...sequences.rows.map((row) => row.line)].join("\n");
}

let template: PGlite;
let expected: string;

beforeAll(async () => {
  // The template itself, loaded apart from the worker's database, to compare against.
  template = await PGlite.create("memory://", {
    extensions: { pg_trgm },
    loadDataDir: new Blob([new Uint8Array(await readFile(inject("pgliteDump")!))]),
  });
  expected = await contents(template);
});
afterAll(async () => {
  await template?.close();
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("the worker's kept database", () => {
  it("is put back to the template's rows and sequences, and its session's leftovers discarded", async () => {
    const pglite = await templatePglite(inject("pgliteDump")!);
    await pglite.exec(`
      INSERT INTO "Offering" ("id", "name", "slug", "updatedAt") VALUES ('kept-1', 'Tarts', 'tarts', now());
      INSERT INTO "Product" ("id", "title", "price", "description", "categoryId", "updatedAt")
        VALUES ('kept-p', 'Pie', 10, 'd', 'kept-1', now());
      UPDATE "ContentVersion" SET "version" = "version" + 100;
      SELECT nextval('"content_version_seq"');
      SET statement_timeout = 1;
      CREATE TEMPORARY TABLE leftover (a int);
      LISTEN somewhere;
    `);
    await pglite.exec('BEGIN; DELETE FROM "_prisma_migrations";');
    expect(await contents(pglite)).not.toBe(expected);

    const again = await templatePglite(inject("pgliteDump")!);
    expect(again).toBe(pglite);
    expect(await contents(again)).toBe(expected);
    expect((await again.query<{ t: string }>("SELECT current_setting('statement_timeout') AS t")).rows[0]?.t).toBe("0");
    expect((await again.query(`SELECT 1 FROM pg_tables WHERE tablename = 'leftover'`)).rows).toHaveLength(0);
  });

  it("is loaded again from the dump when a file changed the schema", async () => {
    const pglite = await templatePglite(inject("pgliteDump")!);
    await pglite.exec(`ALTER TABLE "Offering" ADD COLUMN "extra" text`);
    const fresh = await templatePglite(inject("pgliteDump")!);
    expect(fresh).not.toBe(pglite);
    expect(pglite.closed).toBe(true);
    expect(await contents(fresh)).toBe(expected);
  });
});
