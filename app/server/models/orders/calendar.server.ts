// The bakery's order calendar: which days take an order (lead time, closed weekdays, holidays, each day's
// capacity and the orders already on it), the free days to offer when one is refused, and the lock that
// makes the count exact when many requests for one day arrive at once, in one process or several.
import { dayRange } from "#app/lib/calendar-day";
import {
  dayClosure,
  dayRest,
  noOrderableDayWarning,
  type CalendarRules,
  type DayClosure,
  type DayRest,
} from "#app/lib/order-settings";
import {
  addDays,
  bakeryToday,
  bookingWindowEnd,
  CAPACITY_STATUSES,
  listDays,
  formatOrderDay,
  MAX_BOOKING_WINDOW_DAYS,
} from "#app/lib/orders";
import { nearestFreeDays } from "#app/lib/order-choices";
import { db } from "../../platform/db.server";
import { DomainError } from "../errors.server";
import { getOrderSettings, type OrderSettingsView, type Tx } from "./settings.server";

/** How many free days a refusal names. */
export const FREE_DAYS_NAMED = 3;

export type DayState = {
  day: string;
  capacity: number;
  taken: number;
  /** Why no order can be taken for the day, or null when there is room. */
  closed: DayClosure;
  /** Why the bakery does not bake that day at all, past or not: a holiday, or a weekday it closes. */
  rest: DayRest;
  /** The orders the day can hold: its capacity, or 0 when the bakery does not bake that day. */
  room: number;
};

export const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day an order can be for: today plus the lead time. */
export function earliestOrderDay(settings: Pick<OrderSettingsView, "leadDays">, now = new Date()): string {
  return addDays(bakeryToday(now), settings.leadDays);
}

/** The last day an order can be for: today plus the owner's booking window. */
export function lastOrderDay(settings: Pick<OrderSettingsView, "bookingWindowDays">, now = new Date()): string {
  return bookingWindowEnd(bakeryToday(now), settings.bookingWindowDays);
}

/** The most days one read of the calendar walks: the longest booking window and a little more. */
const MAX_DAYS_READ = MAX_BOOKING_WINDOW_DAYS + 7;

/**
 * What decides whether a day from `from` to `to` takes an order, the orders on it aside: the settings, and the
 * days in that range with their own capacity or a holiday.
 */
export async function calendarRules(tx: Tx, from: string, to: string, now = new Date()): Promise<CalendarRules> {
  const settings = await getOrderSettings(tx);
  const range = { gte: dayToDate(from), lte: dayToDate(to) };
  const [overrides, holidays] = await Promise.all([
    tx.orderDayOverride.findMany({ where: { day: range }, select: { day: true, capacity: true } }),
    tx.orderClosedDay.findMany({ where: { day: range }, select: { day: true } }),
  ]);
  return {
    today: bakeryToday(now),
    leadDays: settings.leadDays,
    windowDays: settings.bookingWindowDays,
    dayCapacity: settings.dayCapacity,
    closedWeekdays: settings.closedWeekdays,
    overrides: new Map(overrides.map((o) => [dateToDay(o.day), o.capacity])),
    holidays: new Set(holidays.map((h) => dateToDay(h.day))),
  };
}

/**
 * Every day from `from` to `to` (both included) with its capacity, orders taken and whether it is closed. The
 * days are counted, never compared as text, and at most MAX_DAYS_READ of them.
 */
export async function dayStates(tx: Tx, from: string, to: string, now = new Date()): Promise<DayState[]> {
  const range = { gte: dayToDate(from), lte: dayToDate(to) };
  const [rules, counts] = await Promise.all([
    calendarRules(tx, from, to, now),
    tx.order.groupBy({
      by: ["dateNeeded"],
      where: { dateNeeded: range, status: { in: [...CAPACITY_STATUSES] } },
      _count: { _all: true },
    }),
  ]);
  const takenOf = new Map(counts.map((c) => [dateToDay(c.dateNeeded), c._count._all]));
  return dayRange(from, to, MAX_DAYS_READ).map((day) => {
    const taken = takenOf.get(day) ?? 0;
    const capacity = rules.overrides.get(day) ?? rules.dayCapacity;
    const rest = dayRest(day, rules);
    return { day, capacity, taken, closed: dayClosure(day, rules, taken), rest, room: rest ? 0 : capacity };
  });
}

/**
 * When the settings, holidays and day capacities leave no day in the booking window that takes an order, what the
 * owner is to change; else null (orders already taken aside: a fully booked window is not a setting to fix).
 */
export async function noOrderableDay(tx: Tx, now = new Date()): Promise<string | null> {
  const settings = await getOrderSettings(tx);
  const rules = await calendarRules(tx, bakeryToday(now), lastOrderDay(settings, now), now);
  return noOrderableDayWarning(rules);
}

