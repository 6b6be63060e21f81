// Owner insights: the pure rules shared by the counting, the admin screen and GET /api/insights:
// days in the bakery's time zone, date ranges, search query normalisation, the shops and the CSV sections.
// Runs in the browser and on the server (no Node APIs, no Zod).
import { addDays, dayRange, daysBetween, isCalendarDay } from "./calendar-day";
import { DELIVERY_APPS, type DeliveryAppKey } from "./delivery-apps";
import { lazy } from "./lazy";
import { BAKERY_TIME_ZONE } from "./site-config";
import { formatNumber } from "./numbers";

export { addDays, daysBetween };

/** The longest range a report covers (the stored history is 13 months). */
export const MAX_RANGE_DAYS = 400;

/** The screen's choices. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

/** The shop links a product can carry, in the product page's order, with their names. */
export const SHOPS = DELIVERY_APPS;
export type ShopKey = DeliveryAppKey;

export function isShopKey(value: string): value is ShopKey {
  return SHOPS.some((s) => s.key === value);
}

/** Where a search was typed: the header's dropdown or the /search page (also the no-JS form). */
export type SearchSource = "dropdown" | "page";

/** The events counted besides views, searches and click-outs. */
export const INSIGHT_EVENTS = ["newsletter_started", "newsletter_verified", "contact", "partner"] as const;
export type InsightEvent = (typeof INSIGHT_EVENTS)[number];

/** The longest normalised query kept (the search itself reads at most 100 characters). */
export const MAX_QUERY_LENGTH = 100;

/**
 * A search as counted: Unicode-normalised (NFKC), lower case, inner whitespace collapsed to one space, trimmed,
 * at most 100 characters; "" means nothing to count.
 */
export function normaliseQuery(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\p{C}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", { timeZone: BAKERY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }),
);

/** The last minute formatted and its day: every request counted asks, and Intl's time-zone formatting is slow. */
let lastDay = { minute: Number.NaN, day: "" };

/**
 * The day (YYYY-MM-DD, India time) of an instant. Remembered per minute: time zones' offsets are whole minutes, so
 * all of one minute lies in one day.
 */
export function dayOf(instant: Date | number = Date.now()): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayFormat().format(ms) };
  return lastDay.day;
}

/**
 * True for a real calendar day written YYYY-MM-DD (the one rule, calendar-day.ts) in the years 2000 to 2999:
 * Insights counts nothing before the site existed, and a range there would only be empty.
 */
export function isDay(value: string): boolean {
  return isCalendarDay(value) && value >= "2000-01-01" && value <= "2999-12-31";
}

/** Every day of a range, oldest first (a report covers at most MAX_RANGE_DAYS). */
export function dayList(from: string, to: string): string[] {
  return dayRange(from, to, MAX_RANGE_DAYS);
}

export type DayRange = { from: string; to: string };

/** The last `days` days, today included. */
export function lastDays(days: number, today: string = dayOf()): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The screen's ?days= (7, 30 or 90; anything else is the default, 30). */
export function parsePreset(value: string | null): RangePreset {
  const n = Number(value);
  return (RANGE_PRESETS as readonly number[]).includes(n) ? (n as RangePreset) : DEFAULT_PRESET;
}

export type RangeParse = { ok: true; range: DayRange } | { ok: false; message: string };

/**
 * GET /api/insights?from=&to=: both YYYY-MM-DD days, `from` not after `to`, at most 400 days. Without `from`
 * and `to`, the last 30 days; with only `to`, the 30 days ending then; with only `from`, from then to today.
 */
export function parseRange(from: string | null, to: string | null, today: string = dayOf()): RangeParse {
  const f = from?.trim() ?? "";
  const t = to?.trim() ?? "";
  if (f !== "" && !isDay(f)) return { ok: false, message: "from must be a date written YYYY-MM-DD." };
  if (t !== "" && !isDay(t)) return { ok: false, message: "to must be a date written YYYY-MM-DD." };
  const end = t || (f && f > today ? f : today);
  const start = f || addDays(end, -(DEFAULT_PRESET - 1));
  if (start > end) return { ok: false, message: "from must not be after to." };
  if (daysBetween(start, end) > MAX_RANGE_DAYS)
    return { ok: false, message: `The range must not be longer than ${MAX_RANGE_DAYS} days.` };
  return { ok: true, range: { from: start, to: end } };
}

/** The CSV downloads of the screen, one per chart: ?section= of {admin_prefix}/insights.csv. */
export const CSV_SECTIONS = {
  visits: "Visits per day",
  "click-outs": "Click-outs per day per shop",
  products: "Products: views, click-outs and rate",
  pages: "Top pages",
  searches: "Top searches",
  "no-results": "Searches with no results",
  newsletter: "Newsletter sign-ups per day",
  "order-funnel": "Cake orders: the funnel",
  "order-occasions": "Cake orders by occasion",
  "order-sizes": "Cake orders by size",
} as const;
export type CsvSection = keyof typeof CSV_SECTIONS;

export function isCsvSection(value: string | null): value is CsvSection {
  return value !== null && Object.hasOwn(CSV_SECTIONS, value);
}

/** A rate as a percentage with one decimal ("12.5%"), "–" when nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? "–" : `${(rate * 100).toFixed(1)}%`;
}

/** The range of the same length just before `range` (what its figures are compared with). */
export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/**
 * A figure against the same figure of the period before, in words: "+12 % on the previous 7 days",
 * "−40 % on the previous 30 days", "same as the previous 7 days", "up from 0 in the previous 7 days",
 * "none in the previous 7 days either".
 */
export function comparedWith(current: number, previous: number, days: number): string {
  const period = `the previous ${days} days`;
  if (previous === 0) return current === 0 ? `none in ${period} either` : `up from 0 in ${period}`;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return `same as ${period}`;
  // U+2212, the minus sign: a hyphen reads as a dash in "−40 %".
  return `${change > 0 ? "+" : "\u2212"}${formatNumber(Math.abs(change))} % on ${period}`;
}
