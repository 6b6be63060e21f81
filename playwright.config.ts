import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const workDir = mkdtempSync(path.join(tmpdir(), "slice-e2e-"));
export const E2E_ENV = {
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(workDir, "data"),
  UPLOADS_DIR: path.join(workDir, "uploads"),
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
process.env.E2E_DATA_DIR = E2E_ENV.DATA_DIR;
process.env.E2E_UPLOADS_DIR = E2E_ENV.UPLOADS_DIR;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? "/usr/bin/chromium",
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
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "off", screenshot: "only-on-failure" },
  projects: [
    { name: "chromium", use: chromium },
    { name: "chromium-nojs", use: { ...chromium, javaScriptEnabled: false }, grep: /@nojs/ },
  ],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { ...(process.env as Record<string, string>), ...E2E_ENV },
  },
});
