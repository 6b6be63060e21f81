// Figures grouped without Intl (app/lib/numbers.ts) must read exactly as Intl's en-IN formats write them, for
// every whole number and every amount of money the site can show.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
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
