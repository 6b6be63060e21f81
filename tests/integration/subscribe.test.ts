// Newsletter endpoints (POST /api/subscribe, /api/subscribe/verify), the no-JS /subscribe page and /unsubscribe,
// against a real database. Rate limit lowered to 6 per minute for this file.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "6";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, isDataResult, latestCode, REFUSED_EMAILS } from "#tests/helpers/forms";
import { get, postForm, sendJson } from "#tests/helpers/requests";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { action as subscribeApi } from "#app/routes/api/subscribe";
import { action as verifyApi } from "#app/routes/api/subscribe-verify";
import {
  action as subscribePage,
  headers as subscribePageHeaders,
  loader as subscribePageLoader,
} from "#app/routes/public/subscribe";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "#app/routes/public/unsubscribe";
import {
  CODE_WINDOW_MS,
  findSubscriberByEmail,
  hashCode,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  requestSubscription,
} from "#app/server/models/subscribers.server";
import { tooManyCodesMessage, triesUsedUpMessage } from "#app/lib/validation/subscribe";

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function subscribe(body: unknown, ip = freshIp()) {
  const res = (await call(subscribeApi, sendJson("/api/subscribe", body), ip)) as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function verify(body: unknown, ip = freshIp()) {
  const res = (await call(verifyApi, sendJson("/api/subscribe/verify", body), ip)) as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function subscriberRow(email: string) {
  return findSubscriberByEmail(email);
}

/** Moves the address's code send times `ms` into the past (as if that much time had gone by). */
async function ageCodes(email: string, ms: number) {
  const row = (await subscriberRow(email))!;
  await (
    await db()
  ).subscriber.update({
    where: { id: row.id },
    data: { codesSentAt: row.codesSentAt.map((d) => new Date(d.getTime() - ms)) },
  });
}

beforeEach(resetDatabase);

describe("POST /api/subscribe", () => {
  it("stores a pending subscriber with a hashed code and queues the code e-mail", async () => {
    const res = await subscribe({ email: "  Reader@Example.COM " });
    expect(res).toMatchObject({ status: 200, body: { message: SUBSCRIBE_TEXT.codeSent } });
    const row = await subscriberRow("Reader@example.com");
    expect(row).toMatchObject({ status: "pending", codeAttempts: 0 });
    const code = await latestCode("Reader@example.com");
    expect(code).toMatch(/^\d{6}$/);
    expect(row!.codeHash).toBe(hashCode(code, row!.unsubscribeToken));
    expect(row!.codeHash).not.toContain(code);
    const expiresIn = row!.codeExpiresAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const emails = await (await db()).outboxEmail.findMany();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "verification", status: "pending", to: "Reader@example.com" });
    expect(emails[0]!.html).toContain(code);
  });

  it("answers 400 for an empty or malformed address and for a malformed body, storing nothing", async () => {
    expect(await subscribe({ email: "" })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.emailRequired },
    });
    expect(await subscribe({})).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.emailRequired } });
    expect(await subscribe({ email: "not-an-email" })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.emailInvalid },
    });
    expect(await subscribe({ email: 42 })).toMatchObject({ status: 400 });
    expect((await subscribe("{not json")).status).toBe(400);
    expect(await (await db()).subscriber.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("answers 409 with emailExists for a verified address, and sends a new code to an unverified one", async () => {
    await subscribe({ email: "a@b.in" });
    const first = await latestCode("a@b.in");
    await subscribe({ email: "a@b.in" });
    expect(await (await db()).outboxEmail.count({ where: { to: "a@b.in" } })).toBe(2);
    const second = await latestCode("a@b.in");
    const row = await subscriberRow("a@b.in");
    expect(row!.codeHash).toBe(hashCode(second, row!.unsubscribeToken));
    if (first !== second) expect((await verify({ email: "a@b.in", code: first })).status).toBe(400);
    expect(await verify({ email: "a@b.in", code: second })).toMatchObject({ status: 200 });
    expect(await subscribe({ email: "A@B.IN".replace("A@", "a@") })).toEqual(
      expect.objectContaining({ status: 409, body: { message: SUBSCRIBE_TEXT.alreadySubscribed, emailExists: true } }),
    );
  });

  it("drops honeypot submissions silently: the usual answer, nothing stored or sent", async () => {
    const res = await subscribe({ email: "bot@spam.example", [HONEYPOT_FIELD]: "http://spam" });
    expect(res).toMatchObject({ status: 200, body: { message: SUBSCRIBE_TEXT.codeSent } });
    expect(await (await db()).subscriber.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("answers 429 with Retry-After once an IP passes RATE_LIMIT_PUBLIC per minute", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await subscribe({ email: `r${i}@b.in` }, ip)).status).toBe(200);
    const over = await subscribe({ email: "r7@b.in" }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.message).toMatch(/too many requests/i);
    expect(await subscriberRow("r7@b.in")).toBeNull();
    // Another IP is unaffected.
    expect((await subscribe({ email: "r8@b.in" })).status).toBe(200);
  });
});

