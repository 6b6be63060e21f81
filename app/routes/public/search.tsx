import { Link, redirect } from "react-router";
import { DietFilters } from "#app/components/public/DietFilters";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { SearchPager } from "#app/components/public/SearchPager";
import { dietFilterSearch, dietMatchSentence, parseDietFilters } from "#app/lib/diet-filters";
import { countOf } from "#app/lib/list-query";
import { searchPageOf, searchQueryOf, searchShouldRevalidate, type SearchData } from "#app/lib/search";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { reportSearchResults } from "#app/server/insights/counting.server";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { searchProducts, searchProductsPage } from "#app/server/models/products.server";
import type { Route } from "./+types/search";

/** What the header's dropdown shows: the best few, not counted (the page counts every match). */
const DROPDOWN_LIMIT = 20;

/**
 * GET /search?query=[&page=][&diet=]: the results page without JavaScript (every match, counted, in pages), and
 * the data of the header's search dropdown (useFetcher().load, `from=dropdown`: the best 20). Same ranking as
 * GET /api/products/search (searchProducts). `?q=` is redirected to `?query=`: one address per search, so the
 * response cache and the owner's insights (which read `query`) see it once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  if (!params.has("query") && (params.get("q") ?? "").trim() !== "") {
    const next = new URLSearchParams({ query: searchQueryOf(params) });
    for (const [name, value] of params) if (name !== "q") next.append(name, value);
    throw redirect(`/search?${next}`);
  }
  const query = searchQueryOf(params);
  const filters = parseDietFilters(params);
  const dropdown = params.get("from") === "dropdown";
  const found =
    query === ""
      ? null
      : dropdown
        ? { results: await searchProducts(query, DROPDOWN_LIMIT, filters), total: null, unfiltered: null, page: 1, pages: 1 }
        : await searchProductsPage(query, searchPageOf(params), filters);
  const answer: SearchData = {
    query,
    filters,
    total: found ? found.total : 0,
    unfiltered: found && filters.length > 0 ? found.unfiltered : null,
    page: found?.page ?? 1,
    pages: found?.pages ?? 1,
    results: (found?.results ?? []).map(({ id, title, price, image, dietLabels }) => ({ id, title, price, image, dietLabels })),
    error: false,
    origin: publicOrigin(request),
  };
  // How many products were found, for the owner's insights: told to the counter inside the process (the response
  // cache keeps the figure with the page, so a cached answer is counted the same), never sent to the visitor.
  reportSearchResults(context, answer.total ?? answer.results.length);
  return answer;
}

export const shouldRevalidate = searchShouldRevalidate;

/** A failed request (network, server error) gives an "error" answer instead of replacing the page. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<SearchData> {
  try {
    return await serverLoader();
  } catch {
    const query = searchQueryOf(new URL(request.url).searchParams);
    return { query, filters: [], total: null, unfiltered: null, page: 1, pages: 1, results: [], error: true, origin: window.location.origin };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  const page = loaderData && loaderData.pages > 1 ? ` (page ${loaderData.page} of ${loaderData.pages})` : "";
  return [
    ...seoMeta({
      title: query ? `Search results for “${query}”${page}` : "Search",
      description: `Search the fresh pastries, loaves and cakes of ${site.name}.`,
      origin: loaderData?.origin ?? "",
      path: "/search",
    }),
    { name: "robots", content: "noindex, follow" },
  ];
}

/** "3 of 8 products matching “cake” are eggless": both counts are of every match, not of one page. */
function filteredSentence({ query, filters, unfiltered, total }: Route.ComponentProps["loaderData"]): string {
  const matching = total ?? 0;
  return dietMatchSentence(matching, unfiltered ?? matching, `products matching “${query}”`, filters);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, error, filters, total } = loaderData;
  const base = new URLSearchParams({ query });
  const pager = (
    <SearchPager page={loaderData.page} pages={loaderData.pages} total={total ?? results.length} params={new URLSearchParams(dietFilterSearch(filters, base))} />
  );
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-crust">Search</p>
      <h1 className="mt-2 text-3xl font-semibold text-espresso sm:text-4xl">
        {query ? <>Results for “{query}”</> : "Find something delicious"}
      </h1>

      <div className="mt-8">
        {error ? (
          <p role="alert" className="text-danger">
            Search is not available right now. Please try again.
          </p>
        ) : query === "" ? (
          <p className="text-muted">Type what you are craving: a croissant, a sourdough loaf, a slice of cake…</p>
        ) : filters.length > 0 ? (
          <>
            <div className="mb-5 space-y-3">
              <DietFilters path="/search" filters={filters} base={base} />
              <p role="status" className="text-muted" data-testid="diet-match-count">
                {filteredSentence(loaderData)}
              </p>
            </div>
            {results.length === 0 ? (
              <div className="rounded-card bg-white p-8 text-center shadow-soft">
                <p className="font-display text-xl text-espresso">Nothing matches those filters.</p>
                <Link
                  to={`/search${dietFilterSearch([], base)}`}
                  className="mt-3 inline-block font-semibold text-crust underline underline-offset-4"
                >
                  Show every result for “{query}”
                </Link>
              </div>
            ) : (
              <>
                <ProductGrid products={results} eagerCount={4} label="Matching products" />
                {pager}
              </>
            )}
          </>
        ) : results.length === 0 ? (
          <div role="status" className="rounded-card bg-white p-8 text-center shadow-soft">
            <p className="font-display text-xl text-espresso">No products match “{query}”.</p>
            <p className="mt-2 text-muted">
              Try another word, or{" "}
              <Link to="/offerings" className="font-semibold text-crust underline underline-offset-4">
                browse the whole menu
              </Link>
              .
            </p>
          </div>
        ) : (
          <>
            <div className="mb-5 space-y-3">
              <DietFilters path="/search" filters={filters} base={base} />
              <p role="status" className="text-muted" data-testid="search-count">
                {countOf(total ?? results.length, "product")} found
              </p>
            </div>
            <ProductGrid products={results} eagerCount={4} label="Matching products" />
            {pager}
          </>
        )}
      </div>
    </div>
  );
}
