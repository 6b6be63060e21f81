// The admin login under attack: the failed-login limit holds under a burst of
// parallel attempts (counted in the database before the password is checked), an unknown username costs the
// same hash as the real one, old hashes are upgraded at the next login, and a changed credential ends every
// session at its next request. The login action and the session guard are called with real Requests on the
// test database (PGlite, or PostgreSQL with DATABASE_URL). Over a real socket: tests/server/admin-login.test.ts.
import { randomBytes, scryptSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as loginAction, headers as loginHeaders } from "#app/routes/admin/login";
import { loader as guardLoader } from "#app/routes/admin/guard";
import { ensureAdminCredential, requireAdminApi } from "#app/server/auth/admin-auth.server";
import { dummyPasswordHash, hashesComputed, hashParams, verifyPassword } from "#app/server/auth/password.server";
import { LOGIN_IP_FACTOR } from "#app/server/auth/rate-limit.server";
import { env } from "#app/server/platform/env.server";
import { db, resetDatabase } from "#tests/helpers/db";
import { get, postForm } from "#tests/helpers/requests";
import { cookiesFrom, createOwner, LOGIN, PREFIX, run, signIn } from "#tests/helpers/admin";

const PASSWORD = "correct-horse-battery";

beforeEach(async () => {
  await resetDatabase();
  await createOwner("owner", PASSWORD);
});

function login(username: string, password: string, ip: string) {
  return run(loginAction, postForm(LOGIN, { username, password }), {}, ip);
}

