// Text rules shared by every schema: the one place that says which characters a field may hold.
// - Single-line fields (names, subjects, e-mails, titles, phone numbers, links) refuse every control character:
//   C0 (U+0000-U+001F, so also tab, CR and LF), DEL and C1 (U+007F-U+009F), and the Unicode line and paragraph
//   separators (U+2028, U+2029), which some readers treat as line breaks. Such a value is refused with a field
//   error, not cleaned: what is stored is what the person typed.
// - Multi-line fields (messages, descriptions) keep line breaks and tabs only: CR LF and a lone CR (what browsers
//   send for a textarea) become LF, and any other control character is refused with a field error.
// PostgreSQL cannot store NUL (U+0000) in text, so both rules also keep it out of the database.
import { z } from "zod";

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

/**
 * The character rule as a string schema: trimmed, at most `max` characters ("<label> must be at most <max>
 * characters."), single-line by default; `multiline` keeps line breaks (normalised to LF) and tabs. With
 * `required`, that message answers a missing or blank value.
 */
export function text(label: string, max: number, { multiline = false, required }: TextKind & { required?: string } = {}) {
  const string = z.string(required ? { error: required } : undefined);
  const trimmed = (multiline ? string.overwrite(normalizeLineBreaks) : string).trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(multiline ? isMultiLineText : isSingleLine, multiline ? multiLineMessage(label) : singleLineMessage(label));
}

/** A required text field: `text()`, and `required` (default "<label> is required.") when missing or blank. */
export function requiredText(label: string, max: number, options: { required?: string } & TextKind = {}) {
  return text(label, max, { ...options, required: options.required ?? `${label} is required.` });
}

/** An optional text field: `text()`; missing, null or blank becomes undefined. */
export function optionalText(label: string, max: number, kind: TextKind = {}) {
  return text(label, max, kind)
    .nullish()
    .transform((v) => (v ? v : undefined));
}
