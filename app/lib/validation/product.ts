// Product input, shared by the admin form actions and /api/products (one code path per operation).
import { z } from "zod";
import { parsePrice } from "../price";
import { isWebAddress } from "./rules";
import { isSingleLine, requiredText } from "./text";

export const PRICE_MESSAGE = "Price must be a number of zero or more, with at most two decimals.";
export const SHOP_LINK_MESSAGE = "Shop links must be web addresses starting with http:// or https://.";
export const SHOP_LINKS_UNREADABLE = "Shop links could not be read.";

export const SHOP_PLATFORMS = ["zepto", "instamart", "blinkit"] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

/** The order in which product messages are listed (fieldErrors keys, errorList entries: ./errors). */
export const PRODUCT_FIELDS = ["title", "price", "description", "category", "shoppingLinks", ...SHOP_PLATFORMS] as const;

const shopLink = z
  .string({ error: SHOP_LINK_MESSAGE })
  .trim()
  .max(2000, SHOP_LINK_MESSAGE)
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

const shoppingLinks = z.preprocess(
  readShoppingLinks,
  z.object({ zepto: shopLink, instamart: shopLink, blinkit: shopLink }, { error: SHOP_LINKS_UNREADABLE }),
);

const price = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    ctx.addIssue({ code: "custom", message: "Price is required." });
    return z.NEVER;
  }
  const parsed = parsePrice(value);
  if (parsed === null) {
    ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
    return z.NEVER;
  }
  return parsed;
}).meta({
  // For the OpenAPI document (the transform itself has no JSON Schema): a number or numeric text, in rupees.
  type: ["number", "string"],
  description: "Rupees, zero or more, with at most two decimals (a number, or numeric text in a form).",
});

export const productInput = z.object({
  title: requiredText("Title", 200),
  price,
  description: requiredText("Description", 5000, { multiline: true }),
  category: z.string({ error: "Choose an offering." }).trim().min(1, "Choose an offering.").max(64, "Choose an existing offering.").refine(isSingleLine, "Choose an existing offering."),
  /** Absent (undefined) means "leave the links as they are" on update, "no links" on create. */
  shoppingLinks: shoppingLinks.optional(),
});

export type ProductInput = z.output<typeof productInput>;
export type ShoppingLinks = NonNullable<ProductInput["shoppingLinks"]>;

/** A submitted product as it arrives: form fields (admin form, /api multipart) or an object (JSON, tests). */
export type RawSource = FormData | Record<string, unknown>;

function readField(source: RawSource, name: string): unknown {
  if (source instanceof FormData) {
    const value = source.get(name);
    return typeof value === "string" ? value : undefined;
  }
  return source[name];
}

function rawShoppingLinks(source: RawSource): unknown {
  const whole = readField(source, "shoppingLinks");
  if (whole !== undefined) return whole;
  const entries = SHOP_PLATFORMS.map((key) => [key, readField(source, key)] as const).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Normalises a submitted product (admin form or API multipart/JSON) and validates it. Shop links come either
 * as `shoppingLinks` (JSON text or an object) or as separate `zepto`, `instamart`, `blinkit` fields.
 */
export function productInputFromForm(form: RawSource) {
  return productInput.safeParse({
    title: readField(form, "title"),
    price: readField(form, "price"),
    description: readField(form, "description"),
    category: readField(form, "category"),
    shoppingLinks: rawShoppingLinks(form),
  });
}
