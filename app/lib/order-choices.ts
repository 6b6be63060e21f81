// Helping a shopper to a cake order: the free days nearest to a refused one, the flavour and size a cake's page
// carries into the order form, and the form's reading of them from its address. Runs in the browser and on the
// server (pure: the lists come from the caller).
import { asksDeposit, type OrderStatus } from "./orders";
import { formatMoney } from "./money";

/** How many free days a refusal offers on each side of the refused day, and in all. */
export const FREE_DAYS_EACH_SIDE = 2;
export const FREE_DAYS_OFFERED = 4;

/**
 * The free days nearest to `around`, in calendar order: up to `eachSide` before it and after it, and when one side
 * has fewer (a day just after the lead time has no earlier ones), more from the other, up to `total`. A birthday
 * usually needs its cake a day early rather than a day late, so both sides count. `days` are in calendar order.
 */
export function nearestFreeDays(
  days: readonly { day: string; free: boolean }[],
  around: string,
  { eachSide = FREE_DAYS_EACH_SIDE, total = FREE_DAYS_OFFERED } = {},
): string[] {
  const before = days.filter((d) => d.free && d.day < around).map((d) => d.day);
  const after = days.filter((d) => d.free && d.day > around).map((d) => d.day);
  const takeBefore = Math.min(before.length, Math.max(eachSide, total - Math.min(after.length, eachSide)));
  const takeAfter = Math.min(after.length, total - takeBefore);
  return [...before.slice(before.length - takeBefore), ...after.slice(0, takeAfter)];
}

/**
 * The order form's button for one of the offered free days: without scripts it sends the form back with that day
 * in the date field (nothing is placed); with scripts it fills the field in place.
 */
export const CHOOSE_DAY_FIELD = "chooseDay";

export type CakeCatalog = {
  sizes: readonly { id: string; label: string; grams: number }[];
  flavours: readonly string[];
};

/** What the order form starts with when a page sends a shopper to it: a flavour and a size of the bakery's lists. */
export type OrderPrefill = { flavour?: string; size?: string };

/** The order form's address for a cake: `/order-a-cake?flavour=…&size=…` (only the parts known). */
export function orderFormHref(choice: OrderPrefill = {}): string {
  const query = new URLSearchParams();
  if (choice.flavour) query.set("flavour", choice.flavour);
  if (choice.size) query.set("size", choice.size);
  const search = query.toString();
  return search ? `/order-a-cake?${search}` : "/order-a-cake";
}

/**
 * The form's reading of `?flavour=` and `?size=`: a flavour of the list (any case; answered as the list writes
 * it) and a size by its id or label (answered as its id). Anything else is dropped, never shown or refused.
 */
export function readOrderPrefill(params: URLSearchParams, catalog: CakeCatalog): OrderPrefill {
  const flavourText = params.get("flavour")?.trim().toLowerCase();
  const sizeText = params.get("size")?.trim().toLowerCase();
  const flavour = flavourText ? catalog.flavours.find((f) => f.toLowerCase() === flavourText) : undefined;
  const size = sizeText
    ? catalog.sizes.find((s) => s.id.toLowerCase() === sizeText || s.label.toLowerCase() === sizeText)
    : undefined;
  return { ...(flavour ? { flavour } : {}), ...(size ? { size: size.id } : {}) };
}

const HALF_KILO = /\bhalf[ -](?:a[ -])?(?:kilo|kg)\b/i;
const WEIGHT = /\b(\d+(?:\.\d+)?)\s*(kg|kilos?|g|grams?)\b/gi;

/** The weights a cake's text names ("1 kg", "500 g", "half kilo"), in grams. */
function weightsNamed(text: string): number[] {
  const grams = [...text.matchAll(WEIGHT)].map((m) => Math.round(Number(m[1]) * (/^k/i.test(m[2]!) ? 1000 : 1)));
  return HALF_KILO.test(text) ? [500, ...grams] : grams;
}

/**
 * The flavour and size of the bakery's lists a cake's page names: the longest flavour its title contains
 * ("Chocolate Truffle Cake" is "Chocolate truffle"), and the size whose weight its title or description names
 * ("Half kilo, serves six" is "0.5 kg"). Either is left out when the page names none.
 */
export function cakeChoiceFor(product: { title: string; description: string }, catalog: CakeCatalog): OrderPrefill {
  const title = product.title.toLowerCase();
  const flavour = [...catalog.flavours]
    .sort((a, b) => b.length - a.length)
    .find((f) => title.includes(f.toLowerCase()));
  const weights = weightsNamed(`${product.title} ${product.description}`);
  const size = catalog.sizes.find((s) => weights.includes(s.grams));
  return { ...(flavour ? { flavour } : {}), ...(size ? { size: size.label } : {}) };
}

/** What a customer is told about the bakery (texts left empty until the owner writes them). */
export type BakeryContactDetails = {
  pickupAddress: string;
  phone: string;
  /** The number to WhatsApp ("" when there is none). */
  whatsapp: string;
  /** The week's hours in a few lines ("Monday to Friday: 09:00–20:00"). */
  hoursLines: readonly string[];
};

export function hasBakeryContact(details: BakeryContactDetails): boolean {
  return Boolean(details.pickupAddress || details.phone || details.whatsapp || details.hoursLines.length > 0);
}

/** What an order's page says about its price and what comes next, in words that fit its status. */
export function orderStatusWords(order: {
  status: OrderStatus;
  fulfilment: "pickup" | "delivery";
  estimatePaise: number;
  quotedPaise: number | null;
  depositPaise: number | null;
}): string {
  const price = order.quotedPaise === null ? null : formatMoney(order.quotedPaise);
  const deposit = asksDeposit(order.depositPaise) ? ` (deposit ${formatMoney(order.depositPaise)})` : "";
  switch (order.status) {
    case "requested":
      return `Estimate: ${formatMoney(order.estimatePaise)}. We will send you our price, usually within a day.`;
    case "quoted":
      return `Our price: ${price ?? formatMoney(order.estimatePaise)}${deposit}.`;
    case "confirmed":
    case "in_production":
      return `Confirmed at ${price ?? formatMoney(order.estimatePaise)}${deposit}. We will tell you when it is ready.`;
    case "ready":
      return order.fulfilment === "pickup"
        ? `Ready to pick up. Our price: ${price ?? formatMoney(order.estimatePaise)}${deposit}.`
        : `Ready, and on its way to you soon. Our price: ${price ?? formatMoney(order.estimatePaise)}${deposit}.`;
    case "completed":
      return "Completed. Thank you for ordering from us!";
    case "declined":
      return "We are sorry: we could not take this order. Nothing is due.";
    case "cancelled":
      return "This order is cancelled. Nothing is due.";
  }
}
