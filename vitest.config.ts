import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Integration files about the HTTP boundary (body readers and limits, CORS, who may call what, the flash cookie,
// the OpenAPI document) whose outcome does not depend on the database kind: they run on PGlite only, and the
// PostgreSQL pass (DATABASE_URL set) leaves them out. What the database decides (queries, transactions,
// constraints, rate-limit counts under concurrency, a busy pool, text PostgreSQL refuses) runs on both; see
// docs/testing.md.
export const PGLITE_ONLY = [
  "tests/integration/admin-anonymous.test.ts",
  "tests/integration/admin-flash.test.ts",
  "tests/integration/api-auth.test.ts",
  "tests/integration/api-cors.test.ts",
  "tests/integration/api-openapi.test.ts",
  "tests/integration/forms-pipeline.test.ts",
  "tests/integration/kept-pglite.test.ts",
  "tests/integration/public-flash.test.ts",
  "tests/integration/request-bodies.test.ts",
  "tests/integration/upload-bodies.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "#app": fileURLToPath(new URL("./app", import.meta.url)),
      "#tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      // Pure logic: no database. The files share the worker processes (isolate: false): the app's modules load once
      // per worker, not once per file (half the project's time); an environment a test stubs is put back after it.
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false, unstubEnvs: true },
      },
      // Loaders, actions, /api handlers and models: a fresh migrated database per file (tests/setup/per-file.ts),
      // copied from a template migrated once per run (tests/setup/global-setup.ts). The files share the two
      // worker processes (isolate: false), so the app's modules are loaded once per worker instead of once per
      // file; per-file.ts gives each file the starting environment and the app reads it again when first used.
      // The whole project on PGlite: 151 CPU-seconds against 280 with a process per file (docs/testing.md).
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? PGLITE_ONLY : [])],
          isolate: false,
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/per-file.ts"],
        },
      },
    ],
  },
});
