// Before each test file: a fresh, migrated database (a new PostgreSQL database when DATABASE_URL is set, dropped
// afterwards; otherwise the worker's in-memory PGlite put back to the template, kept-pglite.ts) and a fresh
// uploads folder. No shared state between files. The database holds exactly the migrated template that
// tests/setup/global-setup.ts made once for the run.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { adminQuery } from "#tests/helpers/postgres";
import { rereadEnv } from "#app/server/platform/env.server";
import { templatePglite } from "./kept-pglite";

// Files may share a worker process (vitest.config.ts): each starts from the environment the first one found, and
// the app reads it again when first used, so a setting one file makes (RATE_LIMIT_PUBLIC lowered, a token set)
// never reaches the next.
const started = globalThis as { __sliceStartEnv?: Record<string, string | undefined> };
started.__sliceStartEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in started.__sliceStartEnv)) delete process.env[name];
Object.assign(process.env, started.__sliceStartEnv);
rereadEnv();

process.env.NODE_ENV = "test";
process.env.SEED_DEMO ??= "0";
process.env.OUTBOX_DISABLED ??= "1";
process.env.SESSION_SECRET ??= "test-session-secret-0123456789";
// New password hashes with the cheapest stored parameters (app/server/auth/password.server.ts): the tests log in
// hundreds of times; the production parameters are proven by tests/unit/password.test.ts.
process.env.PASSWORD_HASH_COST ??= "low";

const baseUrl = process.env.DATABASE_URL;
let dbName: string | undefined;
let uploadsDir: string | undefined;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "slice-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  const { openDatabase, setDatabase } = await import("#app/server/platform/db.server");
  const { setStorage } = await import("#app/server/storage/storage.server");
  const { createFsFileStorage } = await import("@remix-run/file-storage/fs");
  setStorage(createFsFileStorage(uploadsDir));

  let handle;
  if (baseUrl) {
    dbName = `slice_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${dbName}" TEMPLATE "${inject("dbTemplate")}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
  } else {
    handle = await openDatabase({ pglite: await templatePglite(inject("pgliteDump")!) });
  }
  setDatabase(handle);
});

afterAll(async () => {
  // What the app keeps in memory between requests belongs to this file's database, and the next file in this
  // worker has another: insight counts not yet written go to this one, the order form's view is dropped. (The
  // caches kept per content version empty themselves when the database closes: tracking stops.)
  const { flushInsights } = await import("#app/server/insights/store.server");
  await flushInsights().catch(() => {});
  const { orderFormChanged } = await import("#app/server/models/orders/form-view.server");
  orderFormChanged();
  const { closeDatabase } = await import("#app/server/platform/db.server");
  await closeDatabase();
  if (dbName && baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});
