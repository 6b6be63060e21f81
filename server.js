// Launcher (plain JavaScript: Node 20 cannot run TypeScript). Production: the built server in build/server, on
// PostgreSQL in WEB_CONCURRENCY worker processes (node:cluster, docs/decisions/0015). Development: one process,
// the same module loaded through Vite, with Vite's middleware for the client.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";

const production = process.env.NODE_ENV === "production";
/** Set by the primary on each worker it forks: "1" on exactly one (it runs the background jobs), "0" on the rest. */
const JOBS_VARIABLE = "SLICE_BACKGROUND_JOBS";
/** How long the primary waits after SIGTERM for its workers (each gives up at 4.5 s itself) before killing them. */
const SHUTDOWN_BACKSTOP_MS = 5_000;
/** A worker that lived longer than this before it died counts as a fresh failure: its back-off starts again. */
const HEALTHY_LIFE_MS = 60_000;
/**
 * Each worker's young generation (MB per semi-space). Nearly everything a request allocates dies with it, but with
 * V8's default (16 MB) a busy worker collects so often that the objects of the requests still in flight are copied,
 * and promoted to the old generation, again and again: a cached page cost a tenth more CPU (docs/benchmarks.md,
 * "The young generation"). The operator's own value, in NODE_OPTIONS or node's arguments, is kept.
 */
const WORKER_SEMI_SPACE_MB = 64;
const SEMI_SPACE_OPTION = /^--max[-_]semi[-_]space[-_]size\b/;

/** How many processes serve: one in development and on PGlite (one process holds its data folder). */
function processCount() {
  if (!production) return 1;
  const raw = (process.env.WEB_CONCURRENCY ?? "").trim();
  if (!(process.env.DATABASE_URL ?? "").trim()) {
    if (raw !== "" && raw !== "1") {
      console.warn("WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database serves one process.");
    }
    return 1;
  }
  if (raw === "") return os.availableParallelism();
  // A malformed value: one process, whose settings check then stops it with a line naming the variable.
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : 1;
}

/** One serving process: start() (migrate, seed, jobs, listen), then a graceful stop on SIGTERM or SIGINT. */
async function serve() {
  let serverModule;
  let vite;
  if (production) {
    serverModule = await import("./build/server/index.js");
  } else {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    serverModule = await vite.ssrLoadModule("/app/server/main/express.server.ts");
  }
  const { stop } = await serverModule.start({
    vite,
    clientDir: path.resolve("build/client"),
    backgroundJobs: process.env[JOBS_VARIABLE] !== "0",
  });

  let shuttingDown = false;
  const shutdown = async (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests, then exiting.`);
    const timer = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 4_500);
    timer.unref();
    try {
      await stop();
      await vite?.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * The primary serves nothing: it forks the worker that runs the background jobs, and once that one listens (so
 * migrations, seeding and the admin credential are done, once) the others. A worker that dies is replaced in its
 * role after a back-off that doubles while replacements keep dying young. SIGTERM/SIGINT go to every worker; the
 * primary exits when all have, 0 when all exited cleanly.
 */
function runPrimary(count) {
  /** worker id -> its role, when it started, whether it listened */
  const workers = new Map();
  let shuttingDown = false;
  let anyListened = false;
  let failures = 0;
  let clean = true;

  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  if (!given.some((option) => SEMI_SPACE_OPTION.test(option))) {
    cluster.setupPrimary({ execArgv: [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`, ...process.execArgv] });
  }

  const fork = (jobs) => {
    const worker = cluster.fork({ [JOBS_VARIABLE]: jobs ? "1" : "0" });
    const state = { jobs, started: Date.now(), listening: false };
    workers.set(worker.id, state);
    worker.once("listening", () => {
      state.listening = true;
      if (jobs && !anyListened) for (let i = 1; i < count; i++) fork(false);
      anyListened = true;
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const state = workers.get(worker.id);
    workers.delete(worker.id);
    if (shuttingDown) {
      // A worker that died earlier and was replaced does not count: this is about the shutdown.
      if (code !== 0) clean = false;
      if (workers.size === 0) process.exit(clean ? 0 : 1);
      return;
    }
    // The first worker could not start (a bad setting, the database unreachable): it said why; stop here.
    if (!anyListened) {
      for (const other of cluster.workers ? Object.values(cluster.workers) : []) other?.process.kill("SIGKILL");
      process.exit(code || 1);
    }
    failures = Date.now() - state.started > HEALTHY_LIFE_MS ? 0 : failures + 1;
    const delay = Math.min(30_000, 500 * 2 ** failures);
    console.error(
      `Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); another${state.jobs ? " (with the background jobs)" : ""} starts in ${delay} ms.`,
    );
    setTimeout(() => {
      if (!shuttingDown) fork(state.jobs);
    }, delay);
  });

  const shutdown = (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: stopping ${workers.size} workers.`);
    if (workers.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      console.error("Workers took too long to stop; killing them.");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_BACKSTOP_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  console.log(`Starting ${count} worker processes (WEB_CONCURRENCY).`);
  fork(true);
}

const count = cluster.isPrimary ? processCount() : 1;
if (count > 1) {
  runPrimary(count);
} else {
  serve().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
