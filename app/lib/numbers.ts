// Figures as every page writes them: digits grouped the Indian way ("1,20,000"), exactly as Intl's "en-IN" number
// formats write them. Intl remains the reference and the writer of fractions, but a page's first Intl number format
// makes the browser load ICU's number data: 16-24 ms of main thread on a desktop-class CPU, several times that on a
// phone, paid while the page hydrates (and, for a formatter made at module level, while its script is evaluated).
// Whole numbers, every count and price on the site, are grouped here without it; tests/unit/numbers.test.ts holds
// the result to Intl's own.

let fractions: Intl.NumberFormat | undefined;

/** The digits of a safe integer, grouped the Indian way: the last three, then pairs ("-12,34,56,789"). */
export function groupIndian(n: number): string {
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  const digits = String(Math.abs(n));
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** "1,20,000", "12.5": a number as Intl's en-IN writes it (at most three decimals), Intl made only for a fraction. */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) || Object.is(n, -0)) return groupIndian(n);
  fractions ??= new Intl.NumberFormat("en-IN");
  return fractions.format(n);
}
