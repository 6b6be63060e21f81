// Products: the search (header dropdown, /search, GET /api/products/search): typo-tolerant on titles, by words on
// the offering's name, the dietary labels and the description. The tiers and the index they read are in
// title-index.server.ts; this module loads that index and keeps it in memory.
import { asDietLabels } from "#app/lib/diet";
import type { DietFilter } from "#app/lib/diet-filters";
import { asVariants } from "#app/lib/images";
import { SEARCH_PAGE_SIZE } from "#app/lib/search";
import { memoByContent } from "../../platform/content-version.server";
import { db } from "../../platform/db.server";
import { priceFromColumn, type SearchResult } from "./records.server";
import { TitleIndex } from "./title-index.server";

const MAX_QUERY_LENGTH = 100;
/** A product as the index holds it; the first image's variants stay JSON text until a result shows them. */
type SearchRow = {
  id: string;
  title: string;
  /** In paise. */
  price: number;
  images: string[] | null;
  variants: string | null;
  dietLabels: string[] | null;
  offering: string;
  description: string;
};

/** A row as the database gives it: the price is the column's rupees, as text. */
type StoredRow = Omit<SearchRow, "price"> & { price: string };
const toSearchRow = (row: StoredRow): SearchRow => ({ ...row, price: priceFromColumn(row.price) });

export type SearchPage = {
  results: SearchResult[];
  /** How many products match (with the diet filters), and without the filters. */
  total: number;
  unfiltered: number;
  /** The page shown (1-based; a page past the end shows the last one) and how many there are (at least 1). */
  page: number;
  pages: number;
};

/**
 * Typo-tolerant title search, best first, at most `limit` results (the tiers: TitleIndex.search). It reads only
 * this process's memory: the index holds what a result shows.
 */
export async function searchProducts(
  query: string,
  limit = 20,
  filters: readonly DietFilter[] = [],
): Promise<SearchResult[]> {
  const q = normaliseQuery(query);
  if (q === "") return [];
  const take = Math.max(1, Math.min(Math.trunc(limit) || 20, 50));
  return (await titleIndex()).search(q, take, filters).map(toSearchResult);
}

/** One page of every match, in the order of searchProducts, with the true counts (the /search page). */
export async function searchProductsPage(
  query: string,
  page: number,
  filters: readonly DietFilter[] = [],
): Promise<SearchPage> {
  const q = normaliseQuery(query);
  if (q === "") return { results: [], total: 0, unfiltered: 0, page: 1, pages: 1 };
  const index = await titleIndex();
  const wanted = Number.isSafeInteger(page) && page > 1 ? page : 1;
  let found = index.page(q, (wanted - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, filters);
  const pages = Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE));
  const shown = Math.min(wanted, pages);
  if (shown !== wanted) found = index.page(q, (shown - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, filters);
  return {
    results: found.rows.map(toSearchResult),
    total: found.total,
    unfiltered: found.unfiltered,
    page: shown,
    pages,
  };
}

/** The query as searched: no NUL characters, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.replaceAll("\u0000", "").trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * The index of the catalogue (titles, offering names, labels and descriptions, and what a result shows), kept for as
 * long as the content version stays the same (memoByContent), and across versions while the products, their
 * offerings' names and their images are unchanged: after any other write (a banner, a setting) a fingerprint of
 * those (two scans, tens of milliseconds at 50,000 products) is compared instead of reading and indexing everything
 * again (about a second there on a 2-core machine; the build yields to other requests every 2,000 titles). An
 * offering renamed changes the fingerprint of each of its products. Memory: about 1 kB per product plus the
 * descriptions (52 MB at 50,000 with short descriptions, measured before the descriptions were searched).
 */
let built: { fingerprint: string; index: Promise<TitleIndex<SearchRow>> } | null = null;

function titleIndex(): Promise<TitleIndex<SearchRow>> {
  return memoByContent("products:title-index", async () => {
    const prisma = await db();
    const [row] = await prisma.$queryRaw<{ fingerprint: string }[]>`
      SELECT (
        SELECT count(*)::text || ':' || coalesce(sum(hashtext(concat_ws(' ', p."id", p."title", p."price"::text,
          array_to_string(p."dietLabels", ','), o."name", p."description")))::text, '0')
        FROM "Product" p JOIN "Offering" o ON o."id" = p."categoryId"
      ) || '/' || (
        SELECT count(*)::text || ':' || coalesce(sum(hashtext(concat_ws(' ', i."id", i."productId", i."url",
          i."position"::text, i."createdAt"::text, i."variants"::text)))::text, '0')
        FROM "ProductImage" i
      ) AS "fingerprint"`;
    const fingerprint = row?.fingerprint ?? "";
    const previous = built;
    if (previous?.fingerprint === fingerprint) return previous.index;
    const index = prisma.$queryRaw<StoredRow[]>`
      SELECT p."id", p."title", p."price"::text AS "price", img."urls" AS "images", img."firstVariants"::text AS "variants",
        p."dietLabels" AS "dietLabels", o."name" AS "offering", p."description"
      FROM "Product" p
      JOIN "Offering" o ON o."id" = p."categoryId"
      LEFT JOIN (
        SELECT i."productId", array_agg(i."url" ORDER BY i."position", i."createdAt", i."id") AS "urls",
               (array_agg(i."variants" ORDER BY i."position", i."createdAt", i."id"))[1] AS "firstVariants"
        FROM "ProductImage" i GROUP BY i."productId"
      ) img ON img."productId" = p."id"`.then((rows) =>
      TitleIndex.build(rows.map(toSearchRow), () => new Promise((resolve) => setImmediate(resolve))),
    );
    const entry = { fingerprint, index };
    built = entry;
    index.catch(() => {
      if (built === entry) built = null;
    });
    return index;
  });
}

/** Builds the index ahead of the first search (a failure here is left to that search to report). */
export function warmSearchIndex(): void {
  titleIndex().catch(() => undefined);
}

function toSearchResult(row: SearchRow): SearchResult {
  const images = row.images ?? [];
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    images,
    image: images[0]
      ? { url: images[0], variants: asVariants(row.variants === null ? null : JSON.parse(row.variants)) }
      : null,
    dietLabels: asDietLabels(row.dietLabels),
  };
}
