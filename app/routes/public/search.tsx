import { data, Link } from "react-router";
import { ProductGrid } from "#app/components/public/ProductGrid";
import type { SearchData } from "#app/lib/search";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { SEARCH_RESULTS_HEADER } from "#app/server/http/insights.server";
import { publicOrigin } from "#app/server/http/public-url.server";
import { searchProducts } from "#app/server/models/products.server";
import type { Route } from "./+types/search";

/**
 * GET /search?query=: the results page without JavaScript, and the data of the header's search dropdown
 * (useFetcher().load). Same ranking as GET /api/products/search (searchProducts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 100);
  const results = query === "" ? [] : await searchProducts(query);
  const answer: SearchData = {
    query,
    results: results.map(({ id, title, price, image }) => ({ id, title, price, image })),
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
    return { query, results: [], error: true, origin: window.location.origin };
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

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, error } = loaderData;
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
            <p role="status" className="mb-5 text-muted">
              {results.length === 1 ? "1 product found" : `${results.length} products found`}
            </p>
            <ProductGrid products={results} eagerCount={4} label="Matching products" />
          </>
        )}
      </div>
    </div>
  );
}
