// The owner's calendar feed: the confirmed orders (confirmed up to completed) as an iCalendar file a phone's
// calendar subscribes to by its secret URL. A pickup is an event at its time; an order without a time (a
// delivery) is an all-day event on its day.
// Written with ical.js, which escapes the owner's and the customer's text and folds long lines by octets of UTF-8,
// as RFC 5545 asks (a name in Devanagari is 3 octets a character), never inside a character.
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { BAKERY_TIME_ZONE } from "#app/lib/site-config";
import { db } from "../../platform/db.server";
import { orderSelectFor, toOrderViewOf, type OrderViewOf } from "./shape.server";

// ical.js counts `foldLength` octets of text on every line and puts the folding space before those of a
// continuation line, which makes it one octet longer: 74 keeps every line, the space included, within 75.
ICAL.foldLength = 74;

/** The statuses the feed lists: once the deposit is in, the order is in the owner's diary until it is done. */
const FEED_STATUSES = ["confirmed", "in_production", "ready", "completed"] as const satisfies readonly OrderStatus[];

/** How far back the feed reaches (a phone calendar needs little history). */
const FEED_PAST_DAYS = 60;

export type FeedOrder = OrderViewOf<"feed">;

/** The feed as text/calendar (RFC 5545). */
export async function ordersFeed(now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const orders = await (
    await db()
  ).order.findMany({
    where: { status: { in: [...FEED_STATUSES] }, dateNeeded: { gte: new Date(since.toISOString().slice(0, 10)) } },
    orderBy: [{ dateNeeded: "asc" }, { reference: "asc" }],
    select: orderSelectFor("feed"),
  });
  return feedCalendar(
    orders.map((o) => toOrderViewOf("feed", o)),
    now,
  );
}

/** The calendar of `orders`, one event each, stamped `now`. */
export function feedCalendar(orders: readonly FeedOrder[], now: Date): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("prodid", "-//Slice Bakery//Orders//EN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", "Slice Bakery orders");
  // How often a subscribed calendar should fetch the feed again.
  calendar.addPropertyWithValue("x-published-ttl", "PT1H");
  for (const o of orders) calendar.addSubcomponent(orderEvent(o, now));
  // ical.js ends the last line without its CRLF; every content line ends with one.
  return `${calendar.toString()}\r\n`;
}

function orderEvent(o: FeedOrder, now: Date): ICAL.Component {
  const event = new ICAL.Component("vevent");
  const add = (name: string, value: unknown) => event.addPropertyWithValue(name, value);
  const day = o.date;
  add("uid", `${o.id}@orders.slice-bakery`);
  add("dtstamp", ICAL.Time.fromJSDate(now, true));
  add("sequence", o.version);
  add("last-modified", ICAL.Time.fromJSDate(o.updatedAt, true));
  add("summary", `${o.reference} · ${o.size} ${o.flavour}${o.eggless ? " (eggless)" : ""}`);
  if (o.pickupTime) {
    const [y, m, d] = dayParts(day);
    add("dtstart", ICAL.Time.fromJSDate(pickupInstant(y, m, d, o.pickupTime), true));
    add("duration", ICAL.Duration.fromData({ minutes: 30 }));
  } else {
    add("dtstart", ICAL.Time.fromDateString(day));
    add("dtend", ICAL.Time.fromDateString(nextDay(day)));
  }
  const lines = [
    `${ORDER_STATUS_LABELS[o.status]} · ${o.fulfilment === "pickup" ? "Pickup" : "Delivery"}`,
    `${o.size} ${o.flavour}${o.eggless ? ", eggless" : ""}`,
    o.message ? `Message: ${o.message}` : "",
    `${o.name}, ${o.phone}`,
    o.quotedPaise !== null ? `Price: ${formatMoney(o.quotedPaise)}` : "",
  ].filter(Boolean);
  add("description", lines.join("\n"));
  if (o.fulfilment === "delivery") add("location", [o.address, o.pincode].filter(Boolean).join(", "));
  add("status", "CONFIRMED");
  // An order marks a day in the owner's diary without blocking it as busy.
  add("transp", "TRANSPARENT");
  add("x-microsoft-cdo-busystatus", "FREE");
  return event;
}

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y!, m!, d!];
}

/** The day after `day` (YYYY-MM-DD), counted in UTC so that no server time zone shifts it. */
function nextDay(day: string): string {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant of a pickup at "HH:MM" on a day, read in the bakery's time zone. */
function pickupInstant(y: number, m: number, d: number, time: string): Date {
  const [h, min] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, h!, min!, BAKERY_TIME_ZONE).getTime());
}
