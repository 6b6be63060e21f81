// The delivery apps' one table: the names the pages' sentences list, and every place that keys by app (the
// product form's links, the /api's shopping links, Insights' shops) reading the same keys in the same order.
import { describe, expect, it } from "vitest";
import { apiShoppingLinksSchema } from "#app/lib/api-shapes";
import { DELIVERY_APP_KEYS, DELIVERY_APPS, deliveryAppNames, perDeliveryApp } from "#app/lib/delivery-apps";
import { SHOPS } from "#app/lib/insights";
import { site } from "#app/lib/site-config";
import { SHOP_PLATFORMS } from "#app/lib/validation/product";

describe("the delivery apps", () => {
  it("are listed in the pages' sentences by their names", () => {
    expect(deliveryAppNames("and")).toBe("Zepto, Swiggy Instamart and Blinkit");
    expect(deliveryAppNames("or")).toBe("Zepto, Swiggy Instamart or Blinkit");
  });

  it("give every keyed list the same keys in the same order", () => {
    const keys = DELIVERY_APPS.map((a) => a.key);
    expect([...DELIVERY_APP_KEYS]).toEqual(keys);
    expect([...SHOP_PLATFORMS]).toEqual(keys);
    expect(SHOPS.map((s) => s.key)).toEqual(keys);
    expect(Object.keys(apiShoppingLinksSchema.shape)).toEqual(keys);
    expect(Object.keys(perDeliveryApp((a) => a.column))).toEqual(keys);
    expect(site.deliveryPlatforms.map((p) => [p.key, p.name])).toEqual(DELIVERY_APPS.map((a) => [a.key, a.label]));
  });
});
