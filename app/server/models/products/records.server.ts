// Products: the records the pages and /api work with, the Prisma selects that read them, and their API shapes.
import type { Prisma } from "#app/generated/prisma/client";
import type { ApiProduct, ApiSearchResult, ApiShoppingLinks } from "#app/lib/api-shapes";
import { asAllergens, type Allergens } from "#app/lib/allergens";
import { asDietLabels, type DietLabel } from "#app/lib/diet";
import { asVariants, type ImageVariant } from "#app/lib/images";
import type { Nutrition } from "#app/lib/nutrition";
import { offeringSelect, toApiOffering, type OfferingRecord } from "../offerings.server";

export type ProductImageRef = { url: string; variants: ImageVariant[] };
export type ProductImageRecord = ProductImageRef & { id: string };

export type ProductRecord = {
  id: string;
  title: string;
  price: number;
  description: string;
  category: OfferingRecord;
  images: ProductImageRecord[];
  shoppingLinks: ApiShoppingLinks;
  dietLabels: DietLabel[];
  allergens: Allergens;
  nutrition: Nutrition | null;
  createdAt: Date;
  updatedAt: Date;
};

/** What a grid card needs: the first image only, and the dietary labels (badges). */
export type ProductCard = {
  id: string;
  title: string;
  price: number;
  image: ProductImageRef | null;
  dietLabels: DietLabel[];
};

export type SearchResult = {
  id: string;
  title: string;
  price: number;
  images: string[];
  image: ProductImageRef | null;
  dietLabels: DietLabel[];
};

export type ProductImageChanges = {
  newFiles?: File[];
  /** URLs (or ids) of images to drop. */
  removeImages?: string[];
  /** Image ids or URLs in the wanted order; images not named keep their order after these. New files go last. */
  imageOrder?: string[];
};

export { PRODUCT_NOT_FOUND, UNKNOWN_CATEGORY } from "#app/lib/validation/product-text";

export const imageOrderBy = [
  { position: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
] satisfies Prisma.ProductImageOrderByWithRelationInput[];
export const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

export const nutritionSelect = {
  dietLabels: true,
  servingSize: true,
  energyKcal: true,
  proteinG: true,
  carbohydratesG: true,
  sugarsG: true,
  fatG: true,
  fibreG: true,
} satisfies Prisma.ProductSelect;

export const productSelect = {
  id: true,
  title: true,
  price: true,
  description: true,
  zeptoUrl: true,
  instamartUrl: true,
  blinkitUrl: true,
  ...nutritionSelect,
  allergensContains: true,
  allergensMayContain: true,
  createdAt: true,
  updatedAt: true,
  category: { select: offeringSelect },
  images: { select: { id: true, url: true, variants: true }, orderBy: imageOrderBy },
} satisfies Prisma.ProductSelect;

export const cardSelect = {
  id: true,
  title: true,
  price: true,
  dietLabels: true,
  images: { select: { url: true, variants: true }, orderBy: imageOrderBy, take: 1 },
} satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;
export type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;
export type Tx = Prisma.TransactionClient;

export function toNumber(price: Prisma.Decimal | string | number): number {
  return Number(price.toString());
}

export function toShoppingLinks(row: Pick<ProductRow, "zeptoUrl" | "instamartUrl" | "blinkitUrl">): ApiShoppingLinks {
  const links: ApiShoppingLinks = {};
  if (row.zeptoUrl) links.zepto = row.zeptoUrl;
  if (row.instamartUrl) links.instamart = row.instamartUrl;
  if (row.blinkitUrl) links.blinkit = row.blinkitUrl;
  return links;
}

type NutritionRow = Prisma.ProductGetPayload<{ select: typeof nutritionSelect }>;

function toAmount(value: Prisma.Decimal | null): number | null {
  return value === null ? null : toNumber(value);
}

/** The stored nutrition, or null when the product has none (no serving size or no energy). */
export function toNutrition(row: NutritionRow): Nutrition | null {
  if (row.servingSize === null || row.energyKcal === null) return null;
  return {
    servingSize: row.servingSize,
    energyKcal: toNumber(row.energyKcal),
    protein: toAmount(row.proteinG),
    carbohydrates: toAmount(row.carbohydratesG),
    sugars: toAmount(row.sugarsG),
    fat: toAmount(row.fatG),
    fibre: toAmount(row.fibreG),
  };
}

export function toProductRecord(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    title: row.title,
    price: toNumber(row.price),
    description: row.description,
    category: row.category,
    images: row.images.map((i) => ({ id: i.id, url: i.url, variants: asVariants(i.variants) })),
    shoppingLinks: toShoppingLinks(row),
    dietLabels: asDietLabels(row.dietLabels),
    allergens: asAllergens(row.allergensContains, row.allergensMayContain),
    nutrition: toNutrition(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toProductCard(row: CardRow): ProductCard {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    price: toNumber(row.price),
    image: first ? { url: first.url, variants: asVariants(first.variants) } : null,
    dietLabels: asDietLabels(row.dietLabels),
  };
}

// ── API shapes ───────────────────────────────────────────────────────────────────────────────────────────────

export function toApiProduct(product: ProductRecord): ApiProduct {
  return {
    _id: product.id,
    id: product.id,
    title: product.title,
    price: product.price,
    description: product.description,
    category: product.category ? toApiOffering(product.category) : null,
    images: product.images.map((i) => i.url),
    shoppingLinks: { ...product.shoppingLinks },
    dietLabels: [...product.dietLabels],
    allergens: { contains: [...product.allergens.contains], mayContain: [...product.allergens.mayContain] },
    nutrition: product.nutrition ? { ...product.nutrition } : null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toApiSearchResult(result: SearchResult): ApiSearchResult {
  return {
    _id: result.id,
    id: result.id,
    title: result.title,
    images: [...result.images],
    price: result.price,
    dietLabels: [...result.dietLabels],
  };
}
