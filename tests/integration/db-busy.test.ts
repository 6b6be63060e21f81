// A request whose interactive transaction has to wait for the database (PGlite's single connection held by
// another transaction, or every pooled PostgreSQL connection in use) either runs once the database is free
// again or, when it waits too long, answers 503 with Retry-After: a busy database is not a bug (never a 500).
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
  process.env.PUBLIC_URL = "https://bakery.example";
  // Shorter than the real 10 s, so that waiting it out fits in a test; still longer than Prisma's default 2 s.
  process.env.DATABASE_TX_WAIT_MS = "4000";
});
import { beforeEach, describe, expect, it } from "vitest";
import { authorization, call, form } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { isDatabaseUnavailable } from "#app/server/http/db-unavailable.server";
import { database } from "#app/server/platform/db.server";
import type { Prisma } from "#app/generated/prisma/client";

/** Prisma's own maxWait for starting an interactive transaction when the client sets none. */
const PRISMA_DEFAULT_MAX_WAIT_MS = 2_000;

/**
 * Keeps the database busy until `release` is called: on PGlite one open transaction holds its only connection;
 * on PostgreSQL every connection of the pool is checked out (one open transaction would not stop another from
 * starting on a second connection).
 */
async function holdDatabase(): Promise<() => Promise<void>> {
  const { pglite, pool } = await database();
  if (pool) {
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    return async () => clients.forEach((client) => client.release());
  }
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const transaction = pglite!.transaction(async () => {
    started();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

async function addSubscribers(n: number) {
  const prisma = await db();
  await prisma.subscriber.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      email: `reader${i}@example.com`,
      status: "verified" as const,
      unsubscribeToken: `busy-token-${String(i).padStart(12, "0")}`,
    })),
  });
}

const sendMessage = () =>
  call("POST", "/api/send-message", { headers: authorization(), form: form({ message: "Fresh bread today" }) });

beforeEach(async () => {
  await resetDatabase();
  await addSubscribers(2);
});

describe("an interactive transaction while the database is busy", () => {
  it("waits past Prisma's default 2 s and then queues the message", async () => {
    const release = await holdDatabase();
    const events: string[] = [];
    // The database stays busy a little longer than Prisma's default wait for a transaction to start, and less
    // than the pool's wait for a free PostgreSQL connection (3 s): this length of time is the scenario itself.
    const done = new Promise<void>((resolve) => setTimeout(resolve, PRISMA_DEFAULT_MAX_WAIT_MS + 500))
      .then(release)
      .then(() => events.push("database free"));
    const response = await sendMessage().finally(() => events.push("answered"));
    await done;
    // Answered only once the database was free: the request waited past Prisma's default, and was not refused.
    expect(events).toEqual(["database free", "answered"]);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 202,
      body: { message: "Message queued for 2 subscribers." },
    });
    expect(await (await db()).outboxEmail.count()).toBe(2);
  });

  it("answers 503 with Retry-After when the database stays busy longer than the wait, and works once it is free", async () => {
    const release = await holdDatabase();
    let response: Response;
    try {
      response = await sendMessage();
    } finally {
      await release();
    }
    // PGlite: the transaction could not start within DATABASE_TX_WAIT_MS. PostgreSQL: the pool's own, shorter
    // wait for a free connection ran out first. Both are the database being busy.
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      message: "The service is briefly unavailable. Please try again in a moment.",
      requestId: expect.any(String),
    });
    const prisma = await db();
    expect(await prisma.broadcast.count()).toBe(0);
    // The transaction that started too late was given back (PGlite's only connection is not left held): the
    // owner's retry goes through.
    const retry = await sendMessage();
    expect(retry.status).toBe(202);
    expect(await prisma.outboxEmail.count()).toBe(2);
  });
});

describe("isDatabaseUnavailable and Prisma's transaction errors (P2028)", () => {
  it("counts a transaction that could not start in time, not one that code used after it ended", async () => {
    const prisma = await db();
    const release = await holdDatabase();
    let notStarted: unknown;
    try {
      await prisma.$transaction(async (tx) => tx.broadcast.count(), { maxWait: 100 });
    } catch (error) {
      notStarted = error;
    } finally {
      await release();
    }
    expect(notStarted).toMatchObject({ code: "P2028" });
    expect(isDatabaseUnavailable(notStarted)).toBe(true);

    let kept: Prisma.TransactionClient | undefined;
    await prisma.$transaction(async (tx) => {
      kept = tx;
    });
    const misuse = await kept!.broadcast.count().catch((error: unknown) => error);
    expect(misuse).toMatchObject({ code: "P2028" });
    expect(isDatabaseUnavailable(misuse)).toBe(false);
  });
});
