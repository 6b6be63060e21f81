// What the public order form shows: the sizes, flavours and delivery areas, the eggless extra, and the days it
// offers and refuses. Reading it costs several queries, so each process keeps it, per bakery day, and one read
// serves everyone who asks meanwhile:
// - for one calendar version (content-version.server.ts: every order placed, moved or deleted, every order setting,
//   day capacity, holiday, size, flavour and area bumps it, in any process), while that version is known. The
//   response cache keeps the rendered form the same way, so a view kept here must never be older than its version;
// - for a second when the version is not known (the database briefly away, or a process that does not follow it).
// An order or a settings change made in this process also drops it at once (`orderFormChanged`). A kept view never
// books a full day: placing an order checks the day again under the day's lock.
import { bakeryToday } from "#app/lib/orders";
import { calendarVersion } from "../../platform/content-version.server";
import { orderFormCalendar } from "./calendar.server";
import { getOrderCatalog, getOrderSettings } from "./settings.server";

/** How long a view is kept while the calendar version is unknown: another process's change shows within it. */
export const ORDER_FORM_VIEW_MS = 1_000;

async function readOrderFormView(now: Date) {
  const [catalog, settings, calendar] = await Promise.all([
    getOrderCatalog(),
    getOrderSettings(),
    orderFormCalendar(now),
  ]);
  return { catalog, egglessExtraPaise: settings.egglessExtraPaise, calendar };
}

export type OrderFormView = Awaited<ReturnType<typeof readOrderFormView>>;

// One view at a time, for the bakery's day it was read on (the first request after midnight reads the new day's
// calendar) and the calendar version known when its read began (the read sees at least that version's writes).
// It holds the read itself, so requests that come while one runs share it; a read that fails is not kept.
let kept: { day: string; version: string | null; readAt: number; view: Promise<OrderFormView> } | undefined;

/** The order form's view, read once per calendar version (or once a second without one) per process. */
export function orderFormView(now = new Date()): Promise<OrderFormView> {
  const day = bakeryToday(now);
  const version = calendarVersion();
  const age = now.getTime() - (kept?.readAt ?? 0);
  const current = version === null ? age >= 0 && age < ORDER_FORM_VIEW_MS : kept?.version === version;
  if (kept && kept.day === day && current) return kept.view;
  const entry = { day, version, readAt: now.getTime(), view: readOrderFormView(now) };
  kept = entry;
  entry.view.catch(() => {
    if (kept === entry) kept = undefined;
  });
  return entry.view;
}

/**
 * Drops the kept view: every write that changes what the form offers calls it once its change is committed. A read
 * that started before stays with the requests that already wait on it; the next request reads anew.
 */
export function orderFormChanged(): void {
  kept = undefined;
}
