// The admin login over a real socket against the production build (a private server of its own; on its own
// PostgreSQL database in the PostgreSQL run): a burst of parallel wrong logins gets at most RATE_LIMIT_LOGIN
// password checks, every refusal carries Retry-After, a rotated X-Forwarded-For does not help, a new
// ADMIN_PASSWORD at the next start ends the sessions made before it, and cookies are Secure by the scheme.
import { afterAll, beforeAll, expect, test } from "vitest";

const ADMIN_PREFIX = "/studio-7f3a9c2e"; // the default ADMIN_PREFIX the build uses
import { PrivateServer } from "../e2e/support/private-server";

const LIMIT = 5;
const server = new PrivateServer({ env: { RATE_LIMIT_LOGIN: String(LIMIT) }, postgres: true });

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.dispose();
});

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${ADMIN_PREFIX}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams({ username, password }),
  });
}

async function dashboardStatus(cookie: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${server.url}${ADMIN_PREFIX}`, { redirect: "manual", headers: { cookie } });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}

/** Signs in with `password`: the session cookie, and whether it and the flash cookie are Secure. */
async function signIn(password: string) {
  const res = await login("owner", password);
  expect(res.status).toBe(303);
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith("slice_admin="))!;
  const flash = cookies.find((c) => c.startsWith("slice_flash="))!;
  expect(session).toBeTruthy();
  const secure = (cookie: string) => /;\s*Secure(;|$)/i.test(cookie);
  return { cookie: session.split(";")[0]!, secure: [secure(session), secure(flash)] };
}

// One restart with the same password (sessions kept) also brings an https PUBLIC_URL (cookies Secure), so the file
// pays for two restarts, not three: each start of a server costs seconds of CPU.
test("the session cookie is Secure over https only, and a restart with the same password keeps the sessions", async () => {
  // The production build over http without PUBLIC_URL (a phone on the Wi-Fi): a Secure cookie would be dropped.
  const before = await signIn("correct-horse-battery");
  expect(before.secure).toEqual([false, false]);
  expect((await dashboardStatus(before.cookie)).status).toBe(200);

  await server.restart({ PUBLIC_URL: "https://slice.example" }); // same password
  expect((await dashboardStatus(before.cookie)).status).toBe(200);
  expect((await signIn("correct-horse-battery")).secure).toEqual([true, true]);
});

test("a new ADMIN_PASSWORD at the next start ends the sessions made before it", async () => {
  const { cookie } = await signIn("correct-horse-battery");
  expect((await dashboardStatus(cookie)).status).toBe(200);
  await server.restart({ ADMIN_PASSWORD: "a-brand-new-password" });
  const after = await dashboardStatus(cookie);
  expect(after.status).toBe(302);
  expect(after.location).toBe(`${ADMIN_PREFIX}/login`);
  expect((await signIn("a-brand-new-password")).cookie).toMatch(/^slice_admin=./);
});

test(`25 parallel wrong logins from one IP: at most ${LIMIT} answers 401, the rest 429 with Retry-After`, async () => {
  const answers = await Promise.all(
    Array.from({ length: 25 }, async (_, i) => {
      const res = await login("owner", `wrong-${i}`);
      return {
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        type: res.headers.get("content-type"),
        body: await res.text(),
      };
    }),
  );
  const unauthorised = answers.filter((a) => a.status === 401);
  const limited = answers.filter((a) => a.status === 429);
  expect(unauthorised.length).toBeLessThanOrEqual(LIMIT);
  expect(unauthorised.length + limited.length).toBe(25);
  for (const a of limited) {
    expect(Number(a.retryAfter)).toBeGreaterThan(0);
    expect(Number(a.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(a.type).toMatch(/text\/html/);
    expect(a.body).toContain("Too many failed logins");
  }

  // The right password waits too, a rotated X-Forwarded-For changes nothing (TRUST_PROXY=0), and the
  // client-side submission (single fetch .data) carries Retry-After as well.
  const right = await login("owner", "a-brand-new-password");
  expect(right.status).toBe(429);
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) {
    const spoofed = await login("owner", `wrong-xff-${i}`, { "X-Forwarded-For": `203.0.113.${i + 1}` });
    expect(spoofed.status).toBe(429);
  }
  const data = await fetch(`${server.url}${ADMIN_PREFIX}/login.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ username: "owner", password: "wrong-data" }),
  });
  await data.arrayBuffer();
  expect(Number(data.headers.get("retry-after"))).toBeGreaterThan(0);
});
