// One seeded production server (`node server.js` of the build) for the server project's files that read what
// any visitor gets: on a PGlite folder of its own, or, with SERVER_ON_DATABASE_URL=1 and DATABASE_URL set, on a
// fresh database named after DATABASE_URL's. Those files run on the PGlite pass only (vitest.faults.config.ts), so
// the PostgreSQL pass starts no shared server. Files that need settings of their own start a private server
// instead (tests/e2e/support/private-server.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery } from "#tests/helpers/postgres";
import { ADMIN, AppServer, freePort } from "#tests/faults/support/app-server";
import { copyTemplate } from "#tests/e2e/support/data-template.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared server's address, e.g. http://127.0.0.1:41234. */
    serverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "slice-server-"));
  // The private servers' data folders start as copies of one made once per run (tests/e2e/support/data-template.mjs)
  // instead of an initdb and every migration each; the test files' processes inherit this.
  process.env.E2E_TEMPLATES_DIR ??= path.join(dir, "templates");
  if (process.env.DATABASE_URL && process.env.SERVER_ON_DATABASE_URL !== "1") {
    project.provide("serverUrl", "");
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const base = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (base) {
    const url = new URL(base);
    const name = `${url.pathname.slice(1) || "postgres"}_server`;
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dataDir = path.join(dir, "data");
  const uploadsDir = path.join(dir, "uploads");
  // On PGlite, from a copy of the run's seeded folder rather than a first start of its own (the same folder the
  // seeded private servers copy, and under `.ci/run` the browser stage's servers too).
  if (!databaseUrl) {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    delete env.DATABASE_URL;
    for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "TEST") delete env[key];
    await copyTemplate({ seedDemo: true, port: await freePort(), env, dataDir, uploadsDir });
  }
  const server = new AppServer(await freePort(), {
    SEED_DEMO: "1",
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    RATE_LIMIT_PUBLIC: "10000",
    LOG_FORMAT: "off",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await server.start(120_000);
  project.provide("serverUrl", server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl && base) {
      const name = new URL(databaseUrl).pathname.slice(1);
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  };
}
