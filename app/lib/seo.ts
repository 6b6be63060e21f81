// Page metadata: title, description, Open Graph and Twitter tags, and JSON-LD helpers.
import { ALLERGEN_NAMES, KITCHEN_NOTE, type Allergen, type Allergens } from "./allergens";
import type { MetaDescriptor } from "react-router";
import { DIET_LABEL_INFO, type DietLabel } from "./diet";
import { rupeesText } from "./money";
import type { Nutrition } from "./nutrition";
import { site } from "./site-config";

export type SeoInput = {
  title: string;
  description: string;
  /** Absolute origin, e.g. https://slicebakery.in (from PUBLIC_URL or the request). */
  origin: string;
  /** Path of the page, e.g. /product/abc. */
  path: string;
  /** Image URL, absolute or site-relative. */
  image?: string | null;
  /** What the image shows (og:image:alt, twitter:image:alt); the title when not given. */
  imageAlt?: string;
  type?: "website" | "product" | "article";
};

export const DEFAULT_SHARE_IMAGE = "/images/offerings/pastries.webp";

export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
  }
}

/** "Title | Slice Bakery" unless the title already names the brand. */
export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** The page's meta tags. Its canonical link is the public layout's, the same for every public page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.origin, input.path);
  const image = absoluteUrl(input.origin, input.image || DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(image.startsWith("https:") ? [{ property: "og:image:secure_url", content: image }] : []),
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.imageAlt ?? input.title },
  ];
}

/** A WhatsApp link that opens a chat with the text and the link filled in (https://wa.me/?text=...). */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** Meta description text: whitespace collapsed, cut at a word boundary near `max` characters. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type ProductJsonLdInput = {
  origin: string;
  id: string;
  title: string;
  description: string;
  /** In paise. */
  price: number;
  images: string[];
  category?: string | null;
  dietLabels?: readonly DietLabel[];
  nutrition?: Nutrition | null;
  allergens?: Allergens;
  /** Whether the product has at least one delivery-app link; only then is it said to be in stock. */
  inDeliveryApps?: boolean;
};

const grams = (value: number | null) => (value === null ? undefined : `${value} grams`);

/** schema.org NutritionInformation of one serving (only the amounts given). */
export function nutritionJsonLd(n: Nutrition) {
  const entries = {
    "@type": "NutritionInformation",
    servingSize: n.servingSize,
    calories: `${n.energyKcal} calories`,
    proteinContent: grams(n.protein),
    carbohydrateContent: grams(n.carbohydrates),
    sugarContent: grams(n.sugars),
    fatContent: grams(n.fat),
    fiberContent: grams(n.fibre),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}

/**
 * The declared allergens as schema.org PropertyValue entries (for `additionalProperty`): schema.org has no
 * allergen property for a Product (`hasAllergen` is not part of it), so each level is one named value, worded
 * as on the page, and the kitchen note is one more entry.
 */
export function allergensJsonLd(a: Allergens) {
  const names = (list: readonly Allergen[]) => list.map((x) => ALLERGEN_NAMES[x]).join(", ");
  return [
    ...(a.contains.length > 0
      ? [{ "@type": "PropertyValue", propertyID: "allergens-contains", name: "Contains", value: names(a.contains) }]
      : []),
    ...(a.mayContain.length > 0
      ? [
          {
            "@type": "PropertyValue",
            propertyID: "allergens-may-contain",
            name: "May contain",
            value: names(a.mayContain),
          },
        ]
      : []),
    { "@type": "PropertyValue", propertyID: "allergens-kitchen", name: "Kitchen", value: KITCHEN_NOTE },
  ];
}

/**
 * The product as schema.org JSON-LD. It is also a MenuItem (a bakery's item), the type that carries `nutrition`
 * and `suitableForDiet`; only the diets schema.org names and the label honestly claims are given (vegan,
 * gluten-free: not "eggless" or "no added sugar", which no RestrictedDiet value means).
 */
export function productJsonLd(p: ProductJsonLdInput) {
  const url = absoluteUrl(p.origin, `/product/${p.id}`);
  const diets = (p.dietLabels ?? []).flatMap((l) => DIET_LABEL_INFO[l].schemaDiet ?? []);
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "MenuItem"],
    "@id": url,
    name: p.title,
    description: p.description,
    sku: p.id,
    url,
    image: p.images.map((i) => absoluteUrl(p.origin, i)),
    ...(p.category ? { category: p.category } : {}),
    brand: { "@type": "Brand", name: site.name },
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    ...(p.nutrition ? { nutrition: nutritionJsonLd(p.nutrition) } : {}),
    ...(p.allergens ? { additionalProperty: allergensJsonLd(p.allergens) } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: rupeesText(p.price),
      // Without a delivery-app link nobody can buy it online from this page; how (or whether) it is sold
      // elsewhere is not known, so no availability is claimed rather than a wrong one.
      ...(p.inDeliveryApps ? { availability: "https://schema.org/InStock" } : {}),
      seller: { "@type": "Organization", name: site.name },
    },
  };
}
