// The owner's order settings: the general settings, the lists the order form offers (sizes, flavours, delivery
// areas), the days with their own capacity, the holidays, and the secret of the calendar feed. Each change is
// checked by its schema (app/lib/validation/order-settings.ts); the calendar reads the result at once, and each
// change drops this process's kept copy of the order form's view (form-view.server.ts).
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { bakeryToday, bookingWindowRefusal, formatOrderDay, isCalendarDay } from "#app/lib/orders";
import {
  cakeFlavourInput,
  cakeSizeInput,
  dayOverrideInput,
  deliveryAreaInput,
  HOURS_FIELDS,
  holidayInput,
  orderSettingsInput,
  shopInput,
  weekHoursInput,
} from "#app/lib/validation/order-settings";
import { safeEqual, secretHash } from "../../auth/password.server";
import { db } from "../../platform/db.server";
import { badRequest, invalidInput, isRecordId, notFound, rethrowAsDomainError } from "../errors.server";
import { dateToDay, dayToDate, noOrderableDay, overbookedDays } from "./calendar.server";
import { orderFormChanged } from "./form-view.server";
import { getOrderSettings, updateOrderSettings, type OrderSettingsView } from "./settings.server";

function parse<S extends z.ZodObject>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, Object.keys(schema.shape), "Please check the values.");
  return parsed.data;
}

export type OrderSetup = {
  settings: OrderSettingsView;
  /** What to change when no day in the booking window takes an order, else null. */
  noOrderableDay: string | null;
  sizes: { id: string; label: string; grams: number; pricePaise: number; active: boolean }[];
  flavours: { id: string; name: string; active: boolean }[];
  areas: { id: string; pincode: string; name: string; feePaise: number }[];
  overrides: { day: string; capacity: number }[];
  holidays: { day: string; note: string }[];
};

/** Everything the settings screen shows; past overrides and holidays are left out (they no longer matter). */
export async function getOrderSetup(now = new Date()): Promise<OrderSetup> {
  const prisma = await db();
  const today = dayToDate(bakeryToday(now));
  const [settings, warning, sizes, flavours, areas, overrides, holidays] = await Promise.all([
    getOrderSettings(prisma),
    noOrderableDay(prisma, now),
    prisma.cakeSize.findMany({
      orderBy: [{ position: "asc" }, { grams: "asc" }],
      select: { id: true, label: true, grams: true, pricePaise: true, active: true },
    }),
    prisma.cakeFlavour.findMany({
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: { id: true, name: true, active: true },
    }),
    prisma.deliveryArea.findMany({
      orderBy: { pincode: "asc" },
      select: { id: true, pincode: true, name: true, feePaise: true },
    }),
    prisma.orderDayOverride.findMany({ where: { day: { gte: today } }, orderBy: { day: "asc" } }),
    prisma.orderClosedDay.findMany({ where: { day: { gte: today } }, orderBy: { day: "asc" } }),
  ]);
  return {
    settings,
    noOrderableDay: warning,
    sizes,
    flavours,
    areas,
    overrides: overrides.map((o) => ({ day: dateToDay(o.day), capacity: o.capacity })),
    holidays: holidays.map((h) => ({ day: dateToDay(h.day), note: h.note })),
  };
}

/**
 * A change saved that leaves days with more orders than room: the orders stay (the customers were told yes), and
 * the owner is told which days to sort out. Empty when every day still fits.
 */
export type Overbooked = { day: string; taken: number; room: number }[];

const overbooked = async (day: string | null = null, now = new Date()): Promise<Overbooked> =>
  (await overbookedDays(await db(), day, now)).map(({ day, taken, room }) => ({ day, taken, room }));

/** How many over-booked days the warning names before it counts the rest (a flash message is kept short). */
const DAYS_NAMED = 5;

/** "Holiday added, but Sat, 5 Dec 2026 has 2 orders and room for none: …". */
export function overbookedWarning(done: string, days: Overbooked): string {
  const named = days.slice(0, DAYS_NAMED).map((d) => {
    const orders = d.taken === 1 ? "1 order" : `${d.taken} orders`;
    return `${formatOrderDay(d.day)} (${orders}, room for ${d.room === 0 ? "none" : d.room})`;
  });
  const more = days.length > DAYS_NAMED ? ` and ${days.length - DAYS_NAMED} more` : "";
  const which = days.length === 1 ? "this day has" : "these days have";
  return `${done.replace(/\.$/, "")}, but ${which} more orders than room: ${named.join("; ")}${more}. Move or cancel orders, or give the day more room; the calendar marks ${days.length === 1 ? "it" : "them"}.`;
}

