// The declared allergens (app/lib/allergens.ts) and the honesty of the free-from claims: reading what the admin
// form and /api send, the product page's sentence, the claims that contradict a declaration, the JSON-LD.
import { describe, expect, it } from "vitest";
import {
  ALLERGENS_MESSAGE,
  allergenFieldValues,
  allergensFromFields,
  allergenSentence,
  asAllergens,
  claimConflicts,
  KITCHEN_NOTE,
  parseAllergens,
} from "#app/lib/allergens";
import { DIET_LABEL_INFO } from "#app/lib/diet";
import { DIET_FILTER_INFO } from "#app/lib/diet-filters";
import { productJsonLd } from "#app/lib/seo";
import { productInputFromForm } from "#app/server/models/products/shape.server";
import { CROISSANT_LD } from "#tests/helpers/samples";

describe("allergens", () => {
  it("reads an object, JSON text or comma-separated lists, in the canonical order", () => {
    expect(parseAllergens({ contains: ["milk", "gluten"], mayContain: ["nuts"] })).toEqual({
      ok: true,
      value: { contains: ["gluten", "milk"], mayContain: ["nuts"] },
    });
    expect(parseAllergens('{"contains":"egg, sesame"}')).toEqual({
      ok: true,
      value: { contains: ["egg", "sesame"], mayContain: [] },
    });
    expect(parseAllergens(null)).toEqual({ ok: true, value: { contains: [], mayContain: [] } });
    expect(parseAllergens("")).toEqual({ ok: true, value: { contains: [], mayContain: [] } });
  });

  it("refuses unknown, repeated or doubly declared allergens and unknown keys with one clear message", () => {
    for (const bad of [
      { contains: ["almonds"] },
      { contains: ["milk", "milk"] },
      { contains: ["nuts"], mayContain: ["nuts"] },
      { contains: ["milk"], traces: ["nuts"] },
      ["milk"],
      "{not json",
      { contains: [1] },
    ])
      expect(parseAllergens(bad)).toEqual({ ok: false, message: ALLERGENS_MESSAGE });
  });

  it("reads the admin form's radio groups, and stored values leniently", () => {
    const fields: Record<string, string> = {
      "allergen-gluten": "contains",
      "allergen-nuts": "may-contain",
      "allergen-egg": "",
    };
    expect(allergensFromFields((n) => fields[n])).toEqual({ contains: ["gluten"], mayContain: ["nuts"] });
    expect(allergensFromFields(() => undefined)).toBeUndefined();
    expect(allergensFromFields((n) => (n === "allergen-soy" ? "lots" : undefined))).toEqual({ invalid: true });
    expect(asAllergens(["milk", "bogus", "gluten"], ["milk", "nuts"])).toEqual({
      contains: ["gluten", "milk"],
      mayContain: ["nuts"],
    });
    expect(allergenFieldValues({ contains: ["milk"], mayContain: ["nuts"] })).toMatchObject({
      "allergen-milk": "contains",
      "allergen-nuts": "may-contain",
      "allergen-egg": "",
    });
  });

  it("says what is declared in one sentence, and the kitchen note names every allergen", () => {
    expect(allergenSentence({ contains: ["gluten", "milk", "egg"], mayContain: ["nuts"] })).toBe(
      "Contains: cereals with gluten, milk, egg. May contain: nuts.",
    );
    expect(allergenSentence({ contains: [], mayContain: ["sesame"] })).toBe("May contain: sesame.");
    expect(allergenSentence({ contains: [], mayContain: [] })).toBe("");
    expect(KITCHEN_NOTE).toContain(
      "cereals with gluten, milk, egg, nuts, peanuts, soy, sesame and sulphites, so every product may carry traces",
    );
    expect(KITCHEN_NOTE).toContain("not a full ingredient list");
  });
});

describe("free-from claims", () => {
  it("made without nuts is a label the owner ticks, its filter and badge say so", () => {
    expect(DIET_LABEL_INFO["no-nuts"]).toMatchObject({ label: "Made without nuts", allergen: false });
    expect(DIET_FILTER_INFO["no-nuts"]).toMatchObject({ predicate: "made without nuts", icon: "no-nuts" });
  });

  it("refuses a claim its own allergens contradict", () => {
    const none = { contains: [], mayContain: [] };
    expect(claimConflicts(["no-nuts"], none)).toEqual([]);
    expect(claimConflicts(["no-nuts"], { contains: [], mayContain: ["nuts"] })).toEqual([
      "A product made without nuts cannot contain or may contain nuts.",
    ]);
    expect(claimConflicts(["gluten-free"], { contains: ["gluten"], mayContain: [] })).toHaveLength(1);
    // A trace of gluten does not undo the recipe's claim; the kitchen note covers traces.
    expect(claimConflicts(["gluten-free"], { contains: [], mayContain: ["gluten"] })).toEqual([]);
    expect(claimConflicts(["vegan", "eggless"], { contains: ["egg"], mayContain: [] })).toEqual([
      "An eggless product cannot contain egg.",
      "A vegan product cannot contain milk or egg.",
    ]);
    expect(claimConflicts(["no-nuts", "contains-nuts"], none)).toEqual([
      "A product cannot be both made without nuts and contain nuts.",
    ]);
  });

  it("the product schema refuses a contradicting form with the message under the labels, and an odd radio value", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "Bun", price: "10", description: "Soft.", category: "buns" }))
      form.set(k, v);
    form.append("dietLabels", "no-nuts");
    form.set("allergen-nuts", "may-contain");
    const parsed = productInputFromForm(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["dietLabels", "A product made without nuts cannot contain or may contain nuts."],
    ]);
    form.set("allergen-nuts", "a little");
    expect(productInputFromForm(form).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["allergens", ALLERGENS_MESSAGE],
    ]);
    form.set("allergen-nuts", "");
    form.set("allergen-milk", "contains");
    expect(productInputFromForm(form).data).toMatchObject({
      dietLabels: ["no-nuts"],
      allergens: { contains: ["milk"], mayContain: [] },
    });
  });

  it("puts the allergens in the JSON-LD as PropertyValue entries, with the kitchen note", () => {
    const ld = productJsonLd({
      ...CROISSANT_LD,
      allergens: { contains: ["gluten", "milk"], mayContain: ["nuts"] },
    });
    expect(ld.additionalProperty).toEqual([
      {
        "@type": "PropertyValue",
        propertyID: "allergens-contains",
        name: "Contains",
        value: "cereals with gluten, milk",
      },
      { "@type": "PropertyValue", propertyID: "allergens-may-contain", name: "May contain", value: "nuts" },
      { "@type": "PropertyValue", propertyID: "allergens-kitchen", name: "Kitchen", value: KITCHEN_NOTE },
    ]);
  });
});
