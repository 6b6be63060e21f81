// E-mail header values are single-line by construction. Every value that ends up in a header (From, To, Subject,
// List-Unsubscribe, ...) has the type HeaderText, and the only way to make one is headerText(), which turns every
// run of control characters (CR and LF included) and Unicode line separators into one space. The outbox writes and
// reads its rows through these functions, and the transports only take HeaderText, so no caller, present or future,
// can inject a header line (e.g. "Eve\r\nBcc: spy@evil.example"). Input validation already refuses such values
// with a field error (app/lib/validation/text.ts); this is the second wall.

import { SINGLE_LINE_FORBIDDEN } from "#app/lib/validation/text";

declare const headerTextBrand: unique symbol;

/** A string with no CR, LF or other control character: safe as an e-mail header value. */
export type HeaderText = string & { readonly [headerTextBrand]: true };

/** Runs of what a single-line field refuses (app/lib/validation/text.ts): control characters, line separators. */
const BREAKS = new RegExp(`(?:${SINGLE_LINE_FORBIDDEN.source})+`, "gu");

/** RFC 5322: a line is at most 998 characters; a header value is kept well within it. */
export const MAX_HEADER_LENGTH = 900;

/** Makes a header value: control characters and line breaks become a space, trimmed, at most 900 characters. */
export function headerText(value: string): HeaderText {
  return value.replace(BREAKS, " ").trim().slice(0, MAX_HEADER_LENGTH) as HeaderText;
}

/** A header field name (RFC 5322 ftext, as extra headers use it: letters, digits and hyphens). */
export function isHeaderName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/.test(name);
}

/** Extra headers (e.g. List-Unsubscribe) as safe values; a malformed name is a programming error. */
export function headerFields(headers: Record<string, string>): Record<string, HeaderText> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!isHeaderName(name)) throw new Error(`Not an e-mail header name: ${JSON.stringify(name)}`);
      return [name, headerText(value)];
    }),
  );
}

/** Extra headers read back from storage: entries with a malformed name or a non-text value are dropped. */
export function storedHeaderFields(value: unknown): Record<string, HeaderText> {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed)
      .filter((e): e is [string, string] => typeof e[1] === "string" && isHeaderName(e[0]))
      .map(([name, v]) => [name, headerText(v)]),
  );
}
