// Products: reads for the pages, the admin lists, /api and the sitemap.
import { Prisma } from "#app/generated/prisma/client";
import { asDietLabels } from "#app/lib/diet";
import { dietCondition, type DietFilter } from "#app/lib/diet-filters";
import { asVariants } from "#app/lib/images";
import { ADMIN_PRODUCT_PAGE, type AdminProductQuery } from "#app/lib/admin-lists";
import { escapeLike, pageInfo, type PageInfo } from "#app/lib/list-query";
import { db } from "../../platform/db.server";
import { isRecordId } from "../errors.server";
import { offeringMatch, offeringMatchKeys, type OfferingRecord } from "../offerings.server";
import {
  cardSelect,
  newestFirst,
  productSelect,
  toProductCard,
  toProductRecord,
  type ProductCard,
  type ProductRecord,
} from "./records.server";
import { apiProductJsonSql, priceFromColumn } from "./shape.server";

/** All products, newest first; `category` (slug or lower-cased name) narrows them to one offering. */
export async function listProducts(options: { category?: string | null } = {}): Promise<ProductRecord[]> {
  const category = options.category?.trim();
  // Nothing stored can contain a NUL (PostgreSQL refuses it), so such a filter matches nothing.
  if (category?.includes("\u0000") || (category && category.length > 200)) return [];
  const rows = await (
    await db()
  ).product.findMany({
    where: category ? { category: offeringMatch(category) } : undefined,
    select: productSelect,
    orderBy: newestFirst,
  });
  return rows.map(toProductRecord);
}

const ADMIN_PRODUCT_ORDER = {
  newest: newestFirst,
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  title: [{ title: "asc" }, { id: "asc" }],
  price: [{ price: "asc" }, { id: "asc" }],
  "price-desc": [{ price: "desc" }, { id: "desc" }],
} satisfies Record<AdminProductQuery["sort"], Prisma.ProductOrderByWithRelationInput[]>;

export type AdminProductRow = ProductCard & { category: string };

/** How many products there are (of one offering). */
export async function countProducts(options: { offeringSlug?: string } = {}): Promise<number> {
  return (await db()).product.count({
    where: options.offeringSlug ? { category: { slug: options.offeringSlug } } : {},
  });
}

/** One page of products for the admin: a title search (any part, any case), one offering, a sort. */
export async function listAdminProductsPage(
  query: Pick<AdminProductQuery, "q" | "sort" | "page">,
  options: { offeringSlug?: string } = {},
): Promise<{ rows: AdminProductRow[]; info: PageInfo }> {
  const prisma = await db();
  const where: Prisma.ProductWhereInput = {
    ...(options.offeringSlug ? { category: { slug: options.offeringSlug } } : {}),
    ...(query.q ? { title: { contains: escapeLike(query.q), mode: "insensitive" } } : {}),
  };
  const info = pageInfo(await prisma.product.count({ where }), query.page, ADMIN_PRODUCT_PAGE);
  const rows = await prisma.product.findMany({
    where,
    select: { ...cardSelect, category: { select: { name: true } } },
    orderBy: ADMIN_PRODUCT_ORDER[query.sort],
    skip: info.offset,
    take: info.size,
  });
  return { rows: rows.map((r) => ({ ...toProductCard(r), category: r.category.name })), info };
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
  const rows = await (
    await db()
  ).$queryRaw<{ json: string }[]>`
    SELECT COALESCE(json_agg(x."product" ORDER BY x."createdAt" DESC, x."id" DESC), '[]'::json)::text AS "json"
    FROM (
      SELECT p."id", p."createdAt",
        ${apiProductJsonSql} AS "product"
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

/** The SQL condition of diet filters on the products aliased `p` (empty for none): the GIN index answers `@>`. */
function dietWhere(filters: readonly DietFilter[]): Prisma.Sql {
  const { has } = dietCondition(filters);
  const parts: Prisma.Sql[] = [];
  if (has.length > 0) parts.push(Prisma.sql`p."dietLabels" @> ARRAY[${Prisma.join(has)}]::text[]`);
  return parts.length > 0 ? Prisma.sql` AND ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

/**
 * The offering page: the offering named by the slug (or lower-cased name) and its products as cards, newest
 * first (only those matching every diet filter, with `total` the count of all of its products), in ONE statement that reads only what a card shows (the first image per product), built as JSON by the
 * database. An offering has no paging (by design), so with thousands of products this is the page's cost: one
 * round trip instead of three, and no Prisma relation loading. Same offering choice as getOfferingBySlug (an exact
 * slug first) and the same cards as toProductCard (a test compares them).
 */
export async function listProductsByOfferingSlug(
  slug: string,
  filters: readonly DietFilter[] = [],
): Promise<{ offering: OfferingRecord | null; total: number; products: ProductCard[] }> {
  if (slug.trim() === "" || slug.length > 200 || slug.includes("\u0000"))
    return { offering: null, total: 0, products: [] };
  const { slugs, name } = offeringMatchKeys(slug);
  const wanted = slug.trim().toLowerCase();
  const rows = await (
    await db()
  ).$queryRaw<{ json: string }[]>`
    WITH o AS (
      SELECT "id", "name", "slug" FROM "Offering"
      WHERE "slug" IN (${Prisma.join(slugs)}) OR "name" = ${name}
      ORDER BY ("slug" = ${wanted}) DESC, "id"
      LIMIT 1
    )
    SELECT json_build_object(
      'offering', json_build_object('id', o."id", 'name', o."name", 'slug', o."slug"),
      'total', ${filters.length > 0 ? Prisma.sql`(SELECT count(*) FROM "Product" p WHERE p."categoryId" = o."id")` : Prisma.sql`NULL`},
      'products', COALESCE((
        SELECT json_agg(json_build_object(
          'id', p."id",
          'title', p."title",
          'price', p."price"::text,
          'dietLabels', p."dietLabels",
          'image', (
            SELECT json_build_object('url', i."url", 'variants', i."variants")
            FROM "ProductImage" i WHERE i."productId" = p."id"
            ORDER BY i."position", i."createdAt", i."id" LIMIT 1)
        ) ORDER BY p."createdAt" DESC, p."id" DESC)
        FROM "Product" p WHERE p."categoryId" = o."id"${dietWhere(filters)}), '[]'::json)
    )::text AS "json"
    FROM o`;
  const text = rows[0]?.json;
  if (!text) return { offering: null, total: 0, products: [] };
  const parsed = JSON.parse(text) as {
    offering: OfferingRecord;
    total: number | null;
    products: {
      id: string;
      title: string;
      /** The column's rupees as text, read exactly into paise below. */
      price: string;
      dietLabels: unknown;
      image: { url: string; variants: unknown } | null;
    }[];
  };
  return {
    offering: parsed.offering,
    total: parsed.total ?? parsed.products.length,
    products: parsed.products.map((p) => ({
      id: p.id,
      title: p.title,
      price: priceFromColumn(p.price),
      image: p.image ? { url: p.image.url, variants: asVariants(p.image.variants) } : null,
      dietLabels: asDietLabels(p.dietLabels),
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
  const rows = await (
    await db()
  ).product.findMany({
    where: { categoryId: product.category.id, id: { not: product.id } },
    select: cardSelect,
    orderBy: newestFirst,
    take: Math.max(0, Math.min(limit, 50)),
  });
  return rows.map(toProductCard);
}

/** The newest products as cards (home page "fresh from the oven"). */
export async function listLatestProducts(limit = 4): Promise<ProductCard[]> {
  const rows = await (
    await db()
  ).product.findMany({
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
