// Starts one worker's shared e2e server (playwright.config.ts). On PostgreSQL (DATABASE_URL set) each worker's
// server gets a fresh database of its own, named after DATABASE_URL's with the worker's number, so that what the
// specs of one worker write never shows in the other's pages. Embedded PGlite: DATA_DIR is already per worker.
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";
import { copyTemplate } from "./data-template.mjs";

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
// Embedded PGlite: the first start begins from a copy of the run's migrated and seeded folder (data-template.mjs)
// instead of an initdb, every migration and the seed; under `.ci/run` the server project's stage has made it.
else if (!existsSync(process.env.DATA_DIR)) {
  await copyTemplate({
    seedDemo: process.env.SEED_DEMO === "1",
    // Not this server's own port: Playwright would take the template's server for this one and start the tests.
    port: await freePort(),
    env: { ...process.env },
    dataDir: process.env.DATA_DIR,
    uploadsDir: process.env.UPLOADS_DIR,
  });
}
await import("../../../server.js");

/** A port no process listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
