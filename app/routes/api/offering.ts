// PUT /api/offerings/:id { name } (rename; the slug follows) and DELETE /api/offerings/:id (its products and
// their files go too): admin only.
import { apiOfferingSchema, apiMessageSchema } from "#app/lib/api-shapes";
import { OFFERING_DELETED, OFFERING_NOT_FOUND } from "#app/lib/validation/offering-text";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { readJsonBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { deleteOffering, renameOffering, toApiOffering } from "#app/server/models/offerings.server";

const api = apiRecordRoute("/api/offerings/{id}", "Offerings", OFFERING_NOT_FOUND, {
  put: {
    summary: "Rename an offering (the slug follows the name)",
    body: API_BODIES.offering,
    ok: { status: 200, description: "Renamed.", schema: apiOfferingSchema },
    errors: { 409: "An offering with that name exists." },
    update: async (id, request) => {
      const body = await readJsonBody(request);
      return toApiOffering(await renameOffering(id, body.name));
    },
  },
  delete: {
    summary: "Delete an offering, its products and their image files",
    ok: { status: 200, description: "Offering and its products deleted.", schema: apiMessageSchema },
    remove: deleteOffering,
    message: OFFERING_DELETED,
  },
});

export const loader = api.loader;
export const action = api.action;
