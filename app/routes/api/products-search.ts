// GET /api/products/search?query=[&diet=] (public): best matches first, at most 20; an empty query gives [].
// `diet` (repeated or comma-separated, as on the pages) keeps only products with those labels.
import { apiSearchResultSchema } from "#app/lib/api-shapes";
import { DIET_FILTERS, parseDietFilters } from "#app/lib/diet-filters";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { searchProducts, toApiSearchResult } from "#app/server/models/products.server";

const api = apiRoute({
  path: "/api/products/search",
  tag: "Products",
  methods: {
    GET: {
      summary: "Search products by title (typo-tolerant), best matches first, at most 20",
      query: [
        { name: "query", description: "Text to look for; empty gives []." },
        {
          name: "diet",
          description: `Only products with every one of these dietary filters (repeat the parameter or separate with commas): ${DIET_FILTERS.join(", ")} (no-nuts: only products the owner marked "made without nuts"). Unknown values are ignored.`,
        },
      ],
      ok: { status: 200, description: "Matches.", schema: apiSearchResultSchema, list: true },
      run: async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const query = params.get("query") ?? "";
        return json((await searchProducts(query, 20, parseDietFilters(params))).map(toApiSearchResult));
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
