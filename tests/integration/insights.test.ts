// Owner insights: counting where requests are answered (a real HTTP server with the server's own
// hook), bots counted apart, DNT and GPC honoured, the /go redirect (only the product's stored URL, 404s),
// the additive flush, the aggregates over a seeded history, the admin screen's loader and CSV, the API's shape
// and 401, the public forms' counts, retention.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "insights-test-token-0123456789abcdef";
});

import { apiInsightsSchema } from "#app/lib/api-shapes";
import { addDays, dayOf } from "#app/lib/insights";
import { loader as insightsCsvLoader } from "#app/routes/admin/insights-csv";
import { loader as insightsLoader } from "#app/routes/admin/insights";
import { loader as goLoader } from "#app/routes/resources/go";
import { submitContact } from "#app/server/forms/contact.server";
import { jsonInput } from "#app/server/forms/pipeline.server";
import { answerPageRan, countingSlotOf, countWhenFinished, openCount } from "#app/server/insights/counting.server";
import { PAGE_RAN_PATH } from "#app/lib/page-ran";
import {
  addInsightRows,
  bufferedInsights,
  deleteOldInsights,
  flushInsights,
  insightsReport,
  recordInsight,
} from "#app/server/insights/store.server";
import { seedInsightsHistory } from "#app/server/seed/insights-history.server";
import { createOffering } from "#app/server/models/offerings.server";
import { createProduct } from "#app/server/models/products.server";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { authorization, call } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { SAMPLE_CONTACT } from "#tests/helpers/forms";
import { sendJson } from "#tests/helpers/requests";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Everything stored, as "metric|subject|detail|results=count" lines (today's rows only unless `all`). */
async function stored(all = false): Promise<string[]> {
  await flushInsights();
  const rows = await (
    await db()
  ).$queryRaw<{ metric: string; subject: string; detail: string; results: number; count: number; day: string }[]>`
    SELECT "metric", "subject", "detail", "results", "count", to_char("day", 'YYYY-MM-DD') AS "day" FROM "InsightCount" ORDER BY 1, 2, 3, 4`;
  return rows
    .filter((r) => all || r.day === dayOf())
    .map((r) => `${r.metric}|${r.subject}|${r.detail}|${r.results}=${r.count}`);
}

// A server shaped like the real one: the counting hook first, then an answer chosen by the path (as the cache
// or React Router would give it). A search's result count goes into the request's counting slot, as the search
// loader (through the load context) or a cache hit (from its entry) puts it there.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerPageRan(req, res)) return;
    // As the pipeline does for an answer that is not a cache hit: decided first, counted when it ends.
    openCount(req);
    countWhenFinished(req, res);
    const path = new URL(req.url ?? "/", "http://h").pathname;
    if (req.headers["if-none-match"]) {
      if (path.startsWith("/search")) countingSlotOf(req)!.searchResults = 2;
      res.writeHead(304, { ETag: '"x"' }).end();
    } else if (path === "/missing" || path === "/product/unknown" || path.startsWith("/offerings/nope")) {
      res.writeHead(404, { "Content-Type": "text/html" }).end("not found");
    } else if (path.startsWith("/go/")) {
      res.writeHead(303, { Location: "https://shop.example/" }).end();
    } else if (path === "/search" || path === "/search.data") {
      countingSlotOf(req)!.searchResults = new URL(req.url!, "http://h").searchParams.get("query") === "zzz" ? 0 : 3;
      res.writeHead(200, ["Content-Type", "text/html"]);
      res.end("results");
    } else if (path.endsWith(".data")) {
      res.writeHead(200, { "Content-Type": "text/x-script" }).end("data");
    } else if (path === "/logo.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end("png");
    } else {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end("<html></html>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await flushInsights();
  await resetDatabase();
});

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { "user-agent": PERSON, ...headers }, redirect: "manual" }).then((r) => r.text());

