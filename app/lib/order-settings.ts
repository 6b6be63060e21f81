// The rules of the bakery's order settings that do not need the database: the opening hours of each weekday and
// whether a pickup time falls inside them, which day takes an order (lead time, booking window, closed weekdays,
// holidays, each day's capacity), and whether any day can be ordered at all. The settings screen, the order form,
// POST /api/orders and the calendar all read them from here. Runs in the browser and on the server (no Zod).
import { addDays, weekdayOf } from "./calendar-day";
import { WEEKDAY_NAMES } from "./orders";

export const WEEKDAYS = WEEKDAY_NAMES;

/** A time of day as the bakery writes it: 24-hour "HH:MM". */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekday's opening hours ("HH:MM", opens before closes). */
export type DayHours = { opens: string; closes: string };

/** The hours of each weekday, Sunday first (seven entries). */
export type WeekHours = readonly DayHours[];

/** Until the owner says otherwise: open every day from 09:00 to 20:00. */
export const DEFAULT_DAY_HOURS: DayHours = { opens: "09:00", closes: "20:00" };

/** How a weekday's hours are stored: "09:00-20:00". */
export function hoursText(hours: DayHours): string {
  return `${hours.opens}-${hours.closes}`;
}

/** The stored hours read back: one entry per weekday; a missing or unreadable entry is the default's. */
export function readWeekHours(stored: readonly string[] | null | undefined): DayHours[] {
  return WEEKDAYS.map((_, i) => {
    const [opens, closes] = (stored?.[i] ?? "").split("-");
    return opens && closes && TIME_OF_DAY.test(opens) && TIME_OF_DAY.test(closes) && opens < closes
      ? { opens, closes }
      : DEFAULT_DAY_HOURS;
  });
}

/** What is wrong with one weekday's hours, or null: both times written HH:MM, and opening before closing. */
export function dayHoursProblem(weekday: number, opens: string, closes: string): string | null {
  const name = WEEKDAYS[weekday];
  if (!TIME_OF_DAY.test(opens)) return `Please enter the time you open on ${name} like 09:00.`;
  if (!TIME_OF_DAY.test(closes)) return `Please enter the time you close on ${name} like 20:00.`;
  // "HH:MM" with two digits each compares as text in the order of the day.
  if (opens >= closes) return `On ${name}, opening time must be before closing time.`;
  return null;
}

/** The week as the shopper reads it: open weekdays with their hours, the others closed. */
export type WeekSchedule = { weekday: number; name: string; hours: DayHours | null }[];

export function weekSchedule(hours: WeekHours, closedWeekdays: readonly number[]): WeekSchedule {
  return WEEKDAYS.map((name, weekday) => ({
    weekday,
    name,
    hours: closedWeekdays.includes(weekday) ? null : (hours[weekday] ?? DEFAULT_DAY_HOURS),
  }));
}

/**
 * The week in a few lines, Monday first, neighbouring days with the same hours joined: "Monday to Friday:
 * 09:00–20:00", "Saturday: 10:00–18:00", "Sunday: closed".
 */
export function describeWeek(schedule: WeekSchedule): string[] {
  const mondayFirst = [...schedule.slice(1), schedule[0]!];
  const say = (h: DayHours | null) => (h ? `${h.opens}–${h.closes}` : "closed");
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= mondayFirst.length; i++) {
    if (i < mondayFirst.length && say(mondayFirst[i]!.hours) === say(mondayFirst[start]!.hours)) continue;
    const first = mondayFirst[start]!;
    const last = mondayFirst[i - 1]!;
    const days = first === last ? first.name : `${first.name} to ${last.name}`;
    lines.push(`${days}: ${say(first.hours)}`);
    start = i;
  }
  return lines;
}

/**
 * Why a pickup at `time` on `day` is refused, or null when the bakery is open then (from opening time to closing
 * time, both included). A closed weekday that the owner opened for the day keeps that weekday's hours.
 */
export function pickupTimeRefusal(day: string, time: string, hours: WeekHours): string | null {
  const weekday = weekdayOf(day);
  const open = hours[weekday] ?? DEFAULT_DAY_HOURS;
  if (time >= open.opens && time <= open.closes) return null;
  return `We are open from ${open.opens} to ${open.closes} on ${WEEKDAYS[weekday]}s: please choose a pickup time between them.`;
}

// ---------------------------------------------------------------------------------------------------------
// Which days take an order

/** What decides whether a day takes an order, the orders already on it aside. */
export type CalendarRules = {
  /** Today in the bakery, YYYY-MM-DD. */
  today: string;
  leadDays: number;
  /** How many days ahead of today an order can be for. */
  windowDays: number;
  dayCapacity: number;
  closedWeekdays: readonly number[];
  /** Days with their own capacity (which also opens a weekday the bakery usually closes). */
  overrides: ReadonlyMap<string, number>;
  holidays: ReadonlySet<string>;
};

export type DayClosure = "past" | "lead" | "weekday" | "holiday" | "full" | null;

export type DayRest = "holiday" | "weekday" | null;

/** Why the bakery does not bake on `day` at all, past or not: a holiday or a closed weekday; else null. */
export function dayRest(day: string, rules: Pick<CalendarRules, "holidays" | "overrides" | "closedWeekdays">): DayRest {
  if (rules.holidays.has(day)) return "holiday";
  // An override names the day's capacity outright, so it also opens a weekday the bakery usually closes.
  if (!rules.overrides.has(day) && rules.closedWeekdays.includes(weekdayOf(day))) return "weekday";
  return null;
}

/** Why `day` takes no order (with `taken` orders on it already), or null when it has room. */
export function dayClosure(day: string, rules: CalendarRules, taken = 0): DayClosure {
  if (day < rules.today) return "past";
  if (day < addDays(rules.today, rules.leadDays)) return "lead";
  const rest = dayRest(day, rules);
  if (rest) return rest;
  return taken >= (rules.overrides.get(day) ?? rules.dayCapacity) ? "full" : null;
}

/** The days an order can be asked for: from the end of the lead time to the end of the booking window. */
export function orderableRange(rules: CalendarRules): { first: string; last: string } {
  return { first: addDays(rules.today, rules.leadDays), last: addDays(rules.today, rules.windowDays) };
}

/** The first day in the booking window that the settings open to orders (orders already taken aside), or null. */
export function firstOrderableDay(rules: CalendarRules): string | null {
  const { first, last } = orderableRange(rules);
  for (let day = first, n = 0; day <= last && n <= rules.windowDays; day = addDays(day, 1), n++) {
    if (dayClosure(day, rules) === null) return day;
  }
  return null;
}

/**
 * When the settings leave no day an order can be for, what the owner is to change (else null): every weekday
 * closed, no room on any day, or the whole booking window closed by holidays and days of capacity 0.
 */
export function noOrderableDayWarning(rules: CalendarRules): string | null {
  if (firstOrderableDay(rules) !== null) return null;
  const lead = `No day can be ordered: customers see that you are not taking orders.`;
  if (rules.overrides.size === 0 && rules.closedWeekdays.length >= 7)
    return `${lead} Every weekday is closed: open at least one.`;
  if (rules.dayCapacity === 0 && ![...rules.overrides.values()].some((c) => c > 0))
    return `${lead} Orders per day is 0: set it to at least 1.`;
  return `${lead} Every day up to ${rules.windowDays} days ahead is closed (holidays, closed weekdays or days with no room): remove a holiday, open a weekday or lengthen the booking window.`;
}

/** The notice on the public order form when no day can be ordered. */
export const NOT_TAKING_ORDERS =
  "We are not taking cake orders at the moment. Please check back soon, or call us to ask about a special date.";
