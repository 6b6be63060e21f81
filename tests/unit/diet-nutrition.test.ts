// The diet and nutrition rules as plain functions: the dietary labels and their filters (app/lib/diet.ts), nutrition
// checks and one serving's share of a day (app/lib/nutrition.ts), and the product schema built from them.
import { describe, expect, it } from "vitest";
import { DIET_LABELS_MESSAGE, dietLabelsFromMask, dietMask, parseDietLabels } from "#app/lib/diet";
import {
  dietCondition,
  dietFilterSearch,
  dietMatchSentence,
  parseDietFilters,
  toggleDietFilter,
} from "#app/lib/diet-filters";
import {
  checkNutrition,
  ENERGY_REQUIRED,
  nutrientMessage,
  parseAmount,
  readDailyNeed,
  REFERENCE_DAILY_KCAL,
  SERVING_SIZE_INVALID,
  SERVING_SIZE_REQUIRED,
  servingShare,
  storedDailyNeed,
  SUGARS_OVER_CARBS,
} from "#app/lib/nutrition";
import { productInputFromForm } from "#app/server/models/products/shape.server";
import { NUTRITION_SAMPLE } from "#tests/helpers/samples";

describe("dietary labels", () => {
  it("reads lists, JSON text and comma-separated text into the canonical order, each once", () => {
    expect(parseDietLabels(["vegan", "eggless", "vegan"])).toEqual({ ok: true, value: ["eggless", "vegan"] });
    expect(parseDietLabels('["contains-nuts","gluten-free"]')).toEqual({
      ok: true,
      value: ["gluten-free", "contains-nuts"],
    });
    expect(parseDietLabels(" no-added-sugar , eggless ")).toEqual({ ok: true, value: ["eggless", "no-added-sugar"] });
    expect(parseDietLabels(["", "vegan"])).toEqual({ ok: true, value: ["vegan"] });
    expect(parseDietLabels("")).toEqual({ ok: true, value: [] });
  });

  it("refuses unknown labels and unreadable values with one message", () => {
    for (const bad of [["keto"], "Vegan", "[1]", "[broken", 42, { vegan: true }, [null]]) {
      expect(parseDietLabels(bad)).toEqual({ ok: false, message: DIET_LABELS_MESSAGE });
    }
  });

  it("packs labels into one number and back", () => {
    expect(dietLabelsFromMask(dietMask(["eggless", "contains-nuts"]))).toEqual(["eggless", "contains-nuts"]);
    expect(dietLabelsFromMask(dietMask([]))).toEqual([]);
    expect(dietLabelsFromMask("x")).toEqual([]);
  });
});

describe("diet filters (?diet=)", () => {
  it("reads repeated and comma-separated values leniently, in the canonical order", () => {
    expect(parseDietFilters(new URLSearchParams("diet=vegan&diet=eggless"))).toEqual(["eggless", "vegan"]);
    expect(parseDietFilters(new URLSearchParams("diet=no-nuts,EGGLESS,bogus"))).toEqual(["eggless", "no-nuts"]);
    expect(parseDietFilters(new URLSearchParams("query=cake"))).toEqual([]);
    expect(parseDietFilters(new URLSearchParams("diet=contains-nuts"))).toEqual([]);
  });

  it("builds the query of each link, keeping the other parameters", () => {
    expect(dietFilterSearch(["eggless"])).toBe("?diet=eggless");
    expect(dietFilterSearch([])).toBe("");
    expect(dietFilterSearch(["vegan", "eggless"], new URLSearchParams("query=loaf&diet=old"))).toBe(
      "?query=loaf&diet=eggless&diet=vegan",
    );
    expect(toggleDietFilter(["vegan"], "eggless")).toEqual(["eggless", "vegan"]);
    expect(toggleDietFilter(["eggless", "vegan"], "eggless")).toEqual(["vegan"]);
  });

  it("turns filters into the labels wanted: made without nuts is a label the owner ticks, never an absence", () => {
    expect(dietCondition(["vegan", "no-nuts", "eggless"])).toEqual({ has: ["eggless", "vegan", "no-nuts"] });
  });

  it("says how many match in words", () => {
    expect(dietMatchSentence(3, 5, "cakes", ["eggless"])).toBe("3 of 5 cakes are labelled eggless.");
    expect(dietMatchSentence(1, 5, "cakes", ["vegan"])).toBe("1 of 5 cakes is labelled vegan.");
    expect(dietMatchSentence(0, 5, "cakes", ["eggless", "gluten-free"])).toBe(
      "None of the 5 cakes are labelled eggless and gluten-free.",
    );
    expect(dietMatchSentence(4, 4, "loaves", ["eggless", "vegan", "no-nuts"])).toBe(
      "All 4 loaves are labelled eggless, vegan and made without nuts.",
    );
  });

  it("writes one thing in the singular", () => {
    expect(dietMatchSentence(0, 1, "products matching “cake”", ["vegan"])).toBe(
      "None of the 1 product matching “cake” is labelled vegan.",
    );
    expect(dietMatchSentence(1, 1, "products matching “cake”", ["vegan"])).toBe(
      "1 of 1 product matching “cake” is labelled vegan.",
    );
    expect(dietMatchSentence(0, 1, "cookies", ["eggless"])).toBe(
      "None of the 1 product in cookies is labelled eggless.",
    );
    expect(dietMatchSentence(0, 2, "cookies", ["eggless"])).toBe("None of the 2 cookies are labelled eggless.");
  });
});