describe("counting where requests are answered", () => {
  it("counts pages, products, offerings, searches and click-outs; nothing else", async () => {
    await visit("/");
    await visit("/about-us");
    await visit("/about-us/");
    await visit("/product/p1");
    await visit("/product/p1.data", { referer: `${base}/offerings/cakes` });
    await visit("/offerings/cakes");
    await visit("/search?query=%20Croissant%20%20Roll");
    await visit("/search.data?query=zzz&from=dropdown&_routes=routes%2Fpublic%2Fsearch");
    await visit("/go/p1/zepto");
    // Not counted: 404s, files, /api, admin pages, HEAD, unknown shops, a revalidation, a prefetch.
    await visit("/missing");
    await visit("/product/unknown");
    // An offering that does not exist is the 404 page (routes/public/offering.tsx): no count, whatever the slug.
    await visit("/offerings/nope");
    await visit("/offerings/nope.data");
    await visit("/logo.png");
    await visit("/api/products");
    await visit(`${PREFIX}/insights`);
    await fetch(`${base}/about-us`, { method: "HEAD", headers: { "user-agent": PERSON } });
    await visit("/go/p1/amazon");
    await visit("/about-us.data", { referer: `${base}/about-us` });
    await visit("/about-us.data", { referer: `${base}/about-us?utm_source=newsletter&fbclid=IwAR0x` });
    await visit("/blog", { "sec-purpose": "prefetch" });
    // A browser revalidating its copy (304): a page view when it asked for a page; a search with its count.
    await visit("/about-us", { "if-none-match": '"x"', accept: "text/html,application/xhtml+xml" });
    await visit("/offerings/cakes.data", { "if-none-match": '"x"' });
    await visit("/search?query=bun", { "if-none-match": '"x"', accept: "text/html" });
    await visit("/logo.svg", { "if-none-match": '"x"', accept: "image/avif,image/webp,*/*" });
    expect(await stored()).toEqual([
      "click|p1|zepto|0=1",
      "offering|cakes||0=2",
      "page|/||0=1",
      "page|/about-us||0=3",
      "product|p1||0=2",
      "search|bun|page|2=1",
      "search|croissant roll|page|3=1",
      "search|zzz|dropdown|0=1",
    ]);
  });

  it("counts the beacon of a page that ran in a browser, only from this site's own page, for a person", async () => {
    const ran = (headers: Record<string, string> = {}, body?: string) =>
      fetch(base + PAGE_RAN_PATH, {
        method: "POST",
        body,
        headers: { "user-agent": PERSON, "sec-fetch-site": "same-origin", ...headers },
      });
    expect((await ran()).status).toBe(204);
    expect((await ran()).headers.get("cache-control")).toBe("no-store");
    // Not counted, still answered: another site's page, a script without fetch metadata, a bot, Do Not Track, GPC.
    expect((await ran({ "sec-fetch-site": "cross-site" })).status).toBe(204);
    expect((await fetch(base + PAGE_RAN_PATH, { method: "POST", headers: { "user-agent": PERSON } })).status).toBe(204);
    expect((await ran({ "user-agent": GOOGLEBOT })).status).toBe(204);
    expect((await ran({ dnt: "1" })).status).toBe(204);
    expect((await ran({ "sec-gpc": "1" })).status).toBe(204);
    // A body is refused; a GET is not the beacon (here the stub answers it like any page).
    expect((await ran({}, "x".repeat(5000))).status).toBe(413);
    expect(await stored()).toEqual(["ran|||0=2"]);
  });

  it("counts bots apart and honours Do Not Track and Global Privacy Control", async () => {
    await visit("/", { "user-agent": GOOGLEBOT });
    await visit("/go/p1/zepto", { "user-agent": GOOGLEBOT });
    await visit("/search?query=cake", { "user-agent": "curl/8.5.0" });
    await visit("/", { "user-agent": "" });
    await visit("/", { dnt: "1" });
    await visit("/product/p1", { "sec-gpc": "1" });
    await visit("/search?query=cake", { dnt: "1" });
    await visit("/go/p1/zepto", { "sec-gpc": "1" });
    await visit("/", { dnt: "0" });
    expect(await stored()).toEqual(["bot|||0=4", "page|/||0=1"]);
  });

  it("stores no IP address and no User-Agent", async () => {
    await visit("/", { "user-agent": `${PERSON} unique-marker-123`, "x-forwarded-for": "198.51.100.9" });
    const text = JSON.stringify(await stored(true));
    expect(text).not.toContain("unique-marker");
    expect(text).not.toContain("198.51.100.9");
    expect(text).not.toContain("127.0.0.1");
  });
});

