/**
 * Know Yourself health calculator: BMI, daily calories and macros from height, weight, age and activity.
 *
 * One pure module used twice: in the browser (the form computes the report with no request) and on the
 * server (the same form posted without JavaScript). Keep it free of DOM, Node and React imports.
 */

export const GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
] as const;

export const ACTIVITY_LEVELS = [
  { value: "sedentary", label: "Sedentary (little or no exercise)", factor: 1.2 },
  { value: "light", label: "Light (1-3 days/week)", factor: 1.375 },
  { value: "moderate", label: "Moderate (3-5 days/week)", factor: 1.55 },
  { value: "active", label: "Active (6-7 days/week)", factor: 1.725 },
  { value: "very_active", label: "Very Active (physical job + hard exercise)", factor: 1.9 },
] as const;

export const GOALS = [
  { value: "maintain", label: "Maintain Weight", adjustment: 0 },
  { value: "lose", label: "Lose Weight", adjustment: -500 },
  { value: "gain", label: "Gain Muscle", adjustment: 300 },
] as const;

export type Gender = (typeof GENDERS)[number]["value"];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]["value"];
export type Goal = (typeof GOALS)[number]["value"];
export type BmiCategory = "Underweight" | "Normal weight" | "Overweight" | "Obese";

export interface CalculatorInput {
  /** Centimetres. */
  height: number;
  /** Kilograms. */
  weight: number;
  /** Years. */
  age: number;
  gender: Gender;
  activity: ActivityLevel;
  goal: Goal;
}

export interface HealthReport {
  bmi: number;
  bmiCategory: BmiCategory;
  /** kcal per day. */
  calorieNeeds: number;
  /** Grams per day. */
  protein: number;
  /** Grams per day. */
  fats: number;
  /** Grams per day. */
  carbs: number;
  /** Millilitres per day. */
  waterIntake: number;
}

export const CALCULATOR_ERROR = "Please enter valid positive numbers for height, weight, and age.";
export const HEALTH_TIP = "Stay consistent, sleep well, and keep moving daily for better health.";

/** Defaults shown in the form before the visitor chooses. */
export const DEFAULT_CHOICES = { gender: "female", activity: "sedentary", goal: "maintain" } as const satisfies Pick<
  CalculatorInput,
  "gender" | "activity" | "goal"
>;

/** Rounds to 2 decimals, correcting binary floating-point drift (1.005 → 1.01). */
function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** BMI = weight / (height in metres)², to 2 decimals. */
export function bmiOf(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return round2(weightKg / (metres * metres));
}

/**
 * Categories exactly as the bakery's table states them: values from 24.9 up to below 25 and from
 * 29.9 up to below 30 fall through to Obese.
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return "Underweight";
  if (bmi >= 18.5 && bmi < 24.9) return "Normal weight";
  if (bmi >= 25 && bmi < 29.9) return "Overweight";
  return "Obese";
}

export function activityFactor(activity: ActivityLevel): number {
  return ACTIVITY_LEVELS.find((level) => level.value === activity)!.factor;
}

export function goalAdjustment(goal: Goal): number {
  return GOALS.find((g) => g.value === goal)!.adjustment;
}

/** The report for an input already checked by validateCalculatorInput. */
export function calculateHealthReport(input: CalculatorInput): HealthReport {
  const { height, weight, age, gender, activity, goal } = input;
  const bmi = bmiOf(weight, height);
  // Mifflin-St Jeor basal metabolic rate.
  const base = 10 * weight + 6.25 * height - 5 * age + (gender === "female" ? -161 : 5);
  const calorieNeeds = Math.round(base * activityFactor(activity) + goalAdjustment(goal));
  const protein = Math.round(weight * 1.2);
  const fats = Math.round((calorieNeeds * 0.25) / 9);
  const carbs = Math.round((calorieNeeds - protein * 4 - fats * 9) / 4);
  const waterIntake = Math.round(weight * 35);
  return { bmi, bmiCategory: bmiCategory(bmi), calorieNeeds, protein, fats, carbs, waterIntake };
}

/** Calories from each macronutrient, for the pie chart and its text legend. */
export interface CalorieShare {
  key: "protein" | "fats" | "carbs";
  label: "Protein" | "Fats" | "Carbs";
  kcal: number;
  /** Whole percent of the three together. */
  percent: number;
  color: string;
}

/** Chart colours, the same on the chart and in its legend: Protein green, Fats amber, Carbs blue. */
export const MACRO_COLORS = { protein: "#16a34a", fats: "#f59e0b", carbs: "#2563eb" } as const;

