// The texts of deleting an offering that still holds products (the admin's confirmation and the model's
// refusal). The offering texts every screen shares stay in validation/offering-text.ts; these are added around them.
import { countOf } from "./plural";

export const OFFERING_MOVE_TARGET_INVALID = "Choose another offering to move the products to.";

/** The line under the confirmation question: how many products the offering holds, which go with it. */
export function offeringHoldsText(count: number): string {
  return `It holds ${countOf(count, "product")}, which will be deleted with it unless you move them first.`;
}

/** The confirmation's delete button: what it deletes. */
export function offeringDeleteLabel(count: number): string {
  return count > 0 ? `Yes, delete it and its ${countOf(count, "product")}` : "Yes, delete offering";
}

/** The refusal when the offering's products changed after the confirmation counted them (asked again). */
export function offeringCountChangedText(count: number): string {
  return `Its products changed meanwhile: it now holds ${countOf(count, "product")}. Confirm again to delete them with it.`;
}

/** The success message after the products were moved and the emptied offering deleted. */
export function offeringMovedText(count: number, to: string): string {
  return `${countOf(count, "product")} moved to ${to}; offering deleted.`;
}
