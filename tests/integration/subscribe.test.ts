// Newsletter endpoints (POST /api/subscribe, /api/subscribe/verify), the no-JS /subscribe page and /unsubscribe,
// against a real database. Rate limit lowered to 6 per minute for this file.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "6";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, isDataResult, latestCode } from "#tests/helpers/forms";
import { get, postForm, sendJson } from "#tests/helpers/requests";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { action as subscribeApi } from "#app/routes/api/subscribe";
import { action as verifyApi } from "#app/routes/api/subscribe-verify";
import { action as subscribePage, loader as subscribePageLoader } from "#app/routes/public/subscribe";
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
  await (await db()).subscriber.update({
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
    expect(await subscribe({ email: "" })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.emailRequired } });
    expect(await subscribe({})).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.emailRequired } });
    expect(await subscribe({ email: "not-an-email" })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.emailInvalid } });
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
    expect(await verify({ email: "v@b.in", code })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
  });

  it("refuses a wrong code, an unknown address, an empty code and a malformed one", async () => {
    await subscribe({ email: "w@b.in" });
    const code = await latestCode("w@b.in");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verify({ email: "w@b.in", code: wrong })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
    expect(await verify({ email: "nobody@b.in", code })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
    expect(await verify({ email: "w@b.in", code: "" })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.codeMissing } });
    expect(await verify({ email: "w@b.in" })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.codeMissing } });
    expect(await verify({ email: "", code })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.emailRequired } });
    expect(await verify({ email: "w@b.in", code: "12ab56" })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
    expect((await subscriberRow("w@b.in"))!.status).toBe("pending");
    expect((await subscriberRow("w@b.in"))!.codeAttempts).toBe(1);
  });

  it("refuses an expired code", async () => {
    await subscribe({ email: "x@b.in" });
    const code = await latestCode("x@b.in");
    await (await db()).subscriber.updateMany({ where: { email: "x@b.in" }, data: { codeExpiresAt: new Date(Date.now() - 1000) } });
    expect(await verify({ email: "x@b.in", code })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
    expect((await subscriberRow("x@b.in"))!.status).toBe("pending");
  });

  it("locks the code after 5 wrong tries, even for the right code; a new code gives new tries only after an hour", async () => {
    await subscribe({ email: "y@b.in" });
    const code = await latestCode("y@b.in");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      expect(await verify({ email: "y@b.in", code: wrong })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.invalidCode } });
    }
    expect(await verify({ email: "y@b.in", code: wrong })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.tooManyTries } });
    expect(await verify({ email: "y@b.in", code })).toMatchObject({ status: 400, body: { message: SUBSCRIBE_TEXT.tooManyTries } });
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
    const empty = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "", source: "footer" }), freshIp());
    expect(isDataResult(empty) && empty.init?.status).toBe(400);
    expect(isDataResult(empty) && empty.data).toMatchObject({ step: "email", message: SUBSCRIBE_TEXT.emailRequired });

    const started = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "page@b.in", source: "footer" }), freshIp());
    expect(isDataResult(started) && started.data).toMatchObject({ step: "verify", tone: "success", email: "page@b.in", source: "footer" });

    const noCode = await call(subscribePage, postForm("/subscribe", { intent: "verify", email: "page@b.in", code: "" }), freshIp());
    expect(isDataResult(noCode) && noCode.data).toMatchObject({ step: "verify", message: SUBSCRIBE_TEXT.codeMissing });

    const bad = await call(subscribePage, postForm("/subscribe", { intent: "verify", email: "page@b.in", code: "000000" === (await latestCode("page@b.in")) ? "111111" : "000000" }), freshIp());
    expect(isDataResult(bad) && bad.data).toMatchObject({ step: "verify", tone: "error", message: SUBSCRIBE_TEXT.invalidCode });

    const ok = (await call(
      subscribePage,
      postForm("/subscribe", { intent: "verify", email: "page@b.in", code: await latestCode("page@b.in") }),
      freshIp(),
    )) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/subscribe");
    const shown = await call(subscribePageLoader, get("/subscribe", { cookie: ok.headers.get("set-cookie")!.split(";")[0]! }));
    expect(isDataResult(shown) && shown.data).toMatchObject({ flash: { type: "success", message: SUBSCRIBE_TEXT.verified } });

    const again = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "page@b.in" }), freshIp());
    expect(isDataResult(again) && again.init?.status).toBe(409);
    expect(isDataResult(again) && again.data).toMatchObject({ message: SUBSCRIBE_TEXT.alreadySubscribed });
  });

  it("answers 429 with Retry-After and a clear message on the page", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: `p${i}@b.in` }), ip);
    const over = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "p9@b.in" }), ip);
    expect(isDataResult(over) && over.init?.status).toBe(429);
    expect(isDataResult(over) && new Headers(over.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(isDataResult(over) && over.data.message).toMatch(/too many requests/i);
  });

  it("drops a honeypot post silently", async () => {
    const res = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email: "bot@b.in", [HONEYPOT_FIELD]: "x" }), freshIp());
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
