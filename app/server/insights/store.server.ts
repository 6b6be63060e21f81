// Owner insights: the one module with the rules and queries of the anonymous daily counts.
// - Counting: `recordInsight` adds 1 to an in-memory buffer (no I/O on the request path); `flushInsights`
//   writes the buffer in batches as additive UPSERTs into daily rows, so several processes add up (the
//   background job `insightsJob` flushes every INSIGHTS_FLUSH_MS and once more on shutdown).
// - Retention: rows older than 13 months are deleted by the same job.
// - Reading: `insightsReport(range)` gives every figure of the admin screen and of GET /api/insights;
//   `insightsCsv(section, report)` the screen's CSV downloads. Every query reads the primary key
//   (metric, day, ...) or the day index.
// What is stored: a metric, a day, a path / product id / offering slug / normalised query, a shop or search
// source, a result count, and a count. Never an IP address, a User-Agent, a cookie or any other visitor data.
import type { PrismaClient } from "#app/generated/prisma/client";
import { DELIVERY_APP_KEYS, DELIVERY_APPS, perDeliveryApp, type DeliveryAppColumn } from "#app/lib/delivery-apps";
import type { ApiInsights, ApiInsightsProduct, ApiInsightsSearch } from "#app/lib/api-shapes";
import { csvLine } from "#app/lib/csv";
import {
  CSV_SECTIONS,
  dayList,
  dayOf,
  formatRate,
  isShopKey,
  normaliseQuery,
  type CsvSection,
  type DayRange,
  type InsightEvent,
  type SearchSource,
} from "#app/lib/insights";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { intervalJob, type BackgroundJob } from "../platform/interval-job.server";
import { isRecordId } from "../models/errors.server";
import { orderInsights } from "../models/orders.server";

/** "ran": a public page reported that it ran in a browser (PAGE_RAN_PATH); the other views are requests answered. */
export type InsightMetric = "page" | "product" | "offering" | "search" | "click" | "bot" | "ran" | InsightEvent;

type Key = { metric: InsightMetric; day: string; subject: string; detail: string; results: number };

/** Distinct rows the buffer holds at most between two flushes; beyond that new rows are dropped (and logged). */
export const MAX_BUFFERED_ROWS = 20_000;
/** Rows written per statement. */
const BATCH_ROWS = 1_000;
/** How long daily rows are kept. */
export const RETENTION_MONTHS = 13;

let buffer = new Map<string, { key: Key; count: number }>();
let droppedSince = 0;

function bufferAdd(key: Key, count: number) {
  const id = `${key.metric}\u0000${key.day}\u0000${key.subject}\u0000${key.detail}\u0000${key.results}`;
  const row = buffer.get(id);
  if (row) {
    row.count += count;
    return;
  }
  if (buffer.size >= MAX_BUFFERED_ROWS) {
    droppedSince += count;
    return;
  }
  buffer.set(id, { key, count });
}

/** Adds one to today's count of `metric` (memory only; written by the next flush). */
export function recordInsight(
  metric: InsightMetric,
  subject = "",
  detail = "",
  results = 0,
  now: Date | number = Date.now(),
): void {
  bufferAdd(
    {
      metric,
      day: dayOf(now),
      subject: subject.slice(0, 200),
      detail: detail.slice(0, 20),
      results: Math.max(0, Math.trunc(results)),
    },
    1,
  );
}

/** A search as typed: normalised; an empty query is not counted. */
export function recordSearch(rawQuery: string, source: SearchSource, results: number, now?: Date | number): void {
  const query = normaliseQuery(rawQuery);
  if (query !== "") recordInsight("search", query, source, results, now);
}

export function recordEvent(event: InsightEvent, now?: Date | number): void {
  recordInsight(event, "", "", 0, now);
}

/** Rows waiting for the next flush (tests, diagnostics). */
export function bufferedInsights(): number {
  return buffer.size;
}

export type InsightRow = Key & { count: number };

