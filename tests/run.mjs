// `npm test`: every test on the database DATABASE_URL names, else embedded PGlite: Vitest (unit + integration),
// the production build, the fault tests against it (tests/faults, vitest.faults.config.ts), then the browser
// tests when a Chromium is found. REQUIRE_E2E=1 (set by .ci/run) turns a missing browser into a failure instead
// of a skip. SKIP_FAULTS=1 leaves the fault tests out (a quick local run).
//
// `node tests/run.mjs <stage>...` runs only the stages named, in that order (`.ci/run` runs the database-free
// ones once, every browser spec on PGlite and the database-dependent ones again on PostgreSQL). It expects
// `npm run generate` to have run (npm test's pretest).
//   unit, integration   the two Vitest projects (vitest.config.ts)
//   build               the production build
//   faults              the fault and server tests (need the build); faults:faults and faults:server run one of
//                       the two projects (vitest.faults.config.ts)
//   e2e                 every browser test (need the build); e2e:independent and e2e:database run the specs
//                       whose outcome does not / does depend on the database kind (playwright.config.ts)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./e2e/support/browser.mjs";

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
};

const db = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite";

function browserTests(scope) {
  const chromium = chromiumPath();
  if (!chromium || !existsSync(chromium)) {
    const message = `Browser tests SKIPPED: no Chromium at ${chromium ?? "/usr/bin/chromium-headless-shell or /usr/bin/chromium"} (install Debian's chromium-headless-shell or set PLAYWRIGHT_CHROMIUM).`;
    if (process.env.REQUIRE_E2E === "1") {
      console.error(message.replace("SKIPPED", "REQUIRED but cannot run"));
      return 1;
    }
    console.log(message);
    return 0;
  }
  console.log(`\n== Browser tests (Playwright, ${chromium}, ${scope} specs) on ${db}`);
  const status = run("npx", ["playwright", "test"], { E2E_SCOPE: scope });
  if (status === 0) console.log("Browser tests: ran and passed.");
  return status;
}

/** The fault and server tests of vitest.faults.config.ts, or one of its two projects. */
function faultTests(project) {
  if (process.env.SKIP_FAULTS === "1") return (console.log("Fault tests SKIPPED (SKIP_FAULTS=1)."), 0);
  const which = project === "server" ? "Server tests" : project === "faults" ? "Fault tests" : "Fault and server tests";
  console.log(`\n== ${which} (server processes of the build) on ${db}`);
  return run("npx", ["vitest", "run", "-c", "vitest.faults.config.ts", ...(project ? ["--project", project] : [])]);
}

const stages = {
  vitest: () => (console.log(`\n== Unit and integration tests on ${db}`), run("npx", ["vitest", "run"])),
  unit: () => (console.log("\n== Unit tests (no database)"), run("npx", ["vitest", "run", "--project", "unit"])),
  integration: () => (
    console.log(`\n== Integration tests on ${db}`),
    run("npx", ["vitest", "run", "--project", "integration"])
  ),
  // `npm test` and .ci/run have generated already (pretest, or their own step): not again before the build.
  build: () => (console.log("\n== Production build"), run("npm", ["run", "build", "--silent", "--ignore-scripts"])),
  faults: () => faultTests(),
  "faults:faults": () => faultTests("faults"),
  "faults:server": () => faultTests("server"),
  e2e: () => browserTests("all"),
  "e2e:independent": () => browserTests("independent"),
  "e2e:database": () => browserTests("database"),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in stages));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(", ")}; stages: ${Object.keys(stages).join(", ")}`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : ["vitest", "build", "faults", "e2e"]) {
  const status = stages[name]();
  if (status !== 0) process.exit(status);
}
