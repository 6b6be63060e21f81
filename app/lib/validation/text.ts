// Text rules shared by every schema. PostgreSQL cannot store the NUL character (U+0000) in text columns, so it
// is refused at validation time (a 400 with a clear message) rather than failing in the database.
import { z } from "zod";

export const NUL_MESSAGE = "Text must not contain the NUL character.";

/** True when the value holds no U+0000 (non-strings pass: their type is checked elsewhere). */
export function hasNoNul(value: unknown): boolean {
  return typeof value !== "string" || !value.includes("\u0000");
}

/**
 * A required text field: trimmed; `required` (default "<label> is required.") when missing or blank; at most
 * `max` characters ("<label> must be at most <max> characters."); with `refuseNul`, no NUL character.
 */
export function requiredText(label: string, max: number, options: { required?: string; refuseNul?: boolean } = {}) {
  const required = options.required ?? `${label} is required.`;
  const text = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);
  return options.refuseNul ? text.refine(hasNoNul, NUL_MESSAGE) : text;
}