/** Adds `rows` into the daily rows (one statement per batch; several processes add up). */
export async function addInsightRows(rows: InsightRow[], prisma?: PrismaClient): Promise<void> {
  const client = prisma ?? (await db());
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    await client.$executeRaw`
      INSERT INTO "InsightCount" ("metric", "day", "subject", "detail", "results", "count")
      SELECT * FROM unnest(
        ${batch.map((r) => r.metric)}::text[],
        ${batch.map((r) => r.day)}::text[]::date[],
        ${batch.map((r) => r.subject)}::text[],
        ${batch.map((r) => r.detail)}::text[],
        ${batch.map((r) => r.results)}::int[],
        ${batch.map((r) => r.count)}::int[])
      ON CONFLICT ("metric", "day", "subject", "detail", "results")
      DO UPDATE SET "count" = "InsightCount"."count" + EXCLUDED."count"`;
  }
}

let flushing: Promise<number> | undefined;

/**
 * Writes what the buffer holds and empties it; returns the number of rows written. Counts that could not be
 * written (database away) go back into the buffer for the next flush. Never runs twice at once.
 */
export function flushInsights(): Promise<number> {
  flushing ??= writeBuffer().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function writeBuffer(): Promise<number> {
  if (droppedSince > 0) {
    console.warn(
      `[insights] ${droppedSince} counts dropped: more than ${MAX_BUFFERED_ROWS} distinct rows between two flushes.`,
    );
    droppedSince = 0;
  }
  if (buffer.size === 0) return 0;
  const taken = buffer;
  buffer = new Map();
  const rows = [...taken.values()].map(({ key, count }) => ({ ...key, count }));
  try {
    await addInsightRows(rows);
  } catch (error) {
    for (const { count, ...key } of rows) bufferAdd(key, count);
    throw error;
  }
  return rows.length;
}

/** Deletes the daily rows older than 13 months; returns how many. */
export async function deleteOldInsights(today: string = dayOf()): Promise<number> {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(y, m - 1 - RETENTION_MONTHS, d)).toISOString().slice(0, 10);
  return (await db()).$executeRaw`DELETE FROM "InsightCount" WHERE "day" < ${cutoff}::date`;
}

/**
 * The background job: flush every INSIGHTS_FLUSH_MS, a last flush on shutdown, and with `retention` (one process
 * of several is enough) the retention once an hour.
 */
export function insightsJob({ retention }: { retention: boolean }): BackgroundJob {
  let lastRetention = 0;
  const job = intervalJob("insights", env.INSIGHTS_FLUSH_MS, async () => {
    await flushInsights();
    if (retention && Date.now() - lastRetention > 3_600_000) {
      lastRetention = Date.now();
      await deleteOldInsights();
    }
  });
  return {
    name: job.name,
    start: job.start,
    stop: async () => {
      await job.stop();
      await flushInsights().catch((error) => console.error("[insights] last flush failed", error));
    },
  };
}

// ── Click-outs ────────────────────────────────────────────────────────────────────────────────────────────

/** The stored URL of a product's shop link (the only place /go/:productId/:shop redirects to), or null. */
export async function shopLinkTarget(productId: string, shop: string): Promise<string | null> {
  if (!isRecordId(productId) || !isShopKey(shop)) return null;
  const product = await (
    await db()
  ).product.findUnique({
    where: { id: productId },
    select: { zeptoUrl: true, instamartUrl: true, blinkitUrl: true } satisfies Record<DeliveryAppColumn, true>,
  });
  if (!product) return null;
  const url = product[DELIVERY_APPS.find((a) => a.key === shop)!.column];
  return url && /^https?:\/\//i.test(url) ? url : null;
}

// ── The report ───────────────────────────────────────────────────────────────────────────────────────────

const TOP = 10;
const TOP_SEARCHES = 20;
const DELETED = "(deleted product)";