export function calorieShares(report: HealthReport): CalorieShare[] {
  const kcal = {
    protein: report.protein * 4,
    fats: report.fats * 9,
    carbs: Math.max(0, report.carbs) * 4,
  };
  const total = kcal.protein + kcal.fats + kcal.carbs;
  const percent = (value: number) => (total > 0 ? Math.round((value / total) * 100) : 0);
  return [
    {
      key: "protein",
      label: "Protein",
      kcal: kcal.protein,
      percent: percent(kcal.protein),
      color: MACRO_COLORS.protein,
    },
    { key: "fats", label: "Fats", kcal: kcal.fats, percent: percent(kcal.fats), color: MACRO_COLORS.fats },
    { key: "carbs", label: "Carbs", kcal: kcal.carbs, percent: percent(kcal.carbs), color: MACRO_COLORS.carbs },
  ];
}

/** Raw form values (strings from a form, or anything from elsewhere). */
export type CalculatorFields = Partial<Record<keyof CalculatorInput, unknown>>;

export type MeasureField = "height" | "weight" | "age";

/**
 * The bodies the formulas are meant for. Beyond them BMI and Mifflin-St Jeor give numbers nobody should act on
 * (17 cm and 700 kg make a BMI over 24,000), so such entries are refused, not reported.
 */
export const PLAUSIBLE_RANGES = {
  height: { min: 50, max: 250, unit: "cm", label: "height" },
  weight: { min: 2, max: 300, unit: "kg", label: "weight" },
  age: { min: 2, max: 120, unit: "years", label: "age" },
} as const satisfies Record<MeasureField, { min: number; max: number; unit: string; label: string }>;

export const MEASURE_FIELDS = ["height", "weight", "age"] as const satisfies readonly MeasureField[];

/** The range as the form states it under the field, e.g. "50 to 250 cm". */
export function rangeHint(field: MeasureField): string {
  const { min, max, unit } = PLAUSIBLE_RANGES[field];
  return `${min} to ${max} ${unit}`;
}

/** The field's own message: the same sentence whether it is empty, zero or out of range. */
export function rangeMessage(field: MeasureField): string {
  const { label } = PLAUSIBLE_RANGES[field];
  return `Enter your ${label} as a number from ${rangeHint(field)}.`;
}

/** Above the button when every value is there but some are outside PLAUSIBLE_RANGES (each field says which). */
export const CALCULATOR_RANGE_ERROR =
  "Please check the values marked above: they are outside what this calculator works with.";

export type CalculatorParse =
  | { ok: true; input: CalculatorInput }
  /** `error` is the one message above the button; `fields` says which fields are wrong, each in its words. */
  | { ok: false; error: string; fields: Partial<Record<MeasureField, string>> };

function positiveNumber(value: unknown): number | null {
  if (typeof value === "string" && value.trim() === "") return null;
  if (typeof value !== "string" && typeof value !== "number") return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function oneOf<T extends string>(value: unknown, options: readonly { value: T }[], fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

/**
 * Height, weight and age must be present and greater than zero (one message for all of them when one is not), and
 * within PLAUSIBLE_RANGES (then CALCULATOR_RANGE_ERROR). Every wrong field gets its own message. The
 * choices always have a value in the form; an unknown one falls back to the form's default.
 */
export function parseCalculatorInput(fields: CalculatorFields): CalculatorParse {
  const numbers = {} as Record<MeasureField, number>;
  const wrong: Partial<Record<MeasureField, string>> = {};
  let missing = false;
  for (const field of MEASURE_FIELDS) {
    const n = positiveNumber(fields[field]);
    const { min, max } = PLAUSIBLE_RANGES[field];
    if (n === null) missing = true;
    if (n === null || n < min || n > max) wrong[field] = rangeMessage(field);
    else numbers[field] = n;
  }
  if (MEASURE_FIELDS.some((field) => wrong[field]))
    return { ok: false, error: missing ? CALCULATOR_ERROR : CALCULATOR_RANGE_ERROR, fields: wrong };
  return {
    ok: true,
    input: {
      ...numbers,
      gender: oneOf(fields.gender, GENDERS, DEFAULT_CHOICES.gender),
      activity: oneOf(fields.activity, ACTIVITY_LEVELS, DEFAULT_CHOICES.activity),
      goal: oneOf(fields.goal, GOALS, DEFAULT_CHOICES.goal),
    },
  };
}

/** Reads the calculator's fields from FormData or URLSearchParams. */
export function fieldsFromForm(form: { get(name: string): FormDataEntryValue | null }): CalculatorFields {
  const read = (name: keyof CalculatorInput) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    height: read("height"),
    weight: read("weight"),
    age: read("age"),
    gender: read("gender"),
    activity: read("activity"),
    goal: read("goal"),
  };
}
