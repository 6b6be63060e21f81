// The rendered-response cache over real sockets (app/server/http/response-cache.server.ts): two production
// server processes on one PostgreSQL database, both caching; writes through the /api and the admin screens
// are visible on the next GET in the process that wrote and within a second in the other, and so are the orders
// and order settings on the cached order form; admin sessions and
// flash messages bypass the cache; a forged Host never reaches another host's visitors; the CSP of a cached
// page still blocks an injected inline script while the page hydrates.
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { createCookie } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addDays, bakeryToday } from "#app/lib/orders";

const ADMIN_PREFIX = "/studio-7f3a9c2e"; // the default ADMIN_PREFIX the build uses
import { PrivateServer, SECRET } from "../e2e/support/private-server";

const TOKEN = "cache-e2e-api-token-0123456789";
const BASE_DB = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `slice_cache_e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
const dbUrl = (() => {
  const url = new URL(BASE_DB);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function adminQuery(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

// The insights writer flushes often here, so that a count is in the database soon after its request.
const serverEnv = { ADMIN_API_TOKEN: TOKEN, PUBLIC_URL: "", OUTBOX_DISABLED: "1", INSIGHTS_FLUSH_MS: "200" };
const a = new PrivateServer({ seedDemo: true, databaseUrl: dbUrl, env: serverEnv });
const b = new PrivateServer({ databaseUrl: dbUrl, env: serverEnv });

beforeAll(async () => {
  await adminQuery(BASE_DB, `CREATE DATABASE "${dbName}"`);
  await a.start(); // migrates and seeds first
  await b.start();
});

afterAll(async () => {
  await a.dispose();
  await b.dispose();
  await adminQuery(BASE_DB, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

async function text(server: PrivateServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  expect(response.status, `${server.url}${path}`).toBe(200);
  return { body: await response.text(), headers: response.headers };
}

/** GETs `path` twice (a miss then a hit) so that the cache holds it. */
async function warm(server: PrivateServer, path: string) {
  await text(server, path);
  const { headers } = await text(server, path);
  expect(headers.get("etag"), `${path} is cacheable`).toBeTruthy();
}

/** The next GET in the writing process shows the change; the other process shows it within one second. */
async function expectEverywhere(path: string, check: (body: string) => boolean, what: string) {
  expect(check((await text(a, path)).body), `${what}: next GET of ${path} in the process that wrote`).toBe(true);
  const deadline = Date.now() + 1_000;
  for (;;) {
    if (check((await text(b, path)).body)) break;
    expect(Date.now(), `${what}: ${path} in the other process within 1 s`).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A GET over node:http, which (unlike fetch) sends a Host header of our choosing, as an attacker's curl would. */
function rawGet(server: PrivateServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(server.url + path, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(a.url + path, { ...init, headers: { Authorization: `Bearer ${TOKEN}`, ...(init.headers ?? {}) } });

test("every /api write is visible on the next public GET, in both processes", async () => {
  const pages = ["/", "/offerings", "/api/offerings", "/api/products", "/sitemap.xml"];
  for (const server of [a, b]) for (const page of pages) await warm(server, page);

  // Offerings: create, rename, (products below), delete.
  let response = await api("/api/offerings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Cache Cookies" }),
  });
  expect(response.status).toBe(201);
  const offering = (await response.json()) as { id: string; slug: string };
  await expectEverywhere("/api/offerings", (b) => b.includes("Cache Cookies"), "POST /api/offerings");
  await expectEverywhere("/offerings", (b) => b.includes("Cache Cookies"), "POST /api/offerings");
  await warm(a, `/offerings/${offering.slug}`);
  await warm(b, `/offerings/${offering.slug}`);

  response = await api(`/api/offerings/${offering.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Cache Biscuits" }),
  });
  expect(response.status).toBe(200);
  await expectEverywhere(
    "/",
    (b) => b.includes("Cache Biscuits") && !b.includes("Cache Cookies"),
    "PUT /api/offerings/:id",
  );

  // Products: create (multipart), update, delete.
  const form = new FormData();
  form.set("title", "Cached Shortbread");
  form.set("price", "99");
  form.set("description", "Buttery.");
  form.set("category", offering.id);
  response = await api("/api/products", { method: "POST", body: form });
  expect(response.status).toBe(201);
  const product = (await response.json()) as { id: string };
  await expectEverywhere("/api/products", (b) => b.includes("Cached Shortbread"), "POST /api/products");
  await expectEverywhere("/offerings/cache-biscuits", (b) => b.includes("Cached Shortbread"), "POST /api/products");
  await warm(a, `/product/${product.id}`);
  await warm(b, `/product/${product.id}`);

  const update = new FormData();
  for (const [name, value] of form) update.set(name, value);
  update.set("title", "Cached Oat Shortbread");
  response = await api(`/api/products/${product.id}`, { method: "PUT", body: update });
  expect(response.status).toBe(200);
  await expectEverywhere(`/product/${product.id}`, (b) => b.includes("Cached Oat Shortbread"), "PUT /api/products/:id");

  response = await api(`/api/products/${product.id}`, { method: "DELETE" });
  expect(response.status).toBe(200);
  await expectEverywhere(
    "/offerings/cache-biscuits",
    (b) => !b.includes("Cached Oat Shortbread"),
    "DELETE /api/products/:id",
  );

  // Banners: delete the seeded ones, the home page's carousel changes.
  const banners = (await (await fetch(`${a.url}/api/banner`)).json()) as { id: string; image?: string }[];
  expect(banners.length).toBeGreaterThan(0);
  for (const banner of banners) expect((await api(`/api/banner/${banner.id}`, { method: "DELETE" })).status).toBe(200);
  await expectEverywhere("/api/banner", (b) => JSON.parse(b).length === 0, "DELETE /api/banner/:id");

  response = await api(`/api/offerings/${offering.id}`, { method: "DELETE" });
  expect(response.status).toBe(200);
  await expectEverywhere("/offerings", (b) => !b.includes("Cache Biscuits"), "DELETE /api/offerings/:id");
  await expectEverywhere("/sitemap.xml", (b) => !b.includes("cache-biscuits"), "DELETE /api/offerings/:id");
});

