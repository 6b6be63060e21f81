// PUT /api/banner/:id (admin, multipart `banner` file, `device`, `title`) and DELETE /api/banner/:id (admin).
import { formFiles, formText, requireFormBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { BANNER_DELETED, BANNER_NOT_FOUND } from "#app/lib/validation/banner-text";
import { deleteBanner, toApiBanner, updateBanner } from "#app/server/models/banners.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const api = apiRecordRoute(BANNER_NOT_FOUND, {
  put: async (id, request) => {
    requireFormBody(request);
    const form = await readImageForm(request, { imageFields: ["banner"], maxFiles: 1 });
    const banner = await updateBanner(id, {
      file: formFiles(form, "banner")[0],
      device: formText(form, "device"),
      title: formText(form, "title"),
    });
    return toApiBanner(banner);
  },
  delete: { run: deleteBanner, message: BANNER_DELETED },
});

export const loader = api.loader;
export const action = api.action;
