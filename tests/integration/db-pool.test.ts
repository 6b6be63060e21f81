// The PostgreSQL pool survives PostgreSQL closing its idle connections (a restart, an administrator's terminate,
// DROP DATABASE ... WITH (FORCE)): the process goes on and the next query gets a new connection. Without a
// listener, pg-pool's 'error' event for such a connection was an uncaught exception that ended the process.
// Nor does a new connection that PostgreSQL answers too slowly while it subscribes to the version channels.
import type net from "node:net";
import { describe, expect, it } from "vitest";
import { database, openDatabase } from "#app/server/platform/db.server";
import { relayToPostgres } from "#tests/helpers/tcp-relay";

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

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL pool, a new connection that subscribes too slowly", () => {
  it("fails that query, not the process, and the next connection works", async () => {
    // While stalling, PostgreSQL's answers stop coming back once a connection has sent LISTEN: a server too busy
    // to answer in time, at the moment a new pooled connection subscribes.
    let stalling = true;
    const stalled = new WeakSet<net.Socket>();
    const relay = await relayToPostgres(process.env.DATABASE_URL!, {
      fromClient: (chunk, client) => {
        if (stalling && chunk.includes("LISTEN")) stalled.add(client);
      },
      fromServer: (_chunk, client) => !stalled.has(client),
    });
    const handle = await openDatabase({ databaseUrl: relay.url });
    try {
      // The connection's LISTEN goes unanswered: the pool gives up after its connection timeout and closes it.
      await expect(handle.pool!.query("SELECT 1 AS ok")).rejects.toThrow(/timeout/i);
      // The closed connection's own error event comes after that: the process must still be here to go on.
      await new Promise((resolve) => setTimeout(resolve, 200));
      stalling = false;
      const { rows } = await handle.pool!.query("SELECT 1 AS ok");
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
      await relay.close();
    }
  }, 15_000);
});
