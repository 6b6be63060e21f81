// The owner's change of an order's details (its day, size, flavour, message, pickup or delivery, address, pickup
// time) after the request: checked against the bakery's lists and calendar as a new request is, on the version
// the owner saw, and written with its history entry and the customer's e-mail naming each change.
import {
  bakeryToday,
  bookingWindowRefusal,
  estimatePaise,
  formatOrderDay,
  isEditable,
  ORDER_STATUS_LABELS,
  type OrderFulfilment,
} from "#app/lib/orders";
import {
  ONE_CHANGE_AT_A_TIME,
  ORDER_DETAIL_FIELDS,
  ORDER_TEXT,
  orderDetailsChange,
  orderDetailsChangeForm,
  type OrderDetailField,
} from "#app/lib/validation/order";
import { db } from "../../platform/db.server";
import { badRequest, conflict, invalidInput, isRecordId, notFound } from "../errors.server";
import { assertDayOpen, lockOrderDay } from "./calendar.server";
import { orderFormChanged } from "./form-view.server";
import { queueOrderEmail } from "./records.server";
import { checkPickupTime, deliveryFee, fieldRefusal, findFlavour, findSize } from "./requests.server";
import { getOrderCatalog, getOrderSettings } from "./settings.server";
import { orderDataOf, orderSelect, toOrderView, type OrderView } from "./shape.server";
import { changeOrderStatus, ORDER_CHANGED } from "./status.server";

export type DetailsChangeOptions = {
  emailOrigin: string | null;
  now?: Date;
  /** "form" when the change is the owner's form (text fields); a JSON body otherwise. */
  from?: "form" | "json";
};

/** How the history and the e-mail name each detail. */
const DETAIL_LABELS: Record<OrderDetailField, string> = {
  date: "The day",
  fulfilment: "Pickup or delivery",
  address: "The delivery address",
  pincode: "The PIN code",
  pickupTime: "The pickup time",
  size: "The size",
  flavour: "The flavour",
  message: "The message on the cake",
};

type Details = {
  date: string;
  fulfilment: OrderFulfilment;
  address: string;
  pincode: string;
  pickupTime: string | null;
  size: string;
  flavour: string;
  message: string;
};

function shown(field: OrderDetailField, value: string | null): string {
  if (!value) return "none";
  if (field === "date") return formatOrderDay(value);
  return field === "message" ? `“${value}”` : value;
}

/** An editable order cannot be ended or made: refused with what it is. */
function notEditable(order: OrderView): string {
  return `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot be changed.`;
}

/**
 * Changes the details of the order `id` on the version the caller saw. Refusals: 404 no such order; 400 bad
 * input, a size, flavour or PIN code the bakery does not offer, a delivery without its address, or an order
 * already ended or completed; 409 a day that takes no more orders (with the next free days) or a change made
 * meanwhile. A change that changes nothing leaves the order (and the customer's inbox) as it is.
 */
