// GET /api/banner (public) and POST /api/banner (admin, multipart `largeBanner`, `smallBanner`; at least one):
// answers 201 with a banner for each file sent, large first.
import { apiBannerSchema } from "#app/lib/api-shapes";
import { BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner";
import { API_BODIES, checkFormFields, formFieldNames } from "#app/server/http/api-bodies.server";
import { formFiles } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createBanners, listBanners, toApiBanner } from "#app/server/models/banners.server";
import { readImageForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

const api = apiRoute({
  path: "/api/banner",
  tag: "Banners",
  methods: {
    GET: {
      summary: "List banners",
      ok: { status: 200, description: "Banners.", schema: apiBannerSchema, list: true },
      run: async () => json((await listBanners()).map(toApiBanner)),
    },
    POST: {
      summary: "Upload a large and/or a small banner",
      admin: true,
      body: API_BODIES.bannerCreate,
      ok: {
        status: 201,
        description: "A banner for each file sent, large first.",
        schema: apiBannerSchema,
        list: true,
      },
      run: async ({ request }) => {
        const form = await readImageForm(request, {
          imageFields: [BANNER_UPLOAD_FIELDS.large, BANNER_UPLOAD_FIELDS.small],
          maxFiles: 2,
        });
        checkFormFields(formFieldNames(form), API_BODIES.bannerCreate);
        const banners = await createBanners({
          large: formFiles(form, BANNER_UPLOAD_FIELDS.large)[0],
          small: formFiles(form, BANNER_UPLOAD_FIELDS.small)[0],
        });
        return json(banners.map(toApiBanner), 201);
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
