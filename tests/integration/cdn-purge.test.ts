// The CDN purge (app/server/http/cdn-purge.server.ts) against a stand-in CDN on a real socket and writes on the real
// database (PGlite, or PostgreSQL with DATABASE_URL): unset, there is no job; set, one PURGE naming both keys when it
// starts, then one naming the version that moved for each content or calendar write; a purge in flight gathers
// the moves made meanwhile into one more request; a CDN that hangs or refuses is logged and never holds up a write.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cdnPurgeJob } from "#app/server/http/cdn-purge.server";
import { env } from "#app/server/platform/env.server";
import type { BackgroundJob } from "#app/server/platform/interval-job.server";
import { followVersions } from "#tests/helpers/cache-server";
import { db } from "#tests/helpers/db";

followVersions();

type Received = { method: string; key: string | undefined; answer: (status: number) => void };
const received: Received[] = [];
/** How the stand-in answers each request as it arrives: a status at once, or "hold" (answered by the test). */
let mode: number | "hold" = 200;

const cdn = createServer((req: IncomingMessage, res: ServerResponse) => {
  const answer = (status: number) => {
    if (!res.headersSent) res.writeHead(status).end();
  };
  received.push({ method: req.method ?? "", key: req.headers["surrogate-key"] as string | undefined, answer });
  if (mode !== "hold") answer(mode);
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

let job: BackgroundJob | null = null;
beforeEach(async () => {
  // No reset between tests: emptying the version tables would itself be heard as moves on PostgreSQL.
  received.length = 0;
  mode = 200;
});
afterEach(async () => {
  for (const request of received) request.answer(200);
  await job?.stop();
  job = null;
  env.CDN_PURGE_URL = undefined;
  vi.restoreAllMocks();
});

let made = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++made}`;
const offering = (name: string) =>
  db().then((prisma) => prisma.offering.create({ data: { name: unique(name), slug: unique(name) } }));
const flavour = (name: string) => db().then((prisma) => prisma.cakeFlavour.create({ data: { name: unique(name) } }));
const arrived = (count: number) => vi.waitUntil(() => received.length >= count, { timeout: 5_000 });

async function startJob(options: { timeoutMs?: number } = {}) {
  env.CDN_PURGE_URL = url;
  job = cdnPurgeJob(options);
  await job!.start(await db());
}

describe("the CDN purge", () => {
  it("is no job while CDN_PURGE_URL is unset: nothing is sent", () => {
    env.CDN_PURGE_URL = undefined;
    expect(cdnPurgeJob()).toBeNull();
  });

  it("purges both keys when it starts, then the key of each version a write moves", async () => {
    await startJob();
    await arrived(1);
    expect(received.map((r) => [r.method, r.key])).toEqual([["PURGE", "calendar content"]]);

    await offering("tarts");
    await arrived(2);
    expect(received[1]!.key).toBe("content");

    await flavour("Mango");
    await arrived(3);
    expect(received[2]!.key).toBe("calendar");
    await job!.stop();
    expect(received).toHaveLength(3);
  });

  it("sends one request at a time: the moves made while one is in flight go out together in one more", async () => {
    mode = "hold";
    await startJob();
    await arrived(1);
    // Three writes while the start's purge is held: none waits for it, and none sends a request of its own.
    await offering("tarts");
    await flavour("Mango");
    await offering("pies");
    expect(received).toHaveLength(1);

    received[0]!.answer(200);
    await arrived(2);
    expect(received[1]!.key).toBe("calendar content");
    received[1]!.answer(200);
    await job!.stop();
    expect(received).toHaveLength(2);
  });

  it("logs a CDN that refuses or does not answer in time, and sends again on the next move", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mode = "hold";
    await startJob({ timeoutMs: 200 });
    await arrived(1);
    const lines = () => logged.mock.calls.map((call) => String(call[0]));
    await vi.waitUntil(() => lines().length === 1, { timeout: 5_000 });
    expect(lines()[0]).toMatch(/^\[cdn-purge\] the purge of "calendar content" at http:\/\/127\.0\.0\.1:\d+ failed/);
    // The log names the CDN's origin only: the rest of the URL may carry a token.
    expect(lines()[0]).not.toContain("/purge");

    mode = 500;
    await offering("tarts");
    await arrived(2);
    await vi.waitUntil(() => lines().length === 2, { timeout: 5_000 });
    expect(lines()[1]).toMatch(/answered 500 to the purge of "content"$/);
    expect(received).toHaveLength(2);
  });
});
