// GET /api/offerings (public, sorted by name) and POST /api/offerings { name } (admin).
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createOffering, listOfferings, toApiOffering } from "#app/server/models/offerings.server";

const api = apiRoute({
  GET: async () => json((await listOfferings()).map(toApiOffering)),
  POST: async ({ request }) => {
    await requireAdminApi(request);
    const body = await readJsonBody(request);
    return json(toApiOffering(await createOffering(body.name)), 201);
  },
});

export const loader = api.loader;
export const action = api.action;
