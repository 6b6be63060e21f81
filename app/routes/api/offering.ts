// PUT /api/offerings/:id { name } (rename; the slug follows) and DELETE /api/offerings/:id (its products and
// their files go too): admin only, contract.md section 3.
import { readJsonBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { deleteOffering, OFFERING_NOT_FOUND, renameOffering, toApiOffering } from "#app/server/models/offerings.server";

const api = apiRecordRoute(OFFERING_NOT_FOUND, {
  put: async (id, request) => {
    const body = await readJsonBody(request);
    return toApiOffering(await renameOffering(id, body.name));
  },
  delete: { run: deleteOffering, message: "Offering and related products deleted successfully!" },
});

export const loader = api.loader;
export const action = api.action;