describe("nutrition", () => {
  const full = {
    servingSize: " 1 slice (80 g) ",
    energyKcal: "312.5",
    protein: 4,
    carbohydrates: "40",
    sugars: "22.5",
    fat: "15",
    fibre: "",
  };

  it("reads amounts: blank is none, numbers from 0 with at most one decimal", () => {
    expect(parseAmount("", 1000)).toBeNull();
    expect(parseAmount(undefined, 1000)).toBeNull();
    expect(parseAmount("12.5", 1000)).toBe(12.5);
    expect(parseAmount(0, 1000)).toBe(0);
    for (const bad of ["-1", "1.25", "1e3", "abc", "1001", Number.NaN, Infinity, true])
      expect(parseAmount(bad, 1000)).toBeUndefined();
  });

  it("accepts a full or partial serving and cleans the serving size", () => {
    expect(checkNutrition(full)).toEqual({
      ok: true,
      value: { ...NUTRITION_SAMPLE, fibre: null },
    });
    expect(checkNutrition({ servingSize: "", energyKcal: "", protein: "" })).toEqual({ ok: true, value: null });
  });

  it("lists every problem by field", () => {
    expect(checkNutrition({ protein: "-1", sugars: "9", carbohydrates: "5" })).toEqual({
      ok: false,
      issues: [
        { field: "servingSize", message: SERVING_SIZE_REQUIRED },
        { field: "protein", message: nutrientMessage("protein") },
        { field: "energyKcal", message: ENERGY_REQUIRED },
        { field: "sugars", message: SUGARS_OVER_CARBS },
      ],
    });
    expect(checkNutrition({ ...full, servingSize: "x".repeat(61) })).toMatchObject({
      ok: false,
      issues: [{ field: "servingSize", message: SERVING_SIZE_INVALID }],
    });
    expect(checkNutrition({ ...full, servingSize: "1\nslice" })).toMatchObject({
      ok: false,
      issues: [{ field: "servingSize" }],
    });
  });

  it("is part of the product schema: messages by field name, absent means unchanged", () => {
    const base = { title: "Cake", price: "100", description: "Sweet.", category: "cakes" };
    const parsed = productInputFromForm({
      ...base,
      nutrition: { servingSize: "1 slice", energyKcal: 300, fat: -1 },
      dietLabels: ["vegan", "keto"],
    });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((i) => i.path.at(-1)));
    expect(fields).toEqual(new Set(["fat", "dietLabels"]));
    const absent = productInputFromForm(base);
    expect(absent.success && absent.data.nutrition === undefined && absent.data.dietLabels === undefined).toBe(true);
    const cleared = productInputFromForm({ ...base, nutrition: null, dietLabels: [] });
    expect(cleared.success && cleared.data.nutrition === null && cleared.data.dietLabels?.length === 0).toBe(true);
  });
});

describe("one serving's share of a day", () => {
  it("is the energy over the daily need, in whole percent, with a bar", () => {
    expect(servingShare(180, 2000)).toEqual({ percent: 9, label: "9", bar: 9, dailyKcal: 2000 });
    expect(servingShare(370, 2450)).toMatchObject({ percent: 15, label: "15", bar: 15.1 });
    expect(servingShare(3000, 2000)).toMatchObject({ percent: 150, bar: 100 });
  });

  it("never says 0 % of a food with energy, and falls back to the reference for a bad need", () => {
    expect(servingShare(5, 2000)).toMatchObject({ percent: 1, label: "<1" });
    expect(servingShare(0, 2000)).toMatchObject({ percent: 0, label: "0", bar: 0 });
    expect(servingShare(200, 0).dailyKcal).toBe(REFERENCE_DAILY_KCAL);
    expect(servingShare(200, Number.NaN).dailyKcal).toBe(REFERENCE_DAILY_KCAL);
  });

  it("keeps the daily need as JSON and reads back only believable values", () => {
    const text = storedDailyNeed(2449.6, new Date("2026-11-25T10:00:00Z"));
    expect(JSON.parse(text)).toEqual({ kcal: 2450, savedAt: "2026-11-25T10:00:00.000Z" });
    expect(readDailyNeed(text)).toBe(2450);
    for (const bad of [null, "", "not json", "{}", '{"kcal":"2000"}', '{"kcal":100}', '{"kcal":90000}', "2000"]) {
      expect(readDailyNeed(bad)).toBeNull();
    }
  });
});