describe("POST /api/subscribe/verify", () => {
  it("verifies with the right code, once", async () => {
    await subscribe({ email: "v@b.in" });
    const code = await latestCode("v@b.in");
    expect(await verify({ email: "v@b.in", code })).toEqual(
      expect.objectContaining({ status: 200, body: { message: SUBSCRIBE_TEXT.verified } }),
    );
    const row = await subscriberRow("v@b.in");
    expect(row).toMatchObject({ status: "verified", codeHash: null });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(await verify({ email: "v@b.in", code })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.invalidCode },
    });
  });

  it("refuses a wrong code, an unknown address, an empty code and a malformed one", async () => {
    await subscribe({ email: "w@b.in" });
    const code = await latestCode("w@b.in");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verify({ email: "w@b.in", code: wrong })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.invalidCode },
    });
    expect(await verify({ email: "nobody@b.in", code })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.invalidCode },
    });
    expect(await verify({ email: "w@b.in", code: "" })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.codeMissing },
    });
    expect(await verify({ email: "w@b.in" })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.codeMissing },
    });
    expect(await verify({ email: "", code })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.emailRequired },
    });
    expect(await verify({ email: "w@b.in", code: "12ab56" })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.invalidCode },
    });
    expect((await subscriberRow("w@b.in"))!.status).toBe("pending");
    expect((await subscriberRow("w@b.in"))!.codeAttempts).toBe(1);
  });

  it("refuses an expired code", async () => {
    await subscribe({ email: "x@b.in" });
    const code = await latestCode("x@b.in");
    await (
      await db()
    ).subscriber.updateMany({ where: { email: "x@b.in" }, data: { codeExpiresAt: new Date(Date.now() - 1000) } });
    expect(await verify({ email: "x@b.in", code })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.invalidCode },
    });
    expect((await subscriberRow("x@b.in"))!.status).toBe("pending");
  });

  it("locks the code after 5 wrong tries, even for the right code; a new code gives new tries only after an hour", async () => {
    await subscribe({ email: "y@b.in" });
    const code = await latestCode("y@b.in");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      expect(await verify({ email: "y@b.in", code: wrong })).toMatchObject({
        status: 400,
        body: { message: SUBSCRIBE_TEXT.invalidCode },
      });
    }
    expect(await verify({ email: "y@b.in", code: wrong })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.tooManyTries },
    });
    expect(await verify({ email: "y@b.in", code })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.tooManyTries },
    });
    expect((await subscriberRow("y@b.in"))!.status).toBe("pending");
    // Signing up again within the hour sends nothing: a new code would have no tries left.
    const again = await subscribe({ email: "y@b.in" });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(triesUsedUpMessage(Number(again.headers.get("retry-after"))));
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(CODE_WINDOW_MS / 1000 - 60);
    expect(await (await db()).outboxEmail.count({ where: { to: "y@b.in" } })).toBe(1);
    // An hour after the last code, a sign-up starts afresh.
    await ageCodes("y@b.in", CODE_WINDOW_MS + 1000);
    expect((await subscribe({ email: "y@b.in" })).status).toBe(200);
    expect(await verify({ email: "y@b.in", code: await latestCode("y@b.in") })).toMatchObject({ status: 200 });
  });

  it("answers 429 over the rate limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await verify({ email: "z@b.in", code: "123456" }, ip)).status).toBe(400);
    const over = await verify({ email: "z@b.in", code: "123456" }, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("/subscribe page (no JavaScript)", () => {
  it("walks e-mail → inline code field → verified, with the same texts", async () => {
    const empty = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email: "", source: "footer" }),
      freshIp(),
    );
    expect(isDataResult(empty) && empty.init?.status).toBe(400);
    expect(isDataResult(empty) && empty.data).toMatchObject({ step: "email", message: SUBSCRIBE_TEXT.emailRequired });

    const started = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email: "page@b.in", source: "footer" }),
      freshIp(),
    );
    expect(isDataResult(started) && started.data).toMatchObject({
      step: "verify",
      tone: "success",
      email: "page@b.in",
      source: "footer",
    });

    const noCode = await call(
      subscribePage,
      postForm("/subscribe", { intent: "verify", email: "page@b.in", code: "" }),
      freshIp(),
    );
    expect(isDataResult(noCode) && noCode.data).toMatchObject({ step: "verify", message: SUBSCRIBE_TEXT.codeMissing });

    const bad = await call(
      subscribePage,
      postForm("/subscribe", {
        intent: "verify",
        email: "page@b.in",
        code: "000000" === (await latestCode("page@b.in")) ? "111111" : "000000",
      }),
      freshIp(),
    );
    expect(isDataResult(bad) && bad.data).toMatchObject({
      step: "verify",
      tone: "error",
      message: SUBSCRIBE_TEXT.invalidCode,
    });

    const ok = (await call(
      subscribePage,
      postForm("/subscribe", { intent: "verify", email: "page@b.in", code: await latestCode("page@b.in") }),
      freshIp(),
    )) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/subscribe");
    const shown = await call(
      subscribePageLoader,
      get("/subscribe", { cookie: ok.headers.get("set-cookie")!.split(";")[0]! }),
    );
    expect(isDataResult(shown) && shown.data).toMatchObject({
      flash: { type: "success", message: SUBSCRIBE_TEXT.verified },
    });

    const again = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email: "page@b.in" }),
      freshIp(),
    );
    expect(isDataResult(again) && again.init?.status).toBe(409);
    expect(isDataResult(again) && again.data).toMatchObject({ message: SUBSCRIBE_TEXT.alreadySubscribed });
  });

  it("answers 429 with Retry-After and a clear message on the page", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++)
      await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: `p${i}@b.in` }), ip);
    const over = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "p9@b.in" }), ip);
    expect(isDataResult(over) && over.init?.status).toBe(429);
    expect(isDataResult(over) && new Headers(over.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(isDataResult(over) && over.data.message).toMatch(/too many requests/i);
  });

  // The page shows an answer at the e-mail step as that field's refusal.
  it.each(REFUSED_EMAILS)(
    "refuses an address with $label at the e-mail step, storing and sending nothing",
    async ({ email }) => {
      const res = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email }), freshIp());
      expect(isDataResult(res) && res.init?.status).toBe(400);
      expect(isDataResult(res) && res.data).toMatchObject({
        step: "email",
        tone: "error",
        message: SUBSCRIBE_TEXT.emailInvalid,
      });
      expect(await (await db()).subscriber.count()).toBe(0);
      expect(await (await db()).outboxEmail.count()).toBe(0);
    },
  );

  it("drops a honeypot post silently", async () => {
    const res = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email: "bot@b.in", [HONEYPOT_FIELD]: "x" }),
      freshIp(),
    );
    expect(isDataResult(res) && res.init?.status).toBe(200);
    expect(await (await db()).subscriber.count()).toBe(0);
  });
});

