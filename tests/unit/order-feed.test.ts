// The owner's calendar feed as text: lines folded at 75 octets of UTF-8 (not 75 characters), never inside a
// character, each ending in CRLF; unfolded and parsed, every value comes back as the order holds it.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedCalendar, type FeedOrder } from "#app/server/models/orders/feed.server";

const order: FeedOrder = {
  id: "cmorder0000000000000000001",
  reference: "SB-26-0042",
  status: "confirmed",
  date: "2026-12-08",
  fulfilment: "pickup",
  pickupTime: "17:30",
  address: "",
  pincode: "",
  size: "1 kg",
  flavour: "Chocolate truffle",
  eggless: true,
  // Three octets a character in UTF-8, and a cake (four octets, two UTF-16 units).
  message: "जन्मदिन की हार्दिक शुभकामनाएँ 🎂🎂🎂",
  name: "आशा राव ".repeat(12).trim(),
  phone: "+91 98765 43210",
  quotedPaise: 150_000,
  updatedAt: new Date("2026-11-27T10:00:00Z"),
  version: 3,
};

const delivery: FeedOrder = {
  ...order,
  id: "cmorder0000000000000000002",
  reference: "SB-26-0043",
  fulfilment: "delivery",
  pickupTime: null,
  address: "12, North Main Road; पुणे ".repeat(4).trim(),
  pincode: "411001",
};

describe("the calendar feed's text", () => {
  const text = feedCalendar([order, delivery], new Date("2026-11-28T06:00:00Z"));
  const lines = text.split("\r\n");

  it("folds every line at 75 octets of UTF-8, never inside a character, each line ending in CRLF", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const long = lines.filter((l) => Buffer.byteLength(l, "utf8") > 75);
    expect(long).toEqual([]);
    // A character cut in two would leave half a surrogate pair (or, in octets, half a UTF-8 sequence).
    for (const line of lines)
      expect(line, line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    // The folding was needed: the description runs over several lines.
    expect(lines.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(4);
  });

  it("unfolds and parses back to the order's own values", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [pickup, drop] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(pickup!.description.split("\n")).toContain(`Message: ${order.message}`);
    expect(pickup!.description.split("\n")).toContain(`${order.name}, ${order.phone}`);
    expect(pickup!.summary).toBe("SB-26-0042 · 1 kg Chocolate truffle (eggless)");
    expect(pickup!.startDate.toJSDate().toISOString()).toBe("2026-12-08T12:00:00.000Z");
    expect(pickup!.duration.toSeconds()).toBe(30 * 60);
    expect(drop!.location).toBe(`${delivery.address}, 411001`);
    expect(drop!.startDate.toString()).toBe("2026-12-08");
    expect(drop!.endDate.toString()).toBe("2026-12-09");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Slice Bakery orders");
  });
});