const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Every figure of the admin screen and of GET /api/insights for the days from..to (both included). */
export async function insightsReport(range: DayRange): Promise<ApiInsights> {
  const prisma = await db();
  const { from, to } = range;
  const days = dayList(from, to);

  // Offering views only of offerings that exist, here and in the top pages below: an unknown slug is a 404 and
  // no longer counted, but rows counted before (made-up slugs, markup) and slugs of deleted or renamed offerings
  // name no page anyone saw, so they must not swell the totals or the daily visits either. The offerings table
  // is small: the IN list is read once per query.
  const perDay = await prisma.$queryRaw<{ metric: string; day: string; detail: string; count: number }[]>`
    SELECT "metric", to_char("day", 'YYYY-MM-DD') AS "day",
      CASE WHEN "metric" = 'click' THEN "detail" ELSE '' END AS "detail", sum("count")::int AS "count"
    FROM "InsightCount"
    WHERE "metric" IN ('page', 'product', 'offering', 'click', 'bot', 'ran', 'search', 'newsletter_started', 'newsletter_verified', 'contact', 'partner')
      AND ("metric" <> 'offering' OR "subject" IN (SELECT "slug" FROM "Offering"))
      AND "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1, 2, 3`;

  const pages = await prisma.$queryRaw<{ metric: string; subject: string; views: number }[]>`
    SELECT "metric", "subject", sum("count")::int AS "views"
    FROM "InsightCount"
    WHERE ("metric" = 'page' OR ("metric" = 'offering' AND "subject" IN (SELECT "slug" FROM "Offering")))
      AND "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`;

  const products = await prisma.$queryRaw<
    { productId: string; title: string | null; views: number; clickOuts: number }[]
  >`
    SELECT t."subject" AS "productId", p."title", t."views", t."clickOuts"
    FROM (
      SELECT "subject",
        sum("count") FILTER (WHERE "metric" = 'product')::int AS "views",
        sum("count") FILTER (WHERE "metric" = 'click')::int AS "clickOuts"
      FROM "InsightCount"
      WHERE "metric" IN ('product', 'click') AND "day" BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1
    ) t LEFT JOIN "Product" p ON p."id" = t."subject"
    ORDER BY coalesce(t."views", 0) DESC, coalesce(t."clickOuts", 0) DESC, t."subject"
    LIMIT 500`;

  const searches = await prisma.$queryRaw<
    { query: string; searches: number; fromDropdown: number; fromPage: number; results: number; none: number }[]
  >`
    SELECT "subject" AS "query", sum("count")::int AS "searches",
      coalesce(sum("count") FILTER (WHERE "detail" = 'dropdown'), 0)::int AS "fromDropdown",
      coalesce(sum("count") FILTER (WHERE "detail" = 'page'), 0)::int AS "fromPage",
      (array_agg("results" ORDER BY "day" DESC, "results"))[1] AS "results",
      coalesce(sum("count") FILTER (WHERE "results" = 0), 0)::int AS "none"
    FROM "InsightCount"
    WHERE "metric" = 'search' AND "day" BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1
    ORDER BY 2 DESC, 1
    LIMIT 1000`;

  // Per day figures, every day of the range present (0 when nothing was counted).
  const byDay = new Map<string, Record<string, number>>(days.map((d) => [d, {}]));
  const totals: Record<string, number> = {};
  for (const row of perDay) {
    const name = row.metric === "click" ? `click:${row.detail}` : row.metric;
    const slot = byDay.get(row.day);
    if (slot) slot[name] = (slot[name] ?? 0) + row.count;
    totals[name] = (totals[name] ?? 0) + row.count;
    if (row.metric === "click") totals.click = (totals.click ?? 0) + row.count;
  }
  const views = (slot: Record<string, number>) => (slot.page ?? 0) + (slot.product ?? 0) + (slot.offering ?? 0);

  const productRows: ApiInsightsProduct[] = products.map((p) => ({
    productId: p.productId,
    title: p.title ?? DELETED,
    views: p.views ?? 0,
    clickOuts: p.clickOuts ?? 0,
    rate: share(p.clickOuts ?? 0, p.views ?? 0),
  }));
  const toSearch = (s: (typeof searches)[number]): ApiInsightsSearch => ({
    query: s.query,
    searches: s.searches,
    fromDropdown: s.fromDropdown,
    fromPage: s.fromPage,
    results: s.results,
  });
  const noResults = searches
    .filter((s) => s.none > 0)
    .sort((a, b) => b.none - a.none || a.query.localeCompare(b.query))
    .slice(0, TOP_SEARCHES)
    .map((s) => ({
      ...toSearch(s),
      searches: s.none,
      fromDropdown: Math.min(s.fromDropdown, s.none),
      fromPage: Math.min(s.fromPage, s.none),
      results: 0,
    }));

  const orders = await orderInsights(range);
  const started = totals.newsletter_started ?? 0;
  const verified = totals.newsletter_verified ?? 0;
  return {
    from,
    to,
    totals: {
      views: (totals.page ?? 0) + (totals.product ?? 0) + (totals.offering ?? 0),
      botViews: totals.bot ?? 0,
      viewsThatRan: totals.ran ?? 0,
      clickOuts: totals.click ?? 0,
      searches: totals.search ?? 0,
      searchesWithoutResults: searches.reduce((n, s) => n + s.none, 0),
      newsletterStarted: started,
      newsletterVerified: verified,
      verificationRate: share(verified, started),
      contactMessages: totals.contact ?? 0,
      partnerMessages: totals.partner ?? 0,
    },
    visitsPerDay: days.map((day) => ({ day, views: views(byDay.get(day)!), ran: byDay.get(day)!.ran ?? 0 })),
    clickOutsPerDay: days.map((day) => {
      const slot = byDay.get(day)!;
      return { day, ...perDeliveryApp((a) => slot[`click:${a.key}`] ?? 0) };
    }),
    topPages: pages.map((p) => ({
      path: p.metric === "offering" ? `/offerings/${p.subject}` : p.subject,
      kind: p.metric === "offering" ? "offering" : "page",
      views: p.views,
    })),
    topProductsByViews: productRows.filter((p) => p.views > 0).slice(0, TOP),
    topProductsByClickOuts: [...productRows]
      .filter((p) => p.clickOuts > 0)
      .sort((a, b) => b.clickOuts - a.clickOuts || b.views - a.views || a.title.localeCompare(b.title))
      .slice(0, TOP),
    products: productRows,
    topSearches: searches.slice(0, TOP_SEARCHES).map(toSearch),
    noResultSearches: noResults,
    newsletterPerDay: days.map((day) => {
      const slot = byDay.get(day)!;
      return { day, started: slot.newsletter_started ?? 0, verified: slot.newsletter_verified ?? 0 };
    }),
    orders,
  };
}

