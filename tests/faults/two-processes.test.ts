// Two server processes on one PostgreSQL database, as behind a load balancer: a session made on one works on
// the other, logging out on one refuses the cookie on both, the public rate limit is one budget for both, and
// their two outbox senders together deliver each e-mail exactly once (checked by the Resend stand-in), and the
// insights both count add up in the same daily rows.
// PostgreSQL pass only (PGlite serves a single process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { postgresDatabase, type TestDatabase } from "./support/databases";
import { ResendStandIn } from "./support/resend-stand-in";
import { sleep, waitFor } from "./support/traffic";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) console.log("[faults] two-processes SKIPPED: PostgreSQL pass only (DATABASE_URL unset)");

const PREFIX = "/studio-7f3a9c2e";
const SUBSCRIBERS = 600;
const PUBLIC_LIMIT = 6;

describe.skipIf(!baseUrl)("two server processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let resend: ResendStandIn;
  let a: AppServer;
  let b: AppServer;

  beforeAll(async () => {
    database = await postgresDatabase(baseUrl!);
    await database.use(
      (prisma) => prisma.$executeRaw`
      INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "verifiedAt", "createdAt", "updatedAt")
      SELECT 'sub' || lpad(i::text, 6, '0'), 'reader' || i || '@example.com', 'verified', md5('token' || i), now(), now(), now()
      FROM generate_series(1, ${SUBSCRIBERS}) AS i`,
    );
    resend = new ResendStandIn("re_faults_two_processes", 3);
    await resend.start(await freePort());
    const env = {
      ...database.env,
      RESEND_API_KEY: resend.apiKey,
      RESEND_BASE_URL: resend.url,
      OUTBOX_POLL_MS: "50",
      RATE_LIMIT_PUBLIC: String(PUBLIC_LIMIT),
      INSIGHTS_FLUSH_MS: "100",
    };
    a = new AppServer(await freePort(), env);
    b = new AppServer(await freePort(), env);
    await a.start();
    await b.start();
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await resend?.stop();
    await database?.dispose();
  });

  it("adds up the insights counted by both processes (additive upserts into the same daily row)", async () => {
    const person = {
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    };
    for (let i = 0; i < 5; i++) {
      for (const server of [a, b])
        expect((await fetch(`${server.url}/about-us`, { headers: person })).status).toBe(200);
    }
    const views = () =>
      database.use(async (prisma) => {
        const [row] = await prisma.$queryRaw<{ views: number }[]>`
          SELECT coalesce(sum("count"), 0)::int AS "views" FROM "InsightCount" WHERE "metric" = 'page' AND "subject" = '/about-us'`;
        return row!.views;
      });
    await waitFor(async () => (await views()) === 10, 10_000, "both processes' 10 views in one daily row");
    await sleep(300);
    expect(await views()).toBe(10);
  });

  const dashboard = (server: AppServer, cookie: string) =>
    fetch(`${server.url}${PREFIX}`, { headers: { Cookie: cookie }, redirect: "manual" });

  it("shares sessions: made on one, valid on both; logged out on one, refused on both", async () => {
    const body = new URLSearchParams({ username: ADMIN.username, password: ADMIN.password });
    const login = await fetch(`${a.url}${PREFIX}/login`, { method: "POST", body, redirect: "manual" });
    expect([302, 303]).toContain(login.status);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("slice_admin="))!
      .split(";")[0]!;
    expect(cookie).toBeTruthy();

    const onB = await dashboard(b, cookie);
    expect(onB.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await onB.text())?.[1];
    expect(csrf).toBeTruthy();
    expect((await dashboard(a, cookie)).status).toBe(200);

    const logout = await fetch(`${b.url}${PREFIX}/logout`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ csrf: csrf! }),
      redirect: "manual",
    });
    expect([302, 303]).toContain(logout.status);
    for (const server of [a, b]) {
      const after = await dashboard(server, cookie);
      expect([302, 303]).toContain(after.status);
      expect(after.headers.get("location")).toBe(`${PREFIX}/login`);
    }
  });

  it("counts the public rate limit once for both processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.url}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `new${i}@example.com` }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(PUBLIC_LIMIT).fill(200), 429, 429]);
  });

  it("sends each e-mail once with both senders running", async () => {
    const form = new FormData();
    form.set("message", "Two ovens, one message.");
    const queued = await fetch(`${a.url}/api/send-message`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN.apiToken}` },
      body: form,
    });
    expect(queued.status).toBe(202);
    // The broadcast plus the verification codes of the accepted subscriptions above.
    const expected = SUBSCRIBERS + PUBLIC_LIMIT;
    await waitFor(() => resend.countsByRecipient().size >= expected, 120_000, "every e-mail to be sent");
    await sleep(1_000);
    const counts = resend.countsByRecipient();
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect(counts.size).toBe(expected);
    expect(resend.sent.length).toBe(expected);
    expect(resend.conflicts).toBe(0);
    const unsettled = await database.use((prisma) => prisma.outboxEmail.count({ where: { status: { not: "sent" } } }));
    expect(unsettled).toBe(0);
  });
});
