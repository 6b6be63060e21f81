import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/support/browser.mjs";
import { workerPort } from "./tests/e2e/support/ports";

/**
 * The PostgreSQL pass (E2E_SCOPE=database, `.ci/run`) runs one smoke flow in the browser, the tests tagged
 * @postgres: a shopper places a cake order through the form and cancels it on its page. Every query the pages run
 * is proven on PostgreSQL by the integration tests (tests/integration, on both databases), and what only a browser
 * shows does not depend on the database (docs/decisions/0011-e2e-once-or-on-both-databases.md). The PGlite pass
 * runs every test (E2E_SCOPE=all); E2E_SCOPE=independent runs all but the smoke flow.
 */
const POSTGRES_SMOKE = /@postgres/;

/**
 * The spec files that start a private server of their own (tests/e2e/support/private-server.ts): their @nojs tests
 * run without JavaScript in the chromium project, on the same server (`testWithAndWithoutJs` in
 * tests/e2e/fixtures.ts), so the no-JavaScript project leaves them out instead of starting each server again.
 */
const OWN_SERVER_SPECS = ["forms", "home-media", "outbox-retry", "search", "send-message", "shopper-details"].map(
  (name) => `**/${name}.spec.ts`,
);
const scope = process.env.E2E_SCOPE ?? "all";
if (!["all", "database", "independent"].includes(scope))
  throw new Error(`E2E_SCOPE=${scope}: use all, database or independent`);

/**
 * Two workers, each with a shared server of its own (its own port, data folder, uploads and, on PostgreSQL,
 * database: tests/e2e/support/serve.mjs). A worker runs its spec files one after another as the single worker
 * did, so what a spec writes is seen by the later specs of its own worker only, never by a test running at the
 * same time. E2E_WORKERS=1 gives the old single server;
 * the PostgreSQL pass, with its one flow, has one worker (a second would start a server for nothing).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (scope === "database" ? 1 : 2));

const workDir = mkdtempSync(path.join(tmpdir(), "slice-e2e-"));
// The private servers' data templates (tests/e2e/support/data-template.mjs), one folder for the whole run: set
// here in the runner before it starts the workers, which inherit its environment (and keep the value). A folder
// made here is removed after the run (support/global-teardown.ts); one given by the caller (`.ci/run`, for all
// its stages) is the caller's.
if (!process.env.E2E_TEMPLATES_DIR) {
  process.env.E2E_TEMPLATES_DIR = path.join(workDir, "templates");
  process.env.E2E_TEMPLATES_OWNED = "1";
}
export const E2E_ENV = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  SEED_DEMO: "1",
  ADMIN_USERNAME: "owner",
  ADMIN_PASSWORD: "correct-horse-battery",
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  RATE_LIMIT_PUBLIC: "1000",
  RATE_LIMIT_LOGIN: "50",
  OUTBOX_POLL_MS: "200",
  // Insights counts are written every 200 ms, so a click or a search shows on the Insights screen at once.
  INSIGHTS_FLUSH_MS: "200",
  // One log line per request would bury the test output; tests/server/operability.test.ts reads them from a private server.
  LOG_FORMAT: "off",
  // One process on PostgreSQL too (the default there is a worker per core): tests/faults/workers.test.ts has several.
  WEB_CONCURRENCY: "1",
};

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  grep: scope === "database" ? POSTGRES_SMOKE : undefined,
  grepInvert: scope === "independent" ? POSTGRES_SMOKE : undefined,
  fullyParallel: false,
  workers: WORKERS,
  // No retries, on CI either: a retry hides a flaky test (and the bug behind it) and pays for the test twice.
  retries: 0,
  // A test's whole budget: the long flows (several pages, uploads, axe at two widths) need 30 s on an idle 2-core
  // machine and twice that on a slower one; a condition inside a test still fails after its own 5 s.
  timeout: 60_000,
  reporter: "list",
  // A folder per scope: Playwright empties its output folder as it starts, and CI runs the PostgreSQL smoke flow
  // beside the PGlite pass.
  outputDir: path.join("test-results", scope),
  // baseURL: the worker's own server (tests/e2e/fixtures.ts).
  // reuseContext: a worker's tests share one browser context and its page, which Playwright resets between them
  // (cookies, storage and cache of the origins visited, extra pages, routes, init scripts, the clock, viewport and
  // media emulation). A fresh context per test started a new renderer process for every test: the reused one
  // costs about a tenth less CPU over the browser stage. Not reset: permissions granted (the clipboard, by the one
  // test that uses it) and the tab's history. A failed test restarts its worker, so the next one starts clean.
  use: { trace: "off", screenshot: "only-on-failure", reuseContext: true },
  // Tests tagged @nojs run again with JavaScript off: only flows that post a form or follow plain links (a page
  // that only shows content is checked in its HTML, tests/server). Not on the PostgreSQL pass: without scripts a
  // page posts the same forms to the same actions, so the database sees the same work.
  projects: [
    { name: "chromium", use: chromium },
    ...(scope === "database"
      ? []
      : [
          {
            name: "chromium-nojs",
            use: { ...chromium, javaScriptEnabled: false },
            grep: /@nojs/,
            testIgnore: OWN_SERVER_SPECS,
          },
        ]),
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: "node tests/e2e/support/serve.mjs",
    url: `http://127.0.0.1:${workerPort(0, index)}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      ...(process.env as Record<string, string>),
      ...E2E_ENV,
      PORT: String(workerPort(0, index)),
      DATA_DIR: path.join(workDir, `data-${index}`),
      UPLOADS_DIR: path.join(workDir, `uploads-${index}`),
      E2E_SERVER_INDEX: String(index),
    },
  })),
});
