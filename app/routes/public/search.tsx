import { data, Link } from "react-router";
import { DietFilters } from "#app/components/public/DietFilters";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { dietFilterSearch, dietMatchSentence, parseDietFilters } from "#app/lib/diet-filters";
import type { SearchData } from "#app/lib/search";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { SEARCH_RESULTS_HEADER } from "#app/server/http/insights.server";
import { publicOrigin } from "#app/server/http/public-url.server";
import { searchProducts } from "#app/server/models/products.server";
import type { Route } from "./+types/search";

const SEARCH_LIMIT = 20;

/**
 * GET /search?query=: the results page without JavaScript, and the data of the header's search dropdown
 * (useFetcher().load). Same ranking as GET /api/products/search (searchProducts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 100);
  const filters = parseDietFilters(url.searchParams);
  const [results, all] =
    query === ""
      ? [[], null]
      : await Promise.all([searchProducts(query, SEARCH_LIMIT, filters), filters.length > 0 ? searchProducts(query, SEARCH_LIMIT) : null]);
  const answer: SearchData = {
    query,
    filters,
    unfiltered: all ? all.length : null,
    results: results.map(({ id, title, price, image, dietLabels }) => ({ id, title, price, image, dietLabels })),
    error: false,
    origin: publicOrigin(request),
  };
  // How many products were found, for the owner's insights (counted by the server, app/server/http/insights.server.ts;
  // the response cache keeps the header with the page, so a cached answer is counted the same).
  return data(answer, { headers: { [SEARCH_RESULTS_HEADER]: String(answer.results.length) } });
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  const results = loaderHeaders.get(SEARCH_RESULTS_HEADER);
  if (results !== null) merged.set(SEARCH_RESULTS_HEADER, results);
  return merged;
}

/** A failed request (network, server error) gives an "error" answer instead of replacing the page. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<SearchData> {
  try {
    return await serverLoader();
  } catch {
    const query = (new URL(request.url).searchParams.get("query") ?? "").trim();
    return { query, filters: [], unfiltered: null, results: [], error: true, origin: window.location.origin };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  return [
    ...seoMeta({
      title: query ? `Search results for “${query}”` : "Search",
      description: `Search the fresh pastries, loaves and cakes of ${site.name}.`,
      origin: loaderData?.origin ?? "",
      path: "/search",
    }),
    { name: "robots", content: "noindex, follow" },
  ];
}

/** "3 of 8 products matching “cake” are eggless", or without a full count "3 eggless products match “cake”". */
function filteredSentence({ query, filters, unfiltered, results }: Route.ComponentProps["loaderData"]): string {
  const things = `products matching “${query}”`;
  if (unfiltered !== null && unfiltered < SEARCH_LIMIT && results.length <= unfiltered) {
    return dietMatchSentence(results.length, unfiltered, things, filters);
  }
  return dietMatchSentence(results.length, results.length, things, filters);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, error, filters } = loaderData;
  const base = new URLSearchParams({ query });
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
              <ProductGrid products={results} eagerCount={4} label="Matching products" />
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
              <p role="status" className="text-muted">
                {results.length === 1 ? "1 product found" : `${results.length} products found`}
              </p>
            </div>
            <ProductGrid products={results} eagerCount={4} label="Matching products" />
          </>
        )}
      </div>
    </div>
  );
}
