// Dates as the owner reads them, in one format on every admin screen: "26 Nov 2026" for a day and
// "26 Nov 2026, 2:13 pm" for a moment, in the bakery's time zone (the server's own zone would differ).
import { lazy } from "./lazy";
import { BAKERY_TIME_ZONE } from "./site-config";

const dateTime = lazy(
  () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: BAKERY_TIME_ZONE }),
);
const date = lazy(() => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: BAKERY_TIME_ZONE }));
const time = lazy(() => new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: BAKERY_TIME_ZONE }));
// A calendar day (YYYY-MM-DD) has no time: format it as that day wherever the page is rendered.
const calendarDay = lazy(() => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }));

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "26 Nov 2026, 2:13 pm": when something happened. */
export function formatDateTime(value: Date | string | number): string {
  return dateTime().format(toDate(value));
}

/** "2:13 pm": the time of a moment today, in the bakery's time zone. */
export function formatTime(value: Date | string | number): string {
  return time().format(toDate(value));
}

/** "26 Nov 2026": the day of a moment, in the bakery's time zone. */
export function formatDate(value: Date | string | number): string {
  return date().format(toDate(value));
}

/** "26 Nov 2026": a calendar day written YYYY-MM-DD. */
export function formatDay(day: string): string {
  return calendarDay().format(new Date(`${day}T00:00:00Z`));
}
