// A request whose interactive transaction has to wait for the database (PGlite's single connection held by
// another transaction, or every pooled PostgreSQL connection in use) either runs once the database is free
// again or, when it waits too long, answers 503 with Retry-After: a busy database is not a bug (never a 500).
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
  process.env.PUBLIC_URL = "https://bakery.example";
});
import { beforeEach, describe, expect, it } from "vitest";
import { authorization, call, form } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { database } from "#app/server/platform/db.server";

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
    const started = Date.now();
    // The other work takes a little longer than Prisma's default wait for a transaction to start (and less than
    // the pool's wait for a free PostgreSQL connection, 3 s).
    const done = new Promise<void>((resolve) => setTimeout(resolve, PRISMA_DEFAULT_MAX_WAIT_MS + 500)).then(release);
    const response = await sendMessage();
    await done;
    expect(Date.now() - started).toBeGreaterThan(PRISMA_DEFAULT_MAX_WAIT_MS);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 202,
      body: { message: "Message queued for 2 subscribers." },
    });
    expect(await (await db()).outboxEmail.count()).toBe(2);
  });
});
