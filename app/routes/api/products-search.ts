// GET /api/products/search?query= (public): best matches first, at most 20; an empty query gives [].
import { apiRoute, json } from "#app/server/http/api-route.server";
import { searchProducts, toApiSearchResult } from "#app/server/models/products.server";

const api = apiRoute({
  GET: async ({ request }) => {
    const query = new URL(request.url).searchParams.get("query") ?? "";
    return json((await searchProducts(query, 20)).map(toApiSearchResult));
  },
});

export const loader = api.loader;
export const action = api.action;
