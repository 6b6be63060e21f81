// Prices are rupees, zero or more, with at most two decimals (paise). Stored as Decimal(12, 2).

export const MAX_PRICE = 99_999_999.99;

const WHOLE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_PAISE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,20,000" for whole rupees, "₹120.50" otherwise (Indian digit grouping). */
export function formatPrice(value: number): string {
  const paise = Math.round(value * 100);
  return paise % 100 === 0 ? WHOLE.format(paise / 100) : WITH_PAISE.format(paise / 100);
}

const PRICE_TEXT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** The number half of PRICE_JSON, for the bodies that take rupees as a JSON number only. */
export const PRICE_NUMBER_JSON = { type: "number", minimum: 0, maximum: MAX_PRICE, multipleOf: 0.01 } as const;

/** The text half of PRICE_JSON: what a form part (always text) may carry. */
export const PRICE_TEXT_JSON = {
  type: "string",
  pattern: "^\\s*(?:0*\\d{1,8}(?:\\.\\d{0,2})?|\\.\\d{1,2})\\s*$",
} as const;

/**
 * What parsePrice accepts, as JSON Schema for the OpenAPI document: a number, or text of one (trimmed) whose
 * whole part has at most 8 digits after any leading zeros, so at most 99,999,999.99.
 */
export const PRICE_JSON = { anyOf: [PRICE_NUMBER_JSON, PRICE_TEXT_JSON] } as const;

/**
 * A price from a form field or JSON: a number or a numeric string, ≥ 0, at most two decimals and at most
 * 99,999,999.99. Anything else (negative, NaN, Infinity, "1e3", "12abc", "") gives null.
 */
export function parsePrice(input: unknown): number | null {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return null;
  }
  if (!PRICE_TEXT.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_PRICE) return null;
  return value === 0 ? 0 : value;
}
