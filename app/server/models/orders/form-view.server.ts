// What the public order form shows: the sizes, flavours and delivery areas, the eggless extra, and the days it
// offers and refuses. It is the one public page that no response cache can serve (its free days change with
// every order, which the content version does not follow), and reading it costs several queries, so during a
// spike every visitor would queue on the database for the same answer. Each process therefore keeps it for a
// second, per bakery day, and one read serves everyone who asks meanwhile. An order or a settings change made in
// this process drops it at once (`orderFormChanged`); another process's change shows within the second. A view a
// second old never books a full day: placing an order checks the day again under the day's lock.
import { bakeryToday } from "#app/lib/orders";
import { orderFormCalendar } from "./calendar.server";
import { getOrderCatalog, getOrderSettings } from "./settings.server";

/** How long a process keeps the view: short enough that the owner's change made elsewhere shows at once. */
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
// calendar). It holds the read itself, so requests that come while one runs share it; a read that fails is not kept.
let kept: { day: string; readAt: number; view: Promise<OrderFormView> } | undefined;

/** The order form's view, read at most once a second per process (requests meanwhile share the read). */
export function orderFormView(now = new Date()): Promise<OrderFormView> {
  const day = bakeryToday(now);
  const age = now.getTime() - (kept?.readAt ?? 0);
  if (kept && kept.day === day && age >= 0 && age < ORDER_FORM_VIEW_MS) return kept.view;
  const entry = { day, readAt: now.getTime(), view: readOrderFormView(now) };
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
