// Allergens as the owner declares them, the one place that lists them: what the admin form offers, what /api
// accepts and answers, what the product page and its structured data say. The list is the allergens FSSAI's
// labelling rules name that a bakery's kitchen handles. Each one is "contains", "may contain" (traces from the
// same kitchen) or not declared; nothing is inferred from the dietary labels or from the ingredients.
// Plain code: the browser gets it too.
import type { DietLabel } from "./diet";

export const ALLERGENS = ["gluten", "milk", "egg", "nuts", "peanuts", "soy", "sesame", "sulphites"] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** How the product page names each allergen (in a sentence, lower case). */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: "cereals with gluten",
  milk: "milk",
  egg: "egg",
  nuts: "nuts",
  peanuts: "peanuts",
  soy: "soy",
  sesame: "sesame",
  sulphites: "sulphites",
};

export const ALLERGEN_LEVELS = ["contains", "may-contain"] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

export type Allergens = { contains: Allergen[]; mayContain: Allergen[] };
export const NO_ALLERGENS: Allergens = { contains: [], mayContain: [] };

export const ALLERGENS_MESSAGE = `Allergens must be {"contains": [...], "mayContain": [...]} with each of ${ALLERGENS.join(", ")} at most once.`;

/** Every allergen the kitchen handles, for the note under the product's declaration. */
export const KITCHEN_NOTE = `Our kitchen handles ${listInWords(ALLERGENS.map((a) => ALLERGEN_NAMES[a]))}, so every product may carry traces of them. These labels are what we declare, not a full ingredient list: ask us if you have an allergy.`;

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === "string" && (ALLERGENS as readonly string[]).includes(value);
}

function inOrder(list: Iterable<Allergen>): Allergen[] {
  const set = new Set(list);
  return ALLERGENS.filter((a) => set.has(a));
}

/** Allergens read from the database: unknown values dropped, canonical order, "contains" wins over "may contain". */
export function asAllergens(contains: unknown, mayContain: unknown): Allergens {
  const read = (v: unknown) => (Array.isArray(v) ? inOrder(v.filter(isAllergen)) : []);
  const c = read(contains);
  return { contains: c, mayContain: read(mayContain).filter((a) => !c.includes(a)) };
}

function readList(value: unknown): unknown[] | null {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value.trim() === "" ? [] : value.split(",").map((s) => s.trim());
  return Array.isArray(value) ? value : null;
}

/**
 * The allergens as submitted: an object `{ contains, mayContain }` (lists, or comma-separated text), or JSON text
 * of one. Answers them in canonical order, or the message when an entry is unknown, repeated or in both lists.
 */
export function parseAllergens(value: unknown): { ok: true; value: Allergens } | { ok: false; message: string } {
  let read: unknown = value;
  if (typeof read === "string") {
    if (read.trim() === "") return { ok: true, value: NO_ALLERGENS };
    // Parsed as it is, not trimmed first: what is read is exactly JSON text ("null" declares none, as null does).
    try {
      read = JSON.parse(read) as unknown;
    } catch {
      return { ok: false, message: ALLERGENS_MESSAGE };
    }
  }
  if (read === null) return { ok: true, value: NO_ALLERGENS };
  if (typeof read !== "object" || Array.isArray(read)) return { ok: false, message: ALLERGENS_MESSAGE };
  const record = read as Record<string, unknown>;
  if (Object.keys(record).some((k) => k !== "contains" && k !== "mayContain"))
    return { ok: false, message: ALLERGENS_MESSAGE };
  const contains = readList(record.contains);
  const mayContain = readList(record.mayContain);
  if (!contains || !mayContain) return { ok: false, message: ALLERGENS_MESSAGE };
  const all = [...contains, ...mayContain];
  if (all.length > ALLERGENS.length || !all.every(isAllergen) || new Set(all).size !== all.length)
    return { ok: false, message: ALLERGENS_MESSAGE };
  return {
    ok: true,
    value: { contains: inOrder(contains as Allergen[]), mayContain: inOrder(mayContain as Allergen[]) },
  };
}

/** The admin form's fields: one `allergen-<key>` radio group each, "contains", "may-contain" or "" (not declared). */
export const allergenField = (a: Allergen) => `allergen-${a}` as const;

/** The allergens from the admin form's radio groups, or undefined when the form carries none of them. */
export function allergensFromFields(read: (name: string) => unknown): Allergens | undefined | { invalid: true } {
  const contains: Allergen[] = [];
  const mayContain: Allergen[] = [];
  let seen = false;
  for (const a of ALLERGENS) {
    const value = read(allergenField(a));
    if (value === undefined || value === null) continue;
    seen = true;
    if (value === "contains") contains.push(a);
    else if (value === "may-contain") mayContain.push(a);
    else if (value !== "") return { invalid: true };
  }
  return seen ? { contains, mayContain } : undefined;
}

/** The admin form's typed values of the radio groups, from stored allergens. */
export function allergenFieldValues(allergens: Allergens): Record<string, string> {
  return Object.fromEntries(ALLERGENS.map((a) => [allergenField(a), allergenLevel(allergens, a)]));
}

export function allergenLevel(allergens: Allergens, a: Allergen): AllergenLevel | "" {
  if (allergens.contains.includes(a)) return "contains";
  if (allergens.mayContain.includes(a)) return "may-contain";
  return "";
}

export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "Contains: milk, egg, cereals with gluten. May contain: nuts." ("" when nothing is declared). */
export function allergenSentence(allergens: Allergens): string {
  const names = (list: readonly Allergen[]) => list.map((a) => ALLERGEN_NAMES[a]).join(", ");
  const parts: string[] = [];
  if (allergens.contains.length > 0) parts.push(`Contains: ${names(allergens.contains)}.`);
  if (allergens.mayContain.length > 0) parts.push(`May contain: ${names(allergens.mayContain)}.`);
  return parts.join(" ");
}

/** Which free-from claims each allergen rules out when declared (contains, or for nuts also may contain). */
const CLAIMS: { label: DietLabel; allergens: Allergen[]; traces: boolean; message: string }[] = [
  {
    label: "no-nuts",
    allergens: ["nuts"],
    traces: true,
    message: "A product made without nuts cannot contain or may contain nuts.",
  },
  {
    label: "gluten-free",
    allergens: ["gluten"],
    traces: false,
    message: "A gluten-free product cannot contain cereals with gluten.",
  },
  { label: "eggless", allergens: ["egg"], traces: false, message: "An eggless product cannot contain egg." },
  { label: "vegan", allergens: ["milk", "egg"], traces: false, message: "A vegan product cannot contain milk or egg." },
];

/** Labels that contradict the declared allergens (or each other): one message each, none when they agree. */
export function claimConflicts(labels: readonly DietLabel[], allergens: Allergens): string[] {
  const messages: string[] = [];
  if (labels.includes("no-nuts") && labels.includes("contains-nuts"))
    messages.push("A product cannot be both made without nuts and contain nuts.");
  for (const claim of CLAIMS) {
    if (!labels.includes(claim.label)) continue;
    const declared = claim.traces ? [...allergens.contains, ...allergens.mayContain] : allergens.contains;
    if (claim.allergens.some((a) => declared.includes(a))) messages.push(claim.message);
  }
  return [...new Set(messages)];
}