describe("the buffer and the flush", () => {
  it("adds counts into daily rows (several processes, several flushes add up)", async () => {
    for (let i = 0; i < 3; i++) recordInsight("product", "p9");
    expect(bufferedInsights()).toBe(1);
    expect(await flushInsights()).toBe(1);
    expect(bufferedInsights()).toBe(0);
    recordInsight("product", "p9");
    await flushInsights();
    // Another process's flush: the same statement, its own counts.
    await addInsightRows([{ metric: "product", day: dayOf(), subject: "p9", detail: "", results: 0, count: 10 }]);
    expect(await stored()).toEqual(["product|p9||0=14"]);
    expect(await flushInsights()).toBe(0);
  });

  it("keeps the counts when the database refuses the write, and writes them at the next flush", async () => {
    recordInsight("page", "/kept");
    const prisma = await db();
    const spy = vi.spyOn(prisma, "$executeRaw").mockRejectedValueOnce(new Error("database away"));
    await expect(flushInsights()).rejects.toThrow("database away");
    spy.mockRestore();
    expect(bufferedInsights()).toBe(1);
    await flushInsights();
    expect(await stored()).toEqual(["page|/kept||0=1"]);
  });

  it("retention deletes rows older than 13 months, keeps the rest", async () => {
    const today = "2026-11-25";
    await addInsightRows([
      { metric: "page", day: "2025-10-24", subject: "/", detail: "", results: 0, count: 1 },
      { metric: "page", day: "2025-10-25", subject: "/", detail: "", results: 0, count: 2 },
      { metric: "page", day: "2026-11-25", subject: "/", detail: "", results: 0, count: 3 },
    ]);
    expect(await deleteOldInsights(today)).toBe(1);
    expect((await stored(true)).length).toBe(2);
  });
});

async function shopProduct() {
  const offering = await createOffering("Pastries");
  return createProduct(
    {
      title: "Butter Croissant",
      price: 95,
      description: "Flaky.",
      category: offering.id,
      shoppingLinks: JSON.stringify({ zepto: "https://www.zeptonow.com/pn/butter-croissant" }),
    },
    [],
  );
}

describe("GET /go/:productId/:shop", () => {
  it("redirects 303 to the product's stored URL only; anything else is a 404", async () => {
    const product = await shopProduct();
    const go = (productId: string, shop: string, query = "") =>
      run(goLoader, new Request(`http://localhost/go/${productId}/${shop}${query}`), { productId, shop });
    const ok = await go(product.id, "zepto", "?url=https://evil.example/&to=https://evil.example/");
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("https://www.zeptonow.com/pn/butter-croissant");
    expect(ok.headers.get("cache-control")).toContain("no-store");
    expect((await go(product.id, "blinkit")).status).toBe(404); // no link stored for that shop
    expect((await go(product.id, "amazon")).status).toBe(404);
    expect((await go("cnotaproduct0000000000000", "zepto")).status).toBe(404);
    expect((await go("../../etc", "zepto")).status).toBe(404);
  });
});

describe("offering views in the report", () => {
  it("lists only offerings that exist, whatever rows were counted before", async () => {
    await createOffering("Pastries");
    for (const slug of ["pastries", "pastries", "nope-1", "<script>alert(1)</script>"]) recordInsight("offering", slug);
    await flushInsights();
    const today = dayOf();
    const report = await insightsReport({ from: today, to: today });
    expect(report.topPages.filter((p) => p.kind === "offering")).toEqual([
      { path: "/offerings/pastries", kind: "offering", views: 2 },
    ]);
  });

  it("counts only offerings that exist in the total views and in the day's visits", async () => {
    await createOffering("Pastries");
    const today = dayOf();
    const yesterday = addDays(today, -1);
    const row = { metric: "offering" as const, day: yesterday, detail: "", results: 0 };
    await addInsightRows([
      { ...row, subject: "pastries", count: 3 },
      { ...row, subject: "nope-1", count: 40 },
      { ...row, subject: "<script>alert(1)</script>", count: 500 },
      { ...row, metric: "page", subject: "/", count: 2 },
    ]);
    const report = await insightsReport({ from: yesterday, to: today });
    expect(report.totals.views).toBe(5);
    expect(report.visitsPerDay).toEqual([
      { day: yesterday, views: 5, ran: 0 },
      { day: today, views: 0, ran: 0 },
    ]);
  });
});

