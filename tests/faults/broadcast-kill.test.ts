// kill -9 of the server in the middle of a broadcast to its verified subscribers, then a restart: every
// subscriber receives the message exactly once. The server sends through the real `resend` client to a local
// stand-in for Resend's API (RESEND_BASE_URL) that records each send and honours Idempotency-Key as Resend does.
// Runs on the pass's database (PGlite, or PostgreSQL when DATABASE_URL is set): a SIGKILL must not lose or
// corrupt either.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { passDatabase, type TestDatabase } from "./support/databases";
import { ResendStandIn } from "./support/resend-stand-in";
import { sleep, waitFor } from "./support/traffic";

// The sender claims the outbox 100 rows at a time and records a batch's outcome in one statement after sending it.
// 250 readers make three batches, and the kill lands for certain in the second (the stand-in holds back its
// answers from the 131st send on): the first batch recorded as sent (a resend of it is a duplicate), the second
// partly sent but not recorded (its rows are claimed again after the lease and must be answered from the
// idempotency record, not sent anew), the third not started. A longer list repeats those cases and proves no more.
const SUBSCRIBERS = 250;
const KILL_AFTER_SENDS = 130;
const LEASE_MS = 3_000;

describe("kill -9 in the middle of a broadcast", () => {
  let database: TestDatabase;
  let resend: ResendStandIn;
  let env: Record<string, string>;
  let port: number;
  let server: AppServer | undefined;

  beforeAll(async () => {
    database = await passDatabase();
    await database.use(async (prisma) => {
      await prisma.$executeRaw`
        INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "verifiedAt", "createdAt", "updatedAt")
        SELECT 'sub' || lpad(i::text, 6, '0'), 'reader' || i || '@example.com', 'verified', md5('token' || i),
               now(), now(), now()
        FROM generate_series(1, ${SUBSCRIBERS}) AS i`;
      // Pending and unsubscribed readers get nothing.
      await prisma.subscriber.create({
        data: { email: "pending@example.com", status: "pending", unsubscribeToken: "t-pending" },
      });
      await prisma.subscriber.create({
        data: { email: "gone@example.com", status: "unsubscribed", unsubscribeToken: "t-gone" },
      });
    });
    resend = new ResendStandIn("re_faults_0123456789", 3);
    await resend.start(await freePort());
    port = await freePort();
    env = {
      ...database.env,
      RESEND_API_KEY: resend.apiKey,
      RESEND_BASE_URL: resend.url,
      OUTBOX_POLL_MS: "50",
      OUTBOX_LEASE_MS: String(LEASE_MS),
    };
  });

  afterAll(async () => {
    await server?.stop();
    await resend?.stop();
    await database?.dispose();
  });

  it("delivers the message to every verified subscriber exactly once", { timeout: 900_000 }, async () => {
    server = new AppServer(port, env);
    await server.start();
    const form = new FormData();
    form.set("message", "Fresh sourdough this Saturday.");
    const queued = await fetch(`${server.url}/api/send-message`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN.apiToken}` },
      body: form,
    });
    expect(queued.status).toBe(202);

    // Cut the server off while e-mails it sent wait for their answers, in the middle of its second batch.
    resend.holdAfter = KILL_AFTER_SENDS;
    await waitFor(() => resend.held > 0, 300_000, "a send whose answer the sender waits for");
    await server.kill();
    const killedAt = Date.now();
    const atKill = resend.sent.length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);
    resend.holdAfter = null;

    const restartedAt = Date.now();
    server = new AppServer(port, env);
    await server.start();
    await waitFor(
      () => resend.countsByRecipient().size >= SUBSCRIBERS,
      480_000,
      "every subscriber to receive the message",
    );
    const deliveredMs = Date.now() - restartedAt;
    // The rows the killed process had claimed are taken again once their lease runs out, LEASE_MS after the kill
    // at the latest; a resend of one it had already sent is what the test is about. Stop the server only when
    // that moment is well past (usually long before now: the rest of the broadcast takes longer), and the rows'
    // statuses below show that each of those rows was taken and finished.
    await sleep(Math.max(0, killedAt + LEASE_MS * 2 - Date.now()));
    await server.stop();

    const counts = resend.countsByRecipient();
    const twice = [...counts].filter(([, n]) => n > 1).map(([to]) => to);
    expect(twice).toEqual([]);
    expect(counts.size).toBe(SUBSCRIBERS);
    expect(resend.sent.length).toBe(SUBSCRIBERS);
    expect(counts.has("pending@example.com") || counts.has("gone@example.com")).toBe(false);
    expect(resend.conflicts).toBe(0);
    // The sends the killed process never heard back about were made again, with their keys, and sent nothing new.
    expect(resend.replays).toBeGreaterThan(0);

    // The outbox agrees: every row sent once, with the id the provider gave for that very e-mail.
    const rows = await database.use((prisma) =>
      prisma.outboxEmail.findMany({
        where: { kind: "broadcast" },
        select: { to: true, status: true, providerId: true },
      }),
    );
    expect(rows.length).toBe(SUBSCRIBERS);
    expect(rows.filter((r) => r.status !== "sent").map((r) => `${r.to} ${r.status}`)).toEqual([]);
    const providerIds = new Map(resend.sent.map((s) => [s.to[0]!, s.id]));
    expect(rows.filter((r) => r.providerId !== providerIds.get(r.to)).map((r) => r.to)).toEqual([]);

    console.log(
      `[faults] broadcast-kill (${database.kind}): killed after ${atKill} of ${SUBSCRIBERS} sends; ` +
        `the rest delivered ${deliveredMs} ms after the restart; ${resend.replays} retried sends answered from the ` +
        `idempotency record; ${resend.sent.length} e-mails in all`,
    );
  });
});