describe("/unsubscribe", () => {
  it("GET shows the confirmation and changes nothing; POST unsubscribes; the one-click POST works too", async () => {
    await subscribe({ email: "u@b.in" });
    await verify({ email: "u@b.in", code: await latestCode("u@b.in") });
    const { unsubscribeToken: token } = (await subscriberRow("u@b.in"))!;

    const page = await call(unsubscribeLoader, get(`/unsubscribe?token=${token}`));
    expect(page).toMatchObject({ state: "confirm", token });
    expect((await subscriberRow("u@b.in"))!.status).toBe("verified");

    const posted = (await call(unsubscribeAction, postForm(`/unsubscribe?token=${token}`, { token }))) as Response;
    expect(posted.status).toBe(302);
    expect((await subscriberRow("u@b.in"))!.status).toBe("unsubscribed");
    expect(await call(unsubscribeLoader, get(`/unsubscribe?token=${token}`))).toMatchObject({ state: "done" });

    // Subscribing again is possible after unsubscribing.
    expect((await subscribe({ email: "u@b.in" })).status).toBe(200);
    await verify({ email: "u@b.in", code: await latestCode("u@b.in") });
    const oneClick = await call(
      unsubscribeAction,
      postForm(`/unsubscribe?token=${token}`, { "List-Unsubscribe": "One-Click" }, { origin: "" }),
    );
    expect(oneClick).toEqual({ ok: true });
    expect((await subscriberRow("u@b.in"))!.status).toBe("unsubscribed");
  });

  it("an unknown token is a 404 page and changes nothing", async () => {
    const res = await call(unsubscribeLoader, get("/unsubscribe?token=unknown-token-0123456789"));
    expect(isDataResult(res) && res.init?.status).toBe(404);
    const post = await call(unsubscribeAction, postForm("/unsubscribe?token=unknown-token-0123456789", {}));
    expect(isDataResult(post) && post.init?.status).toBe(404);
  });
});

