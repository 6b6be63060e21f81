// The public forms without JavaScript (Contact Us, Partner With Us, the /subscribe page): success travels in the
// one-shot signed flash cookie (app/server/http/flash.server.ts), never in the URL. Each action's redirect sets
// the cookie and points at the plain page; the page's loader shows the message once and clears the cookie; a
// reload, an old ?sent=1 / ?verified=1 URL, a cookie for another page and a tampered cookie show nothing.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "100";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { run, withSetCookies, type Outcome } from "#tests/helpers/admin";
import { latestCode, SAMPLE_CONTACT, SAMPLE_PARTNER } from "#tests/helpers/forms";
import { get, postForm } from "#tests/helpers/requests";
import type { Flash } from "#app/lib/flash";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { CONTACT_TEXT } from "#app/lib/validation/contact";
import { PARTNER_TEXT } from "#app/lib/validation/partner";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import * as contactPage from "#app/routes/public/contact-support";
import * as partnerPage from "#app/routes/public/partner-with-us";
import * as subscribePage from "#app/routes/public/subscribe";
import { FLASH_COOKIE, flashCookieHeader, readFlash } from "#app/server/http/flash.server";

type Handler = Parameters<typeof run>[0];
type Page = {
  loader: Handler;
  action: Handler;
  headers: (args: { actionHeaders: Headers; loaderHeaders: Headers }) => HeadersInit;
};

let n = 0;
const freshIp = () => `203.0.113.${++n}`;

/** The fields of one successful post (the subscribe page's needs a fresh address and its code first). */
type Case = {
  name: string;
  path: string;
  oldQuery: string;
  page: Page;
  message: string;
  fields: () => Promise<Record<string, string>>;
};

const CASES: Case[] = [
  {
    name: "Contact Us",
    path: "/contact-support",
    oldQuery: "?sent=1",
    page: contactPage,
    message: CONTACT_TEXT.success,
    fields: async () => SAMPLE_CONTACT,
  },
  {
    name: "Partner With Us",
    path: "/partner-with-us",
    oldQuery: "?sent=1",
    page: partnerPage,
    message: PARTNER_TEXT.success,
    fields: async () => SAMPLE_PARTNER,
  },
  {
    name: "Newsletter (/subscribe)",
    path: "/subscribe",
    oldQuery: "?verified=1",
    page: subscribePage,
    message: SUBSCRIBE_TEXT.verified,
    fields: async () => {
      const email = `reader-${++n}@example.com`;
      const started = await run(
        subscribePage.action,
        postForm("/subscribe", { intent: "subscribe", email, source: "footer" }),
        {},
        freshIp(),
      );
      expect(started.data).toMatchObject({ step: "verify", tone: "success" });
      return { intent: "verify", email, source: "footer", code: await latestCode(email) };
    },
  },
];

const flashOf = (outcome: Outcome) => (outcome.data as { flash: Flash | null }).flash;
const setCookies = (outcome: Outcome) => outcome.headers.getSetCookie();
const cleared = (outcome: Outcome) =>
  setCookies(outcome).some((c) => new RegExp(`^${FLASH_COOKIE}=;.*Max-Age=0`, "i").test(c));

beforeEach(resetDatabase);

