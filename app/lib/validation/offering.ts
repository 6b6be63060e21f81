// Offering names. A blank or whitespace-only name is ignored silently (a slip), so a blank name is its
// own result ("blank") rather than an error; the API turns it into 400, the dashboard form ignores it.
import { z } from "zod";
import { slugify } from "../slug";
import { requiredText } from "./text";

import { OFFERING_NAME_NEEDS_LETTER, OFFERING_NAME_REQUIRED } from "./offering-text";

export const OFFERING_NAME_MAX = 80;

export const offeringName = requiredText("Offering name", OFFERING_NAME_MAX, { required: OFFERING_NAME_REQUIRED })
  .refine((name) => slugify(name) !== "", OFFERING_NAME_NEEDS_LETTER)
  // What the refinement asks, for the OpenAPI document: a letter, mark or digit somewhere (the slug keeps those).
  .meta({ allOf: [{ pattern: "[\\p{L}\\p{M}\\p{N}]" }] });

export const offeringInput = z.object({ name: offeringName });

export type OfferingNameResult =
  { kind: "blank" } | { kind: "invalid"; message: string } | { kind: "ok"; name: string };

/** Reads a submitted offering name: "blank" (missing or whitespace), "invalid" (with a message) or "ok". */
export function parseOfferingName(input: unknown): OfferingNameResult {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    return { kind: "blank" };
  }
  const result = offeringName.safeParse(input);
  if (!result.success) return { kind: "invalid", message: result.error.issues[0]?.message ?? OFFERING_NAME_REQUIRED };
  return { kind: "ok", name: result.data };
}
