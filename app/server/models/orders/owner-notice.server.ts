// Telling the owner at once: a new request and a customer's cancel each queue an e-mail to OWNER_EMAIL, in the
// transaction that wrote the change (so none is lost and none is sent for a change that rolled back). Without
// OWNER_EMAIL nothing is queued and nothing is refused: the admin screens say that the owner is not told.
import { adminPath } from "../../platform/admin-prefix.server";
import { env } from "../../platform/env.server";
import { enqueueEmail } from "../outbox.server";
import { ownerOrderEmail, type OwnerOrderEvent } from "./owner-email.server";
import { pickOrderView, type OrderView } from "./shape.server";
import type { Tx } from "./settings.server";

/** Whether the owner is e-mailed about new requests and cancels (the screens warn when not). */
export function ownerIsNotified(): boolean {
  return Boolean(env.OWNER_EMAIL);
}

/**
 * Queues the owner's e-mail about `order` (`reason`: why a released order was released). `origin` is a trusted origin for the link (PUBLIC_URL or the owner's
 * own recorded address, never a visitor's Host), or null to leave the link out.
 */
export async function queueOwnerOrderNotice(
  tx: Tx,
  order: OrderView,
  event: OwnerOrderEvent,
  origin: string | null,
  reason?: string,
): Promise<void> {
  const to = env.OWNER_EMAIL;
  if (!to) return;
  await enqueueEmail(tx, {
    kind: "order-owner-notice",
    to,
    content: ownerOrderEmail({
      event,
      ...pickOrderView("owner-email", order),
      orderUrl: origin ? `${origin}${adminPath("orders", order.id)}` : null,
      reason,
    }),
  });
}
