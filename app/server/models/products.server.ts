// Products: listing, search, and writes that keep image files and rows in step (files are stored before the
// transaction and removed if it fails; files of removed images are removed only after it commits).
import { Prisma } from "#app/generated/prisma/client";
import type { ApiProduct, ApiSearchResult, ApiShoppingLinks } from "#app/lib/api-shapes";
import { asVariants, type ImageVariant } from "#app/lib/images";
import { PRODUCT_FIELDS, productInputFromForm, type ProductInput, type RawSource, type ShoppingLinks } from "#app/lib/validation/product";
import { db } from "../db.server";
import { removeImages as removeImageFiles, storeImage, type StoredImage } from "../storage/images.server";
import { badRequest, invalidInput, isRecordId, notFound, rethrowAsDomainError } from "./errors.server";
import {
  offeringMatch,
  offeringMatchKeys,
  offeringSelect,
  toApiOffering,
  type OfferingRecord,
} from "./offerings.server";

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
  createdAt: Date;
  updatedAt: Date;
};

/** What a grid card needs: the first image only. */
export type ProductCard = { id: string; title: string; price: number; image: ProductImageRef | null };

export type SearchResult = { id: string; title: string; price: number; images: string[]; image: ProductImageRef | null };

export type ProductImageChanges = {
  newFiles?: File[];
  /** URLs (or ids) of images to drop. */
  removeImages?: string[];
  /** Image ids or URLs in the wanted order; images not named keep their order after these. New files go last. */
  imageOrder?: string[];
};

export const PRODUCT_NOT_FOUND = "Product not found.";
export const UNKNOWN_CATEGORY = "Choose an existing offering.";

const SEARCH_THRESHOLD = "0.5";
const MAX_QUERY_LENGTH = 100;

const imageOrderBy = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] satisfies Prisma.ProductImageOrderByWithRelationInput[];
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

const productSelect = {
  id: true,
  title: true,
  price: true,
  description: true,
  zeptoUrl: true,
  instamartUrl: true,
  blinkitUrl: true,
  createdAt: true,
  updatedAt: true,
  category: { select: offeringSelect },
  images: { select: { id: true, url: true, variants: true }, orderBy: imageOrderBy },
} satisfies Prisma.ProductSelect;

const cardSelect = {
  id: true,
  title: true,
  price: true,
  images: { select: { url: true, variants: true }, orderBy: imageOrderBy, take: 1 },
} satisfies Prisma.ProductSelect;

type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;
type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;
type Tx = Prisma.TransactionClient;

function toNumber(price: Prisma.Decimal | string | number): number {
  return Number(price.toString());
}

function toShoppingLinks(row: Pick<ProductRow, "zeptoUrl" | "instamartUrl" | "blinkitUrl">): ApiShoppingLinks {
  const links: ApiShoppingLinks = {};
  if (row.zeptoUrl) links.zepto = row.zeptoUrl;
  if (row.instamartUrl) links.instamart = row.instamartUrl;
  if (row.blinkitUrl) links.blinkit = row.blinkitUrl;
  return links;
}

