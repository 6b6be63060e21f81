// A quote without a deposit (the owner quotes ₹0) asks for none: its e-mail says so instead of "pay the deposit
// of ₹0", and the confirmation does not thank the customer for a deposit never paid.
import { describe, expect, it } from "vitest";
import { asksDeposit, NO_DEPOSIT_NEEDED, quoteDepositText } from "#app/lib/orders";
import { orderStatusEmail, type OrderEmailFacts } from "#app/server/models/orders/customer-email.server";

const facts: OrderEmailFacts = {
  reference: "SB-26-0042",
  name: "Asha Rao",
  status: "quoted",
  date: "2026-11-28",
  fulfilment: "pickup",
  size: "1 kg",
  flavour: "Red velvet",
  eggless: false,
  quotedPaise: 150_000,
  depositPaise: 0,
  reason: "",
  note: "",
  statusUrl: "https://slicebakery.in/orders/abc",
};

describe("a quote's deposit", () => {
  it("is asked only when it is more than ₹0", () => {
    expect([0, null, undefined, 1, 50_000].map(asksDeposit)).toEqual([false, false, false, true, true]);
    expect(quoteDepositText(50_050)).toBe(
      "To confirm the order, please pay the deposit of ₹500.50 by UPI from the status page.",
    );
    expect(quoteDepositText(0)).toBe(NO_DEPOSIT_NEEDED);
    expect(quoteDepositText(null)).toBe(NO_DEPOSIT_NEEDED);
  });

  it("a quote of ₹0 deposit is e-mailed as needing none; one of ₹500 asks for it", () => {
    const none = orderStatusEmail(facts);
    expect(none.text).toContain("Here is our price for your 1 kg Red velvet cake for Sat, 28 Nov 2026: ₹1,500.");
    expect(none.text).toContain(NO_DEPOSIT_NEEDED);
    expect(none.text).not.toMatch(/₹0|pay the deposit/);
    expect(none.html).not.toMatch(/₹0|pay the deposit/);
    const some = orderStatusEmail({ ...facts, depositPaise: 50_000 });
    expect(some.text).toContain("please pay the deposit of ₹500 by UPI");
    expect(some.text).not.toContain(NO_DEPOSIT_NEEDED);
  });

  it("the confirmation thanks for a deposit only when one was asked", () => {
    const none = orderStatusEmail({ ...facts, status: "confirmed" });
    expect(none.text).toMatch(/^Your 1 kg Red velvet cake for Sat, 28 Nov 2026 is confirmed\./);
    expect(none.text).not.toContain("deposit");
    const paid = orderStatusEmail({ ...facts, status: "confirmed", depositPaise: 50_000 });
    expect(paid.text).toMatch(/^We have received your deposit: your 1 kg Red velvet cake/);
  });
});
