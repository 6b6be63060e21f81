// Nutrition per serving (optional per product) and what one serving is as a share of a day's energy. Plain
// code, the one place of these rules: the Zod schema of the product (validation/product.ts) is built from
// nutritionRule, the product page and the admin forms read NUTRIENTS, and the share maths run in the browser
// against the daily need Know Yourself keeps in localStorage (nothing is sent to the server).
import { formatNumber } from "./numbers";
import { isSingleLine } from "./validation/rules";

export const NUTRIENT_KEYS = ["energyKcal", "protein", "carbohydrates", "sugars", "fat", "fibre"] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export type Nutrition = {
  /** What one serving is, as the bakery words it: "1 slice (80 g)". */
  servingSize: string;
  energyKcal: number;
  protein: number | null;
  carbohydrates: number | null;
  /** Of the carbohydrates, sugars. */
  sugars: number | null;
  fat: number | null;
  fibre: number | null;
};

export const NUTRIENTS: readonly { key: NutrientKey; label: string; unit: "kcal" | "g"; max: number; sub?: boolean }[] =
  [
    { key: "energyKcal", label: "Energy", unit: "kcal", max: 5000 },
    { key: "protein", label: "Protein", unit: "g", max: 1000 },
    { key: "carbohydrates", label: "Carbohydrates", unit: "g", max: 1000 },
    { key: "sugars", label: "of which sugars", unit: "g", max: 1000, sub: true },
    { key: "fat", label: "Fat", unit: "g", max: 1000 },
    { key: "fibre", label: "Fibre", unit: "g", max: 1000 },
  ];

/** The form and multipart field names of nutrition: the serving size, then the nutrients. */
export const NUTRITION_FIELDS = ["servingSize", ...NUTRIENT_KEYS] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

export const SERVING_SIZE_MAX = 60;
const FIELD_LABEL: Record<NutritionField, string> = {
  servingSize: "Serving size",
  energyKcal: "Energy (kcal)",
  protein: "Protein",
  carbohydrates: "Carbohydrates",
  sugars: "Sugars",
  fat: "Fat",
  fibre: "Fibre",
};

export const nutrientMessage = (key: NutrientKey) => {
  const n = NUTRIENTS.find((x) => x.key === key)!;
  return `${FIELD_LABEL[key]} must be a number from 0 to ${n.max}, with at most one decimal.`;
};
export const SERVING_SIZE_REQUIRED = "Serving size is required when nutrition is given (e.g. 1 slice (80 g)).";
export const SERVING_SIZE_INVALID = `Serving size must be one line of at most ${SERVING_SIZE_MAX} characters.`;
export const ENERGY_REQUIRED = "Energy (kcal) is required when nutrition is given.";
export const SUGARS_OVER_CARBS = "Sugars cannot be more than carbohydrates (they are part of them).";
export const NUTRITION_UNREADABLE =
  "Nutrition could not be read: send an object with servingSize, energyKcal, protein, carbohydrates, sugars, fat and fibre.";

const AMOUNT = /^(?:\d+(?:\.\d?)?|\.\d)$/;

/**
 * The text of one amount that parseAmount takes for a nutrient of at most `max` (a whole number of the form d·10ⁿ,
 * as every NUTRIENTS max is), as a JSON Schema pattern: blank, or zeros, then at most n+1 digits no more than max,
 * at most one decimal (max itself only with a zero decimal). White space around is trimmed.
 */
export function amountPattern(max: number): string {
  const digits = String(max);
  const lead = Number(digits[0]);
  const n = digits.length - 1;
  if (!/^[1-9]0*$/.test(digits)) throw new Error(`amountPattern: ${max} is not of the form d·10ⁿ`);
  const decimal = "(?:\\.\\d?)?";
  const below = [
    `\\d{1,${n}}${decimal}`,
    ...(lead > 1 ? [`[1-${lead - 1}]\\d{${n}}${decimal}`] : []),
    `${digits}(?:\\.0?)?`,
    "\\.\\d",
  ];
  return `^\\s*(?:0*(?:${below.join("|")}))?\\s*$`;
}

/**
 * The serving size that checkNutrition takes, as a JSON Schema pattern: blank (then it counts as not given), or
 * one line (no control character anywhere, even around it) of at most SERVING_SIZE_MAX characters once trimmed.
 */
export const SERVING_SIZE_PATTERN = `^(?:\\s*|[^\\S\\p{Cc}\\u2028\\u2029]*[^\\s\\p{Cc}](?:[^\\p{Cc}\\u2028\\u2029]{0,${SERVING_SIZE_MAX - 2}}[^\\s\\p{Cc}])?[^\\S\\p{Cc}\\u2028\\u2029]*)$`;

