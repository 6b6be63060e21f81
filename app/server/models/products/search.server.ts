// Products: the typo-tolerant title search (header dropdown, /search, GET /api/products/search). The tiers and the
// index they read are in title-index.server.ts; this module loads that index and keeps it in memory.
import { asDietLabels } from "#app/lib/diet";
import type { DietFilter } from "#app/lib/diet-filters";
import { asVariants } from "#app/lib/images";
import { memoByContent } from "../../content-version.server";
import { db } from "../../db.server";
import { toNumber, type SearchResult } from "./records.server";
import { TitleIndex } from "./title-index.server";

const MAX_QUERY_LENGTH = 100;
/** A product as the index holds it; the first image's variants stay JSON text until a result shows them. */
type SearchRow = { id: string; title: string; price: string; images: string[] | null; variants: string | null; dietLabels: string[] | null };

/**
 * Typo-tolerant title search, best first, at most `limit` results (the tiers: TitleIndex.search). It reads only
 * this process's memory: the index holds what a result shows.
 */
export async function searchProducts(query: string, limit = 20, filters: readonly DietFilter[] = []): Promise<SearchResult[]> {
  const q = query.replaceAll("\u0000", "").trim().slice(0, MAX_QUERY_LENGTH);
  if (q === "") return [];
  const take = Math.max(1, Math.min(Math.trunc(limit) || 20, 50));
  return (await titleIndex()).search(q, take, filters).map(toSearchResult);
}

/**
 * The index of the catalogue (titles, and what a result shows), kept for as long as the content version stays the
 * same (memoByContent), and across versions while the products and their images are unchanged: after any other
 * write (a banner, a setting) a fingerprint of both tables (two scans, tens of milliseconds at 50,000 products) is
 * compared instead of reading and indexing everything again (about a second there on a 2-core machine; the build
 * yields to other requests every 2,000 titles). Memory: about 1 kB per product (52 MB at 50,000, measured).
 */
let built: { fingerprint: string; index: Promise<TitleIndex<SearchRow>> } | null = null;

function titleIndex(): Promise<TitleIndex<SearchRow>> {
  return memoByContent("products:title-index", async () => {
    const prisma = await db();
    const [row] = await prisma.$queryRaw<{ fingerprint: string }[]>`
      SELECT (
        SELECT count(*)::text || ':' || coalesce(sum(hashtext(concat_ws(' ', p."id", p."title", p."price"::text,
          array_to_string(p."dietLabels", ','))))::text, '0')
        FROM "Product" p
      ) || '/' || (
        SELECT count(*)::text || ':' || coalesce(sum(hashtext(concat_ws(' ', i."id", i."productId", i."url",
          i."position"::text, i."createdAt"::text, i."variants"::text)))::text, '0')
        FROM "ProductImage" i
      ) AS "fingerprint"`;
    const fingerprint = row?.fingerprint ?? "";
    const previous = built;
    if (previous?.fingerprint === fingerprint) return previous.index;
    const index = prisma.$queryRaw<SearchRow[]>`
      SELECT p."id", p."title", p."price"::text AS "price", img."urls" AS "images", img."firstVariants"::text AS "variants",
        p."dietLabels" AS "dietLabels"
      FROM "Product" p
      LEFT JOIN (
        SELECT i."productId", array_agg(i."url" ORDER BY i."position", i."createdAt", i."id") AS "urls",
               (array_agg(i."variants" ORDER BY i."position", i."createdAt", i."id"))[1] AS "firstVariants"
        FROM "ProductImage" i GROUP BY i."productId"
      ) img ON img."productId" = p."id"`.then((rows) => TitleIndex.build(rows, () => new Promise((resolve) => setImmediate(resolve))));
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
    price: toNumber(row.price),
    images,
    image: images[0] ? { url: images[0], variants: asVariants(row.variants === null ? null : JSON.parse(row.variants)) } : null,
    dietLabels: asDietLabels(row.dietLabels),
  };
}
