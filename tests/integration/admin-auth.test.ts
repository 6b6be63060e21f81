// Admin login, logout, session guard, expiry, CSRF on logout, flash messages and the chrome loader.
import { beforeEach, describe, expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "#app/routes/admin/login";
import { action as logoutAction, loader as logoutLoader } from "#app/routes/admin/logout";
import { loader as layoutLoader } from "#app/routes/admin/layout";
import { loader as guardLoader } from "#app/routes/admin/guard";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard";
import { db, resetDatabase } from "#tests/helpers/db";
import { get, postForm } from "#tests/helpers/requests";
import { cookiesFrom, createOwner, LOGIN, PREFIX, run, signIn } from "#tests/helpers/admin";

beforeEach(async () => {
  await resetDatabase();
  await createOwner();
});

async function login(username: string, password: string, ip = "198.51.100.1", cookie?: string) {
  return run(loginAction, postForm(LOGIN, { username, password }, cookie ? { cookie } : {}), {}, ip);
}

describe("admin login", () => {
  it("renders the login page anonymously, and sends a signed-in owner to the dashboard", async () => {
    expect((await run(loginLoader, get(LOGIN))).status).toBe(200);
    const { cookie } = await signIn();
    const signedIn = await run(loginLoader, get(LOGIN, { cookie }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe(PREFIX);
  });

  it("requires both fields (400) and stores no session", async () => {
    const missing = await login("owner", "");
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ error: "Username and password are both required." });
    expect(await (await db()).adminSession.count()).toBe(0);
  });

  it("refuses wrong credentials with 'Invalid credentials' (401) and stores no session", async () => {
    for (const [u, p] of [
      ["owner", "wrong-password"],
      ["someone", "correct-horse-battery"],
    ] as const) {
      const result = await login(u, p);
      expect(result.status).toBe(401);
      expect(result.data).toMatchObject({ error: "Invalid credentials", username: u });
      expect(result.headers.getSetCookie()).toEqual([]);
    }
    expect(await (await db()).adminSession.count()).toBe(0);
  });

  it("signs in with the right credentials: session cookie (HttpOnly, SameSite=Lax), flash 'Login successful', redirect to the dashboard", async () => {
    const result = await login("owner", "correct-horse-battery");
    expect(result.status).toBe(303);
    expect(result.location).toBe(PREFIX);
    const cookies = result.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("slice_admin="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(await (await db()).adminSession.count()).toBe(1);

    // The next page (the dashboard) shows the flash once, then clears it.
    const cookie = cookiesFrom(result.headers);
    const layout = await run(layoutLoader, get(PREFIX, { cookie }));
    expect(layout.data).toMatchObject({
      flash: { type: "success", message: "Login successful", alert: true, event: "login" },
      session: { csrf: expect.any(String) },
    });
    expect(layout.headers.getSetCookie().some((c) => c.startsWith("slice_flash=;"))).toBe(true);
    expect((await run(dashboardLoader, get(PREFIX, { cookie }))).status).toBe(200);
  });

  it("gives a new session id at each login and ends the previous one", async () => {
    const first = await login("owner", "correct-horse-battery");
    const firstCookie = cookiesFrom(first.headers);
    const second = await login("owner", "correct-horse-battery", "198.51.100.1", firstCookie);
    const secondCookie = cookiesFrom(second.headers);
    expect(secondCookie).not.toBe(firstCookie);
    const sessions = await (await db()).adminSession.findMany();
    expect(sessions).toHaveLength(1);
    expect((await run(guardLoader, get(PREFIX, { cookie: firstCookie }))).location).toBe(LOGIN);
    expect((await run(guardLoader, get(PREFIX, { cookie: secondCookie }))).status).toBe(200);
  });

  it(
    "rate-limits failed logins per IP and username: 429 with Retry-After and a message, even for the right password",
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 5; i++) expect((await login("owner", `bad-${i}`, "198.51.100.9")).status).toBe(401);
      const limited = await login("owner", "correct-horse-battery", "198.51.100.9");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.data).toMatchObject({ error: expect.stringMatching(/too many/i) });
      expect(await (await db()).adminSession.count()).toBe(0);
      // Another IP is not affected.
      expect((await login("owner", "correct-horse-battery", "198.51.100.10")).status).toBe(303);
    },
  );
});

