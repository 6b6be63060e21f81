// How an order is read back (for its status page, the owner and the API) and how its e-mail is queued.
import { randomBytes } from "node:crypto";
import { enqueueEmail } from "../outbox.server";
import { getBakeryContact } from "./contact.server";
import { orderStatusEmail } from "./customer-email.server";
import type { Tx } from "./settings.server";
import { pickOrderView, type OrderView } from "./shape.server";

/** The private status link's token: 32 random bytes, so it cannot be guessed or counted through. */
export function newStatusToken(): string {
  return randomBytes(32).toString("base64url");
}

export const STATUS_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The path of an order's private status page. */
export function statusPath(token: string): string {
  return `/orders/${token}`;
}

/**
 * Queues the customer's e-mail about the order as it now stands (in the transaction that changed it). Only the
 * first one, queued when the order is placed, knows the status token (`token`) and carries the link: the token
 * is stored as a hash, so later e-mails point back to that first one.
 */
export async function queueOrderEmail(
  tx: Tx,
  order: OrderView,
  note: string,
  origin: string | null,
  token: string | null = null,
  changes?: readonly string[],
): Promise<void> {
  if (order.erased) return;
  const bakery = await getBakeryContact(tx);
  await enqueueEmail(tx, {
    kind: "order-status",
    to: order.email,
    content: orderStatusEmail({
      ...pickOrderView("email", order),
      changes,
      note,
      statusUrl: origin && token ? `${origin}${statusPath(token)}` : null,
      linkSentBefore: token === null,
      bakery,
    }),
  });
}
