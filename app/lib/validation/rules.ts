// The field rules the browser needs, as plain functions (no Zod, so they cost the browser almost nothing). They are
// the one source of these rules: the Zod schemas the server validates with are built from them (`fromRule` in
// text.ts), and the forms that check in the browser (Partner With Us) call them directly, so the messages always
// agree. tests/unit/validation-rules.test.ts checks the two side by side.

export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A field rule: reads an unknown value and answers the clean value or the first message. `json` documents it. */
export type Rule<T> = {
  check: (value: unknown) => RuleResult<T>;
  /** JSON Schema keywords for the OpenAPI document (the rule itself is the check). */
  json: Record<string, unknown>;
};

const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
const fail = (message: string): RuleResult<never> => ({ ok: false, message });

export const NUL_MESSAGE = "Text must not contain the NUL character.";

/** True when the value holds no U+0000 (non-strings pass: their type is checked elsewhere). */
export function hasNoNul(value: unknown): boolean {
  return typeof value !== "string" || !value.includes("\u0000");
}

/**
 * A required text field: trimmed; `required` (default "<label> is required.") when missing or blank; at most
 * `max` characters ("<label> must be at most <max> characters."); with `refuseNul`, no NUL character.
 */
export function requiredTextRule(
  label: string,
  max: number,
  options: { required?: string; refuseNul?: boolean } = {},
): Rule<string> {
  const required = options.required ?? `${label} is required.`;
  return {
    json: { type: "string", minLength: 1, maxLength: max },
    check(value) {
      if (typeof value !== "string") return fail(required);
      const text = value.trim();
      if (text.length < 1) return fail(required);
      if (text.length > max) return fail(`${label} must be at most ${max} characters.`);
      if (options.refuseNul && !hasNoNul(text)) return fail(NUL_MESSAGE);
      return ok(text);
    },
  };
}

/** Trims and lower-cases the domain (the local part is case-sensitive in theory, so it is kept). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + "@" + trimmed.slice(at + 1).toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}

/** A required e-mail address, normalised. `requiredMessage` lets each form keep its own wording. */
export function emailRule(requiredMessage: string, invalidMessage: string): Rule<string> {
  return {
    json: { type: "string", format: "email", description: "Trimmed, and the domain lower-cased, before it is checked." },
    check(value) {
      if (typeof value !== "string") return fail(requiredMessage);
      const email = normalizeEmail(value);
      if (email.length < 1) return fail(requiredMessage);
      if (!isEmail(email)) return fail(invalidMessage);
      return ok(email);
    },
  };
}

/** One of a fixed list of options, exactly as written. */
export function choiceRule<const T extends readonly string[]>(options: T, message: string): Rule<T[number]> {
  return {
    json: { type: "string", enum: [...options] },
    check: (value) => (typeof value === "string" && options.includes(value) ? ok(value as T[number]) : fail(message)),
  };
}
