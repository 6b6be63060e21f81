// Dietary labels of a product, the one place that lists them: what the admin can tick, what /api accepts and
// answers, the badges (text + icon; the icons are CSS classes `diet-<key>` in app.css), the schema.org diets,
// and the filters of the offering and search pages (?diet=eggless). Plain code: the browser gets it too.

export const DIET_LABELS = ["eggless", "vegan", "gluten-free", "no-added-sugar", "contains-nuts"] as const;
export type DietLabel = (typeof DIET_LABELS)[number];

export type DietLabelInfo = {
  key: DietLabel;
  /** The badge's text. */
  label: string;
  /** An allergen warning (shown as one), not a diet the product suits. */
  allergen: boolean;
  /** schema.org RestrictedDiet it honestly claims (suitableForDiet), if any. */
  schemaDiet?: string;
};

export const DIET_LABEL_INFO: Record<DietLabel, DietLabelInfo> = {
  eggless: { key: "eggless", label: "Eggless", allergen: false },
  vegan: { key: "vegan", label: "Vegan", allergen: false, schemaDiet: "https://schema.org/VeganDiet" },
  "gluten-free": { key: "gluten-free", label: "Gluten-free", allergen: false, schemaDiet: "https://schema.org/GlutenFreeDiet" },
  // No added sugar is not "low calorie" nor "diabetic" (schema.org's nearest values): no diet is claimed.
  "no-added-sugar": { key: "no-added-sugar", label: "No added sugar", allergen: false },
  "contains-nuts": { key: "contains-nuts", label: "Contains nuts", allergen: true },
};

export function isDietLabel(value: unknown): value is DietLabel {
  return typeof value === "string" && (DIET_LABELS as readonly string[]).includes(value);
}

/** The labels in the one canonical order, each once. */
export function sortDietLabels(labels: Iterable<DietLabel>): DietLabel[] {
  const set = new Set(labels);
  return DIET_LABELS.filter((l) => set.has(l));
}

/** Labels read from the database or JSON: unknown values are dropped (never trusted blindly). */
export function asDietLabels(value: unknown): DietLabel[] {
  return Array.isArray(value) ? sortDietLabels(value.filter(isDietLabel)) : [];
}

export const DIET_LABELS_MESSAGE = `Dietary labels must be among: ${DIET_LABELS.join(", ")}.`;

/**
 * The labels as submitted: a list (JSON, repeated form fields), JSON text of a list, or comma-separated text.
 * Blank entries are ignored (the admin form sends one empty value so that "none ticked" still arrives).
 * Answers the labels in canonical order, or the message when one is unknown or the value cannot be read.
 */
export function parseDietLabels(value: unknown): { ok: true; value: DietLabel[] } | { ok: false; message: string } {
  let items: unknown = value;
  if (typeof items === "string") {
    const text = items.trim();
    if (text.startsWith("[")) {
      try {
        items = JSON.parse(text) as unknown;
      } catch {
        return { ok: false, message: DIET_LABELS_MESSAGE };
      }
    } else {
      items = text.split(",");
    }
  }
  if (!Array.isArray(items) || items.length > 50) return { ok: false, message: DIET_LABELS_MESSAGE };
  const labels: DietLabel[] = [];
  for (const item of items) {
    if (typeof item !== "string") return { ok: false, message: DIET_LABELS_MESSAGE };
    const key = item.trim();
    if (key === "") continue;
    if (!isDietLabel(key)) return { ok: false, message: DIET_LABELS_MESSAGE };
    labels.push(key);
  }
  return { ok: true, value: sortDietLabels(labels) };
}

// ── Filters (?diet=) ─────────────────────────────────────────────────────────────────────────────────────────

/** What a visitor can filter by: the four diets, and "without nuts" (products not labelled contains-nuts). */
export const DIET_FILTERS = ["eggless", "vegan", "gluten-free", "no-added-sugar", "no-nuts"] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

export const DIET_FILTER_INFO: Record<DietFilter, { label: string; /** "3 of 5 cakes are …" */ predicate: string; icon: DietLabel }> = {
  eggless: { label: "Eggless", predicate: "eggless", icon: "eggless" },
  vegan: { label: "Vegan", predicate: "vegan", icon: "vegan" },
  "gluten-free": { label: "Gluten-free", predicate: "gluten-free", icon: "gluten-free" },
  "no-added-sugar": { label: "No added sugar", predicate: "free of added sugar", icon: "no-added-sugar" },
  "no-nuts": { label: "Without nuts", predicate: "made without nuts", icon: "contains-nuts" },
};

/** What the database query needs: every label in `has`, and none of `lacks`. */
export function dietCondition(filters: readonly DietFilter[]): { has: DietLabel[]; lacks: DietLabel[] } {
  const has = filters.filter((f): f is Exclude<DietFilter, "no-nuts"> => f !== "no-nuts");
  return { has: sortDietLabels(has), lacks: filters.includes("no-nuts") ? ["contains-nuts"] : [] };
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
export function dietFilterSearch(filters: readonly DietFilter[], base: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(base);
  params.delete("diet");
  for (const f of DIET_FILTERS) if (filters.includes(f)) params.append("diet", f);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** `filters` with `filter` added, or removed when it is there. */
export function toggleDietFilter(filters: readonly DietFilter[], filter: DietFilter): DietFilter[] {
  return filters.includes(filter) ? filters.filter((f) => f !== filter) : DIET_FILTERS.filter((f) => f === filter || filters.includes(f));
}

/** "eggless", "eggless and vegan", "eggless, vegan and made without nuts". */
export function dietPredicate(filters: readonly DietFilter[]): string {
  const words = filters.map((f) => DIET_FILTER_INFO[f].predicate);
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * How many match, in words: "3 of 5 cakes are eggless", "1 of 5 cakes is vegan", "None of the 5 cakes are
 * gluten-free". `things` is the plural noun of what is counted (an offering's name in lower case).
 */
export function dietMatchSentence(matching: number, total: number, things: string, filters: readonly DietFilter[]): string {
  const predicate = dietPredicate(filters);
  if (matching === 0) return `None of the ${total} ${things} ${total === 1 ? "is" : "are"} ${predicate}.`;
  if (matching === total && total > 1) return `All ${total} ${things} are ${predicate}.`;
  return `${matching} of ${total} ${things} ${matching === 1 ? "is" : "are"} ${predicate}.`;
}

/** The labels as one small number (bit i = DIET_LABELS[i]), for the packed offering cards. */
export function dietMask(labels: readonly DietLabel[]): number {
  return labels.reduce((mask, l) => mask | (1 << DIET_LABELS.indexOf(l)), 0);
}

export function dietLabelsFromMask(mask: unknown): DietLabel[] {
  return typeof mask === "number" ? DIET_LABELS.filter((_, i) => (mask & (1 << i)) !== 0) : [];
}
