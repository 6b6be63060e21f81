// Dietary labels of a product, the one place that lists them: what the admin can tick, what /api accepts and
// answers, the badges (text + icon; the icons are CSS classes `diet-<key>` in app.css), the schema.org diets.
// The filters of the offering and search pages (?diet=) are in ./diet-filters.ts. Plain code: the browser gets it too.

// Every label is a claim the owner makes by ticking it: a product with none ticked says nothing (never "free
// from"). The allergens themselves are declared apart, in ./allergens.ts.
export const DIET_LABELS = ["eggless", "vegan", "gluten-free", "no-added-sugar", "no-nuts", "contains-nuts"] as const;
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
  "gluten-free": {
    key: "gluten-free",
    label: "Gluten-free",
    allergen: false,
    schemaDiet: "https://schema.org/GlutenFreeDiet",
  },
  // No added sugar is not "low calorie" nor "diabetic" (schema.org's nearest values): no diet is claimed.
  "no-added-sugar": { key: "no-added-sugar", label: "No added sugar", allergen: false },
  "no-nuts": { key: "no-nuts", label: "Made without nuts", allergen: false },
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

/** The labels as one small number (bit i = DIET_LABELS[i]), for the packed offering cards. */
export function dietMask(labels: readonly DietLabel[]): number {
  return labels.reduce((mask, l) => mask | (1 << DIET_LABELS.indexOf(l)), 0);
}

export function dietLabelsFromMask(mask: unknown): DietLabel[] {
  return typeof mask === "number" ? DIET_LABELS.filter((_, i) => (mask & (1 << i)) !== 0) : [];
}
