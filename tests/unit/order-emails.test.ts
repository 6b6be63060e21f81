// The customer's e-mails about a cake order: one per status, each naming the reference, carrying the private
// link when the site's address is known, and escaping what the customer or the owner typed.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "#app/lib/orders";
import { orderStatusEmail, type OrderEmailFacts } from "#app/server/models/orders/customer-email.server";

const facts: OrderEmailFacts = {
  reference: "SB-26-0042",
  name: "Asha <Rao>",
  status: "requested",
  date: "2026-11-28",
  fulfilment: "pickup",
  size: "1 kg",
  flavour: "Red velvet",
  eggless: true,
  quotedPaise: 150_000,
  depositPaise: 50_000,
  reason: "",
  note: "",
  statusUrl: "https://slicebakery.in/orders/abc",
};

describe("orderStatusEmail", () => {
  it("writes a subject with the reference and the private link for every status", () => {
    const subjects = new Set<string>();
    for (const status of ORDER_STATUSES) {
      const mail = orderStatusEmail({ ...facts, status });
      expect(mail.subject).toContain("SB-26-0042");
      expect(mail.text).toContain("https://slicebakery.in/orders/abc");
      expect(mail.html).toContain('href="https://slicebakery.in/orders/abc"');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(ORDER_STATUSES.length);
  });

  it("a quote names the price and the deposit; the owner's note is included and escaped", () => {
    const mail = orderStatusEmail({ ...facts, status: "quoted", note: "Gold <leaf> & roses" });
    expect(mail.text).toContain("₹1,500");
    expect(mail.text).toContain("deposit of ₹500");
    expect(mail.text).toContain("A note from us: Gold <leaf> & roses");
    expect(mail.html).toContain("Gold &lt;leaf&gt; &amp; roses");
    expect(orderStatusEmail(facts).html).toContain("Asha &lt;Rao&gt;");
  });

  it("without a trusted address, gives the reference instead of a link", () => {
    const mail = orderStatusEmail({ ...facts, statusUrl: null });
    expect(mail.text).toContain("Your reference is SB-26-0042");
    expect(mail.html).not.toContain("href=");
  });
});
