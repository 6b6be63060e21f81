// Runs once before the integration files. Every file gets a fresh database of its own (tests/setup/per-file.ts),
// copied from one migrated template made here, so that the schema engine replays the migrations once per run
// instead of once per file:
// - PostgreSQL (DATABASE_URL set): a database `slice_template_<hash of prisma/migrations>`, which each file
//   clones with CREATE DATABASE ... TEMPLATE. It is kept between runs (the hash names exactly what it holds),
//   so a second run on the same server does not migrate at all.
// - Embedded PGlite: a dump of a migrated in-memory data folder (dumpDataDir), which each file loads.
import { createHash } from "node:crypto";
import { readFile, readdir, rm, writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery } from "#tests/helpers/postgres";
import { TEST_SHARED_BUFFERS } from "#tests/e2e/support/data-template.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the template database to clone. */
    dbTemplate: string | null;
    /** PGlite: the file holding the migrated data-folder dump. */
    pgliteDump: string | null;
    /** PGlite: the same before any migration (a cluster just made by initdb), for the tests' scratch databases. */
    pgliteEmptyDump: string | null;
  }
}

const MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** A hash of every migration's name and SQL (and the lock file): a new or edited migration gives a new template. */
async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  for (const name of names.sort())
    hash.update(`${name}\n`).update(await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql")));
  hash.update(await readFile(path.join(MIGRATIONS_DIR, "migration_lock.toml")));
  return hash.digest("hex").slice(0, 16);
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(baseUrl: string): Promise<string> {
  const pg = (await import("pg")).default;
  const template = `slice_template_${await migrationsHash()}`;
  const client = new pg.Client({ connectionString: baseUrl });
  try {
    await client.connect();
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (found.rowCount) return template;
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  // Built under a name of its own and renamed when complete: another run on the same server (a colleague's, or
  // a parallel CI) never clones a half-migrated template, and whichever rename comes second drops its copy.
  const building = `${template}_${process.pid}_${Date.now()}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${building}"`);
  try {
    const { applyMigrations } = await import("#app/server/platform/migrate.server");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const pool = new pg.Pool({ connectionString: withDatabase(baseUrl, building), max: 1 });
    try {
      await applyMigrations(new PrismaPg(pool));
    } finally {
      await pool.end();
    }
    await adminQuery(baseUrl, `ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } catch (error) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    if (!/already exists/.test((error as Error).message)) throw error;
  }
  return template;
}

/** The dumps of one PGlite, before and after the migrations: one initdb for both. */
async function pgliteDumps(dir: string): Promise<{ empty: string; migrated: string }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const { applyMigrations } = await import("#app/server/platform/migrate.server");
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  try {
    // Read at every load of a dump: PostgreSQL's default buffers (128 MB, zeroed at each start) are a third of a
    // start's CPU, and a test database is a few megabytes.
    await pglite.exec(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    const empty = await dump("empty.tar");
    await applyMigrations(new PrismaPGlite(pglite));
    return { empty, migrated: await dump("migrated.tar") };
  } finally {
    await pglite.close();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await postgresTemplate(url);
    console.log(`[tests] database: PostgreSQL (one fresh database per test file, cloned from ${template})`);
    project.provide("dbTemplate", template);
    project.provide("pgliteDump", null);
    project.provide("pgliteEmptyDump", null);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "slice-template-"));
  const dumps = await pgliteDumps(dir);
  project.provide("pgliteDump", dumps.migrated);
  project.provide("pgliteEmptyDump", dumps.empty);
  project.provide("dbTemplate", null);
  console.log("[tests] database: embedded PGlite (one in-memory database per test file, loaded from a migrated dump)");
  return () => rm(dir, { recursive: true, force: true });
}
