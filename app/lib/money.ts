// Money inside the app is one unit: whole paise (₹1 = 100 paise) in a JS number. Whole paise add, compare and
// sort exactly, where rupees with decimals do not (0.1 + 0.2 !== 0.3), and every amount up to MAX_PAISE is an
// exact integer in a double. Rupees appear only where the outside world writes them: a product's Decimal(12, 2)
// column, a product's `price` in the /api (a JSON number of rupees), and the forms, where the owner types rupees.
// This module is the one way across those boundaries, and the one way to show an amount.
import { groupIndian } from "./numbers";

/** The most a price may be: ₹99,999,999.99, eight digits of rupees. */
export const MAX_PAISE = 9_999_999_999;
/** MAX_PAISE in rupees, for the JSON Schemas of the rupee inputs. */
export const MAX_RUPEES = MAX_PAISE / 100;

/**
 * An amount as every page and e-mail shows it: "₹1,20,000" for whole rupees, "₹120.50" otherwise (Indian grouping),
 * what Intl's en-IN rupee format writes (tests/unit/numbers.test.ts), without its cost in a browser (numbers.ts).
 */
export function formatMoney(paise: number): string {
  // A fraction of a paisa cannot be paid, and "|| 0" turns -0 into 0 (Intl would write "-₹0").
  const whole = Math.round(paise) || 0;
  const sign = whole < 0 ? "-" : "";
  const rupees = Math.floor(Math.abs(whole) / 100);
  const rest = Math.abs(whole) % 100;
  return `${sign}₹${groupIndian(rupees)}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** Digits of rupees, at most two decimals: "120", "120.5", "120.", ".5" (no sign, exponent or grouping). */
const RUPEES_TEXT = /^(?:(\d+)(?:\.(\d{0,2}))?|\.(\d{1,2}))$/;

/** Rupees text that RUPEES_TEXT matched, as paise: the digits are put together as integers, never through a float. */
function paiseOf(match: RegExpExecArray): number {
  const [, whole = "0", fraction = match[3] ?? ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * Rupees as the owner types them or a JSON body sends them (a number, or text of one, trimmed), as whole paise:
 * zero or more, at most two decimals, at most MAX_PAISE. Anything else gives null, never a rounded amount:
 * 1.005 (three decimals), -1, NaN, Infinity, "1e3", "1,200", "₹120", "12abc", "".
 */
export function parseRupees(input: unknown): number | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    // The shortest text that reads back as this number: 0.29 is "0.29" (29 paise), 1.005 is "1.005" (refused).
    text = String(input);
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return null;
  }
  const match = RUPEES_TEXT.exec(text);
  if (!match) return null;
  const paise = paiseOf(match);
  return paise <= MAX_PAISE ? paise : null;
}

/**
 * Rupees the database wrote (a Decimal column's text, "120.5" or "120.50") as paise. The column holds two
 * decimals by its type, so anything else is a broken row, not input: it throws.
 */
export function paiseFromStoredRupees(text: string): number {
  const negative = text.startsWith("-");
  const match = RUPEES_TEXT.exec(negative ? text.slice(1) : text);
  if (!match) throw new Error(`Not an amount of rupees: ${JSON.stringify(text)}`);
  const paise = paiseOf(match);
  return negative ? -paise : paise;
}

/** Paise as a JSON number of rupees (12050 → 120.5): the double nearest the decimal, as parsing "120.5" gives. */
export function rupeesOf(paise: number): number {
  return paise / 100;
}

/** Paise as rupees text with two decimals ("120.50"): what a Decimal column and an offer's price are given. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// What parseRupees accepts, as JSON Schema for the OpenAPI document.

/** Rupees as a JSON number only, for the bodies that take no text. */
const RUPEES_NUMBER_JSON = { type: "number", minimum: 0, maximum: MAX_RUPEES, multipleOf: 0.01 } as const;

/** Rupees as text, what a form part (always text) may carry: at most 8 digits after any leading zeros, trimmed. */
export const RUPEES_TEXT_JSON = {
  type: "string",
  pattern: "^\\s*(?:0*\\d{1,8}(?:\\.\\d{0,2})?|\\.\\d{1,2})\\s*$",
} as const;

/** Either: a number, or text of one. */
export const RUPEES_JSON = { anyOf: [RUPEES_NUMBER_JSON, RUPEES_TEXT_JSON] } as const;
