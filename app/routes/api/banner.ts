// PUT /api/banner/:id (admin, multipart `banner` file, `device`, `title`) and DELETE /api/banner/:id (admin).
import { apiBannerSchema, apiMessageSchema } from "#app/lib/api-shapes";
import { BANNER_DELETED, BANNER_NOT_FOUND } from "#app/lib/validation/banner-text";
import { API_BODIES, checkFormFields, formFieldNames } from "#app/server/http/api-bodies.server";
import { formFiles, formText } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { deleteBanner, toApiBanner, updateBanner } from "#app/server/models/banners.server";
import { readImageForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

const api = apiRecordRoute("/api/banner/{id}", "Banners", BANNER_NOT_FOUND, {
  put: {
    summary: "Replace a banner's image, device and title",
    body: API_BODIES.bannerUpdate,
    ok: { status: 200, description: "Updated.", schema: apiBannerSchema },
    update: async (id, request) => {
      const form = await readImageForm(request, { imageFields: ["banner"], maxFiles: 1 });
      checkFormFields(formFieldNames(form), API_BODIES.bannerUpdate);
      const banner = await updateBanner(id, {
        file: formFiles(form, "banner")[0],
        device: formText(form, "device"),
        title: formText(form, "title"),
      });
      return toApiBanner(banner);
    },
  },
  delete: {
    summary: "Delete a banner and its image files",
    ok: { status: 200, description: "Banner deleted.", schema: apiMessageSchema },
    remove: deleteBanner,
    message: BANNER_DELETED,
  },
});

export const loader = api.loader;
export const action = api.action;
