// The rules of the product's fields that are more than a plain text: price, shop links, dietary labels,
// allergens, nutrition, category, and how each is read from a form or a JSON body. The product's shape
// (app/server/models/products/shape.server.ts) puts them together with the columns each is stored in.
import { z } from "zod";
import { DELIVERY_APP_KEYS, perDeliveryApp } from "../delivery-apps";
import { ALLERGENS, allergensFromFields, parseAllergens } from "../allergens";
import { DIET_LABELS, parseDietLabels } from "../diet";
import {
  amountPattern,
  checkNutrition,
  NUTRIENTS,
  NUTRITION_FIELDS,
  NUTRITION_UNREADABLE,
  SERVING_SIZE_MAX,
  SERVING_SIZE_PATTERN,
} from "../nutrition";
import { parseRupees, RUPEES_JSON } from "../money";
import { isWebAddress, TEXT_PATTERNS, WEB_ADDRESS_SOURCE } from "./rules";
import { isSingleLine } from "./text";

import {
  CATEGORY_REQUIRED,
  PRICE_MESSAGE,
  PRICE_REQUIRED,
  SHOP_LINK_MESSAGE,
  SHOP_LINKS_UNREADABLE,
  UNKNOWN_CATEGORY,
} from "./product-text";

export { PRICE_MESSAGE, SHOP_LINK_MESSAGE, SHOP_LINKS_UNREADABLE } from "./product-text";

export const SHOP_PLATFORMS = DELIVERY_APP_KEYS;
const SHOP_LINK_MAX = 2000;

/** A shop link's text as JSON Schema: blank (no link), or a web address of at most 2000 characters, trimmed. */
export const SHOP_LINK_JSON = {
  type: "string",
  pattern: `^\\s*(?:(?=\\S{1,${SHOP_LINK_MAX}}\\s*$)${WEB_ADDRESS_SOURCE})?\\s*$`,
} as const;

// The links as one JSON text, for the document: blank (no links), or an object of the three shops, each a link
// (or blank, or null). Written without JSON escapes: a link spelt with one is read by the server, refused here.
const IN_JSON_STRING_SPACE = "[^\\S\\u0000-\\u001F]*";
const JSON_LINK =
  `"${IN_JSON_STRING_SPACE}(?:(?=[^\\s"\\\\]{1,${SHOP_LINK_MAX}}${IN_JSON_STRING_SPACE}")` +
  `${WEB_ADDRESS_SOURCE.replace("[^\\s\\p{Cc}\\p{Cf}]", '[^\\s\\p{Cc}\\p{Cf}"\\\\]')})?${IN_JSON_STRING_SPACE}"`;
const LINK_MEMBER = `"(?:${SHOP_PLATFORMS.join("|")})"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:null|${JSON_LINK})`;
export const SHOP_LINKS_TEXT = {
  type: "string",
  pattern: `^\\s*(?:\\{[ \\t\\n\\r]*(?:${LINK_MEMBER}(?:[ \\t\\n\\r]*,[ \\t\\n\\r]*${LINK_MEMBER})*)?[ \\t\\n\\r]*\\})?\\s*$`,
} as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

const shopLink = z
  .string({ error: SHOP_LINK_MESSAGE })
  .trim()
  .max(SHOP_LINK_MAX, SHOP_LINK_MESSAGE)
  .refine(isSingleLine, SHOP_LINK_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isWebAddress(v), SHOP_LINK_MESSAGE);

/** JSON text (what the API sends) becomes an object; blank text means "no links". */
function readShoppingLinks(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

export const shoppingLinks = z.preprocess(
  readShoppingLinks,
  z.object(
    perDeliveryApp(() => shopLink),
    { error: SHOP_LINKS_UNREADABLE },
  ),
);

/** The price as the owner types it (rupees, a number or text) becomes paise, the unit the rest of the app uses. */
export const price = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      ctx.addIssue({ code: "custom", message: PRICE_REQUIRED });
      return z.NEVER;
    }
    const paise = parseRupees(value);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return paise;
  })
  .meta({
    // For the OpenAPI document (the transform itself has no JSON Schema): a number or numeric text, in rupees.
    ...RUPEES_JSON,
    description:
      "Rupees, zero or more, with at most two decimals, at most 99,999,999.99 (a number, or numeric text in a form).",
  });

