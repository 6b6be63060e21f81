// Owner insights: the pure rules: bot, Do Not Track / GPC and prefetch detection, what a request
// counts as, when a search is loaded again, search query normalisation, days and date ranges.
import { describe, expect, it } from "vitest";
import {
  addDays,
  comparedWith,
  dayList,
  dayOf,
  isDay,
  lastDays,
  normaliseQuery,
  parsePreset,
  parseRange,
  previousRange,
} from "#app/lib/insights";
import { searchShouldRevalidate } from "#app/lib/search";
import { classify, isBotAgent, isPrefetch, optedOut, visitorKind } from "#app/server/insights/counting.server";

const headers = (h: Record<string, string>) => (name: string) => h[name];
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("who is counted", () => {
  it("recognises bots by User-Agent, and no User-Agent as one", () => {
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      "UptimeRobot/2.0",
      "",
      "   ",
    ]) {
      expect(isBotAgent(bot), bot).toBe(true);
    }
    expect(isBotAgent(undefined)).toBe(true);
    for (const person of [
      CHROME,
      SAFARI_IPHONE,
      "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
    ]) {
      expect(isBotAgent(person), person).toBe(false);
    }
  });

  it("gives the same answers when asked again (answers are remembered), and for a User-Agent too long to remember", () => {
    for (let round = 0; round < 3; round++) {
      expect(isBotAgent(CHROME)).toBe(false);
      expect(isBotAgent("curl/8.5.0")).toBe(true);
      expect(isBotAgent(` ${CHROME} `)).toBe(false);
    }
    const long = `${CHROME} ${"x".repeat(600)}`;
    expect(isBotAgent(long)).toBe(isBotAgent(long));
    expect(isBotAgent(`Googlebot/2.1 ${"y".repeat(600)}`)).toBe(true);
  });

  it("honours Do Not Track and Global Privacy Control (only the value 1)", () => {
    expect(optedOut(headers({ dnt: "1" }))).toBe(true);
    expect(optedOut(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optedOut(headers({ dnt: " 1 " }))).toBe(true);
    expect(optedOut(headers({ dnt: "0" }))).toBe(false);
    expect(optedOut(headers({ "sec-gpc": "0" }))).toBe(false);
    expect(optedOut(headers({}))).toBe(false);
    expect(visitorKind(headers({ "user-agent": CHROME }))).toBe("person");
    expect(visitorKind(headers({ "user-agent": CHROME, dnt: "1" }))).toBe("opted-out");
    expect(visitorKind(headers({ "user-agent": "Googlebot/2.1", "sec-gpc": "1" }))).toBe("opted-out");
    expect(visitorKind(headers({ "user-agent": "Googlebot/2.1" }))).toBe("bot");
  });

  it("leaves prefetches out", () => {
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });
});

describe("what a request counts as", () => {
  it("pages, products, offerings, searches and click-outs; .data navigations as their page", () => {
    expect(classify("/")?.visit).toEqual({ kind: "page", path: "/" });
    expect(classify("/_root.data")?.visit).toEqual({ kind: "page", path: "/" });
    expect(classify("/about-us/?utm_source=x")?.visit).toEqual({ kind: "page", path: "/about-us" });
    expect(classify("/blogs/brown-bread.data")).toMatchObject({
      visit: { kind: "page", path: "/blogs/brown-bread" },
      data: true,
    });
    expect(classify("/product/cabc123")?.visit).toEqual({ kind: "product", id: "cabc123" });
    expect(classify("/offerings/cakes.data?_routes=x")).toMatchObject({
      visit: { kind: "offering", slug: "cakes" },
      pathAndQuery: "/offerings/cakes",
    });
    expect(classify("/search?query=Croissant")?.visit).toEqual({ kind: "search", query: "Croissant", source: "page" });
    expect(classify("/search.data?query=cake&from=dropdown&_routes=routes%2Fpublic%2Fsearch")?.visit).toEqual({
      kind: "search",
      query: "cake",
      source: "dropdown",
    });
    expect(classify("/go/cabc123/blinkit")?.visit).toEqual({ kind: "click", productId: "cabc123", shop: "blinkit" });
  });

  it("nothing for the admin area, /api, files, empty searches, unknown shops, unsubscribe links", () => {
    for (const url of [
      "/studio-7f3a9c2e",
      "/studio-7f3a9c2e/insights",
      "/api/products",
      "/assets/entry.js",
      "/uploads/products/a.webp",
      "/images/platforms/zepto.svg",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/search",
      "/search?query=%20%20",
      "/go/cabc123/amazon",
      "/go/cabc123/zepto.data",
      "/unsubscribe?token=abc",
      `/${"x".repeat(300)}`,
    ]) {
      expect(classify(url), url).toBeNull();
    }
  });
});