const FUNNEL_CSV: Record<string, string> = {
  requested: "requested",
  quoted: "quoted",
  confirmed: "confirmed",
  completed: "completed",
  declinedOrCancelled: "declined_or_cancelled",
};

/** One section of a report as CSV lines (a header line first). */
export async function* insightsCsv(section: CsvSection, report: ApiInsights): AsyncGenerator<string> {
  const n = (v: number) => String(v);
  switch (section) {
    case "visits":
      yield csvLine(["day", "views", "ran_in_browser"]);
      for (const r of report.visitsPerDay) yield csvLine([r.day, n(r.views), n(r.ran)]);
      return;
    case "click-outs":
      yield csvLine(["day", ...DELIVERY_APP_KEYS, "total"]);
      for (const r of report.clickOutsPerDay) {
        const clicks = DELIVERY_APP_KEYS.map((key) => r[key]);
        yield csvLine([r.day, ...clicks.map(n), n(clicks.reduce((a, b) => a + b, 0))]);
      }
      return;
    case "products":
      yield csvLine(["product_id", "title", "views", "click_outs", "rate"]);
      for (const r of report.products)
        yield csvLine([r.productId, r.title, n(r.views), n(r.clickOuts), r.rate === null ? "" : formatRate(r.rate)]);
      return;
    case "pages":
      yield csvLine(["path", "kind", "views"]);
      for (const r of report.topPages) yield csvLine([r.path, r.kind, n(r.views)]);
      return;
    case "searches":
    case "no-results": {
      yield csvLine(["query", "searches", "from_dropdown", "from_page", "results"]);
      const rows = section === "searches" ? report.topSearches : report.noResultSearches;
      for (const r of rows) yield csvLine([r.query, n(r.searches), n(r.fromDropdown), n(r.fromPage), n(r.results)]);
      return;
    }
    case "newsletter":
      yield csvLine(["day", "started", "verified"]);
      for (const r of report.newsletterPerDay) yield csvLine([r.day, n(r.started), n(r.verified)]);
      return;
    case "order-funnel":
      yield csvLine(["step", "orders"]);
      for (const [step, value] of Object.entries(report.orders.funnel)) yield csvLine([FUNNEL_CSV[step]!, n(value)]);
      return;
    case "order-occasions":
      yield csvLine(["occasion", "orders"]);
      for (const r of report.orders.byOccasion) yield csvLine([r.occasion, n(r.orders)]);
      return;
    case "order-sizes":
      yield csvLine(["size", "orders"]);
      for (const r of report.orders.bySize) yield csvLine([r.size, n(r.orders)]);
      return;
  }
}

export const csvSectionTitle = (section: CsvSection) => CSV_SECTIONS[section];
