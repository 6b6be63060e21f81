// The one plural helper: every count on the site is written through it.
import { describe, expect, it } from "vitest";
import { countOf, isAre, plural } from "#app/lib/plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countOf(1, "product")).toBe("1 product");
    expect(countOf(0, "product")).toBe("0 products");
    expect(countOf(2, "subscriber")).toBe("2 subscribers");
    expect(countOf(1, "loaf", "loaves")).toBe("1 loaf");
    expect(countOf(3, "loaf", "loaves")).toBe("3 loaves");
    expect(plural(1, "message")).toBe("message");
    expect(plural(1.5, "message")).toBe("messages");
    expect([isAre(1), isAre(0), isAre(7)]).toEqual(["is", "are", "are"]);
  });

  it("groups large counts the Indian way", () => {
    expect(countOf(123456, "product")).toBe("1,23,456 products");
  });
});
