// Prisma 7 CLI configuration. Only `prisma generate` runs through the CLI here (see scripts/prisma-generate.mjs);
// migrations are applied by app/server/platform/migrate.server.ts through the WebAssembly schema engine.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
