// PUT /api/offerings/:id { name } (rename; the slug follows) and DELETE /api/offerings/:id (its products and
// their files go too): admin only.
import { readJsonBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { OFFERING_DELETED, OFFERING_NOT_FOUND } from "#app/lib/validation/offering-text";
import { deleteOffering, renameOffering, toApiOffering } from "#app/server/models/offerings.server";

const api = apiRecordRoute(OFFERING_NOT_FOUND, {
  put: async (id, request) => {
    const body = await readJsonBody(request);
    return toApiOffering(await renameOffering(id, body.name));
  },
  delete: { run: deleteOffering, message: OFFERING_DELETED },
});

export const loader = api.loader;
export const action = api.action;
