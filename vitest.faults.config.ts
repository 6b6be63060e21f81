// The tests of the production build's server processes (`node server.js`), run after `npm run build` by the
// faults stage of tests/run.mjs:  npm run build && npx vitest run -c vitest.faults.config.ts
// - faults (tests/faults): a database restart, a kill -9, a full disk, two processes on one database, a burst of
//   traffic.
// - server (tests/server): what a client sees over a real socket with no browser: raw HTTP edges, the request
//   log, rate limits, the shutdown, the response cache across processes, the content pages' HTML and the scripts
//   each page loads (read from the build's manifest). Most files share one seeded server of the build on the
//   pass's database (tests/server/support/global-setup.ts); a file that needs settings of its own starts a
//   private one.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The server project's files whose outcome does not depend on the database kind run on the PGlite pass only (their
 * servers are private PGlite ones, or they read static pages and the build); the response cache across two
 * processes needs one PostgreSQL database and runs on the PostgreSQL pass only (DATABASE_URL set). The rest
 * (admin-login: sessions and the login limit on the pass's database) run on both.
 */
const PGLITE_ONLY = [
  "content-pages",
  "front-door",
  "http-edges",
  "input-hygiene",
  "operability",
  "public-bytes",
  "scripts",
  "storefront-pages",
];
const POSTGRES_ONLY = ["response-cache"];
const serverFiles = (names: string[]) => names.map((name) => `tests/server/${name}.test.ts`);

export default defineConfig({
  resolve: base.resolve,
  test: {
    // One file at a time: each starts its own server processes and would skew the others' timings.
    fileParallelism: false,
    maxWorkers: 1,
    pool: "forks",
    testTimeout: 180_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          // The migrated template the databases of the tests start from (tests/helpers/template.ts).
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: serverFiles(process.env.DATABASE_URL ? PGLITE_ONLY : POSTGRES_ONLY),
          globalSetup: ["tests/server/support/global-setup.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
