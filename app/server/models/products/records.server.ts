// Products: the smaller records (cards, search results) and what reads them; the whole product's record, select
// and API shape come from its one declaration (./shape.server.ts).
import type { Prisma } from "#app/generated/prisma/client";
import type { ApiSearchResult } from "#app/lib/api-shapes";
import { asDietLabels, type DietLabel } from "#app/lib/diet";
import { asVariants, type ImageVariant } from "#app/lib/images";
import { rupeesOf } from "#app/lib/money";
import { imageOrderBy, priceFromColumn } from "./shape.server";

export type ProductImageRef = { url: string; variants: ImageVariant[] };
export type ProductImageRecord = ProductImageRef & { id: string };

/** What a grid card needs: the first image only, and the dietary labels (badges). The price is in paise. */
export type ProductCard = {
  id: string;
  title: string;
  price: number;
  image: ProductImageRef | null;
  dietLabels: DietLabel[];
};

/** A search result; the price is in paise. */
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
export {
  imageOrderBy,
  productSelect,
  priceFromColumn,
  toApiProduct,
  toProductRecord,
  type ApiProduct,
  type ProductRecord,
  type ProductRow,
} from "./shape.server";

export const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

export const cardSelect = {
  id: true,
  title: true,
  price: true,
  dietLabels: true,
  images: { select: { url: true, variants: true }, orderBy: imageOrderBy, take: 1 },
} satisfies Prisma.ProductSelect;

export type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;
export type Tx = Prisma.TransactionClient;

export function toProductCard(row: CardRow): ProductCard {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    price: priceFromColumn(row.price),
    image: first ? { url: first.url, variants: asVariants(first.variants) } : null,
    dietLabels: asDietLabels(row.dietLabels),
  };
}

// ── API shapes ───────────────────────────────────────────────────────────────────────────────────────────────

export function toApiSearchResult(result: SearchResult): ApiSearchResult {
  return {
    _id: result.id,
    id: result.id,
    title: result.title,
    images: [...result.images],
    price: rupeesOf(result.price),
    dietLabels: [...result.dietLabels],
  };
}
