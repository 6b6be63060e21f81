// The fault tests (tests/faults): real production-build server processes (`node server.js`) put through a
// database restart, a kill -9, a full disk, two processes on one database, a burst of traffic. They need the
// build, so tests/run.mjs runs them after `npm run build`:  npm run build && npx vitest run -c vitest.faults.config.ts
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  resolve: base.resolve,
  test: {
    name: "faults",
    include: ["tests/faults/**/*.test.ts"],
    // The migrated template the databases of the tests start from (tests/helpers/template.ts).
    globalSetup: ["tests/setup/global-setup.ts"],
    // One file at a time: each starts its own server processes and would skew the others' timings.
    fileParallelism: false,
    maxWorkers: 1,
    pool: "forks",
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
