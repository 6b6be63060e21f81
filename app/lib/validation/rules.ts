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

// The character rules: the one place that says which characters a field may hold.
// - Single-line fields (names, subjects, e-mails, titles, phone numbers, links) refuse every control character:
//   C0 (U+0000-U+001F, so also tab, CR and LF), DEL and C1 (U+007F-U+009F), and the Unicode line and paragraph
//   separators (U+2028, U+2029), which some readers treat as line breaks. Such a value is refused with a field
//   error, not cleaned: what is stored is what the person typed.
// - Multi-line fields (messages, descriptions) keep line breaks and tabs only: CR LF and a lone CR (what browsers
//   send for a textarea) become LF, and any other control character is refused with a field error.
// PostgreSQL cannot store NUL (U+0000) in text, so both rules also keep it out of the database.

/** What a single-line value may not hold: a control character (Unicode Cc) or a line or paragraph separator. */
export const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
/** What a multi-line value may not hold once its line breaks are LF: a control character other than LF and tab. */
const MULTI_LINE_FORBIDDEN = /(?![\t\n])\p{Cc}/u;

/** True when a single-line value holds no control character (non-strings pass: their type is checked elsewhere). */
export function isSingleLine(value: unknown): boolean {
  return typeof value !== "string" || !SINGLE_LINE_FORBIDDEN.test(value);
}

/** True when a multi-line value (line breaks already LF) holds no control character other than LF and tab. */
export function isMultiLineText(value: unknown): boolean {
  return typeof value !== "string" || !MULTI_LINE_FORBIDDEN.test(value);
}

/** CR LF and lone CR become LF. */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

export function singleLineMessage(label: string): string {
  return `${label} must be on one line, without control characters.`;
}

export function multiLineMessage(label: string): string {
  return `${label} must not contain control characters (line breaks and tabs are fine).`;
}

export type TextKind = { multiline?: boolean };

/** The character rule of a trimmed value: undefined when it holds, else the field's message. */
export function characterProblem(label: string, value: string, { multiline = false }: TextKind = {}): string | undefined {
  if (multiline) return isMultiLineText(value) ? undefined : multiLineMessage(label);
  return isSingleLine(value) ? undefined : singleLineMessage(label);
}

/**
 * A required text field: trimmed; `required` (default "<label> is required.") when missing or blank; at most
 * `max` characters ("<label> must be at most <max> characters."); the character rule (single-line unless
 * `multiline`, which keeps line breaks, normalised to LF, and tabs).
 */
export function requiredTextRule(
  label: string,
  max: number,
  options: { required?: string } & TextKind = {},
): Rule<string> {
  const required = options.required ?? `${label} is required.`;
  return {
    json: { type: "string", minLength: 1, maxLength: max },
    check(value) {
      if (typeof value !== "string") return fail(required);
      const text = (options.multiline ? normalizeLineBreaks(value) : value).trim();
      if (text.length < 1) return fail(required);
      if (text.length > max) return fail(`${label} must be at most ${max} characters.`);
      const problem = characterProblem(label, text, options);
      if (problem) return fail(problem);
      return ok(text);
    },
  };
}

/**
 * A web address: starts with http:// or https://, as the browser's URL parser reads it, with a host. The one URL
 * check (product shop links, the partner form's website).
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname.length > 0;
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
  return value.length <= 254 && isSingleLine(value) && EMAIL_SHAPE.test(value);
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