/** A hash made as before this change: scrypt N=2^15, r=8, p=1. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("the failed-login limit under a burst", () => {
  it(`25 parallel wrong logins from one IP get at most RATE_LIMIT_LOGIN (${env.RATE_LIMIT_LOGIN}) 401s; the rest 429 with Retry-After`, async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login("owner", `wrong-${i}`, "198.51.100.20")),
    );
    const unauthorised = results.filter((r) => r.status === 401);
    const limited = results.filter((r) => r.status === 429);
    expect(unauthorised.length).toBeLessThanOrEqual(env.RATE_LIMIT_LOGIN);
    expect(unauthorised.length + limited.length).toBe(25);
    for (const r of limited) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right password is refused too while the window lasts; another IP is not affected.
    expect((await login("owner", PASSWORD, "198.51.100.20")).status).toBe(429);
    expect((await login("owner", PASSWORD, "198.51.100.21")).status).toBe(303);
  });

  it(`one IP guessing usernames gets at most ${LOGIN_IP_FACTOR} x RATE_LIMIT_LOGIN checks (each costs a hash)`, async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(`guess-${i}`, "wrong", "198.51.100.30")),
    );
    const unauthorised = results.filter((r) => r.status === 401).length;
    expect(unauthorised).toBeLessThanOrEqual(env.RATE_LIMIT_LOGIN * LOGIN_IP_FACTOR);
    expect(results.filter((r) => r.status === 429).length).toBe(25 - unauthorised);
  });

  it("a successful login clears the count of its IP and username", async () => {
    for (let i = 0; i < env.RATE_LIMIT_LOGIN - 1; i++)
      expect((await login("owner", `bad-${i}`, "198.51.100.22")).status).toBe(401);
    expect((await login("owner", PASSWORD, "198.51.100.22")).status).toBe(303);
    expect((await login("owner", "bad-again", "198.51.100.22")).status).toBe(401);
  });

  it("the login page's headers keep the admin layout's and add the refusal's Retry-After", () => {
    const parentHeaders = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
    const refused = new Headers(
      loginHeaders({
        parentHeaders,
        actionHeaders: new Headers({ "Retry-After": "840" }),
        loaderHeaders: new Headers(),
      } as never),
    );
    expect(refused.get("retry-after")).toBe("840");
    expect(refused.get("cache-control")).toBe("private, no-store");
    const plain = new Headers(
      loginHeaders({ parentHeaders, actionHeaders: new Headers(), loaderHeaders: new Headers() } as never),
    );
    expect(plain.get("retry-after")).toBeNull();
    expect(plain.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("an unknown username costs the same work as the real one", () => {
  // The same work, not a measured time: each refused login computes exactly one hash, with the parameters of the
  // stored credential (the stand-in hash has today's parameters, as the real one has), so the answer's time
  // tells nothing about which usernames exist.
  async function hashesFor(username: string, ip: string): Promise<number> {
    const before = hashesComputed();
    expect((await login(username, "wrong-password", ip)).status).toBe(401);
    return hashesComputed() - before;
  }

  it("wrong password for the real username vs unknown usernames (and no credential at all): one hash each", async () => {
    await dummyPasswordHash(); // made once per process; not part of a login's cost after that
    expect(await hashesFor("owner", "198.51.100.40")).toBe(1);
    expect(await hashesFor("nobody", "198.51.100.50")).toBe(1);
    const stored = (await (await db()).adminCredential.findUniqueOrThrow({ where: { id: "owner" } })).passwordHash;
    const paramsOf = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(paramsOf(await dummyPasswordHash())).toBe(paramsOf(stored));

    await (await db()).adminCredential.deleteMany({});
    expect(await hashesFor("owner", "198.51.100.60")).toBe(1);
  });
});

describe("hash upgrade at the next successful login", () => {
  it("re-hashes an old (N=2^15, r=8, p=1) hash with today's parameters; sessions stay", async () => {
    const prisma = await db();
    await prisma.adminCredential.update({ where: { id: "owner" }, data: { passwordHash: oldHash(PASSWORD) } });
    const { cookie } = await signIn();

    expect((await login("owner", "wrong-password", "198.51.100.70")).status).toBe(401);
    expect((await prisma.adminCredential.findUniqueOrThrow({ where: { id: "owner" } })).passwordHash).toMatch(
      /^scrypt\$32768\$8\$1\$/,
    );

    expect((await login("owner", PASSWORD, "198.51.100.70")).status).toBe(303);
    const upgraded = await prisma.adminCredential.findUniqueOrThrow({ where: { id: "owner" } });
    const { N, r, p } = hashParams();
    expect(upgraded.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(await verifyPassword(PASSWORD, upgraded.passwordHash)).toBe(true);
    expect(upgraded.version).toBe(1);
    // An upgrade is not a new password: the session made before it still works, and so does the next login.
    expect((await run(guardLoader, get(PREFIX, { cookie }))).status).toBe(200);
    expect((await login("owner", PASSWORD, "198.51.100.70")).status).toBe(303);
  });

  it("at start, a still-valid ADMIN_PASSWORD with an old hash is re-hashed without ending sessions", async () => {
    const saved = { password: env.ADMIN_PASSWORD, username: env.ADMIN_USERNAME };
    try {
      env.ADMIN_USERNAME = "owner";
      env.ADMIN_PASSWORD = PASSWORD;
      const prisma = await db();
      await prisma.adminCredential.update({ where: { id: "owner" }, data: { passwordHash: oldHash(PASSWORD) } });
      const { cookie } = await signIn();
      await ensureAdminCredential(() => {});
      const row = await prisma.adminCredential.findUniqueOrThrow({ where: { id: "owner" } });
      const { N, r, p } = hashParams();
      expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
      expect(row.version).toBe(1);
      expect((await run(guardLoader, get(PREFIX, { cookie }))).status).toBe(200);
    } finally {
      env.ADMIN_PASSWORD = saved.password;
      env.ADMIN_USERNAME = saved.username;
    }
  });
});

describe("sessions end when the credential changes", () => {
  const saved = { password: env.ADMIN_PASSWORD, username: env.ADMIN_USERNAME };
  afterEach(() => {
    env.ADMIN_PASSWORD = saved.password;
    env.ADMIN_USERNAME = saved.username;
  });

  it("a new ADMIN_PASSWORD at the next start ends every session (pages and /api); the same one ends none", async () => {
    env.ADMIN_USERNAME = "owner";
    env.ADMIN_PASSWORD = PASSWORD;
    await ensureAdminCredential(() => {});
    const loggedIn = await login("owner", PASSWORD, "198.51.100.80");
    const cookie = cookiesFrom(loggedIn.headers);
    const other = await signIn();

    await ensureAdminCredential(() => {}); // a restart with the same password
    expect((await run(guardLoader, get(PREFIX, { cookie }))).status).toBe(200);

    env.ADMIN_PASSWORD = "a-brand-new-password";
    await ensureAdminCredential(() => {});
    for (const c of [cookie, other.cookie])
      expect((await run(guardLoader, get(PREFIX, { cookie: c }))).location).toBe(LOGIN);
    const api = await requireAdminApi(get("/api/offerings", { cookie, "sec-fetch-site": "same-origin" })).catch(
      (e: unknown) => e,
    );
    expect(api).toBeInstanceOf(Response);
    expect((api as Response).status).toBe(401);

    expect((await login("owner", PASSWORD, "198.51.100.80")).status).toBe(401);
    const fresh = await login("owner", "a-brand-new-password", "198.51.100.80");
    expect((await run(guardLoader, get(PREFIX, { cookie: cookiesFrom(fresh.headers) }))).status).toBe(200);
  });

  it("a change of the stored credential by another process ends this process's sessions at their next request", async () => {
    const { cookie } = await signIn();
    expect((await run(guardLoader, get(PREFIX, { cookie }))).status).toBe(200);
    // What another process's start with a new password writes (its own session cleanup aside).
    await (await db()).adminCredential.update({ where: { id: "owner" }, data: { version: { increment: 1 } } });
    expect((await run(guardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
    expect(await (await db()).adminSession.count()).toBe(0);
  });

  it("a new ADMIN_USERNAME (no ADMIN_PASSWORD) ends every session too", async () => {
    env.ADMIN_PASSWORD = undefined;
    env.ADMIN_USERNAME = "owner";
    const { cookie } = await signIn();
    env.ADMIN_USERNAME = "baker";
    await ensureAdminCredential(() => {});
    expect((await run(guardLoader, get(PREFIX, { cookie }))).location).toBe(LOGIN);
  });
});
