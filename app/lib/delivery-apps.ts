// The quick-commerce apps that sell the bakery's products, declared once: the key a product's link goes by (in
// the /api JSON, the admin form's control and Insights' click-outs), the name the pages show, Insights' chart
// colour and the product's column that stores the link. Forms, pages, the CSV, the /api and Insights read it.
// Pure data: safe in the browser and on the server.

export const DELIVERY_APPS = [
  { key: "zepto", label: "Zepto", color: "#7c3aed", column: "zeptoUrl" },
  { key: "instamart", label: "Swiggy Instamart", color: "#ea580c", column: "instamartUrl" },
  { key: "blinkit", label: "Blinkit", color: "#ca8a04", column: "blinkitUrl" },
] as const;

export type DeliveryApp = (typeof DELIVERY_APPS)[number];
export type DeliveryAppKey = DeliveryApp["key"];
export type DeliveryAppColumn = DeliveryApp["column"];

/** The keys, in the pages' order. */
export const DELIVERY_APP_KEYS = DELIVERY_APPS.map((a) => a.key) as unknown as readonly [
  DeliveryAppKey,
  ...DeliveryAppKey[],
];

export function deliveryAppLabel(key: DeliveryAppKey): string {
  return DELIVERY_APPS.find((a) => a.key === key)!.label;
}

/** "Zepto, Swiggy Instamart and Blinkit" (or "… or Blinkit"), for the pages' sentences. */
export function deliveryAppNames(last: "and" | "or"): string {
  const names = DELIVERY_APPS.map((a) => a.label);
  return `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}`;
}

/** One value per app, keyed by the app (an object whose keys follow the apps' order). */
export function perDeliveryApp<T>(value: (app: DeliveryApp) => T): Record<DeliveryAppKey, T> {
  return Object.fromEntries(DELIVERY_APPS.map((a) => [a.key, value(a)])) as Record<DeliveryAppKey, T>;
}
