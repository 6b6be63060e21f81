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

// Invisible characters that change how a name, title or address reads without being seen: zero-width spaces
// and joiners, the bidirectional controls (embeddings, overrides, isolates, marks) and the byte order mark.
// "paypal\u202Eexe" or "Asha\u200B" would otherwise be stored and shown as if they were plain text. They are
// refused in single-line fields (names, titles, subjects, e-mail addresses, links), not cleaned.
const INVISIBLE_CLASS = "\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF";
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, "u");
// A lone UTF-16 surrogate (from a JSON escape such as "\\ud800") is not a character: PostgreSQL would store it
// as U+FFFD. Both kinds of field refuse it.
const SURROGATE_CLASS = "\\uD800-\\uDFFF";
/** A character that shows: not white space, not a control, format or combining mark, not default-ignorable. */
const VISIBLE_CLASS = "^\\s\\p{Cc}\\p{Cf}\\p{M}\\p{Default_Ignorable_Code_Point}" + SURROGATE_CLASS;
const VISIBLE = new RegExp(`[${VISIBLE_CLASS}]`, "u");

/** True when the value holds at least one character that shows (a letter, digit, symbol or punctuation). */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

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

export function invisibleMessage(label: string): string {
  return `${label} must not contain invisible or text-direction characters.`;
}

export function malformedTextMessage(label: string): string {
  return `${label} contains a character that is not valid text.`;
}

/**
 * JSON Schema `pattern`s that say what the character rules say, for the OpenAPI document (ECMAScript regular
 * expressions with the `u` flag, as JSON Schema 2020-12 reads them). Leading and trailing white space is allowed:
 * the server trims it.
 */
// Edges: the white space trim() removes; a single-line field refuses U+FEFF even there (it is invisible).
const EDGE_SINGLE = "[^\\S\\uFEFF]*";
const EDGE_MULTI = "\\s*";
const SINGLE_INNER = `[^\\p{Cc}\\u2028\\u2029${INVISIBLE_CLASS}${SURROGATE_CLASS}]*`;
const MULTI_INNER = `(?:[\\t\\n\\r]|[^\\p{Cc}${SURROGATE_CLASS}])*`;
export const TEXT_PATTERNS = {
  /** One line, no invisible characters, at least one visible character. */
  singleLine: `^${EDGE_SINGLE}${SINGLE_INNER}[${VISIBLE_CLASS}${INVISIBLE_CLASS}]${SINGLE_INNER}${EDGE_SINGLE}$`,
  /** Line breaks and tabs allowed, no other control character, at least one visible character. */
  multiLine: `^${EDGE_MULTI}${MULTI_INNER}[${VISIBLE_CLASS}]${MULTI_INNER}${EDGE_MULTI}$`,
  /** Blank: counts as not sent in an optional field. */
  blankSingle: `^${EDGE_SINGLE}$`,
  blankMulti: `^${EDGE_MULTI}$`,
} as const;

export type TextKind = { multiline?: boolean };

const LONE_SURROGATE = new RegExp(`[${SURROGATE_CLASS}]`, "u");

/**
 * The character rule: undefined when it holds, else the field's message. `value` is the trimmed value (control
 * characters are judged there, so surrounding white space stays harmless); `raw` is what was sent, so that an
 * invisible character at either end is refused rather than trimmed away unseen.
 */
export function characterProblem(
  label: string,
  value: string,
  { multiline = false }: TextKind = {},
  raw: string = value,
): string | undefined {
  if (LONE_SURROGATE.test(raw)) return malformedTextMessage(label);
  if (multiline) return isMultiLineText(value) ? undefined : multiLineMessage(label);
  if (!isSingleLine(value)) return singleLineMessage(label);
  return INVISIBLE.test(raw) ? invisibleMessage(label) : undefined;
}

