// The outbox sender end to end through the real `resend` client, pointed (RESEND_BASE_URL) at a local HTTP
// server on 127.0.0.1 that stands in for Resend's API: requests, Idempotency-Key headers, a retry after a 500,
// a permanent failure, a crashed sender's lease, and two concurrent senders delivering each e-mail exactly once.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { env } from "#app/server/platform/env.server";
import { backoffMs, deliverDueEmails, drainOutbox } from "#app/server/main/outbox-worker.server";
import { verificationEmail } from "#app/server/email/templates.server";
import { headerText } from "#app/server/email/headers.server";
import { consoleTransport, defaultTransport } from "#app/server/email/transports.server";
import { claimDueEmails, enqueueEmail } from "#app/server/models/outbox.server";

type Seen = { path: string; key: string | null; auth: string | null; body: Record<string, unknown> };

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
/** Recipients whose next request answers 500 (once), or 422 (always). */
const failOnce = new Set<string>();
const reject = new Set<string>();
const idsByKey = new Map<string, string>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    seen.push({ path: req.url ?? "", key, auth: req.headers.authorization ?? null, body });
    const to = (body.to as string[])[0]!;
    await new Promise((r) => setTimeout(r, 15));
    res.setHeader("content-type", "application/json");
    if (failOnce.delete(to)) {
      res.statusCode = 500;
      res.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "Upstream hiccup" }));
      return;
    }
    if (reject.has(to)) {
      res.statusCode = 422;
      res.end(JSON.stringify({ statusCode: 422, name: "validation_error", message: "Invalid `to` field." }));
      return;
    }
    // Like Resend: a repeated idempotency key answers the first result.
    const id = idsByKey.get(key ?? "") ?? `re_${idsByKey.size + 1}`;
    if (key) idsByKey.set(key, id);
    res.end(JSON.stringify({ id }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.RESEND_API_KEY = "re_test_key";
  env.RESEND_BASE_URL = baseUrl;
});

afterAll(async () => {
  env.RESEND_API_KEY = undefined;
  env.RESEND_BASE_URL = undefined;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  await resetDatabase();
  seen.length = 0;
  failOnce.clear();
  reject.clear();
  idsByKey.clear();
});

async function queue(count: number, prefix = "r") {
  const prisma = await db();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await enqueueEmail(prisma, {
      kind: "broadcast",
      to: `${prefix}${i}@example.com`,
      content: { subject: headerText(`Hello ${i}`), text: `Plain ${i}`, html: `<p>Html ${i}</p>` },
      headers: {
        "List-Unsubscribe": `<https://bakery.example/unsubscribe?token=t${i}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    ids.push(id);
  }
  return ids;
}

const rows = async () => (await db()).outboxEmail.findMany({ orderBy: { to: "asc" } });

describe("the Resend transport (RESEND_API_KEY + RESEND_BASE_URL)", () => {
  it("posts each e-mail once with its own Idempotency-Key and marks it sent", async () => {
    await queue(3);
    const transport = defaultTransport();
    expect(transport.name).toBe("resend");
    const result = await drainOutbox({ transport, from: "Slice Bakery <hello@slicebakery.in>" });
    expect(result).toMatchObject({ claimed: 3, delivered: 3, retried: 0, failed: 0 });
    expect(seen).toHaveLength(3);
    const stored = await rows();
    for (const row of stored) {
      const request = seen.find((s) => (s.body.to as string[])[0] === row.to)!;
      expect(request.path).toBe("/emails");
      expect(request.auth).toBe("Bearer re_test_key");
      expect(request.key).toBe(row.idempotencyKey);
      expect(request.body).toMatchObject({
        from: "Slice Bakery <hello@slicebakery.in>",
        to: [row.to],
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: {
          "List-Unsubscribe": expect.stringMatching(/^<https:\/\/bakery\.example\/unsubscribe\?token=t\d>$/),
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
      expect(row.providerId).toMatch(/^re_\d+$/);
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(new Set(seen.map((s) => s.key)).size).toBe(3);
  });

  it("retries after a 500 with backoff and the same Idempotency-Key", async () => {
    await queue(2);
    failOnce.add("r0@example.com");
    const transport = defaultTransport();
    const first = await deliverDueEmails({ transport });
    expect(first).toMatchObject({ claimed: 2, delivered: 1, retried: 1 });
    const failed = (await rows())[0]!;
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toMatch(/500/);
    const wait = failed.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(backoffMs(1) - 5_000);

    // Not due yet: nothing is claimed.
    expect((await deliverDueEmails({ transport })).claimed).toBe(0);
    // Once the backoff has passed it goes out.
    const later = await deliverDueEmails({ transport, now: () => new Date(Date.now() + backoffMs(1) + 1000) });
    expect(later).toMatchObject({ claimed: 1, delivered: 1 });
    const attempts = seen.filter((s) => (s.body.to as string[])[0] === "r0@example.com");
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.key).toBe(attempts[1]!.key);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off exponentially and gives up after the last attempt or at once on a permanent error", async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(60 * 60_000);
    await queue(2);
    reject.add("r0@example.com");
    failOnce.add("r1@example.com");
    const transport = defaultTransport();
    const result = await deliverDueEmails({ transport, maxAttempts: 1 });
    expect(result).toMatchObject({ claimed: 2, failed: 2 });
    const [a, b] = await rows();
    expect(a).toMatchObject({ status: "failed" });
    expect(a!.lastError).toMatch(/422/);
    expect(b).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("a crashed sender's rows are claimed again after the lease, with the same key", async () => {
    const [id] = await queue(1);
    const claimed = await claimDueEmails(10, 60_000);
    expect(claimed.map((c) => c.id)).toEqual([id]);
    // The claimer "crashes" here. Within the lease nobody else takes the row:
    expect((await deliverDueEmails({ transport: defaultTransport() })).claimed).toBe(0);
    const result = await deliverDueEmails({ transport: defaultTransport(), now: () => new Date(Date.now() + 61_000) });
    expect(result).toMatchObject({ claimed: 1, delivered: 1 });
    expect(seen[0]!.key).toBe(claimed[0]!.idempotencyKey);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("two concurrent senders deliver each e-mail exactly once", async () => {
    await queue(40);
    const transport = defaultTransport();
    const [a, b] = await Promise.all([
      drainOutbox({ transport, batchSize: 5, concurrency: 3 }),
      drainOutbox({ transport, batchSize: 5, concurrency: 3 }),
    ]);
    expect(a.delivered + b.delivered).toBe(40);
    expect(seen).toHaveLength(40);
    const perRecipient = new Map<string, number>();
    for (const s of seen)
      perRecipient.set((s.body.to as string[])[0]!, (perRecipient.get((s.body.to as string[])[0]!) ?? 0) + 1);
    expect(perRecipient.size).toBe(40);
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(seen.map((s) => s.key)).size).toBe(40);
    const stored = await rows();
    expect(stored.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});

describe("the console transport (no RESEND_API_KEY)", () => {
  it("prints the whole e-mail and marks it logged", async () => {
    const lines: string[] = [];
    await enqueueEmail(await db(), { kind: "verification", to: "c@example.com", content: verificationEmail("042137") });
    const result = await drainOutbox({ transport: consoleTransport((t) => lines.push(t)) });
    expect(result.delivered).toBe(1);
    expect(lines.join("\n")).toContain("To: c@example.com");
    expect(lines.join("\n")).toContain("verification code is 042137");
    expect((await rows())[0]).toMatchObject({ status: "logged", attempts: 1 });
    expect(seen).toHaveLength(0);
  });
});