describe.each(CASES)("$name without JavaScript", ({ path, oldQuery, page, message, fields }) => {
  async function submit(extra: Record<string, string> = {}) {
    return run(page.action, postForm(path, { ...(await fields()), ...extra }), {}, freshIp());
  }

  it("redirects (303) to the plain page with a signed, HttpOnly, Lax, short-lived flash cookie", async () => {
    const posted = await submit();
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(path);
    const [cookie, ...others] = setCookies(posted);
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^${FLASH_COOKIE}=[^;]+\\.[^;]+;`)); // value.signature
    expect(cookie).not.toContain(encodeURIComponent(message));
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    const maxAge = Number(/; Max-Age=(\d+)/.exec(cookie!)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
  });

  it("shows the message on the next GET only, clearing the cookie with it", async () => {
    const posted = await submit();
    const jar = withSetCookies("", posted.headers);

    const first = await run(page.loader, get(path, { cookie: jar }));
    expect(first.status).toBe(200);
    expect(flashOf(first)).toMatchObject({ type: "success", message });
    expect(cleared(first)).toBe(true);

    // A reload: the browser has dropped the cleared cookie.
    const reload = await run(page.loader, get(path, { cookie: withSetCookies(jar, first.headers) }));
    expect(flashOf(reload)).toBeNull();
    expect(setCookies(reload)).toEqual([]);
    // A browser that kept the cookie anyway (the cookie was already cleared once) still sees nothing new.
    expect(flashOf(await run(page.loader, get(path, { cookie: `${FLASH_COOKIE}=` })))).toBeNull();
  });

  it("shows nothing for the old success URL, bookmarked or typed by hand", async () => {
    for (const url of [path, `${path}${oldQuery}`, `${path}?sent=1&verified=1`]) {
      const page_ = await run(page.loader, get(url));
      expect(flashOf(page_)).toBeNull();
      expect(setCookies(page_)).toEqual([]);
    }
  });

  it("ignores a tampered or unsigned cookie (no error), and clears it", async () => {
    const posted = await submit();
    const pair = setCookies(posted)[0]!.split(";")[0]!;
    const value = pair.slice(FLASH_COOKIE.length + 1);
    const forged = Buffer.from(JSON.stringify({ id: "x", type: "success", message: "Hacked" })).toString("base64");
    const bad = [
      `${FLASH_COOKIE}=${value.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`,
      `${FLASH_COOKIE}=${forged}`,
      `${FLASH_COOKIE}=${forged}.${value.split(".").pop()}`,
      `${FLASH_COOKIE}=%E0%A4%A`,
      `${FLASH_COOKIE}=!!!not-base64!!!`,
    ];
    for (const cookie of bad) {
      const shown = await run(page.loader, get(`${path}${oldQuery}`, { cookie }));
      expect(shown.status).toBe(200);
      expect(shown.thrown).toBe(false);
      expect(flashOf(shown)).toBeNull();
      expect(cleared(shown)).toBe(true);
    }
  });

  it("is shared only while it shows no message and answers no post, and then varies by Cookie", async () => {
    const none = new Headers();
    const plain = new Headers(page.headers({ actionHeaders: none, loaderHeaders: none }));
    expect(plain.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(plain.get("vary")).toBe("Cookie");

    // The loader read the visitor's message (and clears its cookie): nobody else's cache may keep the page.
    const posted = await submit();
    const shown = await run(page.loader, get(path, { cookie: withSetCookies("", posted.headers) }));
    expect(flashOf(shown)?.message).toBe(message);
    const personal = new Headers(page.headers({ actionHeaders: none, loaderHeaders: shown.headers }));
    expect(personal.get("cache-control")).toBe("private, no-store");

    // The action answered the visitor's own values and message.
    const refused = await run(
      page.action,
      postForm(path, { ...(await fields()), email: "not an address" }),
      {},
      freshIp(),
    );
    expect(refused.status).toBe(400);
    const answered = new Headers(page.headers({ actionHeaders: refused.headers, loaderHeaders: none }));
    expect(answered.get("cache-control")).toBe("private, no-store");
  });
});

describe("flash messages addressed to one page", () => {
  it("leave another form's message (and an admin message) for its own page", async () => {
    const contactFlash = await flashCookieHeader({
      type: "success",
      message: CONTACT_TEXT.success,
      form: "contact-support",
    });
    const jar = withSetCookies("", new Headers([["set-cookie", contactFlash]]));

    const elsewhere = await run(partnerPage.loader, get("/partner-with-us", { cookie: jar }));
    expect(flashOf(elsewhere)).toBeNull();
    expect(setCookies(elsewhere)).toEqual([]);
    const home = await run(contactPage.loader, get("/contact-support", { cookie: jar }));
    expect(flashOf(home)).toMatchObject({ message: CONTACT_TEXT.success, form: "contact-support" });

    const adminFlash = await flashCookieHeader({ type: "success", message: "Product added!" });
    const adminJar = withSetCookies("", new Headers([["set-cookie", adminFlash]]));
    const publicPage = await run(subscribePage.loader, get("/subscribe", { cookie: adminJar }));
    expect(flashOf(publicPage)).toBeNull();
    expect(setCookies(publicPage)).toEqual([]);
    expect((await readFlash(get("/", { cookie: adminJar }))).flash).toMatchObject({ message: "Product added!" });
  });

  it("a tripped honeypot gets the same redirect and message, and nothing is stored", async () => {
    for (const { path, page, message, fields } of CASES) {
      const posted = await run(
        page.action,
        postForm(path, { ...(await fields()), [HONEYPOT_FIELD]: "x" }),
        {},
        freshIp(),
      );
      expect(posted.status).toBe(303);
      expect(posted.location).toBe(path);
      const shown = await run(page.loader, get(path, { cookie: withSetCookies("", posted.headers) }));
      expect(flashOf(shown)).toMatchObject({ message });
    }
    const prisma = await db();
    expect(await prisma.contactMessage.count()).toBe(0);
    expect(await prisma.partnerEnquiry.count()).toBe(0);
    expect(await prisma.subscriber.count({ where: { status: "verified" } })).toBe(0);
  });

  it("a failed post sets no flash and shows its own error", async () => {
    const bad = await run(contactPage.action, postForm("/contact-support", { fullName: "Meera" }), {}, freshIp());
    expect(bad.status).toBe(400);
    expect(setCookies(bad)).toEqual([]);
    expect(bad.data).toMatchObject({ message: CONTACT_TEXT.emailRequired });
  });
});
