// GET /api/products/:id (public), PUT /api/products/:id (admin, multipart: the fields, new `images` files are
// added, `removeImages` (repeated URLs) drops images) and DELETE /api/products/:id (admin).
import { formFiles, requireFormBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import {
  deleteProduct,
  getProduct,
  PRODUCT_NOT_FOUND,
  toApiProduct,
  updateProduct,
} from "#app/server/models/products.server";
import { readImageForm } from "#app/server/storage/uploads.server";
import { PRODUCT_DELETED } from "#app/lib/validation/product-text";

const api = apiRecordRoute(PRODUCT_NOT_FOUND, {
  get: { find: getProduct, toJson: toApiProduct },
  put: async (id, request) => {
    requireFormBody(request);
    const form = await readImageForm(request, { imageFields: ["images"] });
    const removeImages = form.getAll("removeImages").filter((v): v is string => typeof v === "string" && v !== "");
    return toApiProduct(await updateProduct(id, form, { newFiles: formFiles(form, "images"), removeImages }));
  },
  delete: { run: deleteProduct, message: PRODUCT_DELETED },
});

export const loader = api.loader;
export const action = api.action;
