// Counts written as words: the one place that picks "1 product" or "2 products", so no screen writes
// "1 products". English has only the two forms, chosen by Intl's plural rules (which also know "0 products").

const rules = new Intl.PluralRules("en");
const count = new Intl.NumberFormat("en-IN");

/** The noun for `n`: `one` for exactly one, `many` (default: `one` + "s") otherwise. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return rules.select(n) === "one" ? one : many;
}

/** "5,000 messages", "1 message": a count (grouped the Indian way, as every figure on the site) with its noun. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${count.format(n)} ${plural(n, one, many)}`;
}

/** "is" or "are", for a sentence whose subject is `n` things. */
export function isAre(n: number): "is" | "are" {
  return plural(n, "is", "are") as "is" | "are";
}
