// Sample values several test files start from (each then changes what it is about).

/** A croissant as the product page describes it to search engines. */
export const CROISSANT_LD = {
  origin: "https://slice.example",
  id: "p1",
  title: "Croissant",
  description: "Flaky.",
  price: 95,
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
