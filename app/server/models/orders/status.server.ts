// Moving an order through its states: requested → quoted → confirmed → in production → ready → completed, or
// declined / cancelled early on (the rules are in app/lib/orders.ts). A change names the version of the order
// it was made on; the update only matches that version, so of two owners clicking at once exactly one wins and
// the other is told the order changed. Every change writes its history entry and the customer's e-mail with it.
import {
  asksDeposit,
  bakeryToday,
  canMove,
  completedTooEarly,
  needsReason,
  ORDER_STATUS_LABELS,
  REASON_REQUIRED,
  type OrderActor,
  type OrderStatus,
} from "#app/lib/orders";
import { orderStatusChange, orderStatusChangeForm, ORDER_TEXT } from "#app/lib/validation/order";
import { db } from "../../platform/db.server";
import { secretHash } from "../../auth/password.server";
import { badRequest, conflict, invalidInput, isRecordId, notFound } from "../errors.server";
import { assertDayOpen, lockOrderDay } from "./calendar.server";
import { orderFormChanged } from "./form-view.server";
import { queueOwnerOrderNotice } from "./owner-notice.server";
import { queueOrderEmail, statusPath, STATUS_TOKEN_SHAPE } from "./records.server";
import { orderSelect, toOrderView, type OrderView } from "./shape.server";
import type { Tx } from "./settings.server";

export const ORDER_CHANGED =
  "This order was changed by someone else in the meantime. Please look at it again and repeat your change if it still applies.";

export function illegalMove(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
}

const QUOTE_NEEDS_PRICE = "Please enter the price and the deposit to send a quote.";
const DEPOSIT_OVER_PRICE = "The deposit cannot be more than the price.";
const CHANGE_FIELDS = ["to", "version", "price", "quotedPaise", "deposit", "depositPaise", "note", "reason"] as const;

export type StatusChangeOptions = {
  by: OrderActor;
  emailOrigin: string | null;
  now?: Date;
  /** "form" when the change is a form's text fields (numbers as text); a JSON body otherwise. */
  from?: "form" | "json";
  /** More to write with the change, in its transaction (an e-mail to the owner), given the order as changed. */
  alsoWrite?: (tx: Tx, order: OrderView) => Promise<void>;
};

/** What the change writes besides the status (the quote's price and deposit, the deposit's receipt). */
function changeData(
  from: OrderView,
  to: OrderStatus,
  quotedPaise: number | undefined,
  depositPaise: number | undefined,
  now: Date,
) {
  if (to === "quoted") {
    // Each refusal names the owner's form field to correct, so the form marks it.
    if (quotedPaise === undefined || depositPaise === undefined)
      throw badRequest(QUOTE_NEEDS_PRICE, undefined, {
        [quotedPaise === undefined ? "price" : "deposit"]: QUOTE_NEEDS_PRICE,
      });
    if (depositPaise > quotedPaise) throw badRequest(DEPOSIT_OVER_PRICE, undefined, { deposit: DEPOSIT_OVER_PRICE });
    return { quotedPaise, depositPaise };
  }
  // A quote that asked no deposit is confirmed without one received.
  if (to === "confirmed") return asksDeposit(from.depositPaise) ? { depositReceivedAt: now } : {};
  return {};
}

/**
 * Applies one status change to the order `where` names, on the version the caller saw. Refusals: 404 no such
 * order, 400 bad input or a change the rules do not allow (for this actor), 409 the order moved in the meantime.
 */
