// The order settings' pure rules: the week's opening hours (stored, checked, described), whether a pickup time falls
// inside the day's hours, which day takes an order, and when no day in the booking window can be ordered at all.
import { describe, expect, it } from "vitest";
import {
  dayClosure,
  dayHoursProblem,
  DEFAULT_DAY_HOURS,
  describeWeek,
  firstOrderableDay,
  noOrderableDayWarning,
  pickupTimeRefusal,
  readWeekHours,
  weekSchedule,
  type CalendarRules,
} from "#app/lib/order-settings";
import {
  cakeSizeInput,
  deliveryAreaInput,
  orderSettingsInput,
  shopInput,
  weekHoursInput,
} from "#app/lib/validation/order-settings";

// 2026-11-29 is a Sunday.
const SUNDAY = "2026-11-29";
const SATURDAY = "2026-12-05";
const week = readWeekHours(["10:00-14:00", ...Array.from({ length: 5 }, () => "09:00-20:00"), "08:30-18:00"]);

const rules = (over: Partial<CalendarRules> = {}): CalendarRules => ({
  today: SUNDAY,
  leadDays: 2,
  windowDays: 30,
  dayCapacity: 4,
  closedWeekdays: [],
  overrides: new Map(),
  holidays: new Set(),
  ...over,
});

describe("opening hours", () => {
  it("reads each weekday back, and falls back to the default for a missing or broken entry", () => {
    expect(week[0]).toEqual({ opens: "10:00", closes: "14:00" });
    expect(week[6]).toEqual({ opens: "08:30", closes: "18:00" });
    expect(readWeekHours(["20:00-09:00", "9-5"])).toEqual(Array.from({ length: 7 }, () => DEFAULT_DAY_HOURS));
  });

  it("refuses hours that are not HH:MM or that close before they open, naming the weekday", () => {
    expect(dayHoursProblem(1, "09:00", "20:00")).toBeNull();
    expect(dayHoursProblem(1, "9am", "20:00")).toBe("Please enter the time you open on Monday like 09:00.");
    expect(dayHoursProblem(2, "09:00", "24:00")).toBe("Please enter the time you close on Tuesday like 20:00.");
    expect(dayHoursProblem(3, "18:00", "09:00")).toBe("On Wednesday, opening time must be before closing time.");
    expect(dayHoursProblem(3, "09:00", "09:00")).toBe("On Wednesday, opening time must be before closing time.");
  });

  it("describes the week Monday first, joining neighbouring days with the same hours and marking closed ones", () => {
    expect(describeWeek(weekSchedule(week, [2]))).toEqual([
      "Monday: 09:00–20:00",
      "Tuesday: closed",
      "Wednesday to Friday: 09:00–20:00",
      "Saturday: 08:30–18:00",
      "Sunday: 10:00–14:00",
    ]);
  });
});

describe("pickup times", () => {
  it("takes a pickup from opening to closing time of the day's weekday, and refuses 03:00 with the hours", () => {
    expect(pickupTimeRefusal(SATURDAY, "08:30", week)).toBeNull();
    expect(pickupTimeRefusal(SATURDAY, "18:00", week)).toBeNull();
    expect(pickupTimeRefusal(SATURDAY, "03:00", week)).toBe(
      "We are open from 08:30 to 18:00 on Saturdays: please choose a pickup time between them.",
    );
    expect(pickupTimeRefusal(SUNDAY, "17:30", week)).toMatch(/from 10:00 to 14:00 on Sundays/);
  });
});

