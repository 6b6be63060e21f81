import { describe, expect, it } from "vitest";
import { database } from "#app/server/db.server";
import { applyMigrations, diffMigrationsToSchema, readMigrationsList } from "#app/server/migrate.server";

describe("migrations", () => {
  it("schema.prisma and prisma/migrations agree (no drift)", async () => {
    const sql = await diffMigrationsToSchema();
    expect(sql.trim(), `schema.prisma has changes with no migration; run npm run db:migration -- <name>:\n${sql}`).toBe("");
  }, 120_000); // replays every migration into a shadow PGlite through the WebAssembly schema engine: ~18 s idle

  it("are recorded in _prisma_migrations and applied only once", async () => {
    const { prisma, factory } = await database();
    const list = await readMigrationsList();
    const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(list.migrationDirectories.map((d) => d.path));
    expect(await applyMigrations(factory)).toEqual([]);
  });

  it("enable pg_trgm for product search", async () => {
    const { prisma } = await database();
    const ext = await prisma.$queryRaw<{ extname: string }[]>`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`;
    expect(ext).toHaveLength(1);
  });
});
