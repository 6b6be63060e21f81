// Counts written as words: the one place that picks "1 product" or "2 products", so no screen writes
// "1 products". English has only the two forms, chosen by Intl's plural rules (which also know "0 products").
import { formatNumber } from "./numbers";

// Made on first use: a page that writes no count never pays for it in its script's evaluation.
let rules: Intl.PluralRules | undefined;

/** The noun for `n`: `one` for exactly one, `many` (default: `one` + "s") otherwise. */
export function plural(n: number, one: string, many = `${one}s`): string {
  rules ??= new Intl.PluralRules("en");
  return rules.select(n) === "one" ? one : many;
}

/** "5,000 messages", "1 message": a count (grouped the Indian way, as every figure on the site) with its noun. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${plural(n, one, many)}`;
}

/** "is" or "are", for a sentence whose subject is `n` things. */
export function isAre(n: number): "is" | "are" {
  return plural(n, "is", "are") as "is" | "are";
}
