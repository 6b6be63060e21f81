// Sample values several test files start from (each then changes what it is about).

/** A croissant as the product page describes it to search engines. */
export const CROISSANT_LD = {
  origin: "https://slice.example",
  id: "p1",
  title: "Croissant",
  description: "Flaky.",
  price: 9_500,
  images: [] as string[],
};

/** A full nutrition per serving, as stored and answered. */
export const NUTRITION_SAMPLE = {
  servingSize: "1 slice (80 g)",
  energyKcal: 312.5,
  protein: 4,
  carbohydrates: 40,
  sugars: 22.5,
  fat: 15,
  fibre: 1.2,
};

/**
 * One calculator visitor and the report worked out by hand for them: base 600 + 1031.25 - 150 - 161 = 1320.25;
 * x1.55 = 2046.39 -> 2046; fats 511.5/9 = 56.8 -> 57; carbs (2046 - 288 - 513)/4 = 311.25 -> 311.
 */
export const CALCULATOR_SAMPLE = {
  input: { height: 165, weight: 60, age: 30, gender: "female", activity: "moderate", goal: "maintain" },
  report: {
    bmi: 22.04,
    bmiCategory: "Normal weight",
    calorieNeeds: 2046,
    protein: 72,
    fats: 57,
    carbs: 311,
    waterIntake: 2100,
  },
} as const;