// The dietary labels' text as parseDietLabels reads it, for the document: a list of at most 50 items, each a label
// or blank (skipped), white space around each trimmed; as text either comma-separated or a JSON list of strings
// (written without escapes: a label spelt with a JSON escape is read by the server, refused by the pattern).
export const DIET_LABELS_MAX = 50;
const LABEL = DIET_LABELS.join("|");
/** White space inside a JSON string (no control character: JSON refuses those there). */
const JSON_STRING_SPACE = "[^\\S\\u0000-\\u001F]*";
const JSON_SPACE = "[ \\t\\n\\r]*";
const JSON_LABEL = `"${JSON_STRING_SPACE}(?:${LABEL})?${JSON_STRING_SPACE}"`;
/** One label as an item of a list (blank is skipped). */
export const DIET_LABEL_ITEM = { type: "string", pattern: `^\\s*(?:${LABEL})?\\s*$` } as const;
/** The labels as one text: comma-separated, or a JSON list. */
export const DIET_LABELS_TEXT =
  `^\\s*(?:\\[${JSON_SPACE}(?:${JSON_LABEL}(?:${JSON_SPACE},${JSON_SPACE}${JSON_LABEL}){0,${DIET_LABELS_MAX - 1}})?${JSON_SPACE}\\]` +
  `|(?!\\[)(?:${LABEL})?(?:\\s*,\\s*(?:${LABEL})?){0,${DIET_LABELS_MAX - 1}})\\s*$`;

/** Dietary labels (app/lib/diet.ts): a list, JSON text of one, or comma-separated text; unknown labels are a 400. */
export const dietLabels = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parseDietLabels(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  })
  .meta({
    anyOf: [
      { type: "array", maxItems: DIET_LABELS_MAX, items: DIET_LABEL_ITEM },
      { type: "string", pattern: DIET_LABELS_TEXT },
    ],
    description: `Dietary labels, each once: ${DIET_LABELS.join(", ")} (contains-nuts is an allergen warning). A list, or in a form repeated fields, JSON text of a list, or comma-separated text.`,
  });

/**
 * A JSON text field as the rules below read it: blank (white space only) for none, else JSON text (white space
 * that JSON allows around it), parsed as it is and checked as `value` says. contentSchema is the standard way of
 * OpenAPI 3.1 to state what JSON text holds.
 */
function jsonText(value: Record<string, unknown>, description: string) {
  return {
    type: "string",
    anyOf: [
      { type: "string", pattern: "^\\s*$" },
      { type: "string", contentMediaType: "application/json", contentSchema: value },
    ],
    description,
  };
}

// The allergens as parseAllergens reads them, for the document: each side a list of allergens, null, or text of
// allergens separated by commas (blank for none); an allergen at most once on a side, and not on both.
const ALLERGEN_NAME = ALLERGENS.join("|");
/** An allergen among the entries of comma-separated text. */
const listsAllergen = (a: string) => `(?:^|,)\\s*${a}\\s*(?:,|$)`;
const ALLERGEN_SIDE_JSON = {
  anyOf: [
    { type: "array", items: { type: "string", enum: [...ALLERGENS] }, uniqueItems: true },
    { type: "null" },
    {
      type: "string",
      pattern: `^\\s*(?:(?:${ALLERGEN_NAME})\\s*(?:,\\s*(?:${ALLERGEN_NAME})\\s*)*)?$`,
      not: {
        anyOf: ALLERGENS.map((a) => ({
          type: "string",
          pattern: `(?:^|,)\\s*${a}\\s*,(?:[\\s\\S]*,)?\\s*${a}\\s*(?:,|$)`,
        })),
      },
    },
  ],
};
const hasAllergen = (a: string) => ({
  anyOf: [
    { type: "array", contains: { const: a } },
    { type: "string", pattern: listsAllergen(a) },
  ],
});
export const ALLERGENS_JSON = {
  anyOf: [
    {
      type: "object",
      properties: { contains: ALLERGEN_SIDE_JSON, mayContain: ALLERGEN_SIDE_JSON },
      additionalProperties: false,
      not: {
        anyOf: ALLERGENS.map((a) => ({
          required: ["contains", "mayContain"],
          properties: { contains: hasAllergen(a), mayContain: hasAllergen(a) },
        })),
      },
    },
    { type: "null" },
  ],
};

/** Declared allergens (app/lib/allergens.ts): `{ contains, mayContain }` or JSON text of it; a mistake is a 400. */
export const allergens = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parseAllergens(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  })
  .meta({
    anyOf: [...ALLERGENS_JSON.anyOf, jsonText(ALLERGENS_JSON, "JSON text of the object (multipart).")],
    description: `Allergens the owner declares: those the product contains and those it may contain (traces), each of ${ALLERGENS.join(", ")} at most once in all (gluten means cereals containing gluten). null or {} declares none; each list may also be text, the allergens separated by commas.`,
  });

/**
 * JSON text becomes an object; blank text or null means "no nutrition". The text is parsed as it is, not trimmed
 * first, so that what is read is exactly JSON text (white space that is not JSON's around it is refused).
 */
