// The one calendar-day rule (every date the site reads) and the booking window on top of it.
import { describe, expect, it } from "vitest";
import { addDays, dayRange, daysBetween, isCalendarDay, LAST_DAY, readDay } from "#app/lib/calendar-day";
import { isDay, parseRange } from "#app/lib/insights";
import { bookingWindowEnd, bookingWindowRefusal } from "#app/lib/orders";
import { dayOverrideInput, holidayInput } from "#app/lib/validation/order-settings";
import { orderInput } from "#app/lib/validation/order";

describe("calendar days", () => {
  it("takes real days of the years 0001 to 9999 only", () => {
    for (const day of ["0001-01-01", "2026-11-28", "2028-02-29", "9999-12-31"]) expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      "0000-01-01", // PostgreSQL has no year 0
      "0000-12-31",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-11-31",
      "+010000-01-01",
      "10000-01-01",
      "-0001-01-01",
      "2026-1-1",
      " 2026-11-28",
      "",
      null,
      20261128,
    ])
      expect(isCalendarDay(day), String(day)).toBe(false);
  });

  it("a query's day: absent, a day, or a message naming the parameter", () => {
    expect(readDay(null, "day")).toEqual({ day: null, invalid: null });
    expect(readDay("  ", "day")).toEqual({ day: null, invalid: null });
    expect(readDay("2026-12-01", "day")).toEqual({ day: "2026-12-01", invalid: null });
    expect(readDay("0000-01-01", "day").invalid).toBe(
      "day must be a real day written YYYY-MM-DD, from the year 0001 to 9999.",
    );
  });

  it("counts days instead of comparing text, and refuses a range longer than asked", () => {
    expect(addDays(LAST_DAY, 1)).toBe("+010000-01");
    // The text of the day after 9999-12-31 sorts before it: a loop "while day <= last" would never end.
    expect(addDays(LAST_DAY, 1) < LAST_DAY).toBe(true);
    expect(dayRange("9999-12-30", LAST_DAY, 10)).toEqual(["9999-12-30", LAST_DAY]);
    expect(dayRange("2026-12-31", "2027-01-02", 3)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(dayRange("2026-12-02", "2026-12-01", 3)).toEqual([]);
    expect(daysBetween("0001-01-01", LAST_DAY)).toBe(3_652_059);
    expect(() => dayRange("0001-01-01", LAST_DAY, 800)).toThrow(RangeError);
  });

  it("every schema that reads a day uses the rule", () => {
    for (const day of ["0000-01-01", "2026-02-30", "99999-01-01"]) {
      expect(dayOverrideInput.safeParse({ day, capacity: 2 }).success).toBe(false);
      expect(holidayInput.safeParse({ day }).success).toBe(false);
      expect(orderInput.shape.date.safeParse(day).success).toBe(false);
    }
    expect(isDay("0000-01-01")).toBe(false);
    expect(parseRange("0000-01-01", null, "2026-11-28")).toEqual({
      ok: false,
      message: "from must be a date written YYYY-MM-DD.",
    });
  });
});

describe("the booking window", () => {
  const window = { today: "2026-11-28", windowDays: 120 };

  it("ends the window's length after today", () => {
    expect(bookingWindowEnd("2026-11-28", 120)).toBe("2027-03-28");
  });

  it("takes a day up to the end and refuses every later one, with the last day named", () => {
    expect(bookingWindowRefusal("2027-03-28", window, { pastAllowed: false })).toBeNull();
    expect(bookingWindowRefusal("2026-11-28", window, { pastAllowed: false })).toBeNull();
    for (const day of ["2027-03-29", "2027-06-01", "2099-01-01", "9999-12-31"])
      expect(bookingWindowRefusal(day, window, { pastAllowed: true }), day).toBe(
        "We take orders up to 120 days ahead: please choose a day up to Sun, 28 Mar 2027.",
      );
  });

  it("refuses a past day for the owner; an order for one is answered with the free days instead", () => {
    expect(bookingWindowRefusal("2026-11-27", window, { pastAllowed: false })).toBe(
      "Please choose a day from today (Sat, 28 Nov 2026) on.",
    );
    expect(bookingWindowRefusal("0001-01-01", window, { pastAllowed: true })).toBeNull();
  });
});
