// Which query parameters count as campaign tags and click ids (app/lib/tracking-parameters.ts), and what is left of
// a target without them.
import { describe, expect, it } from "vitest";
import { withoutTrackingParameters } from "#app/lib/tracking-parameters";

describe("withoutTrackingParameters", () => {
  it("drops campaign tags and click ids, in any case, and keeps every other parameter as written and in order", () => {
    const cases: [string, string][] = [
      ["/order-a-cake?fbclid=IwAR0x", "/order-a-cake"],
      ["/?utm_source=instagram&utm_medium=story&utm_campaign=diwali", "/"],
      [
        "/search?utm_source=news&query=cr%C3%A8me+br%C3%BBl%C3%A9e&gclid=Cj0K&page=2",
        "/search?query=cr%C3%A8me+br%C3%BBl%C3%A9e&page=2",
      ],
      ["/product/abc?srsltid=AfmBOo&GCLID=x&Fbclid=y", "/product/abc"],
      ["/offerings/cakes?fbclid", "/offerings/cakes"],
      ["/offerings/cakes?msclkid=1&&x=1", "/offerings/cakes?&x=1"],
    ];
    for (const [target, expected] of cases) expect(withoutTrackingParameters(target), target).toBe(expected);
  });
  it("leaves alone a target without them, a name that only starts like one, and a value that names one", () => {
    for (const target of [
      "/",
      "/about-us",
      "/search?query=fbclid",
      "/search?query=utm_source%3Dx",
      "/x?fbclid_extra=1&gclidx=2&my_utm_source=3",
      "/a&fbclid=1/b",
      "/search?",
    ]) {
      expect(withoutTrackingParameters(target), target).toBe(target);
    }
  });
});