test("the cached order form follows orders and day settings in both processes", async () => {
  // A day far enough ahead that nothing on the page names it unless the calendar refuses it, and with no order.
  let day = "";
  for (let ahead = 30; !day; ahead++) {
    const candidate = addDays(bakeryToday(), ahead);
    const { rows } = await adminQuery(dbUrl, `SELECT count(*)::int AS n FROM "Order" WHERE "dateNeeded" = $1::date`, [
      candidate,
    ]);
    if (rows[0].n === 0 && !(await text(a, "/order-a-cake")).body.includes(candidate)) day = candidate;
  }
  for (const server of [a, b]) await warm(server, "/order-a-cake");
  const { headers } = await text(b, "/order-a-cake");
  expect(headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=/);

  // Written outside the app, as a script would: the triggers alone move the calendar, in both within a second.
  const refuses = (body: string) => body.includes(day);
  const withinASecond = async (check: (body: string) => boolean, what: string) => {
    const deadline = Date.now() + 1_000;
    for (const server of [a, b]) {
      while (!check((await text(server, "/order-a-cake")).body)) {
        expect(Date.now(), `${what}: ${server.url}/order-a-cake within 1 s`).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await adminQuery(dbUrl, `INSERT INTO "OrderDayOverride" ("day", "capacity") VALUES ($1::date, 0)`, [day]);
  await withinASecond(refuses, "a day closed");
  await adminQuery(dbUrl, `UPDATE "OrderDayOverride" SET "capacity" = 1 WHERE "day" = $1::date`, [day]);
  await withinASecond((body) => !refuses(body), "the day opened for one order");

  const response = await fetch(`${a.url}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      occasion: "Birthday",
      date: day,
      fulfilment: "pickup",
      pickupTime: "17:30",
      size: "1 kg",
      flavour: "Chocolate truffle",
      eggless: false,
      message: "",
      notes: "",
      name: "Asha Rao",
      phone: "+91 98450 12345",
      email: "asha@example.com",
    }),
  });
  expect(response.status).toBe(201);
  await expectEverywhere("/order-a-cake", refuses, "the day filled by an order");
});

/** A signed admin session cookie for a session row written into the shared database (what a login does). */
async function adminSession(): Promise<{ cookie: string; csrf: string }> {
  const id = randomBytes(32).toString("base64url");
  const csrf = randomBytes(24).toString("base64url");
  await adminQuery(
    dbUrl,
    `INSERT INTO "AdminSession" ("id", "csrfToken", "expiresAt") VALUES ($1, $2, now() + interval '30 minutes')`,
    [id, csrf],
  );
  const header = await createCookie("slice_admin", { secrets: [SECRET], path: "/" }).serialize(id);
  return { cookie: header.split(";")[0]!, csrf };
}

test("admin screen writes are visible on the next public GET, in both processes", async () => {
  const { cookie, csrf } = await adminSession();
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(`${a.url}${ADMIN_PREFIX}?index`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, ...fields }),
    });
    expect(response.status, JSON.stringify(fields)).toBe(303);
  };
  for (const server of [a, b]) for (const page of ["/", "/offerings", "/api/offerings"]) await warm(server, page);

  await post({ intent: "add-offering", name: "Screen Scones" });
  await expectEverywhere("/offerings", (b) => b.includes("Screen Scones"), "dashboard: add offering");
  const list = (await (await fetch(`${a.url}/api/offerings`)).json()) as { id: string; name: string }[];
  const id = list.find((o) => o.name === "Screen Scones")!.id;

  await post({ intent: "rename-offering", id, name: "Screen Muffins" });
  await expectEverywhere(
    "/",
    (b) => b.includes("Screen Muffins") && !b.includes("Screen Scones"),
    "dashboard: rename offering",
  );

  await post({ intent: "delete-offering", id, confirmed: "yes" });
  await expectEverywhere("/api/offerings", (b) => !b.includes("Screen Muffins"), "dashboard: delete offering");
});

test("an admin session or a flash message never gets a cached page, and never puts one into the cache", async () => {
  const { cookie } = await adminSession();
  await warm(a, "/about-us");
  const asAdmin = await text(a, "/about-us", { Cookie: cookie });
  expect(asAdmin.headers.get("etag"), "rendered for the admin, not from the cache").toBeNull();
  const withFlash = await text(a, "/about-us", { Cookie: "slice_flash=x" });
  expect(withFlash.headers.get("etag")).toBeNull();

  // A page first asked for by an admin: the admin's answer is not stored; the next visitor gets a fresh render.
  const fresh = `/search?query=admin-first-${Date.now()}`;
  expect((await text(a, fresh, { Cookie: cookie })).headers.get("etag")).toBeNull();
  expect((await text(a, fresh)).headers.get("etag")).toBeTruthy();

  // A form page: shared (and cached) while it shows no message; the message is shown once, to its visitor only,
  // even while the cache holds the page.
  await warm(a, "/contact-support");
  const cachedForm = await text(a, "/contact-support");
  expect(cachedForm.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=/);
  expect(cachedForm.headers.get("vary")).toMatch(/\bCookie\b/);
  const response = await fetch(`${a.url}/contact-support`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      fullName: "Asha",
      email: "asha@example.com",
      subject: "General Inquiry",
      message: "A question about cakes.",
    }),
  });
  expect(response.status).toBe(303);
  const flash = response.headers.get("set-cookie")!.split(";")[0]!;
  const shown = await text(a, "/contact-support", { Cookie: flash, "If-None-Match": cachedForm.headers.get("etag")! });
  // The message text follows the tone icon (an inline SVG).
  const message = /role="status"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)</.exec(shown.body)?.[1];
  expect(message, "the sender sees the thanks").toBeTruthy();
  expect(shown.headers.get("cache-control")).toBe("private, no-store");
  expect(shown.headers.get("etag")).toBeNull();
  const anonymous = await text(a, "/contact-support");
  expect(anonymous.body).not.toContain(message!);
  expect(anonymous.headers.get("etag")).toBe(cachedForm.headers.get("etag"));
});

test("a cached page is sent compressed as each client asks, the same bytes every way", async () => {
  const path = `/about-us?compressed=${Date.now()}`;
  const miss = await text(a, path, { "Accept-Encoding": "br" });
  expect(miss.headers.get("content-encoding"), "the miss, compressed on the fly").toBe("br");
  // Each coding's own tag: the identity bytes' tag with the coding inside the quotes.
  const identityTag = miss.headers.get("etag")!.replace(/-br"$/, '"');
  expect(miss.headers.get("etag")).not.toBe(identityTag);
  for (const encoding of ["br", "gzip", "identity", "br"]) {
    const hit = await text(a, path, { "Accept-Encoding": encoding });
    const tag = encoding === "identity" ? identityTag : identityTag.replace(/"$/, `-${encoding}"`);
    expect(hit.headers.get("etag"), `a hit, ${encoding}`).toBe(tag);
    expect(hit.headers.get("content-encoding") ?? "identity").toBe(encoding);
    expect(hit.body).toBe(miss.body);
  }
});

test("a visit is counted once for the owner's insights, from memory or rendered", async () => {
  const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
  const path = "/know-yourself";
  // Every view of the page so far (the demo content brings some): nothing else in this file visits it.
  const views = async () =>
    Number(
      (
        await adminQuery(
          dbUrl,
          `SELECT coalesce(sum("count"), 0) AS n FROM "InsightCount" WHERE "metric" = 'page' AND "subject" = $1`,
          [path],
        )
      ).rows[0].n,
    );
  const before = await views();
  const first = await text(a, path, { "User-Agent": person });
  const hit = await text(a, path, { "User-Agent": person });
  expect(hit.headers.get("etag"), "the second answer is the cached one").toBe(first.headers.get("etag"));
  // A browser revalidating its copy is a view too; a HEAD and a crawler's hit are not views.
  const revalidated = await fetch(a.url + path, {
    headers: { "User-Agent": person, Accept: "text/html", "If-None-Match": hit.headers.get("etag")! },
  });
  expect(revalidated.status).toBe(304);
  expect((await fetch(a.url + path, { method: "HEAD", headers: { "User-Agent": person } })).status).toBe(200);
  const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  await text(a, path, { "User-Agent": crawler });
  const deadline = Date.now() + 5_000;
  while ((await views()) < before + 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // Two flushes later nothing more has come: exactly three views.
  await new Promise((r) => setTimeout(r, 500));
  expect((await views()) - before).toBe(3);
});

test("a forged Host never reaches another host's visitors (PUBLIC_URL unset)", async () => {
  for (const order of [
    ["evil", "real"],
    ["real", "evil"],
  ]) {
    for (const who of order) {
      for (let i = 0; i < 2; i++) {
        const headers: Record<string, string> = who === "evil" ? { Host: "evil.example" } : {};
        const { body } = await rawGet(a, "/robots.txt", headers);
        if (who === "evil") expect(body).toContain("http://evil.example/sitemap.xml");
        else expect(body, `robots.txt for the real host (${order.join(" then ")})`).toContain(`${a.url}/sitemap.xml`);
      }
    }
    // Empty the caches between the two orders: a content statement bumps the version even when it changes no row.
    await adminQuery(dbUrl, `UPDATE "Offering" SET "updatedAt" = now() WHERE false`);
  }
  for (let i = 0; i < 2; i++) await rawGet(a, "/", { Host: "evil.example", "X-Forwarded-Host": "evil.example" });
  expect((await rawGet(a, "/")).body).not.toContain("evil.example");
});

test("with PUBLIC_URL set, a forged Host changes nothing", async () => {
  const c = new PrivateServer({ databaseUrl: dbUrl, env: { ...serverEnv, PUBLIC_URL: "https://slice.example" } });
  await c.start();
  try {
    const forged: Record<string, string>[] = [{ Host: "evil.example" }, {}, { "X-Forwarded-Host": "evil.example" }];
    for (const headers of forged) {
      const { body } = await rawGet(c, "/robots.txt", headers);
      expect(body).toContain("Sitemap: https://slice.example/sitemap.xml");
      expect(body).not.toContain("evil.example");
      expect((await rawGet(c, "/", headers)).body).not.toContain("evil.example");
    }
    expect(c.log).not.toContain("PUBLIC_URL is not set");
  } finally {
    await c.dispose();
  }
  expect(a.log).toContain("PUBLIC_URL is not set");
});
