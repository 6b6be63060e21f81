// The admin lists' one pattern (app/lib/list-query.ts): what a URL asks for, paging figures and links.
import { describe, expect, it } from "vitest";
import { containsPattern, countOf, pageHref, pageInfo, parseListQuery, showingText } from "#app/lib/list-query";

const SPEC = {
  filters: { kind: ["contact", "partner"], status: ["read", "unread"] },
  sorts: ["newest", "oldest"],
  defaultSort: "newest",
} as const;
const parse = (query: string) => parseListQuery(new URLSearchParams(query), SPEC);

describe("parseListQuery", () => {
  it("reads the search, known filter values, the sort and the page", () => {
    expect(parse("q=%20%20Asha%20%20%20K%20&kind=partner&status=unread&sort=oldest&page=3")).toEqual({
      q: "Asha K",
      filters: { kind: "partner", status: "unread" },
      sort: "oldest",
      page: 3,
    });
  });

  it("takes anything unknown as the default, never as an error", () => {
    expect(parse("kind=spam&status=&sort=DROP&page=-2")).toEqual({ q: "", filters: {}, sort: "newest", page: 1 });
    for (const page of ["0", "1.5", "abc", "1e3", "99999999", ""]) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });
});

describe("pageInfo", () => {
  it("gives the rows shown and the number of pages", () => {
    expect(pageInfo(2012, 2, 50)).toMatchObject({ page: 2, pages: 41, from: 51, to: 100, offset: 50 });
    expect(pageInfo(2012, 41, 50)).toMatchObject({ page: 41, from: 2001, to: 2012, offset: 2000 });
    expect(pageInfo(100, 2, 50)).toMatchObject({ page: 2, pages: 2, from: 51, to: 100 });
  });

  it("shows the last page for a page past the end, and one empty page for nothing", () => {
    expect(pageInfo(120, 9, 50)).toMatchObject({ page: 3, pages: 3, from: 101, to: 120, offset: 100 });
    expect(pageInfo(0, 4, 50)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, offset: 0 });
  });

  it("says it as the screens do", () => {
    expect(showingText(pageInfo(2012, 2, 50))).toBe("Showing 51–100 of 2,012");
    expect(countOf(5000, "message")).toBe("5,000 messages");
    expect(countOf(1, "message")).toBe("1 message");
    expect(countOf(20000, "address", "addresses")).toBe("20,000 addresses");
  });
});

describe("pageHref", () => {
  it("keeps the search, filters and sort; page 1 drops the parameter", () => {
    const params = new URLSearchParams("q=rose%20%26%20pistachio&kind=contact&page=4");
    expect(pageHref(params, 5)).toBe("?q=rose+%26+pistachio&kind=contact&page=5");
    expect(pageHref(params, 1)).toBe("?q=rose+%26+pistachio&kind=contact");
    expect(pageHref(new URLSearchParams("page=2"), 1)).toBe("?");
  });
});

describe("containsPattern", () => {
  it("makes %, _ and \\ literal", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
