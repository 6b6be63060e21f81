// Calendar days written YYYY-MM-DD: the one rule every date the site reads goes through (orders, the owner's
// filters, holidays, day overrides, the production list, Insights), and the day arithmetic on them. A day is
// kept only when PostgreSQL can store it as a date and JavaScript prints it back the same way: years 0001 to
// 9999. Year 0000 does not exist for PostgreSQL (1 BC comes before 1 AD), and the day after 9999-12-31 prints as
// "+010000-01", which sorts before "9999-12-31" as text, so a loop "while day <= last" would never end.
// Runs in the browser and on the server (no Node APIs, no Zod).

export const FIRST_DAY = "0001-01-01";
export const LAST_DAY = "9999-12-31";

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message for a date that is not such a day (a field's own message may replace it). */
export const CALENDAR_DAY_MESSAGE = "must be a real day written YYYY-MM-DD, from the year 0001 to 9999.";

/** A real calendar day written YYYY-MM-DD in the years 0001 to 9999 (2026-02-30 and 0000-01-01 are not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, Number(m[2]) - 1, Number(m[3]));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3])
  );
}

export type DayRead = { day: string | null; invalid: null } | { day: null; invalid: string };

/**
 * A query's day: `day` null when it was not given (absent or blank) and the day when it is one; otherwise
 * `invalid`, the message of a 400 naming the parameter.
 */
export function readDay(value: string | null | undefined, name: string): DayRead {
  const text = value?.trim() ?? "";
  if (text === "") return { day: null, invalid: null };
  return isCalendarDay(text) ? { day: text, invalid: null } : { day: null, invalid: `${name} ${CALENDAR_DAY_MESSAGE}` };
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day` (n may be negative). Only for days and results within 0001 to 9999. */
export function addDays(day: string, n: number): string {
  return new Date(toTime(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1);
}

/**
 * Every day from `from` to `to`, both included, counted rather than compared as text, and never more than `max`
 * of them: a caller that asks for too many gets an error, not a loop that holds the process.
 */
export function dayRange(from: string, to: string, max: number): string[] {
  const n = daysBetween(from, to);
  if (n > max) throw new RangeError(`A range of ${n} days is longer than ${max}.`);
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toTime(day)).getUTCDay();
}
