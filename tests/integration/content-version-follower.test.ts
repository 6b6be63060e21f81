// The content version's follower connection on PostgreSQL (app/server/platform/content-version.server.ts), through a
// real TCP relay that can hold back what PostgreSQL sends. What reaches the follower late (a poll answered before a
// write committed, or the notification of an earlier write this process already heard a later one of) must not
// move the version back: the old cached pages would be served again, and the CDN purged for nothing, until the
// next poll. Each of those two tests fails without its half of the fix. And a poll answered late must not turn the
// response cache off: a page held in memory waits for it (without the wait, the first test below sees a second
// render), but only so long (without the bound, the second one never gets its answer).
import type net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contentVersion,
  onVersionMove,
  startContentVersion,
  type VersionKind,
} from "#app/server/platform/content-version.server";
import { database } from "#app/server/platform/db.server";
import { db } from "#tests/helpers/db";
import { cacheServer } from "#tests/helpers/cache-server";
import { relayToPostgres, type RelayHooks } from "#tests/helpers/tcp-relay";

/**
 * Holds back what PostgreSQL sends through the relay until `release` passes it on; `sent` counts the chunks the
 * client sent (each poll is one query).
 */
function holding() {
  const kept: { to: net.Socket; chunk: Buffer }[] = [];
  let holding = false;
  const relay = {
    sent: 0,
    held: () => kept.length,
    /** Whether what is kept back ends with a whole answer: PostgreSQL's ReadyForQuery ('Z', length 5, idle). */
    answered() {
      const tail = Buffer.concat(kept.slice(-2).map(({ chunk }) => chunk)).subarray(-6);
      return tail.equals(Buffer.from([0x5a, 0, 0, 0, 5, 0x49]));
    },
    hold: () => void (holding = true),
    /** Passes on the first `count` chunks kept back, holding on to what comes next. */
    release(count: number) {
      for (const { to, chunk } of kept.splice(0, count)) to.write(chunk);
    },
    /** Passes on everything kept back and stops holding. */
    open() {
      holding = false;
      relay.release(kept.length);
    },
  };
  const hooks: RelayHooks = {
    fromClient: () => void relay.sent++,
    fromServer: (chunk, client) => {
      if (!holding) return true;
      kept.push({ to: client, chunk });
      return false;
    },
  };
  return { relay, hooks };
}

describe.skipIf(!process.env.DATABASE_URL)("content version on PostgreSQL, the follower connection", () => {
  const { relay, hooks } = holding();
  let closeRelay: () => Promise<void>;
  let followerPool: pg.Pool;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const { pool } = await database();
    const through = await relayToPostgres(pool!.options.connectionString!, hooks);
    closeRelay = through.close;
    // The follower takes its connection settings from the pool it is given; this one only names the relay.
    followerPool = new pg.Pool({ connectionString: through.url });
    stop = await startContentVersion({ pool: followerPool });
  });
  afterAll(async () => {
    relay.open();
    await stop?.();
    await followerPool?.end();
    await closeRelay?.();
  });

  const prisma = () => db();
  let made = 0;
  const write = async () => {
    made++;
    await (await prisma()).offering.create({ data: { name: `Tarts ${made}`, slug: `tarts-${made}` } });
    return contentVersion();
  };
  const stored = async () =>
    (await (await prisma()).$queryRaw<{ v: string }[]>`SELECT "version"::text AS v FROM "ContentVersion"`)[0]!.v;
  /** Waits until the follower has sent `polls` more polls: it has taken in whatever was sent before. */
  const polled = async (polls: number) => {
    const from = relay.sent;
    await vi.waitUntil(() => relay.sent >= from + polls, { timeout: 5_000, interval: 5 });
  };
  /** Holds what PostgreSQL sends the follower, once the answer to its next poll is kept back; its chunks. */
  const holdNextPoll = async () => {
    relay.hold();
    await vi.waitUntil(() => relay.answered(), { timeout: 5_000, interval: 5 });
    return relay.held();
  };
  const moves: VersionKind[] = [];
  let unlisten = () => {};

  beforeEach(async () => {
    relay.open();
    // The first write also opens the pool's connection, which LISTENs, before any race is set up.
    await write();
    await polled(2);
    expect(contentVersion()).toBe(await stored());
    moves.length = 0;
    unlisten = onVersionMove((kind) => moves.push(kind));
  });
  afterEach(() => {
    unlisten();
    relay.open();
  });

  // A page held in memory while PostgreSQL is slow to answer a poll (a busy machine under a spike): the request waits
  // for that poll rather than rendering the page again, which would only add to what the database has to answer.
  const renders = new Map<string, number>();
  const server = cacheServer(async (request) => {
    const path = new URL(request.url).pathname;
    renders.set(path, (renders.get(path) ?? 0) + 1);
    return new Response(`${path}, rendering ${renders.get(path)}`, { headers: { "Content-Type": "text/plain" } });
  });
  const page = async (path: string) => (await fetch(`${server.origin()}${path}`)).text();
  /** Holds back the next poll's answer, and waits until the version is no longer known for sure. */
  const unconfirmed = async () => {
    await holdNextPoll();
    await vi.waitUntil(() => contentVersion() === null, { timeout: 5_000, interval: 5 });
  };

  it("answers a page held in memory once a slow poll confirms the version, without rendering it again", async () => {
    const first = await page("/slow-poll");
    expect(await page("/slow-poll")).toBe(first);
    await unconfirmed();
    const arrived = server.requests();
    const answer = page("/slow-poll");
    await vi.waitUntil(() => server.requests() > arrived, { timeout: 5_000, interval: 5 });
    // Long enough for a render to have begun, well within the second the request may wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.get("/slow-poll"), "rendered while the poll was on its way").toBe(1);
    relay.open();
    expect(await answer).toBe(first);
    expect(renders.get("/slow-poll")).toBe(1);
  });

  it("renders the page after all when the poll stays unanswered", async () => {
    await page("/unanswered-poll");
    await unconfirmed();
    expect(await page("/unanswered-poll")).toBe("/unanswered-poll, rendering 2");
    expect(relay.held(), "the poll's answer is still held back").toBeGreaterThan(0);
  });

  it("keeps a write's version when a poll answered before the write is read after it", async () => {
    const answer = await holdNextPoll();
    const before = contentVersion();
    const after = await write();
    expect(after).not.toBe(before);
    // Only the poll's answer: the write's notification to the follower stays kept back.
    relay.release(answer);
    await polled(1);
    expect(contentVersion()).toBe(after);
    expect(moves).toEqual(["content"]);
  });

  it("keeps a write's version when the follower hears an earlier write of this process after it", async () => {
    const answer = await holdNextPoll();
    const first = await write();
    // The first write's notification reaches the follower's connection, and is kept back there.
    await vi.waitUntil(() => relay.held() > answer, { timeout: 5_000, interval: 5 });
    const second = await write();
    expect(second).not.toBe(first);
    relay.release(relay.held());
    await polled(1);
    expect(contentVersion()).toBe(second);
    expect(moves).toEqual(["content", "content"]);
    relay.open();
    await polled(1);
    expect(contentVersion()).toBe(await stored());
    expect(moves).toEqual(["content", "content"]);
  });
});
