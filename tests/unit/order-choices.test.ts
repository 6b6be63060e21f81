// The shopper's helps: phone numbers for WhatsApp and the dialler, the free days nearest a refused one, and the
// flavour and size a cake's page carries into the order form.
import { describe, expect, it } from "vitest";
import {
  cakeChoiceFor,
  nearestFreeDays,
  orderFormHref,
  orderStatusWords,
  readOrderPrefill,
} from "#app/lib/order-choices";
import { bakeryLines } from "#app/server/models/orders/customer-email.server";
import { internationalDigits, whatsAppHref } from "#app/lib/phone";

describe("phone numbers for WhatsApp", () => {
  it("gives a number written the Indian way its country code, and drops the trunk 0", () => {
    expect(whatsAppHref("09845012399")).toBe("https://wa.me/919845012399");
    expect(whatsAppHref("098450 12399")).toBe("https://wa.me/919845012399");
    expect(whatsAppHref("98450-12399")).toBe("https://wa.me/919845012399");
  });

  it("keeps a number that names its country (+ or 00) as it is", () => {
    expect(internationalDigits("+91 98450 12399")).toBe("919845012399");
    expect(internationalDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(internationalDigits("0044 20 7946 0958")).toBe("442079460958");
    expect(internationalDigits("919845012399")).toBe("919845012399");
  });

  it("answers null for what is not a phone number", () => {
    expect(whatsAppHref("123")).toBeNull();
    expect(whatsAppHref("")).toBeNull();
    expect(internationalDigits("1234567890123456")).toBeNull();
  });
});

describe("the free days nearest a refused one", () => {
  const days = (free: string[]) =>
    ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"].map((d) => ({
      day: `2026-12-${d}`,
      free: free.includes(d),
    }));

  it("offers two on each side, nearest first on each", () => {
    expect(nearestFreeDays(days(["01", "02", "03", "04", "06", "07", "08", "09"]), "2026-12-05")).toEqual([
      "2026-12-03",
      "2026-12-04",
      "2026-12-06",
      "2026-12-07",
    ]);
  });

  it("fills from the other side when one has fewer, never more than four", () => {
    expect(nearestFreeDays(days(["06", "07", "08", "09", "10"]), "2026-12-05")).toEqual([
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
    ]);
    expect(nearestFreeDays(days(["01", "02", "03", "04", "10"]), "2026-12-05")).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-10",
    ]);
    expect(nearestFreeDays(days([]), "2026-12-05")).toEqual([]);
  });
});

describe("a cake's flavour and size, carried into the order form", () => {
  const catalog = {
    sizes: [
      { id: "s-half", label: "0.5 kg", grams: 500 },
      { id: "s-one", label: "1 kg", grams: 1000 },
    ],
    flavours: ["Chocolate", "Chocolate truffle", "Red velvet"],
  };

  it("finds the longest flavour the title names and the size its text weighs", () => {
    expect(
      cakeChoiceFor({ title: "Chocolate Truffle Cake", description: "Half kilo, serves six to eight." }, catalog),
    ).toEqual({ flavour: "Chocolate truffle", size: "0.5 kg" });
    expect(cakeChoiceFor({ title: "Red Velvet Slice", description: "A 1 kg cake." }, catalog)).toEqual({
      flavour: "Red velvet",
      size: "1 kg",
    });
    expect(cakeChoiceFor({ title: "Carrot Walnut Cake", description: "Moist." }, catalog)).toEqual({});
  });

  it("links to the form with only what it knows", () => {
    expect(orderFormHref({ flavour: "Red velvet", size: "1 kg" })).toBe("/order-a-cake?flavour=Red+velvet&size=1+kg");
    expect(orderFormHref({})).toBe("/order-a-cake");
  });

  it("the form keeps a flavour and size of its lists and drops anything else", () => {
    const read = (query: string) => readOrderPrefill(new URLSearchParams(query), catalog);
    expect(read("flavour=red%20VELVET&size=1%20kg")).toEqual({ flavour: "Red velvet", size: "s-one" });
    expect(read("size=s-half")).toEqual({ size: "s-half" });
    expect(read("flavour=Mango&size=3%20kg")).toEqual({});
    expect(read("flavour=<script>")).toEqual({});
  });
});

describe("an order's page and e-mails in words that fit its status", () => {
  const order = { fulfilment: "pickup" as const, estimatePaise: 120_000, quotedPaise: null, depositPaise: null };

  it("asks for patience only while the price is to come, and never once the order has ended", () => {
    expect(orderStatusWords({ ...order, status: "requested" })).toBe(
      "Estimate: ₹1,200. We will send you our price, usually within a day.",
    );
    for (const status of ["cancelled", "declined", "completed"] as const)
      expect(orderStatusWords({ ...order, status, quotedPaise: 130_000 })).not.toMatch(/send you our price|Estimate/);
    expect(orderStatusWords({ ...order, status: "cancelled" })).toBe("This order is cancelled. Nothing is due.");
    expect(orderStatusWords({ ...order, status: "quoted", quotedPaise: 130_000, depositPaise: 50_000 })).toBe(
      "Our price: ₹1,300 (deposit ₹500).",
    );
    expect(orderStatusWords({ ...order, status: "ready", quotedPaise: 130_000 })).toMatch(/^Ready to pick up\./);
  });

  it("the e-mails say where to pick up while a pickup is to come, and how to reach the bakery", () => {
    const bakery = {
      pickupAddress: "12 North Main Road\nPune 411001",
      phone: "020 4123 4567",
      whatsapp: "098450 12399",
      hoursLines: ["Monday to Saturday: 09:00–20:00", "Sunday: closed"],
    };
    expect(bakeryLines({ status: "confirmed", fulfilment: "pickup", bakery })).toEqual([
      "Pick up at: 12 North Main Road, Pune 411001",
      "Opening hours: Monday to Saturday: 09:00–20:00; Sunday: closed",
      "Questions? Call us on 020 4123 4567 or WhatsApp us: https://wa.me/919845012399.",
    ]);
    expect(bakeryLines({ status: "cancelled", fulfilment: "pickup", bakery })).toEqual([
      "Questions? Call us on 020 4123 4567 or WhatsApp us: https://wa.me/919845012399.",
    ]);
    expect(
      bakeryLines({
        status: "requested",
        fulfilment: "pickup",
        bakery: { ...bakery, pickupAddress: "", phone: "", whatsapp: "", hoursLines: [] },
      }),
    ).toEqual([]);
  });
});
