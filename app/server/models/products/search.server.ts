// Products: the typo-tolerant title search (header dropdown, /search, GET /api/products/search).
import { Prisma } from "#app/generated/prisma/client";
import { asDietLabels } from "#app/lib/diet";
import type { DietFilter } from "#app/lib/diet-filters";
import { asVariants } from "#app/lib/images";
import { escapeLike } from "#app/lib/list-query";
import { db } from "../../db.server";
import { dietWhere } from "./reads.server";
import { toNumber, type SearchResult } from "./records.server";

const MAX_QUERY_LENGTH = 100;
const SEARCH_THRESHOLD = "0.5";
type SearchRow = { id: string; title: string; price: string; images: string[] | null; variants: unknown; dietLabels: string[] | null };

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
export async function searchProducts(query: string, limit = 20, filters: readonly DietFilter[] = []): Promise<SearchResult[]> {
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
  // Diet filters (?diet=) narrow every tier, so each still finds up to `limit` matching products.
  const diet = dietWhere(filters);
  const prisma = await db();
  const [, rows] = await prisma.$transaction([
    prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${SEARCH_THRESHOLD}, true),
      set_config('enable_seqscan', 'off', true)`,
    prisma.$queryRaw<SearchRow[]>`
      WITH found AS (
        (SELECT p."id", 0 AS "tier", 0::real AS "score" FROM "Product" p
          WHERE lower(p."title") COLLATE "C" = lower(${q})${diet}
          ORDER BY p."id" LIMIT ${take})
        UNION ALL
        (SELECT p."id", 1, 0 FROM "Product" p
          WHERE lower(p."title") COLLATE "C" > lower(${q}) AND lower(p."title") COLLATE "C" < lower(${q}) || chr(1114111)${diet}
          ORDER BY lower(p."title") COLLATE "C", p."id" LIMIT ${take})
        UNION ALL
        (SELECT c."id", 2, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE p."title" ILIKE ${laterWord} AND NOT starts_with(lower(p."title"), lower(${q}))${diet}
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        UNION ALL
        (SELECT c."id", 3, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE p."title" ILIKE ${contains} AND p."title" NOT ILIKE ${laterWord} AND NOT starts_with(lower(p."title"), lower(${q}))${diet}
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        ${severalWords ? Prisma.sql`UNION ALL
        (SELECT c."id", 4, 0 FROM (
            SELECT p."id", p."title" FROM "Product" p WHERE ${everyWord} AND p."title" NOT ILIKE ${contains}${diet}
            LIMIT ${TIER_CANDIDATES}
          ) c
          ORDER BY lower(c."title") COLLATE "C", c."id" LIMIT ${take})` : Prisma.empty}
        UNION ALL
        (SELECT c."id", 5, word_similarity(${q}, c."title") FROM (
            SELECT p."id", p."title" FROM "Product" p
            WHERE ${q} <% p."title" AND p."title" NOT ILIKE ${contains}${severalWords ? Prisma.sql` AND NOT (${everyWord})` : Prisma.empty}${diet}
            LIMIT ${FUZZY_CANDIDATES}
          ) c
          ORDER BY 3 DESC, lower(c."title") COLLATE "C", c."id" LIMIT ${take})
        LIMIT ${take}
      )
      SELECT p."id", p."title", p."price"::text AS "price", img."urls" AS "images", img."firstVariants" AS "variants",
        p."dietLabels" AS "dietLabels"
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
    dietLabels: asDietLabels(row.dietLabels),
  };
}
