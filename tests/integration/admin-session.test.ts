// The admin session in use: it ends after SESSION_TTL_MINUTES without a request (not after sign-in), within a cap
// after sign-in; its stored end is written at most once a minute; "Stay signed in" renews it; a post sent after it
// ended is kept for this browser and, after signing in again, the page it came from gets back what was typed; and
// the answer's cookies are Secure by the request's scheme or PUBLIC_URL. The clock is Vitest's (Date only).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction, loader as loginLoader } from "#app/routes/admin/login";
import { action as logoutAction } from "#app/routes/admin/logout";
import { loader as layoutLoader } from "#app/routes/admin/layout";
import { loader as guardLoader } from "#app/routes/admin/guard";
import { action as sessionAction } from "#app/routes/admin/session";
import { action as orderAction } from "#app/routes/admin/order";
import { env } from "#app/server/platform/env.server";
import { secureCookiesMiddleware } from "#app/server/http/secure-cookies.server";
import { db, resetDatabase } from "#tests/helpers/db";
import { get, postForm } from "#tests/helpers/requests";
import { cookiesFrom, createOwner, LOGIN, PREFIX, run, signIn, withSetCookies } from "#tests/helpers/admin";
import { insertOrder } from "#tests/helpers/orders";

const MIN = 60_000;
const T0 = new Date("2026-11-28T09:00:00Z");
const at = (minutes: number) => vi.setSystemTime(new Date(T0.getTime() + minutes * MIN));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
  await resetDatabase();
});

afterEach(() => {
  vi.useRealTimers();
});

async function storedEnd(id: string): Promise<number> {
  const row = await (await db()).adminSession.findUniqueOrThrow({ where: { id }, select: { expiresAt: true } });
  return row.expiresAt.getTime();
}

const pageOpens = async (cookie: string, path = PREFIX) => (await run(guardLoader, get(path, { cookie }))).status;

