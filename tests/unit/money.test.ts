import { describe, expect, it } from "vitest";
import {
  formatMoney,
  MAX_PAISE,
  MAX_RUPEES,
  paiseFromStoredRupees,
  parseRupees,
  rupeesOf,
  rupeesText,
} from "#app/lib/money";

describe("formatMoney", () => {
  it.each([
    [0, "₹0"],
    [500, "₹5"],
    [12_000, "₹120"],
    [120_000, "₹1,200"],
    [12_000_000, "₹1,20,000"],
    [1_234_567_800, "₹1,23,45,678"],
    [12_050, "₹120.50"],
    [12_005, "₹120.05"],
    [50, "₹0.50"],
    [1, "₹0.01"],
    [125_050, "₹1,250.50"],
    [MAX_PAISE, "₹9,99,99,999.99"],
    // A fraction of a paisa is rounded away; -0 is shown as 0, not "-₹0".
    [12_000.4, "₹120"],
    [-0, "₹0"],
  ])("%d paise → %s", (paise, text) => {
    expect(formatMoney(paise)).toBe(text);
  });
});

describe("parseRupees", () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [120, 12_000],
    [120.5, 12_050],
    [120.55, 12_055],
    // Exact where rupees times 100 in floating point is not (0.29 * 100 is 28.999999999999996).
    [0.29, 29],
    ["0.29", 29],
    [1.1, 110],
    [4.35, 435],
    ["120", 12_000],
    [" 120.50 ", 12_050],
    ["0", 0],
    ["0.99", 99],
    [".5", 50],
    ["12.", 1_200],
    ["007", 700],
    ["99999999.99", MAX_PAISE],
    [MAX_RUPEES, MAX_PAISE],
    [-0, 0],
    // refused, never rounded
    [1.005, null],
    ["1.005", null],
    [120.555, null],
    ["120.555", null],
    ["100000000", null],
    [100_000_000, null],
    ["99999999.991", null],
    [-1, null],
    ["-1", null],
    ["-0", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ["Infinity", null],
    ["NaN", null],
    ["1e3", null],
    ["1E3", null],
    [1e21, null],
    [1e-7, null],
    ["0x10", null],
    ["12abc", null],
    ["1,200", null],
    ["₹120", null],
    ["", null],
    ["  ", null],
    [".", null],
    ["+5", null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
    [[5], null],
  ])("%j → %j", (input, expected) => {
    expect(parseRupees(input)).toBe(expected);
  });

  it("gives a whole number of paise for every two-decimal amount", () => {
    for (let paise = 0; paise <= 100_000; paise += 97) {
      const rupees = Number(`${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`);
      expect(parseRupees(rupees)).toBe(paise);
    }
  });
});

describe("the boundaries", () => {
  it("reads a Decimal column's text exactly, and refuses anything that is not rupees", () => {
    expect(paiseFromStoredRupees("120.5")).toBe(12_050);
    expect(paiseFromStoredRupees("120.50")).toBe(12_050);
    expect(paiseFromStoredRupees("0.29")).toBe(29);
    expect(paiseFromStoredRupees("95")).toBe(9_500);
    // The column holds ten digits of rupees, more than a form accepts.
    expect(paiseFromStoredRupees("9999999999.99")).toBe(999_999_999_999);
    for (const text of ["", "abc", "1.005", "1e3"])
      expect(() => paiseFromStoredRupees(text), text).toThrow("Not an amount of rupees");
  });

  it("gives rupees back as the number a JSON body would carry, and as two-decimal text", () => {
    expect(rupeesOf(12_050)).toBe(120.5);
    expect(rupeesOf(29)).toBe(0.29);
    expect(rupeesOf(MAX_PAISE)).toBe(99_999_999.99);
    expect(JSON.stringify(rupeesOf(6_025))).toBe("60.25");
    expect(rupeesText(12_050)).toBe("120.50");
    expect(rupeesText(29)).toBe("0.29");
    expect(rupeesText(0)).toBe("0.00");
    expect(rupeesText(MAX_PAISE)).toBe("99999999.99");
  });

  it("comes back to the same paise through rupees, for every amount", () => {
    for (const paise of [0, 1, 29, 99, 100, 12_050, 123_456_789, MAX_PAISE - 1, MAX_PAISE]) {
      expect(parseRupees(rupeesOf(paise))).toBe(paise);
      expect(parseRupees(rupeesText(paise))).toBe(paise);
      expect(paiseFromStoredRupees(rupeesText(paise))).toBe(paise);
    }
  });
});
