// What the order pages and e-mails tell a customer about the bakery: the pickup address, the week's hours and
// how to reach it, as the owner set them in the order settings. A part the owner has not written is empty, and
// the pages and e-mails leave it out.
import type { BakeryContactDetails } from "#app/lib/order-choices";
import { getBakeryDetails, type Tx } from "./settings.server";

export type { BakeryContactDetails };

/** The bakery's contact details as the customer pages and e-mails show them. */
export async function getBakeryContact(tx?: Tx): Promise<BakeryContactDetails> {
  const { pickupAddress, phone, whatsapp, hoursLines } = await getBakeryDetails(tx);
  return { pickupAddress, phone, whatsapp, hoursLines };
}
