// The texts of deleting an offering that still holds products (the admin's confirmation and the model's
// refusal). The offering forms' other texts stay where they are; these are the ones added around them.
import { countOf } from "./plural";

/** The checkbox that lets the products go with the offering. */
export const OFFERING_DELETE_PRODUCTS_TOO = "Delete them too";
export const OFFERING_MOVE_TARGET_INVALID = "Choose another offering to move the products to.";

/** The line under the confirmation question: how many products the offering holds. */
export function offeringHoldsText(count: number): string {
  return `It holds ${countOf(count, "product")}.`;
}

/** The success message after the products were moved and the emptied offering deleted. */
export function offeringMovedText(count: number, to: string): string {
  return `${countOf(count, "product")} moved to ${to}; offering deleted.`;
}
