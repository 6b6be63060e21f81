// The e-mails a customer gets about a custom cake order: one when it is requested and one at every change of
// its status. The first carries the private status link (when the site knows its public address); the later ones
// point back to it, since only the link's hash is kept.
import { site } from "#app/lib/site-config";
import { hasBakeryContact, type BakeryContactDetails } from "#app/lib/order-choices";
import { asksDeposit, formatOrderDay, quoteDepositText } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { whatsAppHref } from "#app/lib/phone";
import { headerText } from "../../email/headers.server";
import { escapeHtml, layout, paragraphs, type EmailContent } from "../../email/templates.server";
import type { OrderViewOf } from "./shape.server";

/**
 * What the e-mails tell: the order's fields of its shape's "email" view (the address it goes to and whether it
 * was erased are the sender's business), and the change's.
 */
export type OrderEmailFacts = Omit<OrderViewOf<"email">, "email" | "erased"> & {
  /** What the owner changed in the details, one line each, when this e-mail tells of that change. */
  changes?: readonly string[];
  /** The owner's note with this change (the quote's note, a reason to decline). */
  note: string;
  /**
   * The absolute status link, or null: no trusted public address is known, or the link went in the first e-mail
   * (the token is kept only as a hash, so only the e-mail queued with the order can carry it).
   */
  statusUrl: string | null;
  /** True when an earlier e-mail (the one confirming the request) carried the status link. */
  linkSentBefore?: boolean;
  /** Where to pick up and how to reach the bakery (the parts the owner has written). */
  bakery?: BakeryContactDetails;
};

/**
 * Where to pick up (while a pickup is still to come) and how to reach the bakery, as lines of the e-mail: none of
 * them once the order has ended, apart from the phone.
 */
export function bakeryLines(o: Pick<OrderEmailFacts, "status" | "fulfilment" | "bakery">): string[] {
  const bakery = o.bakery;
  if (!bakery || !hasBakeryContact(bakery)) return [];
  const ended = o.status === "completed" || o.status === "declined" || o.status === "cancelled";
  const lines: string[] = [];
  if (o.fulfilment === "pickup" && !ended) {
    if (bakery.pickupAddress) lines.push(`Pick up at: ${bakery.pickupAddress.replace(/\s*\n\s*/g, ", ")}`);
    if (bakery.hoursLines.length > 0) lines.push(`Opening hours: ${bakery.hoursLines.join("; ")}`);
  }
  const chat = whatsAppHref(bakery.whatsapp || bakery.phone);
  if (bakery.phone) lines.push(`Questions? Call us on ${bakery.phone}${chat ? ` or WhatsApp us: ${chat}` : ""}.`);
  else if (chat) lines.push(`Questions? WhatsApp us: ${chat}`);
  return lines;
}

function headline(o: OrderEmailFacts): { subject: string; lines: string[] } {
  const cake = `${o.size} ${o.flavour}${o.eggless ? " (eggless)" : ""} cake for ${formatOrderDay(o.date)}`;
  if (o.changes?.length)
    return {
      subject: `We changed order ${o.reference}`,
      lines: [`We have changed your order: it is now a ${cake}.`, ...o.changes],
    };
  const why = o.reason.trim() ? [`Why: ${o.reason.trim()}`] : [];
  switch (o.status) {
    case "requested":
      return {
        subject: `We have your cake request ${o.reference}`,
        lines: [
          `Thank you, ${o.name}! We have your request for a ${cake}.`,
          "We will look at it and send you a price (and the deposit to confirm it, if one is needed), usually within a day.",
        ],
      };
    case "quoted":
      return {
        subject: `Your quote for ${o.reference}`,
        lines: [
          `Here is our price for your ${cake}: ${formatMoney(o.quotedPaise ?? 0)}.`,
          quoteDepositText(o.depositPaise),
        ],
      };
    case "confirmed":
      return {
        subject: `Order ${o.reference} is confirmed`,
        lines: [
          asksDeposit(o.depositPaise)
            ? `We have received your deposit: your ${cake} is confirmed.`
            : `Your ${cake} is confirmed.`,
        ],
      };
    case "in_production":
      return { subject: `We are baking ${o.reference}`, lines: [`Your ${cake} is being made now.`] };
    case "ready":
      return {
        subject: `Order ${o.reference} is ready`,
        lines: [
          o.fulfilment === "pickup"
            ? `Your ${cake} is ready to pick up.`
            : `Your ${cake} is ready and will be on its way to you soon.`,
        ],
      };
    case "completed":
      return {
        subject: `Thank you for ordering ${o.reference}`,
        lines: [`We hope the ${cake} made the day. Thank you for ordering from ${site.name}!`],
      };
    case "declined":
      return {
        subject: `We cannot take order ${o.reference}`,
        lines: [`We are sorry: we cannot make your ${cake}.`, ...why],
      };
    case "cancelled":
      return {
        subject: `Order ${o.reference} is cancelled`,
        lines: [`Your order for a ${cake} is cancelled.`, ...why],
      };
  }
}

const EARLIER_LINK = "Your private order page is linked from our first e-mail about this order.";

/** The e-mail for an order as it now stands (its status says which). */
export function orderStatusEmail(o: OrderEmailFacts): EmailContent {
  const { subject, lines } = headline(o);
  const note = o.note.trim();
  const link = o.statusUrl
    ? `Follow your order (this link is private, keep it to yourself): ${o.statusUrl}`
    : `Your reference is ${o.reference}; mention it when you call us.${o.linkSentBefore ? ` ${EARLIER_LINK}` : ""}`;
  const contact = bakeryLines(o);
  const text = [
    ...lines,
    ...(note ? ["", `A note from us: ${note}`] : []),
    "",
    link,
    ...(contact.length > 0 ? ["", ...contact] : []),
    "",
    `${site.name}`,
  ].join("\n");
  const html = layout(
    `${lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join("")}
${note ? `<p style="margin:0 0 8px;color:#6b5547">A note from us:</p>${paragraphs(note)}` : ""}
<p style="margin:0 0 16px">Reference: <strong>${escapeHtml(o.reference)}</strong></p>
${!o.statusUrl && o.linkSentBefore ? `<p style="margin:0 0 16px">${escapeHtml(EARLIER_LINK)}</p>` : ""}
${
  o.statusUrl
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(o.statusUrl)}" style="display:inline-block;background:#7a4419;color:#ffffff;padding:10px 18px;border-radius:999px;text-decoration:none">Follow your order</a></p>
<p style="margin:0;color:#6b5547;font-size:13px">This link is private: anyone who has it can see and cancel the order.</p>`
    : ""
}
${contact.map((l) => `<p style="margin:16px 0 0;color:#6b5547;font-size:14px">${escapeHtml(l)}</p>`).join("")}`,
  );
  return { subject: headerText(subject), text, html };
}
