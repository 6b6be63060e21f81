import { describe, expect, it } from "vitest";
import { pageHref, pageItems, readPageParam, withPage } from "#app/lib/pagination";

describe("readPageParam", () => {
  it.each([
    ["", { page: 1, canonical: true }],
    ["?page=2", { page: 2, canonical: true }],
    ["?page=70", { page: 70, canonical: true }],
    ["?page=99999", { page: 99999, canonical: true }],
    ["?other=x&page=3", { page: 3, canonical: true }],
    // Page 1 has no parameter; other spellings of a number redirect to its plain digits.
    ["?page=1", { page: 1, canonical: false }],
    ["?page=007", { page: 7, canonical: false }],
    ["?page=2&page=3", { page: 2, canonical: false }],
    // Not a whole number of at least 1: page 1, through a redirect.
    ["?page=0", { page: 1, canonical: false }],
    ["?page=-1", { page: 1, canonical: false }],
    ["?page=abc", { page: 1, canonical: false }],
    ["?page=", { page: 1, canonical: false }],
    ["?page=2.5", { page: 1, canonical: false }],
    ["?page=1e3", { page: 1, canonical: false }],
    ["?page=%202", { page: 1, canonical: false }],
    ["?page=0x10", { page: 1, canonical: false }],
    ["?page=%EF%BC%92", { page: 1, canonical: false }], // a full-width digit two
    // Too large to be a page: beyond the last one (the route answers 404), no redirect.
    ["?page=99999999999999999999", { page: Infinity, canonical: true }],
  ])("%j → %j", (search, expected) => {
    expect(readPageParam(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("pageHref and withPage", () => {
  it("page 1 is the bare path; other pages add ?page=N", () => {
    expect(pageHref("/offerings/pastries", 1)).toBe("/offerings/pastries");
    expect(pageHref("/offerings/pastries", 2)).toBe("/offerings/pastries?page=2");
  });

  it("sets the canonical page parameter and keeps the other parameters", () => {
    const url = (search: string) => new URL(`http://localhost/offerings/pastries${search}`);
    expect(withPage(url("?page=abc"), 1)).toBe("/offerings/pastries");
    expect(withPage(url("?page=1"), 1)).toBe("/offerings/pastries");
    expect(withPage(url("?page=007"), 7)).toBe("/offerings/pastries?page=7");
    expect(withPage(url("?utm_source=app&page=0"), 1)).toBe("/offerings/pastries?utm_source=app");
    expect(withPage(url("?page=2&page=3&x=1"), 2)).toBe("/offerings/pastries?x=1&page=2");
  });
});

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 70, [1, 2, "gap", 70]],
    [2, 70, [1, 2, 3, "gap", 70]],
    [4, 70, [1, 2, 3, 4, 5, "gap", 70]], // a single left-out page is shown, not a gap
    [5, 70, [1, "gap", 4, 5, 6, "gap", 70]],
    [69, 70, [1, "gap", 68, 69, 70]],
    [70, 70, [1, "gap", 69, 70]],
    [1, 0, []],
  ] as const)("page %i of %i → %j", (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});
