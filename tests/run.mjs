// `npm test`: Vitest (unit + integration on the database DATABASE_URL names, else embedded PGlite), then the
// production build, the fault tests against it (tests/faults, vitest.faults.config.ts), then the browser tests
// when a Chromium is found. REQUIRE_E2E=1 (set by .ci/run) turns a missing browser into a failure instead of a
// skip. SKIP_FAULTS=1 leaves the fault tests out (a quick local run).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
};

const db = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite";
console.log(`\n== Unit and integration tests on ${db}`);
if (run("npx", ["vitest", "run"]) !== 0) process.exit(1);

console.log("\n== Production build");
if (run("npm", ["run", "build", "--silent"]) !== 0) process.exit(1);

if (process.env.SKIP_FAULTS === "1") {
  console.log("Fault tests SKIPPED (SKIP_FAULTS=1).");
} else {
  console.log(`\n== Fault tests (server processes of the build) on ${db}`);
  if (run("npx", ["vitest", "run", "-c", "vitest.faults.config.ts"]) !== 0) process.exit(1);
}

const chromium = process.env.PLAYWRIGHT_CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const message = `Browser tests SKIPPED: no Chromium at ${chromium} (install Debian's chromium or set PLAYWRIGHT_CHROMIUM).`;
  if (process.env.REQUIRE_E2E === "1") {
    console.error(message.replace("SKIPPED", "REQUIRED but cannot run"));
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

console.log(`\n== Browser tests (Playwright, ${chromium}) on ${db}`);
const e2e = run("npx", ["playwright", "test"]);
if (e2e === 0) console.log("Browser tests: ran and passed.");
process.exit(e2e);