/** The JSON Schema keywords of a text field: its character pattern and lengths. */
export function textJson(
  max: number,
  { multiline = false, min = 1 }: TextKind & { min?: number } = {},
): Record<string, unknown> {
  const pattern = multiline ? TEXT_PATTERNS.multiLine : TEXT_PATTERNS.singleLine;
  // An optional field may also be blank: it then counts as not sent.
  const blank = multiline ? TEXT_PATTERNS.blankMulti : TEXT_PATTERNS.blankSingle;
  return { type: "string", minLength: min, maxLength: max, pattern: min > 0 ? pattern : `${blank}|${pattern}` };
}

/**
 * A required text field: trimmed; `required` (default "<label> is required.") when missing, blank or without a
 * visible character; at most `max` characters ("<label> must be at most <max> characters."); the character rule
 * (single-line unless `multiline`, which keeps line breaks, normalised to LF, and tabs).
 */
export function requiredTextRule(
  label: string,
  max: number,
  options: { required?: string } & TextKind = {},
): Rule<string> {
  const required = options.required ?? `${label} is required.`;
  return {
    json: textJson(max, options),
    check(value) {
      if (typeof value !== "string") return fail(required);
      const raw = options.multiline ? normalizeLineBreaks(value) : value;
      const text = raw.trim();
      if (text.length < 1) return fail(required);
      if (text.length > max) return fail(`${label} must be at most ${max} characters.`);
      const problem = characterProblem(label, text, options, raw);
      if (problem) return fail(problem);
      if (!hasVisibleCharacter(text)) return fail(required);
      return ok(text);
    },
  };
}

/**
 * A web address: http:// or https://, a host name of letters, digits, dots and hyphens whose last label starts with
 * a letter (no user, no port, no bare IP address), then any path, query or fragment. The shape is stated as a
 * pattern so the API document can say exactly what is taken; the browser's URL parser must read it too. The one
 * URL check (product shop links, the partner form's website).
 */
export const WEB_ADDRESS_SOURCE =
  "[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)*[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:[/?#][^\\s\\p{Cc}\\p{Cf}]*)?";
const WEB_ADDRESS_SHAPE = new RegExp(`^${WEB_ADDRESS_SOURCE}$`, "u");

export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS_SHAPE.test(value) && URL.canParse(value);
}

/** Trims and lower-cases the domain (the local part is case-sensitive in theory, so it is kept). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + "@" + trimmed.slice(at + 1).toLowerCase();
}

// The one e-mail rule (pages, /api and the OpenAPI document): an ASCII dot-atom local part (no leading,
// trailing or doubled dot) and an ASCII domain of at least two labels, each label letters, digits and inner
// hyphens, the last one letters or an IDNA "xn--" label. An internationalised domain is written in its punycode
// form; refusing other characters keeps look-alike addresses (a Cyrillic "а" in "bаkery.com") out.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "(?:[A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})";
const EMAIL_SOURCE = `${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}`;
const EMAIL_SHAPE = new RegExp(`^${EMAIL_SOURCE}$`);
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
/** The white space trimmed around an address (U+FEFF is refused, not trimmed: it is invisible). */
const EMAIL_EDGE = "[^\\S\\uFEFF]*";

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_SHAPE.test(value) && value.lastIndexOf("@") <= LOCAL_MAX;
}

/** A required e-mail address, normalised. `requiredMessage` lets each form keep its own wording. */
export function emailRule(requiredMessage: string, invalidMessage: string): Rule<string> {
  return {
    json: {
      type: "string",
      // The lengths are lookaheads, not maxLength: they count the address, not the white space trimmed around it.
      pattern: `^${EMAIL_EDGE}(?=[^@]{1,${LOCAL_MAX}}@)(?=\\S{1,${EMAIL_MAX}}${EMAIL_EDGE}$)${EMAIL_SOURCE}${EMAIL_EDGE}$`,
      description: `An ASCII address of at most ${EMAIL_MAX} characters, the part before the @ at most ${LOCAL_MAX} (an internationalised domain in its xn-- form); trimmed, and the domain lower-cased.`,
    },
    check(value) {
      if (typeof value !== "string") return fail(requiredMessage);
      const email = normalizeEmail(value);
      if (email.length < 1) return fail(requiredMessage);
      if (!isEmail(email) || INVISIBLE.test(value)) return fail(invalidMessage);
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
