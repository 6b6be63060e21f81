import { readFile } from "node:fs/promises";
import { describe, expect, inject, it, vi } from "vitest";
import { database } from "#app/server/platform/db.server";
import { diffMigrationsToSchema, readMigrationsList } from "#app/server/platform/migrate.server";

describe("migrations", () => {
  // On the PGlite pass only: the comparison replays the migrations into a scratch PGlite whatever the pass's database.
  it.skipIf(process.env.DATABASE_URL)(
    "schema.prisma and prisma/migrations agree (no drift)",
    async () => {
      // The scratch databases start from the run's dump of an empty cluster instead of two initdb runs.
      const sql = await diffMigrationsToSchema({
        emptyCluster: new Blob([await readFile(inject("pgliteEmptyDump")!)]),
      });
      expect(
        sql.trim(),
        `schema.prisma has changes with no migration; run npm run db:migration -- <name>:\n${sql}`,
      ).toBe("");
    },
    120_000,
  ); // replays every migration into a shadow PGlite through the WebAssembly schema engine: seconds, idle

  it("are recorded in _prisma_migrations and applied only once", async () => {
    const { prisma, migrate } = await database();
    const list = await readMigrationsList();
    const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(list.migrationDirectories.map((d) => d.path));
    // The Wasm engine arms timers it never clears (on PostgreSQL, a 10 s one per run): none may hold the process
    // open once the migrations are done, or every finished `npm run db:seed`, backup or restore waits for it. Only
    // the engine's timers count (called from its WebAssembly): the files of this pass share the worker process, so
    // an earlier file's work can arm a timer of its own meanwhile.
    const setTimeoutOf = globalThis.setTimeout;
    const armed: { timer: NodeJS.Timeout & { _destroyed?: boolean }; stack: string }[] = [];
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      ...args: Parameters<typeof setTimeout>
    ) => {
      const timer = setTimeoutOf(...args);
      armed.push({ timer, stack: new Error().stack ?? "" });
      return timer;
    }) as typeof setTimeout);
    try {
      expect(await migrate()).toEqual([]);
    } finally {
      setTimeoutSpy.mockRestore();
    }
    const engine = armed.filter(({ stack }) => /wasm:\/\/|schema_engine_bg/.test(stack));
    if (process.env.DATABASE_URL) expect(engine.length, "timers armed while migrating").toBeGreaterThan(0);
    const holding = engine.filter(({ timer }) => !timer._destroyed && timer.hasRef());
    expect(
      holding.map(({ stack }) => stack),
      "timers holding the process",
    ).toEqual([]);
  });

  it("need no engine run on a database that records every migration as applied, and one whenever the records say otherwise", async () => {
    const handle = await database();
    const { prisma } = handle;
    expect(await handle.migrationsPending()).toBe(false);
    const [last] = await prisma.$queryRaw<{ id: string; migration_name: string; checksum: string }[]>`
      SELECT id, migration_name, checksum FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    const pendingWhile = async (change: string, undo: string) => {
      await prisma.$executeRawUnsafe(change);
      try {
        return await handle.migrationsPending();
      } finally {
        await prisma.$executeRawUnsafe(undo);
      }
    };
    const name = last!.migration_name;
    // A migration file edited since it was applied: the engine decides (as it did before this check).
    expect(
      await pendingWhile(
        `UPDATE _prisma_migrations SET checksum = 'edited' WHERE id = '${last!.id}'`,
        `UPDATE _prisma_migrations SET checksum = '${last!.checksum}' WHERE id = '${last!.id}'`,
      ),
    ).toBe(true);
    // A migration of the folder that the database has not recorded.
    expect(
      await pendingWhile(
        `UPDATE _prisma_migrations SET migration_name = 'renamed' WHERE id = '${last!.id}'`,
        `UPDATE _prisma_migrations SET migration_name = '${name}' WHERE id = '${last!.id}'`,
      ),
    ).toBe(true);
    // One that failed half-way (never finished, not rolled back): the engine refuses to go on, with its message.
    const insert = (values: string) =>
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, rolled_back_at, applied_steps_count) VALUES ${values}`;
    const remove = "DELETE FROM _prisma_migrations WHERE id = 'probe'";
    expect(await pendingWhile(insert(`('probe', '${last!.checksum}', '${name}', now(), NULL, NULL, 0)`), remove)).toBe(
      true,
    );
    // One that this release does not have (a newer release migrated the database).
    expect(await pendingWhile(insert(`('probe', 'x', '29990101000000_newer', now(), now(), NULL, 1)`), remove)).toBe(
      true,
    );
    // A rolled-back attempt beside the applied one is history: nothing to do.
    expect(await pendingWhile(insert(`('probe', 'x', '${name}', now(), NULL, now(), 0)`), remove)).toBe(false);
    // No records at all (a database never migrated).
    expect(
      await pendingWhile(
        "ALTER TABLE _prisma_migrations RENAME TO _prisma_migrations_away",
        "ALTER TABLE _prisma_migrations_away RENAME TO _prisma_migrations",
      ),
    ).toBe(true);
    expect(await handle.migrationsPending()).toBe(false);
  });

  // PostgreSQL only: PGlite is one session in one process, where the lock left behind is its own and re-entrant.
  it.skipIf(!process.env.DATABASE_URL)(
    "leave no migration lock behind: another process can migrate the same database at once",
    async () => {
      const { prisma, migrate } = await database();
      await migrate();
      // Prisma's schema engine locks with pg_advisory_lock; a lock left on a pooled connection made the next
      // server to start on this database wait until that connection closed (forever while it served queries).
      const held = async () =>
        (
          await prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND d.datname = current_database()`
        )[0]!.n;
      // Every pooled connection is asked (a lock held by one of them shows in pg_locks from any).
      expect(await Promise.all(Array.from({ length: 4 }, held))).toEqual([0, 0, 0, 0]);
    },
  );

  it("enable pg_trgm for product search", async () => {
    const { prisma } = await database();
    const ext = await prisma.$queryRaw<
      { extname: string }[]
    >`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`;
    expect(ext).toHaveLength(1);
  });

  it("index product titles with trigrams and no pending list (the admin list's ILIKE); the old search's lower(title) index is gone", async () => {
    const { prisma } = await database();
    const indexes = await prisma.$queryRaw<{ indexname: string; indexdef: string; options: string[] | null }[]>`
      SELECT i.indexname, i.indexdef, c.reloptions AS options FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname
      WHERE i.tablename = 'Product' AND i.indexname IN ('Product_title_lower_idx', 'Product_title_trgm_idx') ORDER BY 1`;
    expect(indexes.map((i) => i.indexname)).toEqual(["Product_title_trgm_idx"]);
    expect(indexes[0]!.indexdef).toContain("USING gin (title gin_trgm_ops)");
    expect(indexes[0]!.options).toEqual(["fastupdate=off"]);
  });
});