/**
 * The general settings saved (with the week's hours when the form sent them), and the days that a lower capacity
 * or a newly closed weekday over-books. Settings that leave no day to order are saved too (the owner may mean to
 * pause orders): the screen and the order form then say so.
 */
export async function saveOrderSettings(raw: unknown, now = new Date()): Promise<Overbooked> {
  const input = parse(orderSettingsInput, raw);
  const hours = weekHoursInput.safeParse(raw ?? {});
  if (!hours.success) throw invalidInput(hours.error, HOURS_FIELDS, "Please check the opening hours.");
  if (Boolean(input.upiId) !== Boolean(input.upiName)) {
    const message = "Please enter both the UPI ID and the payee name, or neither.";
    // The empty one of the two is the field to fill.
    throw badRequest(message, undefined, { [input.upiId ? "upiName" : "upiId"]: message });
  }
  if (input.bookingWindowDays <= input.leadDays) {
    // A window no longer than the lead time leaves no day an order could be for.
    const message = "The booking window must be longer than the lead time.";
    throw badRequest(message, undefined, { bookingWindowDays: message });
  }
  await updateOrderSettings({
    dayCapacity: input.dayCapacity,
    leadDays: input.leadDays,
    closedWeekdays: [...new Set(input.closedWeekdays)].sort(),
    upiId: input.upiId ?? null,
    upiName: input.upiName ?? null,
    egglessExtraPaise: input.egglessExtra,
    photoRetentionDays: input.photoRetentionDays,
    bookingWindowDays: input.bookingWindowDays,
    releaseRequestsAfterDays: input.releaseRequestsAfterDays,
    releaseQuotesAfterDays: input.releaseQuotesAfterDays,
    ...(hours.data ? { openingHours: hours.data } : {}),
  });
  orderFormChanged();
  return overbooked(null, now);
}

/** Saves where customers pick up and the numbers they reach the bakery on. */
export async function saveShopDetails(raw: unknown): Promise<OrderSettingsView> {
  const input = parse(shopInput, raw);
  // The same number twice is one number: the WhatsApp link then uses the phone.
  const digits = (v: string | undefined) => (v ?? "").replace(/\D/g, "");
  const whatsapp = digits(input.whatsapp) === digits(input.phone) ? "" : (input.whatsapp ?? "");
  const saved = await updateOrderSettings({
    pickupAddress: input.pickupAddress ?? "",
    phone: input.phone ?? "",
    whatsapp,
  });
  orderFormChanged();
  return saved;
}

/** What to change when the settings leave no day in the booking window to order, else null. */
export async function orderingWarning(now = new Date()): Promise<string | null> {
  return noOrderableDay(await db(), now);
}

/** A list entry that is already there: the 409 names the field that holds it (`field`), for the form to mark. */
const DUPLICATE = (what: string, field: string) => ({
  conflict: `${what} is already in the list.`,
  conflictField: field,
});

export async function addCakeSize(raw: unknown): Promise<void> {
  const input = parse(cakeSizeInput, raw);
  const prisma = await db();
  await prisma.cakeSize
    .create({ data: { label: input.label, grams: input.grams, pricePaise: input.price, position: input.grams } })
    .catch((error: unknown) => rethrowAsDomainError(error, DUPLICATE("That size", "label")));
  orderFormChanged();
}

export async function addCakeFlavour(raw: unknown): Promise<void> {
  const input = parse(cakeFlavourInput, raw);
  const prisma = await db();
  const position = await prisma.cakeFlavour.count();
  await prisma.cakeFlavour
    .create({ data: { name: input.name, position } })
    .catch((error: unknown) => rethrowAsDomainError(error, DUPLICATE("That flavour", "name")));
  orderFormChanged();
}

export async function addDeliveryArea(raw: unknown): Promise<void> {
  const input = parse(deliveryAreaInput, raw);
  await (
    await db()
  ).deliveryArea
    .create({ data: { pincode: input.pincode, name: input.name, feePaise: input.fee } })
    .catch((error: unknown) => rethrowAsDomainError(error, DUPLICATE("That PIN code", "pincode")));
  orderFormChanged();
}