describe("which day takes an order", () => {
  it("closes past days, the lead time, holidays, closed weekdays and full days; an override opens a closed weekday", () => {
    const r = rules({
      closedWeekdays: [1],
      holidays: new Set(["2026-12-03"]),
      overrides: new Map([["2026-12-07", 2]]),
    });
    expect(dayClosure("2026-11-28", r)).toBe("past");
    expect(dayClosure("2026-11-30", r)).toBe("lead");
    expect(dayClosure("2026-12-01", r)).toBeNull();
    expect(dayClosure("2026-12-03", r)).toBe("holiday");
    expect(dayClosure("2026-12-14", r)).toBe("weekday");
    expect(dayClosure("2026-12-07", r)).toBeNull();
    expect(dayClosure("2026-12-07", r, 2)).toBe("full");
    expect(dayClosure("2026-12-01", r, 4)).toBe("full");
  });

  it("finds the first day the settings open, past the lead time", () => {
    expect(firstOrderableDay(rules())).toBe("2026-12-01");
    expect(firstOrderableDay(rules({ closedWeekdays: [2, 3] }))).toBe("2026-12-03");
    expect(noOrderableDayWarning(rules())).toBeNull();
  });

  it("warns when every weekday is closed, unless a day of its own opens one", () => {
    const closed = rules({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] });
    expect(noOrderableDayWarning(closed)).toMatch(
      /^No day can be ordered: .*Every weekday is closed: open at least one\.$/,
    );
    expect(noOrderableDayWarning({ ...closed, overrides: new Map([["2026-12-10", 3]]) })).toBeNull();
  });

  it("warns when orders per day is 0, unless a day has room of its own", () => {
    const none = rules({ dayCapacity: 0 });
    expect(noOrderableDayWarning(none)).toMatch(/Orders per day is 0: set it to at least 1\.$/);
    expect(noOrderableDayWarning({ ...none, overrides: new Map([["2026-12-10", 1]]) })).toBeNull();
    // A day of its own that lies outside the window opens nothing.
    expect(noOrderableDayWarning({ ...none, overrides: new Map([["2027-06-10", 1]]) })).not.toBeNull();
  });

  it("warns when holidays cover the whole window after the lead time", () => {
    const days = Array.from({ length: 29 }, (_, i) => `2026-12-${String(i + 1).padStart(2, "0")}`);
    const almost = rules({ holidays: new Set(days) });
    // 30 days from 29 Nov is 29 Dec: the 29 days from 1 to 29 Dec are all holidays.
    expect(noOrderableDayWarning(almost)).toMatch(/Every day up to 30 days ahead is closed/);
    expect(noOrderableDayWarning({ ...almost, windowDays: 31 })).toBeNull();
  });
});

describe("the settings' schemas", () => {
  const base = {
    dayCapacity: "4",
    leadDays: "2",
    bookingWindowDays: "120",
    egglessExtra: "0",
    photoRetentionDays: "90",
  };

  it("reads blank release limits as never, and refuses 0 or a fraction", () => {
    const parsed = orderSettingsInput.parse({ ...base, releaseRequestsAfterDays: "", releaseQuotesAfterDays: "3" });
    expect(parsed).toMatchObject({ releaseRequestsAfterDays: null, releaseQuotesAfterDays: 3 });
    const zero = orderSettingsInput.safeParse({ ...base, releaseQuotesAfterDays: "0" });
    expect(zero.error?.issues[0]?.message).toBe("Days to pay a deposit must be at least 1.");
    expect(orderSettingsInput.safeParse({ ...base, releaseRequestsAfterDays: "1.5" }).success).toBe(false);
  });

  it("takes rupees exactly into paise, and refuses a third decimal rather than rounding it", () => {
    expect(cakeSizeInput.parse({ label: "1 kg", grams: "1000", price: "0.29" }).price).toBe(29);
    expect(orderSettingsInput.parse({ ...base, egglessExtra: "80.5" }).egglessExtra).toBe(8_050);
    expect(
      deliveryAreaInput.safeParse({ pincode: "560034", name: "Koramangala", fee: "12.345" }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ["fee"],
        message: "The delivery charge must be a number of rupees, with at most two decimals.",
      }),
    ]);
  });

  it("reads the week's hours from the form, leaves them alone when absent, and names the refused field", () => {
    const fields = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [
        [`opens${i}`, "09:00"],
        [`closes${i}`, "20:00"],
      ]).flat(),
    );
    expect(weekHoursInput.parse(fields)).toHaveLength(7);
    expect(weekHoursInput.parse({})).toBeUndefined();
    const refused = weekHoursInput.safeParse({ ...fields, closes5: "08:00" });
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["opens5"], "On Friday, opening time must be before closing time."],
    ]);
  });

  it("takes a phone of 10 to 15 digits and refuses anything else with the field's name", () => {
    expect(shopInput.parse({ phone: " +91 20 2615 0142 ", whatsapp: "" })).toEqual({
      pickupAddress: undefined,
      phone: "+91 20 2615 0142",
      whatsapp: undefined,
    });
    expect(shopInput.safeParse({ phone: "12345" }).error?.issues[0]?.message).toBe(
      "Phone: please enter 10 to 15 digits, like +91 98450 12399.",
    );
    expect(shopInput.safeParse({ whatsapp: "call me" }).error?.issues[0]?.message).toMatch(/^WhatsApp number:/);
  });
});