describe("the report, the screen, the CSV and the API", () => {
  async function seeded() {
    const product = await shopProduct();
    await seedInsightsHistory(await db(), [{ id: product.id }], ["pastries"]);
    return product;
  }

  it("aggregates a seeded history: every day present, totals adding up, rates", async () => {
    const product = await seeded();
    const today = dayOf();
    const report = await insightsReport({ from: addDays(today, -89), to: today });
    expect(apiInsightsSchema.parse(report)).toEqual(report);
    expect(report.visitsPerDay).toHaveLength(90);
    expect(report.visitsPerDay.at(-1)).toEqual({ day: today, views: 0, ran: 0 });
    expect(report.totals.views).toBe(report.visitsPerDay.reduce((n, d) => n + d.views, 0));
    // Most demo views ran in a browser; never more than were served, day by day.
    expect(report.totals.viewsThatRan).toBe(report.visitsPerDay.reduce((n, d) => n + d.ran, 0));
    expect(report.totals.viewsThatRan).toBeGreaterThan(report.totals.views * 0.8);
    for (const d of report.visitsPerDay) expect(d.ran).toBeLessThanOrEqual(d.views);
    expect(report.totals.views).toBeGreaterThan(1000);
    const clicks = report.clickOutsPerDay.reduce((n, d) => n + d.zepto + d.instamart + d.blinkit, 0);
    expect(report.totals.clickOuts).toBe(clicks);
    expect(report.topProductsByViews[0]!.productId).toBe(product.id);
    expect(report.topProductsByViews[0]!.title).toBe("Butter Croissant");
    const p = report.products[0]!;
    expect(p.rate).toBeCloseTo(p.clickOuts / p.views);
    expect(report.topSearches.length).toBeGreaterThan(5);
    expect(report.noResultSearches.map((s) => s.query)).toContain("cupcakes");
    expect(report.noResultSearches.every((s) => s.results === 0)).toBe(true);
    expect(report.totals.verificationRate).toBeCloseTo(
      report.totals.newsletterVerified / report.totals.newsletterStarted,
    );
    expect(report.topPages[0]).toEqual({ path: "/", kind: "page", views: expect.any(Number) });
    expect(report.topPages).toContainEqual({
      path: "/offerings/pastries",
      kind: "offering",
      views: expect.any(Number),
    });

    // A click-out recorded today shows in today's figures once flushed.
    recordInsight("click", product.id, "zepto");
    recordInsight("search", "gluten free croissant", "page", 0);
    await flushInsights();
    const week = await insightsReport({ from: addDays(today, -6), to: today });
    expect(week.clickOutsPerDay.at(-1)).toEqual({ day: today, zepto: 1, instamart: 0, blinkit: 0 });
    expect(week.noResultSearches.map((s) => s.query)).toContain("gluten free croissant");
  });

  it("the admin screen's loader gives the report for ?days= (7, 30, 90; anything else 30), admin only", async () => {
    await seeded();
    const { cookie } = await signIn();
    const screen = await run(
      insightsLoader,
      new Request(`http://localhost${PREFIX}/insights?days=7`, { headers: { cookie } }),
    );
    const data = screen.data as { days: number; report: { visitsPerDay: unknown[] } };
    expect(data.days).toBe(7);
    expect(data.report.visitsPerDay).toHaveLength(7);
    // Today is the last day (counted so far), and the totals come with those of the 7 days before.
    const full = screen.data as {
      today: string;
      report: { to: string; totals: { views: number } };
      previous: { views: number };
    };
    expect(full.today).toBe(dayOf());
    expect(full.report.to).toBe(full.today);
    const before = await insightsReport({ from: addDays(dayOf(), -13), to: addDays(dayOf(), -7) });
    expect(full.previous).toEqual(before.totals);
    expect(full.previous.views).toBeGreaterThan(0);
    const odd = await run(
      insightsLoader,
      new Request(`http://localhost${PREFIX}/insights?days=abc`, { headers: { cookie } }),
    );
    expect((odd.data as { report: { visitsPerDay: unknown[] } }).report.visitsPerDay).toHaveLength(30);
    const anonymous = await run(insightsLoader, new Request(`http://localhost${PREFIX}/insights`));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/login");
  });

  it("the CSV: one section per chart, an unknown section is a 400, admin only", async () => {
    await seeded();
    const { cookie } = await signIn();
    const csv = await run(
      insightsCsvLoader,
      new Request(`http://localhost${PREFIX}/insights.csv?section=no-results&days=90`, { headers: { cookie } }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = String(csv.data).trim().split("\r\n");
    expect(lines[0]).toBe("query,searches,from_dropdown,from_page,results");
    expect(lines.some((l) => l.startsWith("cupcakes,"))).toBe(true);
    const visits = await run(
      insightsCsvLoader,
      new Request(`http://localhost${PREFIX}/insights.csv?section=visits&days=7`, { headers: { cookie } }),
    );
    expect(String(visits.data).trim().split("\r\n")).toHaveLength(8);
    expect(String(visits.data).split("\r\n")[0]).toBe("day,views,ran_in_browser");
    const bad = await run(
      insightsCsvLoader,
      new Request(`http://localhost${PREFIX}/insights.csv?section=secrets`, { headers: { cookie } }),
    );
    expect(bad.status).toBe(400);
    const anonymous = await run(
      insightsCsvLoader,
      new Request(`http://localhost${PREFIX}/insights.csv?section=visits`),
    );
    expect(anonymous.status).toBe(302);
  });

  it("GET /api/insights: the screen's figures for the admin (token or session), 401 otherwise, 400 for bad dates", async () => {
    await seeded();
    const today = dayOf();
    const from = addDays(today, -29);
    const answer = await call("GET", `/api/insights?from=${from}&to=${today}`, { headers: authorization() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = apiInsightsSchema.parse(await answer.json());
    expect(body).toEqual(await insightsReport({ from, to: today }));

    const { cookie } = await signIn();
    expect((await call("GET", "/api/insights", { headers: { cookie, "sec-fetch-site": "same-origin" } })).status).toBe(
      200,
    );

    const anonymous = await call("GET", "/api/insights");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });
    expect(
      (await call("GET", "/api/insights", { headers: authorization("wrong-token-0123456789abcdef") })).status,
    ).toBe(401);

    for (const query of [
      "from=2026-02-30",
      "to=yesterday",
      "from=2026-11-25&to=2026-11-01",
      "from=2024-01-01&to=2026-01-01",
      "from=2026-1-5",
    ]) {
      const bad = await call("GET", `/api/insights?${query}`, { headers: authorization() });
      expect(bad.status, query).toBe(400);
      expect(await bad.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await (await call("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths["/api/insights"]?.get?.security).toBeTruthy();
    expect(doc.components.schemas.Insights).toBeTruthy();
  });
});

describe("the public forms' counts", () => {
  it("a message sent counts as contact, unless DNT, GPC or a bot", async () => {
    const body = SAMPLE_CONTACT;
    const send = (headers: Record<string, string>, ip: string) =>
      submitContact(ip, () => jsonInput(sendJson("/api/contact", body, "POST", headers)));
    expect((await send({ "user-agent": PERSON }, "203.0.113.50")).outcome.kind).toBe("ok");
    expect((await send({ "user-agent": PERSON, dnt: "1" }, "203.0.113.51")).outcome.kind).toBe("ok");
    expect((await send({ "user-agent": PERSON, "sec-gpc": "1" }, "203.0.113.52")).outcome.kind).toBe("ok");
    expect((await send({ "user-agent": GOOGLEBOT }, "203.0.113.53")).outcome.kind).toBe("ok");
    expect(await stored()).toEqual(["contact|||0=1"]);
  });
});
