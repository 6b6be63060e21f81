import { describe, expect, it } from "vitest";
import { formatPrice, MAX_PRICE, parsePrice } from "#app/lib/price";

describe("formatPrice", () => {
  it.each([
    [0, "₹0"],
    [5, "₹5"],
    [120, "₹120"],
    [1200, "₹1,200"],
    [120000, "₹1,20,000"],
    [12345678, "₹1,23,45,678"],
    [120.5, "₹120.50"],
    [120.05, "₹120.05"],
    [0.5, "₹0.50"],
    [99999999.99, "₹9,99,99,999.99"],
    [120.001, "₹120"],
  ])("%d → %s", (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe("parsePrice", () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [120, 120],
    [120.5, 120.5],
    [120.55, 120.55],
    ["120", 120],
    [" 120.50 ", 120.5],
    ["0", 0],
    ["0.99", 0.99],
    [".5", 0.5],
    ["12.", 12],
    ["007", 7],
    ["99999999.99", MAX_PRICE],
    [MAX_PRICE, MAX_PRICE],
    [-0, 0],
    // rejected
    ["100000000", null],
    [100000000, null],
    ["99999999.991", null],
    [-1, null],
    ["-1", null],
    ["-0", null],
    [120.555, null],
    ["120.555", null],
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
    expect(parsePrice(input)).toBe(expected);
  });
});
