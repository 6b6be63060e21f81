import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/support/browser.mjs";
import { workerPort } from "./tests/e2e/support/ports";

/**
 * Two workers, each with a shared server of its own (its own port, data folder, uploads and, on PostgreSQL,
 * database: tests/e2e/support/serve.mjs). A worker runs its spec files one after another as the single worker
 * did, so what a spec writes is seen by the later specs of its own worker only, never by a test running at the
 * same time. E2E_WORKERS=1 gives the old single server.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Specs whose outcome does not depend on the database kind (docs/decisions/0011-e2e-once-or-on-both-databases.md):
 * their servers run on embedded PGlite (or always on PostgreSQL) whatever DATABASE_URL says, or they read the
 * seeded content and check how it renders and behaves in the browser, while the queries behind those pages run on
 * both databases in the integration tests. `.ci/run` runs every spec on PGlite and only the others
 * (E2E_SCOPE=database) again on PostgreSQL. A new spec is in the second group until it is named here, so it
 * never loses the PostgreSQL run by accident.
 */
const DATABASE_INDEPENDENT = [
  "a11y", // axe on rendered pages, the admin's lists too
  "content", // pages with no stored content: about us, blog, articles, contact, the calculator
  "foundation", // headers, fonts, hydration
  "form-feedback", // refused submits: nothing is written, the page marks and focuses what to fix
  "forms", // private PGlite server
  "front-door", // private PGlite server
  "home-media", // private PGlite server
  "http-edges", // private PGlite server
  "input-hygiene", // private PGlite server
  "lifecycle", // an embedded-database server by design
  "operability", // private PGlite server
  "outbox-retry", // private PGlite server
  "product-page", // reads the seeded content only: badges, nutrition, a serving's share, sharing, axe
  "response-cache", // always PostgreSQL (two processes on one database)
  "scripts", // script weight and loading
  "shopper-details", // private PGlite server
  "storefront", // reads the seeded content only: navigation, home, offering and product pages
].map((name) => `**/${name}.spec.ts`);
const scope = process.env.E2E_SCOPE ?? "all";
if (!["all", "database", "independent"].includes(scope))
  throw new Error(`E2E_SCOPE=${scope}: use all, database or independent`);

const workDir = mkdtempSync(path.join(tmpdir(), "slice-e2e-"));
// The private servers' data templates (tests/e2e/support/data-template.ts), one folder for the whole run: set
// here in the runner before it starts the workers, which inherit its environment (and keep the value).
process.env.E2E_TEMPLATES_DIR ??= path.join(workDir, "templates");
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
  // One log line per request would bury the test output; operability.spec reads them from a private server.
  LOG_FORMAT: "off",
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
  testMatch: scope === "independent" ? DATABASE_INDEPENDENT : "**/*.spec.ts",
  testIgnore: scope === "database" ? DATABASE_INDEPENDENT : undefined,
  fullyParallel: false,
  workers: WORKERS,
  // No retries, on CI either: a retry hides a flaky test (and the bug behind it) and pays for the test twice.
  retries: 0,
  // A test's whole budget: the long flows (several pages, uploads, axe at two widths) need 30 s on an idle 2-core
  // machine and twice that on a slower one; a condition inside a test still fails after its own 5 s.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // baseURL: the worker's own server (tests/e2e/fixtures.ts).
  use: { trace: "off", screenshot: "only-on-failure" },
  // Tests tagged @nojs run again with JavaScript off, except on the PostgreSQL re-run (E2E_SCOPE=database): a page
  // without scripts posts the same forms to the same actions, so the database sees the same work, and the PGlite
  // run has the no-JavaScript pass. (That re-run takes a phone's width alone too: WIDTHS in tests/e2e/fixtures.ts.)
  projects: [
    { name: "chromium", use: chromium },
    ...(scope === "database"
      ? []
      : [{ name: "chromium-nojs", use: { ...chromium, javaScriptEnabled: false }, grep: /@nojs/ }]),
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
