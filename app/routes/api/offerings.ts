// GET /api/offerings (public, sorted by name) and POST /api/offerings { name } (admin).
import { apiOfferingSchema } from "#app/lib/api-shapes";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createOffering, listOfferings, toApiOffering } from "#app/server/models/offerings.server";

const api = apiRoute({
  path: "/api/offerings",
  tag: "Offerings",
  methods: {
    GET: {
      summary: "List offerings, sorted by name",
      ok: { status: 200, description: "Offerings.", schema: apiOfferingSchema, list: true },
      run: async () => json((await listOfferings()).map(toApiOffering)),
    },
    POST: {
      summary: "Create an offering",
      admin: true,
      body: API_BODIES.offering,
      ok: { status: 201, description: "Created.", schema: apiOfferingSchema },
      errors: { 409: "An offering with that name exists." },
      run: async ({ request }) => {
        const body = await readJsonBody(request);
        return json(toApiOffering(await createOffering(body.name)), 201);
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
