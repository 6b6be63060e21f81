// PUT /api/banner/:id (admin, multipart `banner` file, `device`, `title`) and DELETE /api/banner/:id (admin).
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { formFiles, formText, requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { BANNER_NOT_FOUND, deleteBanner, toApiBanner, updateBanner } from "#app/server/models/banners.server";
import { isRecordId, notFound } from "#app/server/models/errors.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const BANNER_DELETED = "Banner deleted successfully!";

function bannerId(params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!isRecordId(id)) throw notFound(BANNER_NOT_FOUND);
  return id;
}

const api = apiRoute({
  PUT: async ({ request, params }) => {
    await requireAdminApi(request);
    const id = bannerId(params);
    requireFormBody(request);
    const form = await readImageForm(request, { imageFields: ["banner"], maxFiles: 1 });
    const banner = await updateBanner(id, {
      file: formFiles(form, "banner")[0],
      device: formText(form, "device"),
      title: formText(form, "title"),
    });
    return json(toApiBanner(banner));
  },
  DELETE: async ({ request, params }) => {
    await requireAdminApi(request);
    await deleteBanner(bannerId(params));
    return json({ message: BANNER_DELETED });
  },
});

export const loader = api.loader;
export const action = api.action;
