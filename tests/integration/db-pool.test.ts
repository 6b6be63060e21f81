// The PostgreSQL pool survives PostgreSQL closing its idle connections (a restart, an administrator's terminate,
// DROP DATABASE ... WITH (FORCE)): the process goes on and the next query gets a new connection. Without a
// listener, pg-pool's 'error' event for such a connection was an uncaught exception that ended the process.
import { describe, expect, it } from "vitest";
import { database } from "#app/server/platform/db.server";

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL pool", () => {
  it("keeps serving after PostgreSQL terminates its idle connections", async () => {
    const { prisma, pool } = await database();
    // A few connections, then idle in the pool.
    await Promise.all(Array.from({ length: 3 }, () => prisma.$queryRaw`SELECT pg_sleep(0.05)::text AS slept`));
    expect(pool!.idleCount).toBeGreaterThan(0);
    // Another session ends every other connection to this database, as a restart or an administrator would.
    const killer = await pool!.connect();
    let terminated: number;
    try {
      const result = await killer.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      terminated = result.rowCount ?? 0;
    } finally {
      killer.release();
    }
    expect(terminated).toBeGreaterThan(0);
    // The pool notices each closed connection (its 'error' event, no listener of the test's own) and drops it.
    const deadline = Date.now() + 10_000;
    while (pool!.totalCount > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(pool!.totalCount).toBe(1);
    const rows = await prisma.$queryRaw<{ ok: number }[]>`SELECT 1::int AS ok`;
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
