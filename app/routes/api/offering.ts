// PUT /api/offerings/:id { name } (rename; the slug follows) and DELETE /api/offerings/:id (its products and
// their files go too): admin only, contract.md section 3.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { isRecordId, notFound } from "#app/server/models/errors.server";
import { deleteOffering, OFFERING_NOT_FOUND, renameOffering, toApiOffering } from "#app/server/models/offerings.server";

const OFFERING_DELETED = "Offering and related products deleted successfully!";

function offeringId(params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!isRecordId(id)) throw notFound(OFFERING_NOT_FOUND);
  return id;
}

const api = apiRoute({
  PUT: async ({ request, params }) => {
    await requireAdminApi(request);
    const id = offeringId(params);
    const body = await readJsonBody(request);
    return json(toApiOffering(await renameOffering(id, body.name)));
  },
  DELETE: async ({ request, params }) => {
    await requireAdminApi(request);
    await deleteOffering(offeringId(params));
    return json({ message: OFFERING_DELETED });
  },
});

export const loader = api.loader;
export const action = api.action;
