// GET /api/banner (public) and POST /api/banner (admin, multipart `largeBanner`, `smallBanner`; at least one):
// answers 201 with a banner for each file sent, large first.
import { BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner";
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { formFiles, requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createBanners, listBanners, toApiBanner } from "#app/server/models/banners.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const api = apiRoute({
  GET: async () => json((await listBanners()).map(toApiBanner)),
  POST: async ({ request }) => {
    await requireAdminApi(request);
    requireFormBody(request);
    const form = await readImageForm(request, {
      imageFields: [BANNER_UPLOAD_FIELDS.large, BANNER_UPLOAD_FIELDS.small],
      maxFiles: 2,
    });
    const banners = await createBanners({
      large: formFiles(form, BANNER_UPLOAD_FIELDS.large)[0],
      small: formFiles(form, BANNER_UPLOAD_FIELDS.small)[0],
    });
    return json(banners.map(toApiBanner), 201);
  },
});

export const loader = api.loader;
export const action = api.action;
