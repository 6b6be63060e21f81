// The owner's month calendar, pure parts: which month a query names, the weeks of the grid (Monday first) and
// the words each day is marked with.
import { describe, expect, it } from "vitest";
import { addMonths, dayMark, formatMonth, monthSpan, monthWeeks, readMonth } from "#app/lib/month-grid";

describe("the month a query names", () => {
  it("is this month when none is given, the month asked for when it is one, and a 400's message otherwise", () => {
    expect(readMonth(null, "2026-11")).toEqual({ month: "2026-11", invalid: null });
    expect(readMonth(" ", "2026-11")).toEqual({ month: "2026-11", invalid: null });
    expect(readMonth("2027-02", "2026-11")).toEqual({ month: "2027-02", invalid: null });
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01", "november", "2026-11x"]) {
      expect(readMonth(bad, "2026-11"), bad).toEqual({ month: "2026-11", invalid: expect.stringMatching(/YYYY-MM/) });
    }
    // Far beyond any booking window or the books the owner keeps.
    expect(readMonth("9999-12", "2026-11").invalid).toMatch(/36 months either side/);
    expect(readMonth("2023-10", "2026-11").invalid).toMatch(/36 months either side/);
    expect(readMonth("2023-11", "2026-11").invalid).toBeNull();
  });

  it("counts months across years", () => {
    expect(addMonths("2026-11", 1)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", -23)).toBe("2024-12");
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2026-09", "short")).toBe("Sept 2026");
  });
});

describe("the grid of a month", () => {
  it("runs Monday to Sunday, with empty cells before the first and after the last day", () => {
    // 1 November 2026 is a Sunday: six weeks, the first with six empty cells.
    const weeks = monthWeeks("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[1]![0]).toBe("2026-11-02");
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it("fits February of a leap year and a month that starts on a Monday", () => {
    expect(monthSpan("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthSpan("2027-02").last).toBe("2027-02-28");
    // 1 February 2027 is a Monday and the month has exactly four weeks.
    const weeks = monthWeeks("2027-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
  });
});

describe("a day's mark", () => {
  const today = "2026-11-29";
  const day = (over: Partial<Parameters<typeof dayMark>[0]>) =>
    dayMark({ day: "2026-12-05", room: 4, taken: 0, had: 0, rest: null, ...over }, today);

  it("says in words what the colour shows", () => {
    expect(day({})).toEqual({ kind: "open", label: "4 of 4 free" });
    expect(day({ taken: 3 })).toEqual({ kind: "open", label: "1 of 4 free" });
    expect(day({ taken: 4 })).toEqual({ kind: "full", label: "Full (4 of 4)" });
    expect(day({ rest: "holiday", room: 0 })).toEqual({ kind: "holiday", label: "Holiday" });
    expect(day({ rest: "weekday", room: 0 })).toEqual({ kind: "closed", label: "Closed" });
    // A day set to take no orders is closed, not full.
    expect(day({ room: 0 })).toEqual({ kind: "closed", label: "Closed" });
  });

  it("flags more orders than room before anything else, today and later only", () => {
    expect(day({ room: 2, taken: 3 })).toEqual({ kind: "overbooked", label: "Over-booked: 3 orders, room for 2" });
    expect(day({ rest: "holiday", room: 0, taken: 1 })).toEqual({
      kind: "overbooked",
      label: "Over-booked: 1 order, room for none",
    });
    expect(day({ day: today, room: 0, taken: 2 }).kind).toBe("overbooked");
    expect(day({ day: "2026-11-28", room: 0, taken: 2, had: 2 })).toEqual({ kind: "past", label: "2 orders" });
    expect(day({ day: "2026-11-28", taken: 1, had: 1 })).toEqual({ kind: "past", label: "1 order" });
  });

  it("counts a past day's completed orders, which no longer hold a place", () => {
    expect(day({ day: "2026-11-28", taken: 0, had: 1 })).toEqual({ kind: "past", label: "1 order" });
    expect(day({ day: "2026-11-28", taken: 1, had: 3 })).toEqual({ kind: "past", label: "3 orders" });
  });
});