describe("per-address limits (whatever the IP)", () => {
  it("sends at most 3 verification e-mails per address in any hour, then answers 429 with Retry-After and says how long", async () => {
    for (const spelling of ["Limit@b.in", "limit@B.IN", "LIMIT@b.in"]) {
      expect((await subscribe({ email: spelling })).status).toBe(200); // a fresh IP each time
    }
    const over = await subscribe({ email: "limit@b.in" });
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(CODE_WINDOW_MS / 1000 - 60);
    expect(wait).toBeLessThanOrEqual(CODE_WINDOW_MS / 1000);
    expect(over.body).toEqual({ message: tooManyCodesMessage(wait) });
    expect(over.body.message).toMatch(
      /^Too many verification e-mails were sent to this address\. Please try again in \d+ minutes\.$/,
    );

    // The no-JS page answers the same, with the message in the page.
    const page = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email: "limit@b.in" }),
      freshIp(),
    );
    expect(isDataResult(page) && page.init?.status).toBe(429);
    expect(isDataResult(page) && new Headers(page.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(isDataResult(page) && page.data).toMatchObject({
      step: "email",
      tone: "error",
      message: expect.stringMatching(/^Too many verification e-mails/),
    });
    // React Router takes the page's headers from its headers() export: the action's Retry-After must pass through.
    const pageHeaders = new Headers(
      subscribePageHeaders({
        actionHeaders: new Headers(isDataResult(page) ? page.init?.headers : undefined),
        loaderHeaders: new Headers(),
      }),
    );
    expect(pageHeaders.get("retry-after")).toMatch(/^\d+$/);
    expect(pageHeaders.get("cache-control")).toBe("private, no-store");
    expect(await (await db()).outboxEmail.count({ where: { kind: "verification" } })).toBe(MAX_CODES_PER_HOUR);

    // A sliding hour: once the oldest send is an hour old, one more is allowed (and only one).
    const row = (await subscriberRow("limit@b.in"))!;
    const sent = row.codesSentAt.map((d) => d.getTime()).sort((a, b) => a - b);
    await (
      await db()
    ).subscriber.update({
      where: { id: row.id },
      data: { codesSentAt: [new Date(sent[0]! - CODE_WINDOW_MS), new Date(sent[1]!), new Date(sent[2]!)] },
    });
    expect((await subscribe({ email: "limit@b.in" })).status).toBe(200);
    expect((await subscribe({ email: "limit@b.in" })).status).toBe(429);
    expect(await (await db()).outboxEmail.count({ where: { kind: "verification" } })).toBe(MAX_CODES_PER_HOUR + 1);
  });

  it("counts concurrent sign-ups for one address one after the other: 3 e-mails for 8 parallel requests", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => requestSubscription(i % 2 ? "Burst@b.in" : "burst@b.in")),
    );
    expect(answers.filter((a) => a.status === "code-sent")).toHaveLength(MAX_CODES_PER_HOUR);
    expect(answers.filter((a) => a.status === "limited")).toHaveLength(8 - MAX_CODES_PER_HOUR);
    expect(await (await db()).subscriber.count()).toBe(1);
    expect(await (await db()).outboxEmail.count()).toBe(MAX_CODES_PER_HOUR);
  });

  it("a new sign-up within the hour keeps the wrong tries of the earlier code", async () => {
    await subscribe({ email: "tries@b.in" });
    const first = await latestCode("tries@b.in");
    const wrong = (c: string) => (c === "000000" ? "111111" : "000000");
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await verify({ email: "tries@b.in", code: wrong(first) });
    expect((await subscribe({ email: "tries@b.in" })).status).toBe(200);
    const second = await latestCode("tries@b.in");
    expect((await subscriberRow("tries@b.in"))!.codeAttempts).toBe(MAX_CODE_ATTEMPTS - 1);
    expect(await verify({ email: "tries@b.in", code: wrong(second) })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.tooManyTries },
    });
    expect(await verify({ email: "tries@b.in", code: second })).toMatchObject({
      status: 400,
      body: { message: SUBSCRIBE_TEXT.tooManyTries },
    });
  });
});