describe("a search is loaded again only when the visitor searches", () => {
  // Each load of /search (the page, or the header's dropdown through its fetcher) is counted as one search.
  const on = (currentUrl: string, nextUrl: string) => ({
    currentUrl: new URL(currentUrl, "http://h"),
    nextUrl: new URL(nextUrl, "http://h"),
    currentParams: {},
    nextParams: {},
  });

  it("not after a form post on the page, such as the footer's newsletter sign-up, whatever React Router proposes", () => {
    for (const formMethod of ["POST", "PUT", "PATCH", "DELETE"] as const)
      expect(
        searchShouldRevalidate({
          ...on("/search?query=cake", "/search?query=cake"),
          formMethod,
          formAction: "/subscribe",
          defaultShouldRevalidate: true,
        }),
        formMethod,
      ).toBe(false);
  });

  it("as React Router proposes on a navigation or a GET form: a new query is loaded, an unchanged one is not", () => {
    expect(
      searchShouldRevalidate({ ...on("/search?query=cake", "/search?query=bread"), defaultShouldRevalidate: true }),
    ).toBe(true);
    expect(
      searchShouldRevalidate({
        ...on("/search?query=cake", "/search?query=bread"),
        formMethod: "GET",
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    expect(searchShouldRevalidate({ ...on("/search?query=cake", "/about-us"), defaultShouldRevalidate: false })).toBe(
      false,
    );
  });
});

describe("search query normalisation", () => {
  it("lower case, single spaces, trimmed, compatibility forms folded, at most 100 characters", () => {
    expect(normaliseQuery("  Butter   CROISSANT ")).toBe("butter croissant");
    expect(normaliseQuery("red\tvelvet\ncake")).toBe("red velvet cake");
    expect(normaliseQuery("ｃａｋｅ")).toBe("cake"); // full-width letters
    expect(normaliseQuery("café")).toBe(normaliseQuery("cafe\u0301"));
    expect(normaliseQuery("a\u0000b")).toBe("a b");
    expect(normaliseQuery("   ")).toBe("");
    expect(normaliseQuery("x".repeat(250))).toHaveLength(100);
  });
});

describe("days and ranges", () => {
  it("days are India's: 20:00 UTC is already the next day there", () => {
    expect(dayOf(Date.parse("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
    expect(dayOf(Date.parse("2026-11-25T18:31:00Z"))).toBe("2026-11-26");
  });

  it("real calendar days only", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-1-5", "20261105", "yesterday", "", "1999-12-31"])
      expect(isDay(bad), bad).toBe(false);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dayList("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(lastDays(7, "2026-11-25")).toEqual({ from: "2026-11-19", to: "2026-11-25" });
  });

  it("the screen's ?days= is 7, 30 or 90, anything else 30", () => {
    expect(parsePreset("7")).toBe(7);
    expect(parsePreset("90")).toBe(90);
    for (const v of ["365", "-7", "abc", "", null]) expect(parsePreset(v)).toBe(30);
  });

  it("the API's from and to: defaults, order, at most 400 days, clear messages", () => {
    const today = "2026-11-25";
    expect(parseRange(null, null, today)).toEqual({ ok: true, range: { from: "2026-10-27", to: today } });
    expect(parseRange("2026-11-01", null, today)).toEqual({ ok: true, range: { from: "2026-11-01", to: today } });
    expect(parseRange(null, "2026-06-30", today)).toEqual({
      ok: true,
      range: { from: "2026-06-01", to: "2026-06-30" },
    });
    expect(parseRange("2026-11-25", "2026-11-25", today)).toEqual({ ok: true, range: { from: today, to: today } });
    expect(parseRange("2025-10-22", "2026-11-25", today)).toMatchObject({ ok: true });
    expect(parseRange("2025-10-21", "2026-11-25", today)).toEqual({
      ok: false,
      message: "The range must not be longer than 400 days.",
    });
    expect(parseRange("2026-11-26", "2026-11-25", today)).toEqual({ ok: false, message: "from must not be after to." });
    expect(parseRange("2026-02-30", null, today)).toEqual({
      ok: false,
      message: "from must be a date written YYYY-MM-DD.",
    });
    expect(parseRange(null, "25/11/2026", today)).toEqual({
      ok: false,
      message: "to must be a date written YYYY-MM-DD.",
    });
  });
});

// dayOf is remembered per minute (counting a request must not format a date each time): the minute before and
// after midnight in India, asked in turn, in both orders and as numbers or Dates, still give their own days.
// 2026-11-25 00:00 in India (UTC+05:30) is 2026-11-24 18:30 UTC.
const MIDNIGHT = Date.UTC(2026, 10, 24, 18, 30);

describe("dayOf", () => {
  it("gives the India-time day on either side of midnight, whatever was asked before", () => {
    const before = MIDNIGHT - 1;
    const after = MIDNIGHT;
    for (let i = 0; i < 3; i++) {
      expect(dayOf(before)).toBe("2026-11-24");
      expect(dayOf(after)).toBe("2026-11-25");
      expect(dayOf(new Date(before))).toBe("2026-11-24");
      expect(dayOf(new Date(after + 59_999))).toBe("2026-11-25");
    }
    expect(dayOf(MIDNIGHT - 60_000)).toBe("2026-11-24");
    expect(dayOf(Date.UTC(2026, 10, 24, 12))).toBe("2026-11-24");
    expect(dayOf(Date.UTC(2026, 10, 24, 19))).toBe("2026-11-25");
  });

  it("refuses an invalid date as before", () => {
    expect(() => dayOf(Number.NaN)).toThrow(RangeError);
    expect(() => dayOf(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("comparison with the period before", () => {
  it("takes the same number of days just before the range", () => {
    expect(previousRange({ from: "2026-11-20", to: "2026-11-26" })).toEqual({ from: "2026-11-13", to: "2026-11-19" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-30" })).toEqual({ from: "2026-01-30", to: "2026-02-28" });
  });

  it("says the change in words", () => {
    expect(comparedWith(112, 100, 7)).toBe("+12 % on the previous 7 days");
    expect(comparedWith(60, 100, 30)).toBe("\u221240 % on the previous 30 days");
    expect(comparedWith(100, 100, 7)).toBe("same as the previous 7 days");
    expect(comparedWith(5, 0, 7)).toBe("up from 0 in the previous 7 days");
    expect(comparedWith(0, 0, 90)).toBe("none in the previous 90 days either");
    expect(comparedWith(2500, 100, 7)).toBe("+2,400 % on the previous 7 days");
  });
});