/** An amount from a form or JSON: blank is null, a number 0..max with at most one decimal, else undefined (bad). */
export function parseAmount(value: unknown, max: number): number | null | undefined {
  if (value === undefined || value === null) return null;
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
    if (text === "") return null;
  } else {
    return undefined;
  }
  if (!AMOUNT.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

export type NutritionCheck =
  { ok: true; value: Nutrition | null } | { ok: false; issues: { field: NutritionField; message: string }[] };

/**
 * Reads submitted nutrition (an object of the NUTRITION_FIELDS, from JSON or form fields). Everything blank means
 * "no nutrition" (null). Otherwise the serving size and the energy are required, every amount is a number of
 * zero or more (at most one decimal), and sugars are at most the carbohydrates. Every problem is listed, by field.
 */
export function checkNutrition(raw: Partial<Record<NutritionField, unknown>>): NutritionCheck {
  const issues: { field: NutritionField; message: string }[] = [];
  const blank = NUTRITION_FIELDS.every(
    (f) => raw[f] === undefined || raw[f] === null || (typeof raw[f] === "string" && raw[f].trim() === ""),
  );
  if (blank) return { ok: true, value: null };
  let servingSize = "";
  const size = raw.servingSize;
  if (size === undefined || size === null || (typeof size === "string" && size.trim() === "")) {
    issues.push({ field: "servingSize", message: SERVING_SIZE_REQUIRED });
  } else if (typeof size !== "string" || size.trim().length > SERVING_SIZE_MAX || !isSingleLine(size)) {
    issues.push({ field: "servingSize", message: SERVING_SIZE_INVALID });
  } else {
    servingSize = size.trim();
  }
  const amounts = {} as Record<NutrientKey, number | null>;
  for (const n of NUTRIENTS) {
    const amount = parseAmount(raw[n.key], n.max);
    if (amount === undefined) issues.push({ field: n.key, message: nutrientMessage(n.key) });
    amounts[n.key] = amount ?? null;
  }
  if (amounts.energyKcal === null && !issues.some((i) => i.field === "energyKcal")) {
    issues.push({ field: "energyKcal", message: ENERGY_REQUIRED });
  }
  if (amounts.sugars !== null && amounts.carbohydrates !== null && amounts.sugars > amounts.carbohydrates) {
    issues.push({ field: "sugars", message: SUGARS_OVER_CARBS });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { servingSize, ...amounts, energyKcal: amounts.energyKcal! } };
}

/** "12.5 g", "312 kcal". */
export function formatAmount(value: number, unit: "kcal" | "g"): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${formatNumber(Number(text))} ${unit}`;
}

// ── One serving as a share of a day ──────────────────────────────────────────────────────────────────────────

/** The common reference intake for an adult (kcal a day) used when the visitor has not worked out their own. */
export const REFERENCE_DAILY_KCAL = 2000;
/** Where Know Yourself keeps the visitor's daily need (JSON { kcal, savedAt }), in this browser only. */
export const DAILY_NEED_KEY = "slice.dailyKcal";
/** Daily needs outside this range are not believed (a typo, an edited value) and the reference is used. */
export const DAILY_NEED_RANGE = { min: 800, max: 6000 } as const;

export type ServingShare = {
  /** Whole percent of the day, as said: 9 for 9 %; below 1 % but above zero is 1 (never "0 %" for food). */
  percent: number;
  /** "<1" or "9": the figure to print. */
  label: string;
  /** Width of the bar, 0-100. */
  bar: number;
  dailyKcal: number;
};

/** What one serving of `energyKcal` is as a share of `dailyKcal` (a day's need). */
export function servingShare(energyKcal: number, dailyKcal: number): ServingShare {
  const daily = Number.isFinite(dailyKcal) && dailyKcal > 0 ? dailyKcal : REFERENCE_DAILY_KCAL;
  const energy = Number.isFinite(energyKcal) && energyKcal > 0 ? energyKcal : 0;
  const exact = (energy / daily) * 100;
  const percent = energy === 0 ? 0 : Math.max(1, Math.round(exact));
  return {
    percent,
    label: energy > 0 && exact < 0.5 ? "<1" : String(percent),
    bar: Math.min(100, Math.max(0, Math.round(exact * 10) / 10)),
    dailyKcal: daily,
  };
}

/** The text Know Yourself stores: the daily need, rounded, with when it was worked out. */
export function storedDailyNeed(kcal: number, now: Date = new Date()): string {
  return JSON.stringify({ kcal: Math.round(kcal), savedAt: now.toISOString() });
}

/** The daily need read back from storage, or null when absent, unreadable or out of range. */
export function readDailyNeed(text: string | null | undefined): number | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const kcal = typeof value === "object" && value !== null ? (value as { kcal?: unknown }).kcal : undefined;
  if (typeof kcal !== "number" || !Number.isFinite(kcal)) return null;
  if (kcal < DAILY_NEED_RANGE.min || kcal > DAILY_NEED_RANGE.max) return null;
  return Math.round(kcal);
}
