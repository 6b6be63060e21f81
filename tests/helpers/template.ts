// A fresh database copied from the run's migrated template (tests/setup/global-setup.ts), for the tests whose
// servers or scripts open a database of their own instead of the per-file one: copying skips PGlite's initdb
// and the replay of every migration, seconds of CPU each time. Outside a run that made a template (no
// globalSetup), the database starts empty and whoever opens it migrates it, as before.
import { existsSync } from "node:fs";
import { cp, readFile, rename, rm } from "node:fs/promises";
import { inject } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { adminQuery } from "#tests/helpers/postgres";

/**
 * Fills the (new, empty) PGlite folder `dataDir` with the migrated template. The first call of a run loads the dump
 * into a folder beside it (a PGlite start, about a second of CPU); every call copies that folder's files.
 */
export async function pgliteFromTemplate(dataDir: string): Promise<void> {
  const dump = inject("pgliteDump");
  if (!dump) return;
  const folder = `${dump}.folder`;
  if (!existsSync(folder)) {
    // Made under a name of its own and renamed when complete: a file in another worker never copies half a folder.
    const building = `${folder}.${process.pid}`;
    const pglite = await PGlite.create(building, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(await readFile(dump))]),
    });
    await pglite.close();
    try {
      await rename(building, folder);
    } catch {
      await rm(building, { recursive: true, force: true }); // another worker's folder came first
    }
  }
  await cp(folder, dataDir, { recursive: true });
}

/** Creates the database `name` on the server `baseUrl` names, cloned from the template when there is one. */
export async function createPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  const template = baseUrl === process.env.DATABASE_URL ? inject("dbTemplate") : null;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
}

/** An empty database of the pass's kind, for a test that builds tables of its own; `close` removes it. */
export type ScratchDatabase = {
  /** Several statements in one string, no parameters. */
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
};

/**
 * PostgreSQL (DATABASE_URL set): a new database with nothing in it, dropped by `close`. PGlite: an in-memory
 * database loaded from the run's dump of an empty cluster (a second of CPU where an initdb takes several), or made
 * by an initdb outside a run that made one.
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `slice_scratch_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return {
      exec: (sql) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
      close: async () => {
        await client.end();
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dump = inject("pgliteEmptyDump");
  const pglite = await PGlite.create({
    extensions: { pg_trgm },
    ...(dump ? { loadDataDir: new Blob([new Uint8Array(await readFile(dump))]) } : {}),
  });
  return {
    exec: (sql) => pglite.exec(sql),
    query: <T>(sql: string, params?: unknown[]) => pglite.query<T>(sql, params),
    close: () => pglite.close(),
  };
}
