// Figures as every page writes them: digits grouped the Indian way ("1,20,000"), exactly as Intl's "en-IN" number
// formats write them. Intl remains the reference and the writer of fractions, but a page's first Intl number format
// makes the browser load ICU's number data: 16-24 ms of main thread on a desktop-class CPU, several times that on a
// phone, paid while the page hydrates (and, for a formatter made at module level, while its script is evaluated).
// Every count, price and nutrition amount on the site is written here without it; tests/unit/numbers.test.ts holds
// the result to Intl's own. Intl writes only what the site never shows (exponents, NaN, infinities).

let fractions: Intl.NumberFormat | undefined;

/** The digits of a safe integer, grouped the Indian way: the last three, then pairs ("-12,34,56,789"). */
export function groupIndian(n: number): string {
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  const digits = String(Math.abs(n));
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** Digits with a leading 1 carried in: "999" → "1000", "129" → "130". */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + "0".repeat(digits.length - 1 - i);
}

/**
 * "1,234.568" for 1234.5675: a fraction as Intl's en-IN writes it, without Intl. Intl rounds the number's shortest
 * decimal form (what String(n) writes) to three places, half away from zero, drops trailing zeros and keeps the sign
 * of a negative number that rounds to zero ("-0"). Null for a number String writes with an exponent.
 */
function formatFraction(n: number): string | null {
  const text = String(Math.abs(n));
  if (text.includes("e")) return null;
  const [whole = "0", decimals = ""] = text.split(".");
  let kept = decimals.slice(0, 3);
  let integer = whole;
  if (decimals.length > 3 && decimals[3]! >= "5") {
    const carried = incremented(integer + kept.padEnd(3, "0"));
    integer = carried.slice(0, -3);
    kept = carried.slice(-3);
  }
  kept = kept.replace(/0+$/, "");
  const grouped = groupIndian(Number(integer));
  return `${n < 0 ? "-" : ""}${grouped}${kept ? `.${kept}` : ""}`;
}

/**
 * "1,20,000", "12.5": a number as Intl's en-IN writes it (at most three decimals). Intl writes what is left: NaN,
 * the infinities, and fractions of 10^15 or more (whose whole part is no longer a safe integer).
 */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) || Object.is(n, -0)) return groupIndian(n);
  const written = Number.isFinite(n) && Math.abs(n) < 1e15 ? formatFraction(n) : null;
  if (written !== null) return written;
  fractions ??= new Intl.NumberFormat("en-IN");
  return fractions.format(n);
}
