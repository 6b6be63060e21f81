// Text rules shared by every schema. PostgreSQL cannot store the NUL character (U+0000) in text columns, so it
// is refused at validation time (a 400 with a clear message) rather than failing in the database.

export const NUL_MESSAGE = "Text must not contain the NUL character.";

/** True when the value holds no U+0000 (non-strings pass: their type is checked elsewhere). */
export function hasNoNul(value: unknown): boolean {
  return typeof value !== "string" || !value.includes("\u0000");
}