export async function changeOrderDetails(id: string, raw: unknown, options: DetailsChangeOptions): Promise<OrderView> {
  if (!isRecordId(id)) throw notFound(ORDER_TEXT.notFound);
  const parsed = (options.from === "form" ? orderDetailsChangeForm : orderDetailsChange).safeParse(raw);
  if (!parsed.success)
    throw invalidInput(parsed.error, ["version", ...ORDER_DETAIL_FIELDS], "Please check the changes.");
  const { version, ...sent } = parsed.data;
  const now = options.now ?? new Date();
  const catalog = await getOrderCatalog();
  const settings = await getOrderSettings();
  let changed = false;
  const order = await (
    await db()
  ).$transaction(async (tx) => {
    const row = await tx.order.findUnique({ where: { id }, select: orderSelect });
    if (!row) throw notFound(ORDER_TEXT.notFound);
    const current = toOrderView(row);
    if (version !== current.version) throw conflict(ORDER_CHANGED);
    if (!isEditable(current.status)) throw badRequest(notEditable(current));
    const before: Details = {
      date: current.date,
      fulfilment: current.fulfilment,
      address: current.address,
      pincode: current.pincode,
      pickupTime: current.pickupTime,
      size: current.size,
      flavour: current.flavour,
      message: current.message,
    };
    const after: Details = { ...before };
    for (const field of ORDER_DETAIL_FIELDS) {
      const value = sent[field];
      if (value !== undefined) Object.assign(after, { [field]: value });
    }
    // A pickup has no address; a delivery no pickup time.
    if (after.fulfilment === "pickup") Object.assign(after, { address: "", pincode: "" });
    else after.pickupTime = null;
    if (after.fulfilment === "delivery" && !after.address) throw fieldRefusal("address", ORDER_TEXT.addressRequired);
    if (after.fulfilment === "delivery" && !after.pincode) throw fieldRefusal("pincode", ORDER_TEXT.pincodeInvalid);
    const sizeChanged = after.size.toLowerCase() !== before.size.toLowerCase();
    const size = sizeChanged
      ? findSize(catalog, after.size)
      : { id: undefined, label: before.size, pricePaise: current.sizePricePaise };
    after.size = size.label;
    if (after.flavour.toLowerCase() !== before.flavour.toLowerCase())
      after.flavour = findFlavour(catalog, after.flavour);
    else after.flavour = before.flavour;
    const keys = ORDER_DETAIL_FIELDS.filter((k) => after[k] !== before[k]);
    if (keys.length === 0) return current;
    if (after.fulfilment === "pickup" && (keys.includes("date") || keys.includes("pickupTime")))
      checkPickupTime(settings.openingHours, after.date, after.pickupTime);
    const fee =
      keys.includes("fulfilment") || keys.includes("pincode") || sizeChanged
        ? deliveryFee(catalog, after.fulfilment, after.pincode)
        : null;
    if (keys.includes("date")) {
      const tooFar = bookingWindowRefusal(
        after.date,
        { today: bakeryToday(now), windowDays: settings.bookingWindowDays },
        { pastAllowed: false },
      );
      if (tooFar) throw fieldRefusal("date", tooFar);
      // The new day must have room; the lead time is the owner's own margin, so it does not stop the owner.
      const state = await lockOrderDay(tx, after.date, now);
      if (state.closed !== null && state.closed !== "lead") await assertDayOpen(tx, state, now);
    }
    const request = {
      // The order as it stands (the view's fields carry the request's names) with the changed details over it.
      input: {
        ...current,
        ...after,
        pickupTime: after.pickupTime ?? undefined,
        address: after.address || undefined,
        pincode: after.pincode || undefined,
      },
      size: { id: size.id ?? "", label: size.label, pricePaise: size.pricePaise },
      estimatePaise:
        fee === null
          ? current.estimatePaise
          : estimatePaise({
              sizePricePaise: size.pricePaise,
              eggless: current.eggless,
              egglessExtraPaise: settings.egglessExtraPaise,
              deliveryFeePaise: fee,
            }),
    };
    // The size's id is written only when the size changed (an unchanged one may have left the list since).
    const written = [
      ...keys.filter((k) => k !== "size"),
      ...(sizeChanged ? (["size", "sizePricePaise"] as const) : []),
    ];
    const moved = await tx.order.updateMany({
      where: { id, version },
      data: {
        ...orderDataOf(written, request),
        ...(fee === null ? {} : { estimatePaise: request.estimatePaise }),
        version: { increment: 1 },
      },
    });
    if (moved.count !== 1) throw conflict(ORDER_CHANGED);
    const lines = keys.map((k) => `${DETAIL_LABELS[k]}: ${shown(k, after[k])} (was ${shown(k, before[k])}).`);
    await tx.orderEvent.create({
      data: { orderId: id, from: current.status, to: current.status, note: lines.join("\n"), by: "owner", at: now },
    });
    const order = toOrderView(await tx.order.findUniqueOrThrow({ where: { id }, select: orderSelect }));
    await queueOrderEmail(tx, order, "", options.emailOrigin, null, lines);
    changed = true;
    return order;
  });
  if (changed) orderFormChanged();
  return order;
}

/** PATCH /api/orders/{id}: a status change when the body names `to`, else a change of the details. */
export async function patchOrder(
  id: string,
  body: unknown,
  options: { emailOrigin: string | null },
): Promise<OrderView> {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!Object.hasOwn(fields, "to")) return changeOrderDetails(id, body, options);
  if (ORDER_DETAIL_FIELDS.some((f) => Object.hasOwn(fields, f))) throw badRequest(ONE_CHANGE_AT_A_TIME);
  return changeOrderStatus(id, body, { ...options, by: "owner" });
}
