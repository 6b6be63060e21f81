// Custom cake orders: the pure rules the order form (in the browser), the server and the owner's screens share:
// the statuses and which change is allowed, the price estimate, the bakery's calendar days and the UPI link.
// Runs in the browser and on the server (no Node APIs, no Zod).
import { addDays } from "./calendar-day";
import { dayOf } from "./insights";
import { formatMoney, rupeesText } from "./money";

export { addDays, isCalendarDay, weekdayOf } from "./calendar-day";

export const ORDER_STATUSES = [
  "requested",
  "quoted",
  "confirmed",
  "in_production",
  "ready",
  "completed",
  "declined",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the screens and e-mails name a status: its name in sentence case ("in_production" is "In production"). */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((s) => [s, `${s.charAt(0).toUpperCase()}${s.slice(1).replace(/_/g, " ")}`]),
) as Record<OrderStatus, string>;

/** Who changes an order. */
export const ORDER_ACTORS = ["owner", "customer"] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** How the cake reaches the customer. */
export const ORDER_FULFILMENTS = ["pickup", "delivery"] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/**
 * Every allowed change, by who may make it. The owner walks an order forward one step at a time, may send a
 * quote again with another price (quoted to quoted), may decline or cancel it while nothing has been paid, and
 * may reopen a declined or cancelled order as a request; the customer may only cancel, and only until the
 * deposit confirms it.
 */
const OWNER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  requested: ["quoted", "declined", "cancelled"],
  quoted: ["quoted", "confirmed", "declined", "cancelled"],
  confirmed: ["in_production"],
  in_production: ["ready"],
  ready: ["completed"],
  completed: [],
  declined: ["requested"],
  cancelled: ["requested"],
};
const CUSTOMER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  requested: ["cancelled"],
  quoted: ["cancelled"],
  confirmed: [],
  in_production: [],
  ready: [],
  completed: [],
  declined: [],
  cancelled: [],
};

/** The statuses `by` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, by: OrderActor): readonly OrderStatus[] {
  return (by === "owner" ? OWNER_MOVES : CUSTOMER_MOVES)[from];
}

export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return nextStatuses(from, by).includes(to);
}

/** An order still to be made: neither completed nor ended by a decline or a cancel. */
export const OPEN_STATUSES = [
  "requested",
  "quoted",
  "confirmed",
  "in_production",
  "ready",
] as const satisfies readonly OrderStatus[];

/** Orders in these statuses take a place on their day (a declined, cancelled or completed one frees it). */
export const CAPACITY_STATUSES = OPEN_STATUSES;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The owner ends an order in these with a reason the customer reads (the status page and the e-mail). */
export const REASON_STATUSES = ["declined", "cancelled"] as const satisfies readonly OrderStatus[];

export function needsReason(to: OrderStatus, by: OrderActor): boolean {
  return by === "owner" && (REASON_STATUSES as readonly OrderStatus[]).includes(to);
}

export const REASON_REQUIRED = "Please say why, in a few words the customer will read.";

/** The owner changes an order's details (day, size, flavour, message, fulfilment) while it is still to be made. */
export const EDITABLE_STATUSES = OPEN_STATUSES;

