// The pure rules behind the owner's order list: which orders a list shows by default, how a page is cut across
// the groups of what needs action, the money totals, the tap-to-call link; and the owner's e-mail about an order.
import { describe, expect, it } from "vitest";
import { listScope, orderTotals, pageAcrossGroups } from "#app/lib/order-queue";
import { telHref } from "#app/lib/phone";
import { ownerOrderEmail, type OwnerOrderFacts } from "#app/server/models/orders/owner-email.server";

describe("listScope", () => {
  it("opens on what needs action; a search, a day or a filter looks in every order; a named scope wins", () => {
    expect(listScope({ q: "", narrowed: false })).toBe("open");
    expect(listScope({ q: "98450", narrowed: false })).toBe("all");
    expect(listScope({ q: "", day: "2026-12-01", narrowed: false })).toBe("all");
    expect(listScope({ q: "", narrowed: true })).toBe("all");
    expect(listScope({ show: "open", q: "asha", narrowed: true })).toBe("open");
    expect(listScope({ show: "history", q: "", narrowed: false })).toBe("history");
    expect(listScope({ show: "later", q: "", narrowed: false })).toBe("open");
  });
});

describe("pageAcrossGroups", () => {
  const counts = [
    ["requests", 3],
    ["quotes", 0],
    ["upcoming", 4],
    ["history", 10],
  ] as const;

  it("cuts a page that starts in one group and ends in another, skipping empty ones", () => {
    expect(pageAcrossGroups(counts, 0, 5)).toEqual([
      { group: "requests", skip: 0, take: 3 },
      { group: "upcoming", skip: 0, take: 2 },
    ]);
    expect(pageAcrossGroups(counts, 5, 5)).toEqual([
      { group: "upcoming", skip: 2, take: 2 },
      { group: "history", skip: 0, take: 3 },
    ]);
    expect(pageAcrossGroups(counts, 15, 5)).toEqual([{ group: "history", skip: 8, take: 2 }]);
  });

  it("reads every row exactly once over all pages, and nothing past the end", () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 17; offset += 4)
      for (const s of pageAcrossGroups(counts, offset, 4))
        for (let i = 0; i < s.take; i++) seen.push(`${s.group}:${s.skip + i}`);
    expect(seen).toHaveLength(17);
    expect(new Set(seen).size).toBe(17);
    expect(pageAcrossGroups(counts, 17, 4)).toEqual([]);
    expect(pageAcrossGroups([], 0, 4)).toEqual([]);
  });
});

describe("orderTotals", () => {
  it("counts no value for declined or cancelled orders and no balance once completed", () => {
    expect(
      orderTotals([
        { status: "requested", valuePaise: 100_000, depositsReceivedPaise: 0 },
        { status: "confirmed", valuePaise: 300_000, depositsReceivedPaise: 100_000 },
        { status: "completed", valuePaise: 150_000, depositsReceivedPaise: 50_000 },
        { status: "declined", valuePaise: 120_000, depositsReceivedPaise: 0 },
        { status: "cancelled", valuePaise: 90_000, depositsReceivedPaise: 0 },
      ]),
    ).toEqual({ valuePaise: 550_000, depositsReceivedPaise: 150_000, balanceDuePaise: 300_000 });
    expect(orderTotals([])).toEqual({ valuePaise: 0, depositsReceivedPaise: 0, balanceDuePaise: 0 });
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+91 98450 12399")).toBe("tel:+919845012399");
    expect(telHref("(020) 4123-4567")).toBe("tel:02041234567");
    expect(telHref(" 98450 77777 ")).toBe("tel:9845077777");
  });
});

describe("ownerOrderEmail", () => {
  const facts: OwnerOrderFacts = {
    event: "requested",
    reference: "SB-26-0042",
    occasion: "Birthday <b>",
    date: "2026-12-05",
    fulfilment: "delivery",
    pickupTime: null,
    pincode: "411001",
    size: "1 kg",
    flavour: "Red velvet",
    eggless: true,
    estimatePaise: 125_000,
    orderUrl: "https://slicebakery.in/studio/orders/abc",
  };

  it("names the order, the day and the cake, links to it, and escapes what the customer typed", () => {
    const mail = ownerOrderEmail(facts);
    expect(mail.subject).toBe("New cake request SB-26-0042 for Sat, 5 Dec 2026");
    expect(mail.text).toContain("Delivery: PIN code 411001");
    expect(mail.text).toContain("Cake: 1 kg Red velvet (eggless)");
    expect(mail.text).toContain("Open the order: https://slicebakery.in/studio/orders/abc");
    expect(mail.html).toContain('href="https://slicebakery.in/studio/orders/abc"');
    expect(mail.html).toContain("Birthday &lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
  });

  it("says the cancel, and points to the admin when no trusted address is known", () => {
    const mail = ownerOrderEmail({
      ...facts,
      event: "cancelled",
      orderUrl: null,
      fulfilment: "pickup",
      pickupTime: "17:30",
    });
    expect(mail.subject).toBe("Cancelled by the customer: SB-26-0042 for Sat, 5 Dec 2026");
    expect(mail.text).toContain("Pickup: 17:30");
    expect(mail.text).toContain("Open it from Orders in the admin.");
    expect(mail.html).not.toContain("href=");
  });
});
