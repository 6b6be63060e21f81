import { describe, expect, it } from "vitest";
import { CALCULATOR_SAMPLE } from "#tests/helpers/samples";
import {
  ACTIVITY_LEVELS,
  bmiCategory,
  bmiOf,
  CALCULATOR_ERROR,
  CALCULATOR_RANGE_ERROR,
  calculateHealthReport,
  calorieShares,
  fieldsFromForm,
  GOALS,
  parseCalculatorInput,
  type CalculatorInput,
} from "#app/lib/calculator";

describe("bmiCategory (the table's boundaries as written)", () => {
  it.each([
    [0.5, "Underweight"],
    [17, "Underweight"],
    [18.49, "Underweight"],
    [18.5, "Normal weight"],
    [22.04, "Normal weight"],
    [24.89, "Normal weight"],
    [24.9, "Obese"],
    [24.95, "Obese"],
    [24.99, "Obese"],
    [25, "Overweight"],
    [27.5, "Overweight"],
    [29.89, "Overweight"],
    [29.9, "Obese"],
    [29.95, "Obese"],
    [29.99, "Obese"],
    [30, "Obese"],
    [41.2, "Obese"],
  ])("%d → %s", (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe("bmiOf", () => {
  it.each([
    [60, 165, 22.04],
    [80, 180, 24.69],
    [95, 170, 32.87],
    [50, 160, 19.53],
    [70, 175, 22.86],
    [24.95, 100, 24.95],
    [29.95, 100, 29.95],
    [18.5, 100, 18.5],
    // 1.005 in binary is a hair below 1.005; "2 decimals" as a person rounds still means 1.01.
    [1.005, 100, 1.01],
  ])("%d kg at %d cm → %d", (weight, height, bmi) => {
    expect(bmiOf(weight, height)).toBe(bmi);
  });

  it("categorises the rounded value shown to the visitor", () => {
    const base = { age: 30, gender: "female", activity: "sedentary", goal: "maintain" } as const;
    expect(calculateHealthReport({ ...base, height: 100, weight: 24.95 })).toMatchObject({
      bmi: 24.95,
      bmiCategory: "Obese",
    });
    expect(calculateHealthReport({ ...base, height: 100, weight: 29.95 })).toMatchObject({
      bmi: 29.95,
      bmiCategory: "Obese",
    });
    expect(calculateHealthReport({ ...base, height: 100, weight: 18.5 })).toMatchObject({
      bmi: 18.5,
      bmiCategory: "Normal weight",
    });
    // 24.896 rounds to 24.9, which is Obese by the bakery's table.
    expect(calculateHealthReport({ ...base, height: 100, weight: 24.896 })).toMatchObject({
      bmi: 24.9,
      bmiCategory: "Obese",
    });
  });
});

describe("calculateHealthReport: full reports worked out by hand", () => {
  it.each<[string, CalculatorInput, ReturnType<typeof calculateHealthReport>]>([
    ["female 165 cm 60 kg 30 y moderate maintain", CALCULATOR_SAMPLE.input, CALCULATOR_SAMPLE.report],
    [
      // base 800 + 1125 - 125 + 5 = 1805; x1.725 = 3113.625; +300 = 3413.625 -> 3414; fats 853.5/9 -> 95;
      // carbs (3414 - 384 - 855)/4 = 543.75 -> 544
      "male 180 cm 80 kg 25 y active gain",
      { height: 180, weight: 80, age: 25, gender: "male", activity: "active", goal: "gain" },
      {
        bmi: 24.69,
        bmiCategory: "Normal weight",
        calorieNeeds: 3414,
        protein: 96,
        fats: 95,
        carbs: 544,
        waterIntake: 2800,
      },
    ],
    [
      // base 950 + 1062.5 - 225 + 5 = 1792.5; x1.2 = 2151; -500 = 1651; fats 412.75/9 = 45.9 -> 46;
      // carbs (1651 - 456 - 414)/4 = 195.25 -> 195
      "male 170 cm 95 kg 45 y sedentary lose",
      { height: 170, weight: 95, age: 45, gender: "male", activity: "sedentary", goal: "lose" },
      { bmi: 32.87, bmiCategory: "Obese", calorieNeeds: 1651, protein: 114, fats: 46, carbs: 195, waterIntake: 3325 },
    ],
    [
      // base 500 + 1000 - 110 - 161 = 1229; x1.375 = 1689.875; -500 -> 1190; fats 297.5/9 -> 33;
      // carbs (1190 - 240 - 297)/4 = 163.25 -> 163
      "female 160 cm 50 kg 22 y light lose",
      { height: 160, weight: 50, age: 22, gender: "female", activity: "light", goal: "lose" },
      {
        bmi: 19.53,
        bmiCategory: "Normal weight",
        calorieNeeds: 1190,
        protein: 60,
        fats: 33,
        carbs: 163,
        waterIntake: 1750,
      },
    ],
    [
      // base 700 + 1093.75 - 200 + 5 = 1598.75; x1.9 = 3037.625 -> 3038; fats 759.5/9 = 84.4 -> 84;
      // carbs (3038 - 336 - 756)/4 = 486.5 -> 487 (Math.round rounds halves up)
      "male 175 cm 70 kg 40 y very active maintain",
      { height: 175, weight: 70, age: 40, gender: "male", activity: "very_active", goal: "maintain" },
      {
        bmi: 22.86,
        bmiCategory: "Normal weight",
        calorieNeeds: 3038,
        protein: 84,
        fats: 84,
        carbs: 487,
        waterIntake: 2450,
      },
    ],
  ])("%s", (_name, input, report) => {
    expect(calculateHealthReport(input)).toEqual(report);
  });

  it("uses the activity factors (1.2 to 1.9) and the goal adjustments", () => {
    expect(ACTIVITY_LEVELS.map((a) => [a.value, a.factor])).toEqual([
      ["sedentary", 1.2],
      ["light", 1.375],
      ["moderate", 1.55],
      ["active", 1.725],
      ["very_active", 1.9],
    ]);
    expect(GOALS.map((g) => [g.value, g.adjustment])).toEqual([
      ["maintain", 0],
      ["lose", -500],
      ["gain", 300],
    ]);
  });

  it("uses the activity labels word for word", () => {
    expect(ACTIVITY_LEVELS.map((a) => a.label)).toEqual([
      "Sedentary (little or no exercise)",
      "Light (1-3 days/week)",
      "Moderate (3-5 days/week)",
      "Active (6-7 days/week)",
      "Very Active (physical job + hard exercise)",
    ]);
    expect(GOALS.map((g) => g.label)).toEqual(["Maintain Weight", "Lose Weight", "Gain Muscle"]);
  });
});

describe("calorieShares", () => {
  it("gives kcal and whole percentages in the order Protein, Fats, Carbs", () => {
    const report = calculateHealthReport({
      height: 165,
      weight: 60,
      age: 30,
      gender: "female",
      activity: "moderate",
      goal: "maintain",
    });
    // 72*4 = 288, 57*9 = 513, 311*4 = 1244; total 2045
    expect(calorieShares(report).map(({ label, kcal, percent }) => [label, kcal, percent])).toEqual([
      ["Protein", 288, 14],
      ["Fats", 513, 25],
      ["Carbs", 1244, 61],
    ]);
  });

  it("never charts negative carbs", () => {
    const shares = calorieShares({
      bmi: 1,
      bmiCategory: "Underweight",
      calorieNeeds: 10,
      protein: 50,
      fats: 0,
      carbs: -48,
      waterIntake: 1,
    });
    expect(shares.find((s) => s.key === "carbs")).toMatchObject({ kcal: 0, percent: 0 });
  });
});

describe("parseCalculatorInput", () => {
  const valid = { height: "165", weight: "60", age: "30", gender: "female", activity: "moderate", goal: "maintain" };

  it("accepts positive numbers and the listed choices", () => {
    expect(parseCalculatorInput(valid)).toEqual({
      ok: true,
      input: { height: 165, weight: 60, age: 30, gender: "female", activity: "moderate", goal: "maintain" },
    });
    expect(parseCalculatorInput({ ...valid, height: 172.5, weight: 68.2, age: 41 })).toMatchObject({ ok: true });
  });

  it.each([
    ["missing height", { ...valid, height: undefined }],
    ["empty weight", { ...valid, weight: "" }],
    ["blank age", { ...valid, age: "   " }],
    ["zero height", { ...valid, height: "0" }],
    ["negative weight", { ...valid, weight: "-60" }],
    ["negative age", { ...valid, age: -1 }],
    ["not a number", { ...valid, height: "tall" }],
    ["infinite", { ...valid, weight: "Infinity" }],
    ["an object", { ...valid, age: { n: 3 } }],
  ])("rejects %s with the required message", (_name, fields) => {
    expect(parseCalculatorInput(fields)).toMatchObject({ ok: false, error: CALCULATOR_ERROR });
  });

  it("marks each wrong field with its own message, and keeps the required message when one is missing", () => {
    expect(parseCalculatorInput({ ...valid, height: "", weight: "700" })).toEqual({
      ok: false,
      error: CALCULATOR_ERROR,
      fields: {
        height: "Enter your height as a number from 50 to 250 cm.",
        weight: "Enter your weight as a number from 2 to 300 kg.",
      },
    });
  });

  it.each([
    ["17 cm", { height: "17" }, "height", "Enter your height as a number from 50 to 250 cm."],
    ["251 cm", { height: "251" }, "height", "Enter your height as a number from 50 to 250 cm."],
    ["700 kg", { weight: "700" }, "weight", "Enter your weight as a number from 2 to 300 kg."],
    ["1.5 kg", { weight: "1.5" }, "weight", "Enter your weight as a number from 2 to 300 kg."],
    ["age 1", { age: "1" }, "age", "Enter your age as a number from 2 to 120 years."],
    ["age 150", { age: "150" }, "age", "Enter your age as a number from 2 to 120 years."],
  ])("refuses %s (outside the plausible range) with that field's message", (_name, change, field, message) => {
    expect(parseCalculatorInput({ ...valid, ...change })).toEqual({
      ok: false,
      error: CALCULATOR_RANGE_ERROR,
      fields: { [field]: message },
    });
  });

  it("accepts the ends of every range", () => {
    for (const [height, weight, age] of [
      ["50", "2", "2"],
      ["250", "300", "120"],
    ] as const) {
      expect(parseCalculatorInput({ ...valid, height, weight, age })).toMatchObject({ ok: true });
    }
  });

  it("the message is the required text", () => {
    expect(CALCULATOR_ERROR).toBe("Please enter valid positive numbers for height, weight, and age.");
  });

  it("falls back to the defaults for unknown choices", () => {
    expect(parseCalculatorInput({ ...valid, gender: "x", activity: "extreme", goal: "" })).toMatchObject({
      ok: true,
      input: { gender: "female", activity: "sedentary", goal: "maintain" },
    });
  });

  it("reads fields from FormData and URLSearchParams alike", () => {
    const params = new URLSearchParams(valid);
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, v);
    expect(fieldsFromForm(params)).toEqual(valid);
    expect(fieldsFromForm(form)).toEqual(valid);
  });
});
