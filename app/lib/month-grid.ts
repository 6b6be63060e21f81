// The owner's order calendar as a month: which month a query names (?month=YYYY-MM), the weeks of its grid
// (Monday first, as Indian wall calendars mostly run), and what each day is marked with, in words as well as
// colour. Pure: runs in the browser and on the server, and is unit tested on its own.
import { addDays, daysBetween } from "./calendar-day";
import { lazy } from "./lazy";

const MONTH = /^(\d{4})-(\d{2})$/;

/** How far from this month the calendar goes either way: past orders for the books, the longest booking window ahead. */
export const MONTHS_AROUND = 36;

/** The month of a day: "2026-11" of "2026-11-29". */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months from `from` to `to` (negative when `to` is before). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm);
}

export type MonthRead = { month: string; invalid: null } | { month: string; invalid: string };

/**
 * The month a query asks for: `current` when none is given; a month written YYYY-MM within MONTHS_AROUND of
 * `current`; anything else is `invalid` (the message of a 400), with `current` to show instead.
 */
export function readMonth(value: string | null | undefined, current: string): MonthRead {
  const text = value?.trim() ?? "";
  if (text === "") return { month: current, invalid: null };
  const m = MONTH.exec(text);
  const real = m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
  if (!real) return { month: current, invalid: "The month must be written YYYY-MM, for example 2026-12." };
  if (Math.abs(monthsBetween(current, text)) > MONTHS_AROUND) {
    return { month: current, invalid: `The calendar shows ${MONTHS_AROUND} months either side of this one.` };
  }
  return { month: text, invalid: null };
}

/** The first and last day of a month. */
export function monthSpan(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return { first, last };
}

/** The weekday names the grid's columns carry, Monday first. */
export const GRID_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * The month's weeks, Monday to Sunday, each of seven cells: a day of the month, or null before the first and
 * after the last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthSpan(month);
  // getUTCDay counts from Sunday; the grid counts from Monday.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days = Array.from({ length: daysBetween(first, last) }, (_, i) => addDays(first, i));
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const MONTH_NAMES = {
  long: lazy(() => new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" })),
  short: lazy(() => new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" })),
};

/** "November 2026", or "Nov 2026" when `short`. */
export const formatMonth = (month: string, width: keyof typeof MONTH_NAMES = "long") =>
  MONTH_NAMES[width]().format(new Date(`${month}-01T00:00:00Z`));

/** What the owner needs to know of a day, for the grid's words and colour. */
export type DayFacts = {
  day: string;
  /** The orders the day can hold: 0 on a holiday or a closed day. */
  room: number;
  /** The orders on it that hold a place. */
  taken: number;
  /** The orders for it but the declined and cancelled ones, completed ones included: what a past day had. */
  had: number;
  /** Why the bakery does not bake that day, whatever the orders: a holiday or a weekday it closes. */
  rest: "holiday" | "weekday" | null;
  /** The owner's note on a holiday (why the bakery is closed), said with it; "" or absent: none. */
  holidayNote?: string;
};

export type DayMarkKind = "past" | "overbooked" | "holiday" | "closed" | "full" | "open";

export type DayMark = { kind: DayMarkKind; label: string };

/**
 * The mark of a day: over-booked (more orders than room, today or later) before anything else, since it needs
 * the owner's action; then a holiday, a closed day (a weekday the bakery closes, or a day set to take none), a
 * full day, or the room left. A past day says only how many it had.
 */
export function dayMark(d: DayFacts, today: string): DayMark {
  const count = (n: number) => (n === 1 ? "1 order" : `${n} orders`);
  // A past day's orders no longer hold a place once completed: it says how many it had.
  if (d.day < today) return { kind: "past", label: count(d.had) };
  const orders = count(d.taken);
  if (d.taken > d.room) {
    return { kind: "overbooked", label: `Over-booked: ${orders}, room for ${d.room === 0 ? "none" : d.room}` };
  }
  if (d.rest === "holiday") return { kind: "holiday", label: d.holidayNote ? `Holiday: ${d.holidayNote}` : "Holiday" };
  if (d.rest === "weekday" || d.room === 0) return { kind: "closed", label: "Closed" };
  if (d.taken >= d.room) return { kind: "full", label: `Full (${d.taken} of ${d.room})` };
  return { kind: "open", label: `${d.room - d.taken} of ${d.room} free` };
}