describe("addresses compared case-insensitively", () => {
  it("one subscriber per address whatever the case: stored as first given, found, verified and refused in any case", async () => {
    expect((await subscribe({ email: "Ana.Rao@Example.com" })).status).toBe(200);
    expect((await subscribe({ email: "ana.rao@example.com" })).status).toBe(200);
    const rows = await (await db()).subscriber.findMany();
    expect(rows.map((r) => r.email)).toEqual(["Ana.Rao@example.com"]);
    const codes = await (await db()).outboxEmail.findMany({ select: { to: true } });
    expect(codes.map((c) => c.to)).toEqual(["Ana.Rao@example.com", "Ana.Rao@example.com"]);
    expect(await verify({ email: "ANA.RAO@EXAMPLE.COM", code: await latestCode("Ana.Rao@example.com") })).toMatchObject(
      { status: 200 },
    );
    expect(await subscribe({ email: "aNa.rAo@example.com" })).toMatchObject({
      status: 409,
      body: { emailExists: true },
    });
  });

  it("the database refuses a second row that differs only in case", async () => {
    const prisma = await db();
    await prisma.subscriber.create({ data: { email: "Case@b.in", unsubscribeToken: "token-case-0000000001" } });
    await expect(
      prisma.subscriber.create({ data: { email: "case@B.IN", unsubscribeToken: "token-case-0000000002" } }),
    ).rejects.toThrow();
    expect(await prisma.subscriber.count()).toBe(1);
  });
});