async function applyChange(tx: Tx, current: OrderView, raw: unknown, options: StatusChangeOptions): Promise<OrderView> {
  const parsed = (options.from === "form" ? orderStatusChangeForm : orderStatusChange).safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, CHANGE_FIELDS, "Please check the change.");
  const { to, version, note, quotedPaise, depositPaise } = parsed.data;
  const reason = parsed.data.reason.trim();
  const now = options.now ?? new Date();
  if (version !== current.version) throw conflict(ORDER_CHANGED);
  if (!canMove(current.status, to, options.by)) throw badRequest(illegalMove(current.status, to));
  const early = completedTooEarly(to, current.date, bakeryToday(now));
  if (early) throw badRequest(early);
  if (needsReason(to, options.by) && !reason) throw badRequest(REASON_REQUIRED, undefined, { reason: REASON_REQUIRED });
  // A reopened order takes a place on its day again: the day must still have room (the lead time is the
  // owner's own margin, so it does not stop the owner).
  if (to === "requested") {
    const state = await lockOrderDay(tx, current.date, now);
    if (state.closed !== null && state.closed !== "lead") await assertDayOpen(tx, state, now);
  }
  const extra = changeData(current, to, quotedPaise, depositPaise, now);
  const moved = await tx.order.updateMany({
    where: { id: current.id, version, status: current.status },
    data: {
      status: to,
      version: { increment: 1 },
      ...extra,
      ...(to === "quoted" ? { quoteNote: note } : {}),
      // The owner's reason stays with the ended order; a customer's cancel has none, and reopening clears it.
      reason: needsReason(to, options.by) ? reason : "",
    },
  });
  if (moved.count !== 1) throw conflict(ORDER_CHANGED);
  if (to === "confirmed" && asksDeposit(current.depositPaise)) {
    await tx.orderPayment.create({
      data: { orderId: current.id, method: "upi", amountPaise: current.depositPaise, receivedAt: now },
    });
  }
  await tx.orderEvent.create({
    data: {
      orderId: current.id,
      from: current.status,
      to,
      note: [reason, note].filter(Boolean).join("\n\n"),
      by: options.by,
      at: now,
    },
  });
  const order = toOrderView(await tx.order.findUniqueOrThrow({ where: { id: current.id }, select: orderSelect }));
  await queueOrderEmail(tx, order, note, options.emailOrigin);
  return order;
}

/** The owner's (or the API's) change of an order's status. */
export async function changeOrderStatus(id: string, raw: unknown, options: StatusChangeOptions): Promise<OrderView> {
  if (!isRecordId(id)) throw notFound(ORDER_TEXT.notFound);
  const order = await (
    await db()
  ).$transaction(async (tx) => {
    const row = await tx.order.findUnique({ where: { id }, select: orderSelect });
    if (!row) throw notFound(ORDER_TEXT.notFound);
    const changed = await applyChange(tx, toOrderView(row), raw, options);
    await options.alsoWrite?.(tx, changed);
    return changed;
  });
  orderFormChanged();
  return order;
}

/** The customer's cancel button on the status page (allowed until the order is confirmed). */
export async function cancelOrderByCustomer(
  token: string,
  version: unknown,
  options: { emailOrigin: string | null; now?: Date },
): Promise<OrderView> {
  if (!STATUS_TOKEN_SHAPE.test(token)) throw notFound(ORDER_TEXT.notFound);
  const order = await (
    await db()
  ).$transaction(async (tx) => {
    const row = await tx.order.findUnique({ where: { statusTokenHash: secretHash(token) }, select: orderSelect });
    if (!row) throw notFound(ORDER_TEXT.notFound);
    const cancelled = await applyChange(
      tx,
      toOrderView(row),
      { to: "cancelled", version },
      { ...options, by: "customer", from: "form" },
    );
    await queueOwnerOrderNotice(tx, cancelled, "cancelled", options.emailOrigin);
    return cancelled;
  });
  orderFormChanged();
  return order;
}

/** The order behind a private status link, or null. */
export async function getOrderByToken(token: string): Promise<OrderView | null> {
  if (!STATUS_TOKEN_SHAPE.test(token)) return null;
  const row = await (
    await db()
  ).order.findUnique({ where: { statusTokenHash: secretHash(token) }, select: orderSelect });
  return row ? toOrderView(row) : null;
}

/** One order by its id (the owner's page, GET /api/orders/{id}), or null. */
export async function getOrder(id: string): Promise<OrderView | null> {
  if (!isRecordId(id)) return null;
  const row = await (await db()).order.findUnique({ where: { id }, select: orderSelect });
  return row ? toOrderView(row) : null;
}

/**
 * The storage key of one of the order's own photos, named by its file name under the private status link, or
 * null (an unknown link, or a file that is not this order's: erased, deleted or another order's).
 */
export async function orderPhotoKey(token: string, file: string): Promise<string | null> {
  if (!STATUS_TOKEN_SHAPE.test(token) || !/^[a-f0-9]+-\d+\.webp$/.test(file)) return null;
  const order = await getOrderByToken(token);
  const url = `/uploads/orders/${file}`;
  const owned = order?.photos.some((p) => p.url === url || p.variants.some((v) => v.url === url));
  return owned ? `orders/${file}` : null;
}

/** Where the customer's page shows one of the order's photos (through the private link, never /uploads). */
export function orderPhotoPath(token: string, url: string): string {
  return `${statusPath(token)}/photos/${url.slice(url.lastIndexOf("/") + 1)}`;
}
