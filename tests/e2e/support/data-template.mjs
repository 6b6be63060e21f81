// Data folders for the PGlite servers of the tests (the specs' private servers, each Playwright worker's shared
// server, the server project's shared one), made once per run and copied for each server. `.ci/run` sets
// E2E_TEMPLATES_DIR for its whole run, so the folders the server project makes serve the browser stage too.
// Plain JavaScript: the shared e2e servers' launcher (serve.mjs) runs under node without a TypeScript loader.
// A server that starts on an empty folder pays for PGlite's initdb, every migration and (with the demo content)
// the seed, seconds on this machine each time; a copy of a folder a server has already started on and stopped
// cleanly opens with nothing to do. The first worker to need a kind (empty or seeded) makes it by starting and
// stopping a real server on it, so the copy holds exactly what a first start writes; the others wait for it.
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @typedef {{ data: string, uploads: string }} Template */

/** The buffers every PGlite database of the tests starts with (the integration tests' dump too). */
export const TEST_SHARED_BUFFERS = "16MB";

/** @type {Map<string, Promise<Template>>} */
const made = new Map();

/**
 * Copies the run's template of the kind asked for into `dataDir` and `uploadsDir` (which must not exist yet) and
 * says whether it did; false when there is no template folder (a server then starts on an empty one).
 * @param {{ seedDemo: boolean, port: number, env: Record<string, string | undefined>, dataDir: string,
 *   uploadsDir: string }} options
 * @returns {Promise<boolean>}
 */
export async function copyTemplate(options) {
  // The folder shared by the processes of this run (.ci/run, playwright.config.ts or the server project's global
  // setup set it), read at each call: a global setup sets it after this module is loaded.
  const root = process.env.E2E_TEMPLATES_DIR;
  if (!root) return false;
  const kind = options.seedDemo ? "seeded" : "empty";
  let template = made.get(kind);
  if (!template) {
    template = obtain(root, kind, options.port, options.env);
    made.set(kind, template);
  }
  const { data, uploads } = await template;
  cpSync(data, options.dataDir, { recursive: true });
  if (existsSync(uploads)) cpSync(uploads, options.uploadsDir, { recursive: true });
  return true;
}

/**
 * @param {string} root
 * @param {string} kind
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<Template>}
 */
async function obtain(root, kind, port, env) {
  const dir = path.join(root, kind);
  const ready = path.join(dir, "ready");
  const template = { data: path.join(dir, "data"), uploads: path.join(dir, "uploads") };
  if (existsSync(ready)) return template;
  mkdirSync(root, { recursive: true });
  try {
    // mkdir is atomic: exactly one worker makes this kind.
    mkdirSync(`${dir}.lock`);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    const deadline = Date.now() + 120_000;
    while (!existsSync(ready)) {
      if (Date.now() > deadline) throw new Error(`no ${kind} data template in ${dir} after 120 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return template;
  }
  const building = `${dir}.building`;
  await startAndStop(port, {
    ...env,
    DATA_DIR: path.join(building, "data"),
    UPLOADS_DIR: path.join(building, "uploads"),
  });
  // Test databases are tiny: a PGlite start then zeroes 16 MB of buffers instead of PostgreSQL's default 128
  // (about a third of a start's CPU). Read from this file at every start of a copy; production keeps the default.
  appendFileSync(path.join(building, "data", "postgresql.auto.conf"), `shared_buffers = '${TEST_SHARED_BUFFERS}'\n`);
  renameSync(building, dir);
  writeFileSync(ready, "");
  return template;
}

/**
 * Starts a production server on `env`'s folders, waits until it answers /healthz, then stops it (SIGTERM).
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 */
async function startAndStop(port, env) {
  const proc = spawn(process.execPath, ["server.js"], { env: { ...env, PORT: String(port) }, stdio: "pipe" });
  let out = "";
  proc.stdout.on("data", (chunk) => (out += chunk.toString()));
  proc.stderr.on("data", (chunk) => (out += chunk.toString()));
  const exited = new Promise((resolve) => proc.once("exit", () => resolve()));
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`data template server exited:\n${out}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`data template server did not start:\n${out}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGTERM");
  await exited;
  if (proc.exitCode !== 0) throw new Error(`data template server did not stop cleanly:\n${out}`);
}
