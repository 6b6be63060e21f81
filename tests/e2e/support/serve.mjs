// Starts one worker's shared e2e server (playwright.config.ts). On PostgreSQL (DATABASE_URL set) each worker's
// server gets a fresh database of its own, named after DATABASE_URL's with the worker's number, so that what the
// specs of one worker write never shows in the other's pages. Embedded PGlite: DATA_DIR is already per worker.
import pg from "pg";

const base = process.env.DATABASE_URL;
if (base) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "postgres"}_e2e${process.env.E2E_SERVER_INDEX ?? "0"}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    // Left over from an earlier run that was killed: start from an empty database like PGlite does.
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import("../../../server.js");