function toProductRecord(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    title: row.title,
    price: toNumber(row.price),
    description: row.description,
    category: row.category,
    images: row.images.map((i) => ({ id: i.id, url: i.url, variants: asVariants(i.variants) })),
    shoppingLinks: toShoppingLinks(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toProductCard(row: CardRow): ProductCard {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    price: toNumber(row.price),
    image: first ? { url: first.url, variants: asVariants(first.variants) } : null,
  };
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────────────

/** All products, newest first; `category` (slug or lower-cased name) narrows them to one offering. */
export async function listProducts(options: { category?: string | null } = {}): Promise<ProductRecord[]> {
  const category = options.category?.trim();
  // Nothing stored can contain a NUL (PostgreSQL refuses it), so such a filter matches nothing.
  if (category?.includes("\u0000") || (category && category.length > 200)) return [];
  const rows = await (await db()).product.findMany({
    where: category ? { category: offeringMatch(category) } : undefined,
    select: productSelect,
    orderBy: newestFirst,
  });
  return rows.map(toProductRecord);
}

/**
 * GET /api/products: every product (or one offering's) as the JSON text of ApiProduct[], newest first, built by
 * the database in one query that reads only the columns the answer needs. With thousands of products this is
 * several times faster than loading ProductRecords (Prisma relation loading, image variants) and serialising
 * them in Node. The shape is exactly toApiProduct's (a test compares the two on the same rows).
 */
export async function listApiProductsJson(options: { category?: string | null } = {}): Promise<string> {
  const category = options.category?.trim();
  if (category?.includes("\u0000") || (category && category.length > 200)) return "[]";
  let where = Prisma.empty;
  if (category) {
    const { slugs, name } = offeringMatchKeys(category);
    where = Prisma.sql`WHERE (o."slug" IN (${Prisma.join(slugs)}) OR o."name" = ${name})`;
  }
  const rows = await (await db()).$queryRaw<{ json: string }[]>`
    SELECT COALESCE(json_agg(x."product" ORDER BY x."createdAt" DESC, x."id" DESC), '[]'::json)::text AS "json"
    FROM (
      SELECT p."id", p."createdAt",
        json_build_object(
          '_id', p."id",
          'id', p."id",
          'title', p."title",
          'price', p."price"::float8,
          'description', p."description",
          'category', json_build_object('_id', o."id", 'id', o."id", 'name', o."name", 'slug', o."slug"),
          'images', COALESCE(img."urls", '[]'::json),
          'shoppingLinks', json_strip_nulls(json_build_object(
            'zepto', NULLIF(p."zeptoUrl", ''),
            'instamart', NULLIF(p."instamartUrl", ''),
            'blinkit', NULLIF(p."blinkitUrl", ''))),
          'createdAt', to_char(p."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'updatedAt', to_char(p."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) AS "product"
      FROM "Product" p
      JOIN "Offering" o ON o."id" = p."categoryId"
      LEFT JOIN (
        SELECT i."productId", json_agg(i."url" ORDER BY i."position", i."createdAt", i."id") AS "urls"
        FROM "ProductImage" i GROUP BY i."productId"
      ) img ON img."productId" = p."id"
      ${where}
    ) x`;
  return rows[0]?.json ?? "[]";
}

/**
 * The offering page: the offering named by the slug (or lower-cased name) and its products as cards, newest
 * first, in ONE statement that reads only what a card shows (the first image per product), built as JSON by the
 * database. An offering has no paging (site-spec 2.4), so with thousands of products this is the page's cost: one
 * round trip instead of three, and no Prisma relation loading. Same offering choice as getOfferingBySlug (an exact
 * slug first) and the same cards as toProductCard (a test compares them).
 */
export async function listProductsByOfferingSlug(
  slug: string,
): Promise<{ offering: OfferingRecord | null; products: ProductCard[] }> {
  if (slug.trim() === "" || slug.length > 200 || slug.includes("\u0000")) return { offering: null, products: [] };
  const { slugs, name } = offeringMatchKeys(slug);
  const wanted = slug.trim().toLowerCase();
  const rows = await (await db()).$queryRaw<{ json: string }[]>`
    WITH o AS (
      SELECT "id", "name", "slug" FROM "Offering"
      WHERE "slug" IN (${Prisma.join(slugs)}) OR "name" = ${name}
      ORDER BY ("slug" = ${wanted}) DESC, "id"
      LIMIT 1
    )
    SELECT json_build_object(
      'offering', json_build_object('id', o."id", 'name', o."name", 'slug', o."slug"),
      'products', COALESCE((
        SELECT json_agg(json_build_object(
          'id', p."id",
          'title', p."title",
          'price', p."price"::float8,
          'image', (
            SELECT json_build_object('url', i."url", 'variants', i."variants")
            FROM "ProductImage" i WHERE i."productId" = p."id"
            ORDER BY i."position", i."createdAt", i."id" LIMIT 1)
        ) ORDER BY p."createdAt" DESC, p."id" DESC)
        FROM "Product" p WHERE p."categoryId" = o."id"), '[]'::json)
    )::text AS "json"
    FROM o`;
  const text = rows[0]?.json;
  if (!text) return { offering: null, products: [] };
  const parsed = JSON.parse(text) as {
    offering: OfferingRecord;
    products: { id: string; title: string; price: number; image: { url: string; variants: unknown } | null }[];
  };
  return {
    offering: parsed.offering,
    products: parsed.products.map((p) => ({
      id: p.id,
      title: p.title,
      price: p.price,
      image: p.image ? { url: p.image.url, variants: asVariants(p.image.variants) } : null,
    })),
  };
}

/** One product, or null for an unknown or malformed id. */
export async function getProduct(id: string): Promise<ProductRecord | null> {
  if (!isRecordId(id)) return null;
  const row = await (await db()).product.findUnique({ where: { id }, select: productSelect });
  return row ? toProductRecord(row) : null;
}

/** Other products of the same offering, newest first. */
export async function listRelatedProducts(
  product: { id: string; category: { id: string } | null },
  limit = 8,
): Promise<ProductCard[]> {
  if (!product.category) return [];
  const rows = await (await db()).product.findMany({
    where: { categoryId: product.category.id, id: { not: product.id } },
    select: cardSelect,
    orderBy: newestFirst,
    take: Math.max(0, Math.min(limit, 50)),
  });
  return rows.map(toProductCard);
}

/** The newest products as cards (home page "fresh from the oven"). */
export async function listLatestProducts(limit = 4): Promise<ProductCard[]> {
  const rows = await (await db()).product.findMany({
    select: cardSelect,
    orderBy: newestFirst,
    take: Math.max(0, Math.min(Math.trunc(limit) || 0, 50)),
  });
  return rows.map(toProductCard);
}

export type ProductSitemapEntry = { id: string; updatedAt: Date };

/**
 * Every product id with its last change, in pages of `batchSize` (keyset pagination on the id), so the sitemap
 * can stream thousands of products without holding them all in memory.
 */
export async function* iterateProductSitemapEntries(batchSize = 1000): AsyncGenerator<ProductSitemapEntry[]> {
  const prisma = await db();
  const take = Math.max(1, Math.min(Math.trunc(batchSize) || 1000, 5000));
  let cursor: string | undefined;
  for (;;) {
    const rows = await prisma.product.findMany({
      where: cursor ? { id: { gt: cursor } } : undefined,
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
      take,
    });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < take) return;
    cursor = rows[rows.length - 1]!.id;
  }
}

type SearchRow = { id: string; title: string; price: string; images: string[] | null; variants: unknown };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Tiers 2-4 sort at most this many of their matches (the first ones found) by title: a B-tree scan in title order
 * filtered by a pattern can read most of the table when the matches sit together in that order ("Croissant
 * pistachio ..." for "pistachio croissant"), so these tiers read candidates unordered and sort them.
 */
const TIER_CANDIDATES = 500;
/** Typo matches (tier 5) ranked by similarity: at most this many candidates from the trigram index are scored. */
const FUZZY_CANDIDATES = 200;
/** Tier 4 looks at the first words of the query only. */
const MAX_SEARCH_WORDS = 8;

/**
 * Typo-tolerant title search, best first, at most `limit` results. Tiers, each ordered by the lower-cased title
 * (byte order) unless said otherwise:
 *   0. the exact title (case-insensitive);
 *   1. titles starting with the query;
 *   2. titles with a later word starting with the query ("crois" finds "Almond Croissant");
 *   3. titles containing the query inside a word ("grain" finds "Multigrain Loaf");
 *   4. (queries of several words) titles with a word starting with each of them, in any order ("pistachio
 *      croissant" finds "Croissant pistachio");
 *   5. titles with words similar to the query (pg_trgm: `q <% title`, word_similarity >= 0.5; "croisant" finds
 *      "Butter Croissant"), most similar first.
 * With more matches in a tier than TIER_CANDIDATES (tiers 2-4) or FUZZY_CANDIDATES (tier 5), the ones shown are the
 * best of the first candidates found, not of all: the tiers keep their order, the order inside one may not.
 *
 * Speed (50,000 products): each tier is a LIMITed branch of one UNION ALL under a LIMIT, so the branches run in
 * order and stop as soon as `limit` rows are found; tiers 0-1 are range scans of the (lower(title) COLLATE "C", id)
 * B-tree index, read in order; tiers 2-5 find their candidates through the trigram GIN index (a pattern such as
 * "% crois%" also needs the word-start trigrams "  c" and " cr", which few titles have). Sequential scans are off
 * for this transaction, so the costly similarity test only runs on candidates the trigram index found. Same on
 * PGlite.
 */
export async function searchProducts(query: string, limit = 20): Promise<SearchResult[]> {
  const q = query.replaceAll("\u0000", "").trim().slice(0, MAX_QUERY_LENGTH);
  if (q === "") return [];
  const take = Math.max(1, Math.min(Math.trunc(limit) || 20, 50));
  const contains = `%${escapeLike(q)}%`;
  const laterWord = `% ${escapeLike(q)}%`;
  const words = [...new Set(q.split(/\s+/))].slice(0, MAX_SEARCH_WORDS);
  const everyWord = Prisma.join(
    words.map((w) => Prisma.sql`(p."title" ILIKE ${`${escapeLike(w)}%`} OR p."title" ILIKE ${`% ${escapeLike(w)}%`})`),
    " AND ",
  );
  const severalWords = words.length > 1;
  const prisma = await db();
  const [, rows] = await prisma.$transaction([
    prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${SEARCH_THRESHOLD}, true),
      set_config('enable_seqscan', 'off', true)`,
    prisma.$queryRaw<SearchRow[]>`
      WITH found AS (
        (SELECT p."id", 0 AS "tier", 0::real AS "score" FROM "Product" p
          WHERE lower(p."title") COLLATE "C" = lower(${q})
          ORDER BY p."id" LIMIT ${take})
        UNION ALL
        (SELECT p."id", 1, 0 FROM "Product" p
          WHERE lower(p."title") COLLATE "C" > lower(${q}) AND lower(p."title") COLLATE "C" < lower(${q}) || chr(1114111)
          ORDER BY lower(p."title") COLLATE "C", p."id" LIMIT ${take})
        UNION ALL
        (SELECT c."id", 2, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE p."title" ILIKE ${laterWord} AND NOT starts_with(lower(p."title"), lower(${q}))
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        UNION ALL
        (SELECT c."id", 3, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE p."title" ILIKE ${contains} AND p."title" NOT ILIKE ${laterWord} AND NOT starts_with(lower(p."title"), lower(${q}))
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        ${severalWords ? Prisma.sql`UNION ALL
        (SELECT c."id", 4, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p WHERE ${everyWord} AND p."title" NOT ILIKE ${contains}
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})` : Prisma.empty}
        UNION ALL
        (SELECT c."id", 5, word_similarity(${q}, c."title") FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE ${q} <% p."title" AND p."title" NOT ILIKE ${contains}${severalWords ? Prisma.sql` AND NOT (${everyWord})` : Prisma.empty}
            LIMIT ${FUZZY_CANDIDATES}
          ) c
          ORDER BY 3 DESC, lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        LIMIT ${take}
      )
      SELECT p."id", p."title", p."price"::text AS "price", img."urls" AS "images", img."firstVariants" AS "variants"
      FROM found f
      JOIN "Product" p ON p."id" = f."id"
      LEFT JOIN LATERAL (
        SELECT array_agg(i."url" ORDER BY i."position", i."createdAt", i."id") AS "urls",
               (array_agg(i."variants" ORDER BY i."position", i."createdAt", i."id"))[1] AS "firstVariants"
        FROM "ProductImage" i WHERE i."productId" = p."id"
      ) img ON true
      ORDER BY f."tier", f."score" DESC, lower(p."title") COLLATE "C", p."id"`,
  ]);
  return rows.map(toSearchResult);
}

function toSearchResult(row: SearchRow): SearchResult {
  const images = row.images ?? [];
  return {
    id: row.id,
    title: row.title,
    price: toNumber(row.price),
    images,
    image: images[0] ? { url: images[0], variants: asVariants(row.variants) } : null,
  };
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A submitted product (form fields, multipart or a JSON object) validated by the shared schema, or a 400
 * DomainError listing every message in field order (`errors`) and by field (`fields`, for the admin form).
 */
function validateProduct(source: RawSource): ProductInput {
  const parsed = productInputFromForm(source);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error, PRODUCT_FIELDS, "The product details are not valid.");
}

/** The offering id a submitted `category` names (an id, or a slug / lower-cased name), or a 400. */
async function resolveCategoryId(category: string): Promise<string> {
  const wanted = category.trim();
  if (wanted === "") throw badRequest(UNKNOWN_CATEGORY);
  const rows = await (await db()).offering.findMany({
    where: { OR: [...(isRecordId(wanted) ? [{ id: wanted }] : []), offeringMatch(wanted)] },
    select: { id: true },
    take: 2,
  });
  const chosen = rows.find((r) => r.id === wanted) ?? rows[0];
  if (!chosen) throw badRequest(UNKNOWN_CATEGORY);
  return chosen.id;
}

/** Stores the files one after another; if one fails, the ones already stored are removed. */
async function storeProductImages(files: readonly File[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      if (file.size === 0) continue;
      stored.push(await storeImage(new Uint8Array(await file.arrayBuffer()), "products"));
    }
  } catch (error) {
    await removeImageFiles(stored);
    throw error;
  }
  return stored;
}

function linkData(links: ShoppingLinks | undefined) {
  if (!links) return {};
  return { zeptoUrl: links.zepto ?? null, instamartUrl: links.instamart ?? null, blinkitUrl: links.blinkit ?? null };
}

function productData(input: ProductInput, categoryId: string) {
  return {
    title: input.title,
    price: input.price.toFixed(2),
    description: input.description,
    categoryId,
    ...linkData(input.shoppingLinks),
  };
}

const writeErrors = { notFound: PRODUCT_NOT_FOUND, invalidReference: UNKNOWN_CATEGORY };

/**
 * Validates the submitted product (a 400 with every message), stores the images, then writes the product and
 * its image rows in one statement (all or nothing).
 */
export async function createProduct(raw: RawSource, files: readonly File[] = []): Promise<ProductRecord> {
  const input = validateProduct(raw);
  const categoryId = await resolveCategoryId(input.category);
  const stored = await storeProductImages(files);
  try {
    const row = await (await db()).product.create({
      data: {
        ...productData(input, categoryId),
        images: { create: stored.map((s, position) => ({ position, url: s.url, variants: s.variants })) },
      },
      select: productSelect,
    });
    return toProductRecord(row);
  } catch (error) {
    await removeImageFiles(stored);
    rethrowAsDomainError(error, writeErrors);
  }
}

/** Locks the product row for the rest of the transaction (404 if it is gone). */
async function lockProduct(tx: Tx, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "id" = ${id} FOR UPDATE`;
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}

type CurrentImage = { id: string; url: string; variants: unknown; position: number };

/** Images named in `order` (by id or URL) first, in that order; the rest keep their current order. */
function orderImages(images: CurrentImage[], order: readonly string[] | undefined): CurrentImage[] {
  if (!order || order.length === 0) return images;
  const rank = (image: CurrentImage) => {
    const i = order.findIndex((key) => key === image.id || key === image.url);
    return i === -1 ? order.length : i;
  };
  return images.map((image, index) => ({ image, index })).sort((a, b) => rank(a.image) - rank(b.image) || a.index - b.index).map((x) => x.image);
}

async function applyImageChanges(tx: Tx, productId: string, stored: StoredImage[], changes: ProductImageChanges) {
  const current = await tx.productImage.findMany({
    where: { productId },
    select: { id: true, url: true, variants: true, position: true },
    orderBy: imageOrderBy,
  });
  const unwanted = new Set(changes.removeImages ?? []);
  const removed = current.filter((i) => unwanted.has(i.url) || unwanted.has(i.id));
  const kept = orderImages(current.filter((i) => !removed.includes(i)), changes.imageOrder);
  if (removed.length > 0) await tx.productImage.deleteMany({ where: { id: { in: removed.map((i) => i.id) } } });
  for (const [position, image] of kept.entries()) {
    if (image.position !== position) await tx.productImage.update({ where: { id: image.id }, data: { position } });
  }
  if (stored.length > 0) {
    await tx.productImage.createMany({
      data: stored.map((s, i) => ({ productId, position: kept.length + i, url: s.url, variants: s.variants })),
    });
  }
  return removed;
}

/**
 * Validates the submitted product (a 400 with every message, before the id is looked up), updates the fields;
 * keeps the images unless named in `removeImages`, appends new files, applies `imageOrder`.
 * Files of removed images are deleted after the transaction commits; new files are deleted if it fails.
 * `shoppingLinks` left undefined keeps the stored links.
 */
export async function updateProduct(
  id: string,
  raw: RawSource,
  changes: ProductImageChanges = {},
): Promise<ProductRecord> {
  const input = validateProduct(raw);
  if (!isRecordId(id)) throw notFound(PRODUCT_NOT_FOUND);
  const prisma = await db();
  if (!(await prisma.product.findUnique({ where: { id }, select: { id: true } }))) throw notFound(PRODUCT_NOT_FOUND);
  const categoryId = await resolveCategoryId(input.category);
  const stored = await storeProductImages(changes.newFiles ?? []);
  let result: { row: ProductRow; removed: CurrentImage[] };
  try {
    result = await prisma.$transaction(async (tx) => {
      await lockProduct(tx, id);
      const removed = await applyImageChanges(tx, id, stored, changes);
      const row = await tx.product.update({ where: { id }, data: productData(input, categoryId), select: productSelect });
      return { row, removed };
    });
  } catch (error) {
    await removeImageFiles(stored);
    rethrowAsDomainError(error, writeErrors);
  }
  await removeImageFiles(result.removed);
  return toProductRecord(result.row);
}

/** Deletes the product (its image rows go by cascade), then its image files. */
export async function deleteProduct(id: string): Promise<void> {
  if (!isRecordId(id)) throw notFound(PRODUCT_NOT_FOUND);
  const images = await (await db()).$transaction(async (tx) => {
    await lockProduct(tx, id);
    const images = await tx.productImage.findMany({ where: { productId: id }, select: { url: true, variants: true } });
    await tx.product.delete({ where: { id } });
    return images;
  });
  await removeImageFiles(images);
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
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toApiSearchResult(result: SearchResult): ApiSearchResult {
  return { _id: result.id, id: result.id, title: result.title, images: [...result.images], price: result.price };
}
