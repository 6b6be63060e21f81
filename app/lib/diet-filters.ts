// The filters of the offering and search pages by dietary label (?diet=eggless&diet=vegan), kept apart from
// the labels (./diet.ts) so that only those two pages' scripts carry them.
import { isAre, plural } from "./plural";
import { sortDietLabels, type DietLabel } from "./diet";

/**
 * What a visitor can filter by: the labels the owner ticks (never "contains nuts"). A filter matches only
 * products marked so: a product with no label says nothing, and is not counted as free from anything.
 */
export const DIET_FILTERS = ["eggless", "vegan", "gluten-free", "no-added-sugar", "no-nuts"] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

export const DIET_FILTER_INFO: Record<
  DietFilter,
  { label: string; /** "3 of 5 cakes are …" */ predicate: string; icon: DietLabel }
> = {
  eggless: { label: "Eggless", predicate: "eggless", icon: "eggless" },
  vegan: { label: "Vegan", predicate: "vegan", icon: "vegan" },
  "gluten-free": { label: "Gluten-free", predicate: "gluten-free", icon: "gluten-free" },
  "no-added-sugar": { label: "No added sugar", predicate: "free of added sugar", icon: "no-added-sugar" },
  "no-nuts": { label: "Without nuts", predicate: "made without nuts", icon: "no-nuts" },
};

/** What the database query needs: every label in `has` (each filter is a label the owner ticked). */
export function dietCondition(filters: readonly DietFilter[]): { has: DietLabel[] } {
  return { has: sortDietLabels(filters) };
}

/**
 * The filters of a URL's query (`?diet=eggless&diet=vegan` or `?diet=eggless,vegan`), read leniently: unknown
 * values are ignored, each filter counts once, in the canonical order.
 */
export function parseDietFilters(params: URLSearchParams): DietFilter[] {
  const wanted = new Set<string>();
  for (const value of params.getAll("diet").slice(0, 20)) {
    for (const part of value.split(",")) wanted.add(part.trim().toLowerCase());
  }
  return DIET_FILTERS.filter((f) => wanted.has(f));
}

/** The query string (with "?", or "" for none) of `base` with the filters set to `filters`. */
export function dietFilterSearch(
  filters: readonly DietFilter[],
  base: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(base);
  params.delete("diet");
  for (const f of DIET_FILTERS) if (filters.includes(f)) params.append("diet", f);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** `filters` with `filter` added, or removed when it is there. */
export function toggleDietFilter(filters: readonly DietFilter[], filter: DietFilter): DietFilter[] {
  return filters.includes(filter)
    ? filters.filter((f) => f !== filter)
    : DIET_FILTERS.filter((f) => f === filter || filters.includes(f));
}

/** "eggless", "eggless and vegan", "eggless, vegan and made without nuts". */
export function dietPredicate(filters: readonly DietFilter[]): string {
  const words = filters.map((f) => DIET_FILTER_INFO[f].predicate);
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * How many match, in words: "3 of 5 cakes are labelled eggless", "1 of 5 cakes is labelled vegan", "None of the
 * 5 cakes are labelled gluten-free". `things` is the plural noun of what is counted (an offering's name in lower case).
 */
export function dietMatchSentence(
  matching: number,
  total: number,
  things: string,
  filters: readonly DietFilter[],
): string {
  const predicate = dietPredicate(filters);
  const noun = plural(total, singularThings(things), things);
  // "labelled": the count is of the owner's labels, and an unlabelled product may or may not be so.
  if (matching === 0) return `None of the ${total} ${noun} ${isAre(total)} labelled ${predicate}.`;
  if (matching === total && total > 1) return `All ${total} ${things} are labelled ${predicate}.`;
  return `${matching} of ${total} ${noun} ${isAre(matching)} labelled ${predicate}.`;
}

/**
 * The noun for one of `things`: "products matching “cake”" becomes "product matching “cake”". An offering's
 * name is the owner's word, whose singular no rule can be sure of (cookies, loaves), so one of them is named
 * "product in cakes".
 */
function singularThings(things: string): string {
  return things.startsWith("products") ? `product${things.slice("products".length)}` : `product in ${things}`;
}
