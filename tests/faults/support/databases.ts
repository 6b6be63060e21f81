// The database a fault test's servers use: a fresh PostgreSQL database on the server DATABASE_URL names (or on
// a private cluster), or a fresh embedded PGlite folder. The test opens it itself (the app's own openDatabase
// and migrations) to prepare rows and to check what was stored, while no server holds a PGlite folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PrismaClient } from "#app/generated/prisma/client";
import { openDatabase } from "#app/server/platform/db.server";
import { adminQuery } from "#tests/helpers/postgres";
import { createPostgresDatabase, pgliteFromTemplate } from "#tests/helpers/template";

export type TestDatabase = {
  kind: "postgresql" | "pglite";
  /** What the server processes get: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  /** Opens (and migrates) the database in this process, runs `fn`, closes it. */
  use: <T>(fn: (prisma: PrismaClient) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

/**
 * A fresh database on the PostgreSQL server at `baseUrl` (created now, dropped by dispose): a copy of the run's
 * migrated template on the pass's own server, an empty one on a private cluster.
 */
export async function postgresDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `slice_faults_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createPostgresDatabase(baseUrl, name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: "postgresql",
    env: { DATABASE_URL: databaseUrl },
    use: async (fn) => {
      const handle = await openDatabase({ databaseUrl });
      try {
        await handle.migrate();
        return await fn(handle.prisma);
      } finally {
        await handle.close();
      }
    },
    dispose: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {}),
  };
}

/** A fresh PGlite folder holding the migrated template (only one process may hold it: call `use` while no server runs). */
export async function pgliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "slice-faults-pglite-"));
  const dataDir = path.join(dir, "data");
  await pgliteFromTemplate(dataDir);
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir },
    use: async (fn) => {
      const handle = await openDatabase({ dataDir });
      try {
        await handle.migrate();
        return await fn(handle.prisma);
      } finally {
        await handle.close();
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The database of this test pass: PostgreSQL when DATABASE_URL is set (as for the other suites), else PGlite. */
export function passDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? postgresDatabase(url) : pgliteDatabase();
}