describe("the migration that merges addresses differing only in case", () => {
  /** The statements of the migration from its merge onwards, run on rows written as before it. */
  async function runMerge() {
    const { readFile } = await import("node:fs/promises");
    const { readdir } = await import("node:fs/promises");
    const dir = (await readdir("prisma/migrations")).find((d) => d.endsWith("_subscriber_email_case_insensitive"))!;
    const sql = await readFile(`prisma/migrations/${dir}/migration.sql`, "utf8");
    const merge = sql.slice(sql.indexOf(`WITH "ranked"`));
    const statements = merge
      .split(/;\s*\n/)
      .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
      .filter(Boolean);
    await (
      await db()
    ).$transaction(async (tx) => {
      for (const statement of statements) await tx.$executeRawUnsafe(statement);
    });
  }

  it("keeps the verified row (its code, status and address), takes over the others' unsubscribe tokens, drops their unsent broadcast copies", async () => {
    const prisma = await db();
    // The schema as before the migration: unique on the address as given.
    await prisma.$executeRawUnsafe(`DROP INDEX "Subscriber_email_lower_key"`);
    await prisma.$executeRawUnsafe(`CREATE UNIQUE INDEX "Subscriber_email_key" ON "Subscriber"("email")`);
    const t = (n: number) => new Date(Date.UTC(2026, 0, n));
    const row = (
      id: string,
      email: string,
      status: "pending" | "verified" | "unsubscribed",
      extra: Record<string, unknown> = {},
    ) =>
      prisma.subscriber.create({
        data: { id, email, status, unsubscribeToken: `token-${id}-000000000000`, updatedAt: t(1), ...extra },
      });
    await row("mergea1xxxxxxxxxxxxxxxxx", "Dup@b.in", "pending", { codeHash: "h1", updatedAt: t(5) });
    await row("mergea2xxxxxxxxxxxxxxxxx", "dup@b.in", "verified", { verifiedAt: t(2) });
    await row("mergea3xxxxxxxxxxxxxxxxx", "DUP@b.in", "verified", { verifiedAt: t(3) });
    await row("mergeb1xxxxxxxxxxxxxxxxx", "pend@b.in", "unsubscribed", { updatedAt: t(9) });
    await row("mergeb2xxxxxxxxxxxxxxxxx", "Pend@b.in", "pending", { codeHash: "h2", updatedAt: t(4) });
    await row("mergec1xxxxxxxxxxxxxxxxx", "alone@b.in", "verified", { verifiedAt: t(1) });
    const broadcast = await prisma.broadcast.create({ data: { message: "Hi", recipientCount: 2 } });
    for (const id of ["mergea2xxxxxxxxxxxxxxxxx", "mergea3xxxxxxxxxxxxxxxxx"]) {
      await prisma.outboxEmail.create({
        data: {
          kind: "broadcast",
          to: "x",
          subject: "Hi",
          text: "Hi",
          html: "Hi",
          broadcastId: broadcast.id,
          idempotencyKey: `broadcast-${broadcast.id}-${id}`,
        },
      });
    }

    await runMerge();

    const rows = (await prisma.subscriber.findMany()).sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(rows.map((r) => [r.id, r.email, r.status, r.codeHash])).toEqual([
      ["mergeb2xxxxxxxxxxxxxxxxx", "Pend@b.in", "pending", "h2"],
      ["mergec1xxxxxxxxxxxxxxxxx", "alone@b.in", "verified", null],
      ["mergea2xxxxxxxxxxxxxxxxx", "dup@b.in", "verified", null],
    ]);
    expect(rows.find((r) => r.email === "dup@b.in")!.formerTokens.sort()).toEqual([
      "token-mergea1xxxxxxxxxxxxxxxxx-000000000000",
      "token-mergea3xxxxxxxxxxxxxxxxx-000000000000",
    ]);
    expect(rows.find((r) => r.email === "Pend@b.in")!.formerTokens).toEqual([
      "token-mergeb1xxxxxxxxxxxxxxxxx-000000000000",
    ]);
    const left = await prisma.outboxEmail.findMany({ select: { idempotencyKey: true } });
    expect(left.map((e) => e.idempotencyKey)).toEqual([`broadcast-${broadcast.id}-mergea2xxxxxxxxxxxxxxxxx`]);

    // An unsubscribe link sent to a merged-away row still works, on the kept row.
    const { findSubscriberByToken, unsubscribeByToken } = await import("#app/server/models/subscribers.server");
    expect(await findSubscriberByToken("token-mergea3xxxxxxxxxxxxxxxxx-000000000000")).toEqual({
      email: "dup@b.in",
      status: "verified",
    });
    expect(await unsubscribeByToken("token-mergea3xxxxxxxxxxxxxxxxx-000000000000")).toBe(true);
    expect((await subscriberRow("DUP@B.IN"))!.status).toBe("unsubscribed");

    // And the case-insensitive unique index is back.
    await expect(row("merged1xxxxxxxxxxxxxxxxx", "ALONE@b.in", "pending")).rejects.toThrow();
  });
});
