// What the order pages and e-mails tell a customer about the bakery: the pickup address, the week's hours and
// how to reach it. Read from the order settings; a part the owner has not written is empty, and left out.
import type { BakeryContactDetails } from "#app/lib/order-choices";
import type { Tx } from "./settings.server";

export type { BakeryContactDetails };

/** The bakery's contact details as the customer pages show them. */
export async function getBakeryContact(_tx?: Tx): Promise<BakeryContactDetails> {
  // The order settings hold no address, hours or phone yet: nothing to show until they do.
  return { pickupAddress: "", phone: "", whatsapp: "", hoursLines: [] };
}