describe("admin guard and expiry", () => {
  it("redirects anonymous, forged and expired sessions to login", async () => {
    expect((await run(guardLoader, get(PREFIX))).location).toBe(LOGIN);
    expect((await run(dashboardLoader, get(PREFIX))).location).toBe(LOGIN);
    expect((await run(dashboardLoader, get(PREFIX, { cookie: "slice_admin=forged" }))).location).toBe(LOGIN);

    const { cookie, id } = await signIn();
    expect((await run(dashboardLoader, get(PREFIX, { cookie }))).status).toBe(200);
    await (await db()).adminSession.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await run(dashboardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
    expect(await (await db()).adminSession.count()).toBe(0);
  });

  it("the chrome loader gives no CSRF token and no offerings without a session", async () => {
    await (await db()).offering.create({ data: { name: "Pastries", slug: "pastries" } });
    const anonymous = await run(layoutLoader, get(LOGIN));
    expect(anonymous.data).toMatchObject({ session: null, offerings: [], flash: null });
    const { cookie, csrf } = await signIn();
    const signedIn = await run(layoutLoader, get(PREFIX, { cookie }));
    expect(signedIn.data).toMatchObject({
      session: { csrf },
      offerings: [{ name: "Pastries", slug: "pastries" }],
      unread: 0,
    });
  });

  it("the chrome loader counts the unread messages of both kinds for the navigation's badge", async () => {
    const prisma = await db();
    const contact = {
      fullName: "Asha",
      email: "asha@example.com",
      subject: "Order",
      message: "Hello there, a question.",
    };
    await prisma.contactMessage.createMany({ data: [contact, contact, { ...contact, readAt: new Date() }] });
    await prisma.partnerEnquiry.create({
      data: {
        fullName: "Ravi",
        email: "ravi@example.com",
        companyName: "Rao Stores",
        partnershipType: "Retail",
        message: "We would like to stock.",
      },
    });
    const { cookie } = await signIn();
    expect((await run(layoutLoader, get(PREFIX, { cookie }))).data).toMatchObject({ unread: 3 });
    const anonymous = await run(layoutLoader, get(LOGIN));
    expect(anonymous.data).toMatchObject({ unread: 0 });
  });
});

describe("admin logout", () => {
  it("is a POST: a GET changes nothing", async () => {
    const { cookie } = await signIn();
    const result = await run(logoutLoader, get(`${PREFIX}/logout`, { cookie }));
    expect(result.status).toBe(302);
    expect(await (await db()).adminSession.count()).toBe(1);
  });

  it("refuses a post without the session's CSRF token (403) and keeps the session", async () => {
    const { cookie } = await signIn();
    const result = await run(logoutAction, postForm(`${PREFIX}/logout`, { csrf: "nope" }, { cookie }));
    expect(result.status).toBe(403);
    expect(await (await db()).adminSession.count()).toBe(1);
  });

  it("deletes the session, clears the cookie and returns to login; the replayed cookie is refused", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(logoutAction, postForm(`${PREFIX}/logout`, { csrf }, { cookie }));
    expect(result.status).toBe(303);
    expect(result.location).toBe(LOGIN);
    expect(
      result.headers.getSetCookie().some((c) => /^slice_admin=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c)),
    ).toBe(true);
    expect(await (await db()).adminSession.count()).toBe(0);
    expect((await run(dashboardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
    const flash = await run(layoutLoader, get(LOGIN, { cookie: cookiesFrom(result.headers) }));
    expect(flash.data).toMatchObject({ session: null, flash: { event: "logout" } });
  });
});