/** A holiday or a day's capacity is for a day an order can be for: from today to the booking window's end. */
async function assertBookableDay(day: string, now: Date): Promise<void> {
  const settings = await getOrderSettings();
  const refusal = bookingWindowRefusal(
    day,
    { today: bakeryToday(now), windowDays: settings.bookingWindowDays },
    { pastAllowed: false },
  );
  if (refusal) throw badRequest(refusal, undefined, { day: refusal });
}

/** A day's own capacity (replacing one set before); 0 closes the day. Answers the day if that over-books it. */
export async function setDayCapacity(raw: unknown, now = new Date()): Promise<Overbooked> {
  const input = parse(dayOverrideInput, raw);
  await assertBookableDay(input.day, now);
  const day = dayToDate(input.day);
  await (
    await db()
  ).orderDayOverride.upsert({
    where: { day },
    create: { day, capacity: input.capacity },
    update: { capacity: input.capacity },
  });
  orderFormChanged();
  return overbooked(input.day, now);
}

/** A holiday (the bakery takes no orders that day). Answers the day if orders were already taken for it. */
export async function addHoliday(raw: unknown, now = new Date()): Promise<Overbooked> {
  const input = parse(holidayInput, raw);
  await assertBookableDay(input.day, now);
  const day = dayToDate(input.day);
  await (
    await db()
  ).orderClosedDay.upsert({
    where: { day },
    create: { day, note: input.note ?? "" },
    update: { note: input.note ?? "" },
  });
  orderFormChanged();
  return overbooked(input.day, now);
}

export type SetupListKind = "size" | "flavour" | "area" | "override" | "holiday";

/**
 * Removes one entry of a list. Orders already placed keep what they were placed with (their size's label and
 * price are copied onto them), so removing a size or a flavour changes only what the form offers from now on.
 */
export async function removeSetupEntry(kind: unknown, key: unknown): Promise<void> {
  const prisma = await db();
  const gone = () => notFound("That entry is no longer in the list.");
  if (kind === "override" || kind === "holiday") {
    // A key that is no day at all (never one the list showed) is a 400, as anywhere a day is read.
    if (!isCalendarDay(key)) throw badRequest("Please choose a day (YYYY-MM-DD).");
    const where = { day: dayToDate(key) };
    const { count } =
      kind === "override"
        ? await prisma.orderDayOverride.deleteMany({ where })
        : await prisma.orderClosedDay.deleteMany({ where });
    orderFormChanged();
    if (count === 0) throw gone();
    return;
  }
  if (!isRecordId(key)) throw gone();
  const where = { id: key };
  const removed =
    kind === "size"
      ? await prisma.cakeSize.deleteMany({ where })
      : kind === "flavour"
        ? await prisma.cakeFlavour.deleteMany({ where })
        : kind === "area"
          ? await prisma.deliveryArea.deleteMany({ where })
          : null;
  orderFormChanged();
  if (!removed || removed.count === 0) throw gone();
}

// ---------------------------------------------------------------------------------------------------------
// The calendar feed's secret

const newFeedToken = () => randomBytes(24).toString("base64url");

/** True once a feed secret was made (its URL was shown then; only its hash is kept). */
export async function hasFeedToken(): Promise<boolean> {
  const row = await (await db()).orderSettings.findUnique({ where: { id: 1 }, select: { feedTokenHash: true } });
  return Boolean(row?.feedTokenHash);
}

/**
 * A new secret, returned to be shown once (only its hash is stored): the old feed URL stops working (for a phone
 * that was lost, or a URL shared by mistake).
 */
export async function rotateFeedToken(): Promise<string> {
  const token = newFeedToken();
  const feedTokenHash = secretHash(token);
  await (
    await db()
  ).orderSettings.upsert({ where: { id: 1 }, create: { id: 1, feedTokenHash }, update: { feedTokenHash } });
  return token;
}

/** True when `token` is the feed's current secret (compared in constant time). */
export async function isFeedToken(token: string): Promise<boolean> {
  const row = await (await db()).orderSettings.findUnique({ where: { id: 1 }, select: { feedTokenHash: true } });
  if (!row?.feedTokenHash) return false;
  return safeEqual(secretHash(token), row.feedTokenHash);
}