export function isEditable(status: OrderStatus): boolean {
  return (EDITABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * Why an order cannot become completed yet, or null: a cake is handed over on the day it is needed, so
 * "completed" is refused before that day (in the bakery's calendar).
 */
export function completedTooEarly(to: OrderStatus, day: string, today: string): string | null {
  if (to !== "completed" || today >= day) return null;
  return `This order can be marked completed from the day it is needed, ${formatOrderDay(day)}.`;
}

/** The customer may cancel an order in this status. */
export function customerMayCancel(status: OrderStatus): boolean {
  return canMove(status, "cancelled", "customer");
}

// ---------------------------------------------------------------------------------------------------------
// Price estimate: the same sum in the browser (live, while the form is filled) and on the server (stored).

export type EstimateParts = {
  sizePricePaise: number;
  eggless: boolean;
  egglessExtraPaise: number;
  /** The delivery charge of the chosen area; 0 for a pickup. */
  deliveryFeePaise: number;
};

export function estimatePaise(parts: EstimateParts): number {
  return parts.sizePricePaise + (parts.eggless ? parts.egglessExtraPaise : 0) + parts.deliveryFeePaise;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar days. An order is for a day as the bakery counts it (India time), written YYYY-MM-DD; arithmetic on
// days runs in UTC so that no server or browser time zone can shift a day.

/**
 * Today (or the day of `now`) in the bakery, YYYY-MM-DD: the day Insights counts in (the same time zone), remembered
 * per minute, since the cached order form asks on every request and Intl's time-zone formatting is slow.
 */
export function bakeryToday(now: Date = new Date()): string {
  return dayOf(now);
}

/** How many days ahead an order can be for, until the owner sets it (the order settings). */
export const DEFAULT_BOOKING_WINDOW_DAYS = 120;
/** The longest window the owner can set: two years of days is what the calendar is ever asked to walk. */
export const MAX_BOOKING_WINDOW_DAYS = 730;

/** The last day an order can be for: today plus the booking window. */
export function bookingWindowEnd(today: string, windowDays: number): string {
  return addDays(today, windowDays);
}

/**
 * The booking window's refusal of a day, or null when the day is in it. The form, POST /api/orders and the owner's
 * holidays and day capacities all take a day from today to the window's end; a day before today is refused here
 * only for the owner (an order for it is told the next free days instead).
 */
export function bookingWindowRefusal(
  day: string,
  { today, windowDays }: { today: string; windowDays: number },
  { pastAllowed }: { pastAllowed: boolean },
): string | null {
  const last = bookingWindowEnd(today, windowDays);
  if (day > last)
    return `We take orders up to ${windowDays} days ahead: please choose a day up to ${formatOrderDay(last)}.`;
  if (!pastAllowed && day < today) return `Please choose a day from today (${formatOrderDay(today)}) on.`;
  return null;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** As Intl's en-IN names them ("Sept", not "Sep"). */
const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/**
 * "Sat, 28 Nov 2026": the day's parts from Date's UTC getters and the English short names, without Intl: the order
 * form writes this while it hydrates, and a page's first Intl date format costs a phone tens of milliseconds of main
 * thread (ICU loading its date data). Intl's en-IN would write "Sat, 28 Nov, 2026"; tests/unit/orders.test.ts holds
 * the names to Intl's.
 */
export function formatOrderDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAY_NAMES[date.getUTCDay()]!.slice(0, 3);
  return `${weekday}, ${date.getUTCDate()} ${MONTH_SHORT[date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}

/** "Sat, 28 Nov 2026, Sun, 29 Nov 2026 or Tue, 1 Dec 2026". */
export function listDays(days: readonly string[]): string {
  const names = days.map(formatOrderDay);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join("; ")} or ${names[names.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------------
// The deposit

/**
 * Whether a quote asks for a deposit. The owner quotes a deposit of 0 for an order that needs none (the quote
 * always names one): then nothing is to be paid, and the owner confirms the order without it.
 */
export function asksDeposit(depositPaise: number | null | undefined): depositPaise is number {
  return typeof depositPaise === "number" && depositPaise > 0;
}

/** What a quote without a deposit tells the customer (page and e-mail). */
export const NO_DEPOSIT_NEEDED = "No deposit is needed: we will confirm your order and let you know.";

/** The quote's request to the customer: the deposit to pay, or that none is needed. */
export function quoteDepositText(depositPaise: number | null): string {
  return asksDeposit(depositPaise)
    ? `To confirm the order, please pay the deposit of ${formatMoney(depositPaise)} by UPI from the status page.`
    : NO_DEPOSIT_NEEDED;
}

// UPI

/**
 * The UPI deep link every Indian payments app opens (NPCI's URL form): payee address, payee name, amount in
 * rupees with two decimals, INR, and the order's reference as the note so the owner can match the payment.
 */
export function upiPayLink(payee: { upiId: string; upiName: string }, amountPaise: number, reference: string): string {
  const params: [string, string][] = [
    ["pa", payee.upiId],
    ["pn", payee.upiName],
    ["am", rupeesText(amountPaise)],
    ["cu", "INR"],
    ["tn", reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
