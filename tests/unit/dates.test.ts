// The owner reads every date in one format, in the bakery's time zone: "26 Nov 2026" for a day and
// "26 Nov 2026, 2:13 pm" for a moment, whatever the server's own zone. No admin screen formats a date itself.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay } from "#app/lib/dates";

describe("dates", () => {
  it("writes a moment as day, month, year and the time, in the bakery's zone", () => {
    // 08:43 UTC is 2:13 pm in India; a moment late in the UTC evening is already the next day there.
    expect(formatDateTime(new Date("2026-11-26T08:43:27Z"))).toBe("26 Nov 2026, 2:13 pm");
    expect(formatDateTime("2026-11-26T20:00:00Z")).toBe("27 Nov 2026, 1:30 am");
    expect(formatDate(new Date("2026-11-26T20:00:00Z"))).toBe("27 Nov 2026");
  });

  it("writes a calendar day as that day, whatever the zone", () => {
    expect(formatDay("2026-11-26")).toBe("26 Nov 2026");
    expect(formatDay("2027-01-01")).toBe("1 Jan 2027");
  });

  it("is the only date format of the admin screens: none formats a date itself", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    // The charts' axis ticks are the one exception: "26 Nov" under a bar, where a year would not fit.
    const screens = [...files("app/routes/admin"), ...files("app/components/admin")].filter(
      (file) => !file.endsWith("InsightsCharts.tsx"),
    );
    expect(screens.length).toBeGreaterThan(20);
    const ownFormats = screens.filter((file) =>
      /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat/.test(readFileSync(file, "utf8")),
    );
    expect(ownFormats).toEqual([]);
  });
});
