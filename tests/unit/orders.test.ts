// The pure order rules: the estimate, the UPI link, calendar days and the order form's schema.
import { describe, expect, it } from "vitest";
import {
  addDays,
  bakeryToday,
  canMove,
  completedTooEarly,
  estimatePaise,
  formatOrderDay,
  isCalendarDay,
  isEditable,
  listDays,
  needsReason,
  upiPayLink,
  weekdayOf,
} from "#app/lib/orders";
import {
  ORDER_TEXT,
  orderInput,
  orderInputForm,
  orderStatusChange,
  orderStatusChangeForm,
} from "#app/lib/validation/order";

describe("order rules", () => {
  it("adds the eggless extra and the delivery charge to the size's price", () => {
    const parts = { sizePricePaise: 110_000, eggless: false, egglessExtraPaise: 10_000, deliveryFeePaise: 0 };
    expect(estimatePaise(parts)).toBe(110_000);
    expect(estimatePaise({ ...parts, eggless: true, deliveryFeePaise: 5_000 })).toBe(125_000);
  });

  it("writes the UPI link with the amount in rupees and the reference as the note, all encoded", () => {
    expect(upiPayLink({ upiId: "slice@okaxis", upiName: "Slice & Co" }, 50_000, "SB-26-0042")).toBe(
      "upi://pay?pa=slice%40okaxis&pn=Slice%20%26%20Co&am=500.00&cu=INR&tn=SB-26-0042",
    );
  });

  it("counts days in the bakery's time zone, whatever the server's", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(bakeryToday(new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(listDays(["2026-11-28", "2026-11-29"])).toBe("Sat, 28 Nov 2026 or Sun, 29 Nov 2026");
  });

  it("lets the customer cancel only before the deposit, the owner only forward", () => {
    expect(canMove("quoted", "cancelled", "customer")).toBe(true);
    expect(canMove("confirmed", "cancelled", "customer")).toBe(false);
    expect(canMove("requested", "confirmed", "owner")).toBe(false);
    expect(canMove("ready", "completed", "owner")).toBe(true);
  });

  it("the schema takes JSON's boolean, the form's checkbox through the form's reading, and needs an address for a delivery", () => {
    const base = {
      occasion: "Birthday",
      date: "2026-12-01",
      fulfilment: "pickup",
      size: "1 kg",
      flavour: "Vanilla",
      name: "Asha",
      phone: "9845012345",
      email: "asha@example.com",
    };
    // The form's checkbox text becomes a boolean; JSON takes a boolean only.
    expect(orderInputForm.parse({ ...base, eggless: "on" }).eggless).toBe(true);
    expect(orderInputForm.parse({ ...base, eggless: "" }).eggless).toBe(false);
    expect(orderInputForm.safeParse({ ...base, eggless: "maybe" }).success).toBe(false);
    expect(orderInput.parse({ ...base, eggless: true }).eggless).toBe(true);
    expect(orderInput.parse(base).eggless).toBe(false);
    for (const text of ["on", "true", ""])
      expect(orderInput.safeParse({ ...base, eggless: text }).error?.issues[0]?.message).toBe(
        ORDER_TEXT.egglessInvalid,
      );
    const delivery = orderInput.safeParse({ ...base, fulfilment: "delivery" });
    expect(delivery.success).toBe(false);
    expect(delivery.error!.issues.map((i) => i.path[0])).toEqual(["address", "pincode"]);
  });

  it("a status change takes JSON numbers and money in whole paise; a form's digits as numbers, money in rupees with two decimals at most", () => {
    const change = { to: "quoted", version: 3, quotedPaise: 150_050, depositPaise: 0 };
    expect(orderStatusChange.parse(change)).toMatchObject(change);
    expect(orderStatusChangeForm.parse({ to: "quoted", version: " 3", price: "1500.50", deposit: "0" })).toMatchObject(
      change,
    );
    // Rupees with two decimals that binary cannot hold exactly still become exact paise.
    expect(orderStatusChangeForm.parse({ to: "quoted", version: "1", price: "80.55" }).quotedPaise).toBe(8055);
    const message = (schema: typeof orderStatusChange | typeof orderStatusChangeForm, body: object) =>
      schema.safeParse({ to: "quoted", version: 3, ...body }).error?.issues[0]?.message;
    expect(message(orderStatusChange, { version: "3" })).toBe(ORDER_TEXT.versionInvalid);
    expect(message(orderStatusChange, { version: true })).toBe(ORDER_TEXT.versionInvalid);
    expect(message(orderStatusChange, { version: undefined })).toBe(ORDER_TEXT.versionMissing);
    for (const depositPaise of [null, "", [], "0", -1, 12.5, 1_000_000_001])
      expect(message(orderStatusChange, { depositPaise }), JSON.stringify(depositPaise)).toBe(
        ORDER_TEXT.depositPaiseInvalid,
      );
    for (const quotedPaise of [12.5, 0, 1_000_000_001, "12"])
      expect(message(orderStatusChange, { quotedPaise }), JSON.stringify(quotedPaise)).toBe(
        ORDER_TEXT.quotedPaiseInvalid,
      );
    // Rupees are the form's, not the API's: a field the API body does not list is refused by the /api reader.
    expect(orderStatusChange.parse({ ...change, price: 1500 })).not.toHaveProperty("price");
    for (const price of ["12.345", "1e3", "12abc", "-5", "0"])
      expect(message(orderStatusChangeForm, { price }), price).toBe(ORDER_TEXT.priceInvalid);
    expect(message(orderStatusChangeForm, { version: "3.5" })).toBe(ORDER_TEXT.versionInvalid);
  });
});

describe("the owner's changes", () => {
  it("completes an order only from its day, naming the day", () => {
    expect(completedTooEarly("completed", "2026-12-08", "2026-12-07")).toBe(
      "This order can be marked completed from the day it is needed, Tue, 8 Dec 2026.",
    );
    expect(completedTooEarly("completed", "2026-12-08", "2026-12-08")).toBeNull();
    expect(completedTooEarly("completed", "2026-12-08", "2026-12-09")).toBeNull();
    expect(completedTooEarly("ready", "2026-12-08", "2026-12-01")).toBeNull();
  });

  it("asks the owner, never the customer, for a reason to decline or cancel", () => {
    expect(needsReason("declined", "owner")).toBe(true);
    expect(needsReason("cancelled", "owner")).toBe(true);
    expect(needsReason("cancelled", "customer")).toBe(false);
    expect(needsReason("quoted", "owner")).toBe(false);
  });

  it("lets the owner revise a quote and reopen an ended order; the customer neither", () => {
    expect(canMove("quoted", "quoted", "owner")).toBe(true);
    expect(canMove("declined", "requested", "owner")).toBe(true);
    expect(canMove("cancelled", "requested", "owner")).toBe(true);
    expect(canMove("completed", "requested", "owner")).toBe(false);
    expect(canMove("cancelled", "requested", "customer")).toBe(false);
    expect(isEditable("ready")).toBe(true);
    expect(isEditable("declined")).toBe(false);
    expect(isEditable("completed")).toBe(false);
  });
});

describe("formatOrderDay", () => {
  it("names every day from 2024 to 2031 as Intl's en-IN does, in the site's order", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = "2024-01-01"; day <= "2031-12-31"; day = addDays(day, 1)) {
      const parts = Object.fromEntries(
        intl.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]),
      ) as Record<string, string>;
      expect(formatOrderDay(day)).toBe(`${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`);
    }
    expect(formatOrderDay("2026-11-28")).toBe("Sat, 28 Nov 2026");
  });
});
