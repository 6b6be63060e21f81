// The owner's e-mail when a customer acts on an order (a new request to price, or a cancel that frees its day), or
// when an order nobody acted on is released (cancelled after the owner's limit, its day freed).
// It names the order and links to its admin page; the customer's name, phone and address stay on that page
// (behind the sign-in), so an owner's inbox keeps no copy of contact data that an erasure could not reach.
import { formatOrderDay } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { headerText } from "../../email/headers.server";
import { escapeHtml, layout, type EmailContent } from "../../email/templates.server";
import type { OrderViewOf } from "./shape.server";

export type OwnerOrderEvent = "requested" | "cancelled" | "released";

/** What the owner's e-mail tells: the order's fields of its shape's "owner-email" view, and the event's. */
export type OwnerOrderFacts = OrderViewOf<"owner-email"> & {
  event: OwnerOrderEvent;
  /** The order's admin page, absolute; null when no trusted address of the site is known. */
  orderUrl: string | null;
  /** Why a released order was released ("the deposit was not paid within 3 days of the quote"). */
  reason?: string;
};

export function ownerOrderEmail(o: OwnerOrderFacts): EmailContent {
  const day = formatOrderDay(o.date);
  const cake = `${o.size} ${o.flavour}${o.eggless ? " (eggless)" : ""}`;
  const subject = {
    requested: `New cake request ${o.reference} for ${day}`,
    cancelled: `Cancelled by the customer: ${o.reference} for ${day}`,
    released: `Released: ${o.reference} for ${day}`,
  }[o.event];
  const intro = {
    requested: "A new custom cake request is waiting for your price.",
    cancelled: "The customer cancelled this order; its place on the day is free again.",
    released: `This order was cancelled because ${o.reason ?? "nobody acted on it in time"}; its place on the day is free again, and the customer was told by e-mail.`,
  }[o.event];
  const rows: [string, string][] = [
    ["Reference", o.reference],
    ["Day needed", day],
    [
      o.fulfilment === "pickup" ? "Pickup" : "Delivery",
      o.fulfilment === "pickup" ? (o.pickupTime ?? "time not given") : `PIN code ${o.pincode}`,
    ],
    ["Cake", cake],
    ["Occasion", o.occasion],
    ["Estimate", formatMoney(o.estimatePaise)],
  ];
  const open = o.orderUrl ? `Open the order: ${o.orderUrl}` : "Open it from Orders in the admin.";
  const text = [intro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", open].join("\n");
  const html = layout(
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="margin:0 0 16px">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="color:#6b5547;padding-right:12px">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
      )
      .join("")}</table>
${
  o.orderUrl
    ? `<p style="margin:0"><a href="${escapeHtml(o.orderUrl)}" style="display:inline-block;background:#7a4419;color:#ffffff;padding:10px 18px;border-radius:999px;text-decoration:none">Open the order</a></p>`
    : `<p style="margin:0">${escapeHtml(open)}</p>`
}`,
  );
  return { subject: headerText(subject), text, html };
}
