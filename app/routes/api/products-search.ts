// GET /api/products/search?query=[&diet=] (public): best matches first, at most 20; an empty query gives [].
// `diet` (repeated or comma-separated, as on the pages) keeps only products with those labels.
import { parseDietFilters } from "#app/lib/diet-filters";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { searchProducts, toApiSearchResult } from "#app/server/models/products.server";

const api = apiRoute({
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = params.get("query") ?? "";
    return json((await searchProducts(query, 20, parseDietFilters(params))).map(toApiSearchResult));
  },
});

export const loader = api.loader;
export const action = api.action;
