// The owner's calendar feed: the confirmed orders (confirmed up to completed) as an iCalendar file a phone's
// calendar subscribes to by its secret URL. A pickup is an event at its time; an order without a time (a
// delivery) is an all-day event on its day.
import { createEvents, type EventAttributes } from "ics";
import { formatPaise, ORDER_STATUS_LABELS, type OrderStatus } from "#app/lib/orders";
import { db } from "../../platform/db.server";
import { dateToDay } from "./calendar.server";

/** The statuses the feed lists: once the deposit is in, the order is in the owner's diary until it is done. */
const FEED_STATUSES = ["confirmed", "in_production", "ready", "completed"] as const satisfies readonly OrderStatus[];

/** India keeps one offset all year (no daylight saving), so a bakery time is UTC minus 5 h 30 min. */
const IST_OFFSET_MS = 330 * 60_000;
/** How far back the feed reaches (a phone calendar needs little history). */
const FEED_PAST_DAYS = 60;

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y!, m!, d!];
}

/** The feed as text/calendar (RFC 5545). */
export async function ordersFeed(now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const orders = await (
    await db()
  ).order.findMany({
    where: { status: { in: [...FEED_STATUSES] }, dateNeeded: { gte: new Date(since.toISOString().slice(0, 10)) } },
    orderBy: [{ dateNeeded: "asc" }, { reference: "asc" }],
    select: {
      id: true,
      reference: true,
      status: true,
      dateNeeded: true,
      fulfilment: true,
      pickupTime: true,
      address: true,
      pincode: true,
      sizeLabel: true,
      flavour: true,
      eggless: true,
      cakeMessage: true,
      name: true,
      phone: true,
      quotedPaise: true,
      updatedAt: true,
      version: true,
    },
  });
  const events: EventAttributes[] = orders.map((o) => {
    const day = dateToDay(o.dateNeeded);
    const [y, m, d] = dayParts(day);
    const timing: Partial<EventAttributes> = o.pickupTime
      ? {
          start: pickupInstant(y, m, d, o.pickupTime),
          startInputType: "utc",
          startOutputType: "utc",
          duration: { minutes: 30 },
        }
      : { start: [y, m, d], end: nextDay(y, m, d) };
    const lines = [
      `${ORDER_STATUS_LABELS[o.status as OrderStatus]} · ${o.fulfilment === "pickup" ? "Pickup" : "Delivery"}`,
      `${o.sizeLabel} ${o.flavour}${o.eggless ? ", eggless" : ""}`,
      o.cakeMessage ? `Message: ${o.cakeMessage}` : "",
      `${o.name}, ${o.phone}`,
      o.quotedPaise !== null ? `Price: ${formatPaise(o.quotedPaise)}` : "",
    ].filter(Boolean);
    return {
      ...timing,
      uid: `${o.id}@orders.slice-bakery`,
      sequence: o.version,
      title: `${o.reference} · ${o.sizeLabel} ${o.flavour}${o.eggless ? " (eggless)" : ""}`,
      description: lines.join("\n"),
      ...(o.fulfilment === "delivery" ? { location: [o.address, o.pincode].filter(Boolean).join(", ") } : {}),
      status: "CONFIRMED",
      busyStatus: "FREE",
      lastModified: o.updatedAt.getTime(),
    } as EventAttributes;
  });
  const header = { productId: "-//Slice Bakery//Orders//EN", calName: "Slice Bakery orders" };
  const { error, value } = createEvents(events, header);
  if (error || value === null) throw error ?? new Error("The calendar feed could not be written.");
  return value;
}

function nextDay(y: number, m: number, d: number): [number, number, number] {
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** The instant of a pickup at "HH:MM" bakery time on a day, as milliseconds since the epoch (UTC). */
function pickupInstant(y: number, m: number, d: number, time: string): number {
  const [h, min] = time.split(":").map(Number);
  return Date.UTC(y, m - 1, d, h!, min!) - IST_OFFSET_MS;
}