describe("idle expiry", () => {
  it("stays while used and ends SESSION_TTL_MINUTES after the last request, not after sign-in", async () => {
    const { cookie } = await signIn();
    at(25);
    expect(await pageOpens(cookie)).toBe(200);
    at(50); // 50 minutes after sign-in, 25 after the last request
    expect(await pageOpens(cookie)).toBe(200);
    at(79);
    expect(await pageOpens(cookie)).toBe(200);
    at(109.5); // 30.5 minutes without a request
    expect((await run(guardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
    expect(await (await db()).adminSession.count()).toBe(0);
  });

  it("ends unused SESSION_TTL_MINUTES after sign-in", async () => {
    const { cookie } = await signIn();
    at(30.5);
    expect((await run(guardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
  });

  it("follows a SESSION_TTL_MINUTES the owner set: five minutes without a request end it", async () => {
    const before = env.SESSION_TTL_MINUTES;
    env.SESSION_TTL_MINUTES = 5;
    try {
      const { cookie } = await signIn();
      at(4.5);
      expect(await pageOpens(cookie, `${PREFIX}/products`)).toBe(200);
      at(10);
      expect((await run(guardLoader, get(`${PREFIX}/products`, { cookie }))).location).toBe(LOGIN);
    } finally {
      env.SESSION_TTL_MINUTES = before;
    }
  });

  it("writes the new end at most once a minute", async () => {
    const { cookie, id } = await signIn();
    expect(await storedEnd(id)).toBe(T0.getTime() + 30 * MIN);
    at(0.5);
    expect(await pageOpens(cookie)).toBe(200);
    expect(await storedEnd(id)).toBe(T0.getTime() + 30 * MIN);
    at(1);
    expect(await pageOpens(cookie)).toBe(200);
    expect(await storedEnd(id)).toBe(T0.getTime() + 31 * MIN);
    at(1.9);
    expect(await pageOpens(cookie)).toBe(200);
    expect(await storedEnd(id)).toBe(T0.getTime() + 31 * MIN);
  });

  it("ends SESSION_MAX_HOURS after sign-in however busy, and says so to the page before", async () => {
    const before = env.SESSION_MAX_HOURS;
    env.SESSION_MAX_HOURS = 1;
    try {
      const { cookie } = await signIn();
      for (const minute of [20, 40]) {
        at(minute);
        expect(await pageOpens(cookie)).toBe(200);
      }
      at(50);
      const layout = await run(layoutLoader, get(PREFIX, { cookie }));
      expect(layout.data).toMatchObject({
        session: { expiresAt: new Date(T0.getTime() + 60 * MIN).toISOString(), extendable: false },
      });
      at(60.5);
      expect((await run(guardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
    } finally {
      env.SESSION_MAX_HOURS = before;
    }
  });

  it("gives the page the time left and when to warn", async () => {
    const { cookie } = await signIn();
    at(10);
    const layout = await run(layoutLoader, get(PREFIX, { cookie }));
    expect(layout.data).toMatchObject({
      session: { remainingMs: 30 * MIN, warnMs: 2 * MIN, extendable: true },
    });
  });
});

describe("Stay signed in", () => {
  it("renews the session at once with the CSRF token, and refuses a post without it", async () => {
    const { cookie, csrf, id } = await signIn();
    at(28.5);
    const refused = await run(sessionAction, postForm(`${PREFIX}/session`, { csrf: "guess" }, { cookie }));
    expect(refused.status).toBe(403);
    at(28.8); // within a minute of the last write: a page view would not move it, the button does
    const renewed = await run(sessionAction, postForm(`${PREFIX}/session`, { csrf }, { cookie }));
    expect(renewed.status).toBe(200);
    expect(await storedEnd(id)).toBe(T0.getTime() + 58.8 * MIN);
    at(50);
    expect(await pageOpens(cookie)).toBe(200);
  });

  it("renews nothing without a session: the post goes to login", async () => {
    const anonymous = await run(sessionAction, postForm(`${PREFIX}/session`, { csrf: "guess" }));
    expect(anonymous.location).toBe(LOGIN);
    expect(await (await db()).adminSession.count()).toBe(0);
  });
});

describe("a post after the session ended", () => {
  beforeEach(async () => {
    await createOwner();
  });

  async function signInWith(cookie: string) {
    const result = await run(
      loginAction,
      postForm(LOGIN, { username: "owner", password: "correct-horse-battery" }, { cookie }),
    );
    expect(result.status).toBe(303);
    return { location: result.location, cookie: withSetCookies(cookie, result.headers) };
  }

  it("comes back after signing in to the same page with what was typed, once, never the password or token", async () => {
    const order = await insertOrder("requested");
    const page = `${PREFIX}/orders/${order.id}`;
    const { cookie, csrf } = await signIn();
    at(40); // the owner typed the quote for forty minutes
    const typed = { to: "quoted", version: String(order.version), price: "1850", deposit: "600", note: "Gold leaf" };
    const sent = await run(
      orderAction,
      postForm(page, { csrf, ...typed, password: "hunter22" }, { cookie, referer: `http://localhost:3000${page}` }),
      { id: order.id },
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(LOGIN);
    expect(await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "requested",
    });
    const kept = sent.headers.getSetCookie().find((c) => c.startsWith("slice_resume="));
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/SameSite=Lax/i);
    expect(kept).toMatch(new RegExp(`Path=${PREFIX}(;|$)`, "i"));
    expect(kept).toMatch(/Max-Age=900/i);
    const withKept = withSetCookies(cookie, sent.headers);

    // The login page says where signing in leads; the sign-in goes there, not to the dashboard.
    expect((await run(loginLoader, get(LOGIN, { cookie: withKept }))).data).toEqual({ resume: "values" });
    const signedIn = await signInWith(withKept);
    expect(signedIn.location).toBe(page);

    // That page gets the typed values (to fill in, not sent), then clears them.
    const layout = await run(layoutLoader, get(page, { cookie: signedIn.cookie }));
    const { resume } = layout.data as { resume: { action: string; values: [string, string][]; cut: boolean } };
    expect(resume).toEqual({ action: page, values: Object.entries(typed), cut: false });
    expect(JSON.stringify(resume)).not.toMatch(/hunter22|csrf/);
    expect(layout.headers.getSetCookie().some((c) => /^slice_resume=;/.test(c))).toBe(true);
    const again = await run(layoutLoader, get(page, { cookie: withSetCookies(signedIn.cookie, layout.headers) }));
    expect(again.data).toMatchObject({ resume: null });
    expect(await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "requested",
    });
  });

  it("a page opened after the end leads back to it after signing in", async () => {
    const { cookie } = await signIn();
    at(31);
    const page = `${PREFIX}/orders?status=requested`;
    const opened = await run(guardLoader, get(page, { cookie }));
    expect(opened.location).toBe(LOGIN);
    const signedIn = await signInWith(withSetCookies(cookie, opened.headers));
    expect(signedIn.location).toBe(page);
    expect((await run(layoutLoader, get(page, { cookie: signedIn.cookie }))).data).toMatchObject({ resume: null });
  });

  it("keeps nothing for a browser that never signed in here, or whose cookie is forged", async () => {
    const order = await insertOrder("requested");
    for (const cookie of [undefined, "slice_admin=eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl"]) {
      const sent = await run(
        orderAction,
        postForm(`${PREFIX}/orders/${order.id}`, { csrf: "x", to: "declined", version: "1" }, cookie ? { cookie } : {}),
        { id: order.id },
      );
      expect(sent.location).toBe(LOGIN);
      expect(sent.headers.getSetCookie()).toEqual([]);
    }
  });

  it("leads back only into the admin area: another site's Referer is not followed", async () => {
    const order = await insertOrder("requested");
    const page = `${PREFIX}/orders/${order.id}`;
    const { cookie, csrf } = await signIn();
    at(31);
    const sent = await run(
      orderAction,
      postForm(
        page,
        { csrf, to: "declined", version: "1", note: "Booked" },
        { cookie, referer: "https://evil.example/x" },
      ),
      { id: order.id },
    );
    const signedIn = await signInWith(withSetCookies(cookie, sent.headers));
    expect(signedIn.location).toBe(page);
  });

  it("a deliberate logout forgets it", async () => {
    const { cookie, csrf } = await signIn();
    at(31);
    const opened = await run(guardLoader, get(`${PREFIX}/orders`, { cookie }));
    const fresh = await signIn();
    const out = await run(
      logoutAction,
      postForm(`${PREFIX}/logout`, { csrf: fresh.csrf }, { cookie: withSetCookies(fresh.cookie, opened.headers) }),
    );
    expect(out.headers.getSetCookie().some((c) => /^slice_resume=;/.test(c))).toBe(true);
    expect(csrf).not.toBe(fresh.csrf);
    const signedIn = await signInWith(cookiesFrom(out.headers));
    expect(signedIn.location).toBe(PREFIX);
  });
});

describe("Secure cookies", () => {
  const answer = () =>
    new Response(null, { status: 303, headers: [["Set-Cookie", "slice_admin=x; Path=/; HttpOnly; SameSite=Lax"]] });
  const through = async (url: string) => {
    const response = await secureCookiesMiddleware({ request: new Request(url) } as never, async () => answer());
    return (response as Response).headers.getSetCookie()[0];
  };

  it("are Secure over https, and not over plain http on the bakery's network without an https PUBLIC_URL", async () => {
    const before = env.PUBLIC_URL;
    try {
      env.PUBLIC_URL = undefined;
      expect(await through("https://slice.example/studio/login")).toMatch(/; Secure$/);
      expect(await through("http://192.168.1.20:3000/studio/login")).not.toMatch(/Secure/i);
      env.PUBLIC_URL = "https://slice.example";
      expect(await through("http://192.168.1.20:3000/studio/login")).toMatch(/; Secure$/);
    } finally {
      env.PUBLIC_URL = before;
    }
  });
});