/**
 * The days from today to the end of the longest booking window that hold more orders than room: a holiday, a
 * closed weekday or a lower capacity set after the orders were taken. Only `day`, when given, is looked at.
 */
export async function overbookedDays(tx: Tx, day: string | null = null, now = new Date()): Promise<DayState[]> {
  const today = bakeryToday(now);
  const states = day
    ? await dayStates(tx, day, day, now)
    : await dayStates(tx, today, addDays(today, MAX_BOOKING_WINDOW_DAYS), now);
  return states.filter((s) => s.day >= today && s.taken > s.room);
}

/**
 * A refused day: 409 naming the free days nearest to it, on both sides (`nearestFreeDays`, what the form offers),
 * and the next ones after it (`nextFreeDays`, what the API answers).
 */
export class DayUnavailableError extends DomainError {
  constructor(
    message: string,
    readonly day: string,
    readonly nextFreeDays: string[],
    readonly nearestFreeDays: string[] = nextFreeDays,
  ) {
    super(409, message, [message], { date: message });
  }
}

function refusalText(state: DayState, earliest: string): string {
  const day = formatOrderDay(state.day);
  switch (state.closed) {
    case "past":
      return `${day} has passed.`;
    case "lead":
      return `We need a little time to bake: the earliest day we can take an order for is ${formatOrderDay(earliest)}.`;
    case "weekday":
    case "holiday":
      return `We are closed on ${day}.`;
    default:
      return `${day} is fully booked.`;
  }
}

/** The message for a refused day, naming the free days to choose from instead (the nearest, when some are earlier). */
export function refusalMessage(state: DayState, earliest: string, free: readonly string[]): string {
  const which = free.some((day) => day < state.day) ? "nearest" : "next";
  const next =
    free.length === 0
      ? "We have no free day we can book yet; please call us."
      : free.length === 1
        ? `The ${which} free day is ${listDays(free)}.`
        : `The ${which} free days are ${listDays(free)}.`;
  return `${refusalText(state, earliest)} ${next}`;
}

// Advisory locks are keyed by two integers: this class (any constant of our own) and the day's number. Every
// request for one day queues on its key until the transaction holding it ends, in any process on the database.
const ORDER_DAY_LOCK_CLASS = 26_0026;

/**
 * Holds the day's lock until the transaction ends and answers the day's state as it is then. Between this and
 * the commit no other request can add an order for the day, so the count read here stays true.
 */
export async function lockOrderDay(tx: Tx, day: string, now = new Date()): Promise<DayState> {
  const dayNumber = Math.round(dayToDate(day).getTime() / 86_400_000);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ORDER_DAY_LOCK_CLASS}::int, ${dayNumber}::int)`;
  const [state] = await dayStates(tx, day, day, now);
  return state!;
}

/** How far before a refused day the free days offered instead may be: a cake a week early helps nobody. */
const EARLIER_DAYS_LOOKED_AT = 14;

/** Refuses a day that takes no more orders (call with the day's lock held). */
export async function assertDayOpen(tx: Tx, state: DayState, now = new Date()): Promise<void> {
  if (state.closed === null) return;
  const settings = await getOrderSettings(tx);
  const earliest = earliestOrderDay(settings, now);
  const lookFrom = addDays(state.day, -EARLIER_DAYS_LOOKED_AT);
  const from = lookFrom > earliest ? lookFrom : earliest;
  const last = lastOrderDay(settings, now);
  // One read from two weeks before the day to the window's end. The refused day is in the booking window (checked
  // before the lock); a day before the earliest one has only later days to offer.
  const days =
    from > last ? [] : (await dayStates(tx, from, last, now)).map((s) => ({ day: s.day, free: s.closed === null }));
  const next = days
    .filter((d) => d.free && d.day > state.day)
    .slice(0, FREE_DAYS_NAMED)
    .map((d) => d.day);
  const nearest = nearestFreeDays(days, state.day);
  throw new DayUnavailableError(refusalMessage(state, earliest, nearest), state.day, next, nearest);
}

/** What the order form needs of the calendar: the first and last day it offers and the days in between it refuses. */
export async function orderFormCalendar(now = new Date()) {
  const prisma = await db();
  const settings = await getOrderSettings(prisma);
  const earliest = earliestOrderDay(settings, now);
  const latest = lastOrderDay(settings, now);
  const states = await dayStates(prisma, earliest, latest, now);
  return {
    today: bakeryToday(now),
    earliest,
    latest,
    leadDays: settings.leadDays,
    windowDays: settings.bookingWindowDays,
    unavailable: states.filter((s) => s.closed !== null).map((s) => s.day),
    // No day left to choose (closed, on holiday or full up to the window's end): the form says so first.
    takingOrders: states.some((s) => s.closed === null),
  };
}
