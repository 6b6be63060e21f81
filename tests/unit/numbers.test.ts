// Figures grouped without Intl (app/lib/numbers.ts) must read exactly as Intl's en-IN formats write them, for
// every whole number and every amount of money the site can show.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { formatMoney, MAX_PAISE } from "#app/lib/money";
import { formatNumber, groupIndian } from "#app/lib/numbers";

const intl = new Intl.NumberFormat("en-IN");
const rupees = (digits: 0 | 2) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeRupees = rupees(0);
const withPaise = rupees(2);

describe("groupIndian and formatNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1_000, "1,000"],
    [12_345, "12,345"],
    [1_20_000, "1,20,000"],
    [-98_76_54_321, "-98,76,54,321"],
  ])("%d → %s", (n, text) => {
    expect(groupIndian(n)).toBe(text);
  });

  it("writes every integer from -20,000 to 20,000 and around each power of ten as Intl does", () => {
    const values = Array.from({ length: 40_001 }, (_, i) => i - 20_000);
    for (let p = 1; p <= 15; p++) values.push(10 ** p - 1, 10 ** p, 10 ** p + 1, -(10 ** p));
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, -0);
    for (const n of values) expect(formatNumber(n), String(n)).toBe(intl.format(n));
  });

  it("writes any safe integer, and any fraction, as Intl does", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => formatNumber(n) === intl.format(n)),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => formatNumber(n) === intl.format(n)),
      { numRuns: 2_000 },
    );
  });
});

describe("formatNumber's fractions", () => {
  it("round to three places half away from zero, carry, drop trailing zeros and keep the sign of -0, as Intl does", () => {
    const values = [0.5, 12.5, 2.675, 1.0005, 1.0004999, 1.0015, 1.0025, 8.345, 123.4565, 9.9995, -9.9995, 999.9995];
    values.push(999.9994, 99_999.9999, 1_23_456.7891, -12_34_567.89, 0.1 + 0.2, 0.0005, 0.00049, -0.0001, -0.0005);
    values.push(1e-7, 0.000001, -2.5e-10, 5e-324, 1e14 + 0.5, 1e15 - 0.5, 1e21 + 0.5, Number.NaN, Infinity, -Infinity);
    for (const n of values) expect(formatNumber(n), String(n)).toBe(intl.format(n));
  });

  it("write any fraction of any size, and every number with a fourth decimal of 5, as Intl does", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (n) => formatNumber(n) === intl.format(n)),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (tenThousandths) => {
        const n = (tenThousandths * 10 + 5) / 100_000;
        return formatNumber(n) === intl.format(n);
      }),
      { numRuns: 20_000 },
    );
  });

  it("make no Intl number format for a fraction the site shows", async () => {
    // A fresh copy of the module: the one above has made its formatter for NaN and the infinities already.
    vi.resetModules();
    const fresh = await import("#app/lib/numbers");
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      for (const n of [12.5, 0.333, -4.75, 1_23_456.5]) fresh.formatNumber(n);
      expect(made).toBe(0);
      expect(fresh.formatNumber(Number.NaN)).toBe("NaN");
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});

describe("formatMoney against Intl's rupee format", () => {
  it("writes any amount up to the largest price as Intl does", () => {
    const intlMoney = (paise: number) => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }),
        (paise) => formatMoney(paise) === intlMoney(paise || 0),
      ),
      { numRuns: 5_000 },
    );
    for (let paise = -2_000; paise <= 20_000; paise++) expect(formatMoney(paise)).toBe(intlMoney(paise || 0));
  });
});