function readNutrition(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

// Nutrition as checkNutrition reads it, for the document: keys it does not know are ignored; an amount is a number
// or numeric text (blank or null for none); once anything is given, the serving size and the energy are needed.
// (That sugars are at most the carbohydrates no schema can say.)
const BLANK_JSON = { anyOf: [{ type: "null" }, { type: "string", pattern: "^\\s*$" }] };
const GIVEN_JSON = { not: BLANK_JSON };
export const NUTRITION_JSON = {
  anyOf: [
    {
      type: "object",
      properties: {
        servingSize: {
          anyOf: [{ type: "string", pattern: SERVING_SIZE_PATTERN }, { type: "null" }],
          description: `What one serving is, e.g. "1 slice (80 g)": one line of at most ${SERVING_SIZE_MAX} characters. Required with any amount.`,
        },
        ...Object.fromEntries(
          NUTRIENTS.map((n) => [
            n.key,
            {
              anyOf: [
                { type: "number", minimum: 0, maximum: n.max, multipleOf: 0.1 },
                {
                  type: "string",
                  pattern: amountPattern(n.max),
                  description: "The same number as text (what a form sends); blank for none.",
                },
                { type: "null" },
              ],
              description: `${n.label} per serving (${n.unit}), at most ${n.max}, at most one decimal.${n.key === "energyKcal" ? " Required with any amount." : ""}${n.key === "sugars" ? " At most the carbohydrates." : ""}`,
            },
          ]),
        ),
      },
      if: { anyOf: NUTRITION_FIELDS.map((name) => ({ required: [name], properties: { [name]: GIVEN_JSON } })) },
      then: {
        required: ["servingSize", "energyKcal"],
        properties: { servingSize: GIVEN_JSON, energyKcal: GIVEN_JSON },
      },
    },
    { type: "null" },
  ],
};

/** Nutrition per serving (app/lib/nutrition.ts): null clears it; issues are reported under each field's name. */
export const nutrition = z
  .unknown()
  .transform((value, ctx) => {
    const read = readNutrition(value);
    if (read === null) return null;
    if (typeof read !== "object" || Array.isArray(read)) {
      ctx.addIssue({ code: "custom", message: NUTRITION_UNREADABLE });
      return z.NEVER;
    }
    const checked = checkNutrition(read as Record<string, unknown>);
    if (checked.ok) return checked.value;
    for (const issue of checked.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
    return z.NEVER;
  })
  .meta({
    anyOf: [...NUTRITION_JSON.anyOf, jsonText(NUTRITION_JSON, "JSON text of the object (multipart).")],
    description: `Nutrition per serving; null (or all blank) for none. In a form also as separate fields: ${NUTRITION_FIELDS.join(", ")}.`,
  });

/** The offering a product belongs to, as sent: its id, slug or name (the model looks it up). */
export const category = z
  .string({ error: CATEGORY_REQUIRED })
  .trim()
  .min(1, CATEGORY_REQUIRED)
  .max(64, UNKNOWN_CATEGORY)
  .refine(isSingleLine, UNKNOWN_CATEGORY)
  .meta({ pattern: TEXT_PATTERNS.singleLine, description: "The id, slug or name of an existing offering." });

export type ShoppingLinks = z.output<typeof shoppingLinks>;

/** A submitted product as it arrives: form fields (admin form, /api multipart) or an object (JSON, tests). */
export type RawSource = FormData | Record<string, unknown>;

export function readField(source: RawSource, name: string): unknown {
  if (source instanceof FormData) {
    const value = source.get(name);
    return typeof value === "string" ? value : undefined;
  }
  return source[name];
}

export function rawShoppingLinks(source: RawSource): unknown {
  const whole = readField(source, "shoppingLinks");
  if (whole !== undefined) return whole;
  const entries = SHOP_PLATFORMS.map((key) => [key, readField(source, key)] as const).filter(
    ([, v]) => v !== undefined,
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Dietary labels: every `dietLabels` field of a form (checkboxes, plus one empty value the admin form sends). */
export function rawDietLabels(source: RawSource): unknown {
  if (source instanceof FormData) {
    const values = source.getAll("dietLabels").filter((v): v is string => typeof v === "string");
    if (values.length === 0) return undefined;
    return values.length === 1 ? values[0] : values;
  }
  return source.dietLabels;
}

/** Allergens: a whole `allergens` value (JSON text, an object), else the admin form's radio groups. */
export function rawAllergens(source: RawSource): unknown {
  const whole = readField(source, "allergens");
  if (whole !== undefined) return whole;
  // A radio value that is none of the levels comes back as { invalid: true }, which the parser refuses.
  return allergensFromFields((name) => readField(source, name));
}

/** Nutrition: a whole `nutrition` value (JSON text, an object, null), else the separate fields when any is sent. */
export function rawNutrition(source: RawSource): unknown {
  const whole = source instanceof FormData ? readField(source, "nutrition") : source.nutrition;
  if (whole !== undefined) return whole;
  const entries = NUTRITION_FIELDS.map((key) => [key, readField(source, key)] as const).filter(
    ([, v]) => v !== undefined,
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
