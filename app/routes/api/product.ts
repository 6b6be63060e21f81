// GET /api/products/:id (public), PUT /api/products/:id (admin, multipart: the fields, new `images` files are
// added, `removeImages` (repeated URLs) drops images) and DELETE /api/products/:id (admin).
import { apiMessageSchema } from "#app/lib/api-shapes";
import { PRODUCT_DELETED } from "#app/lib/validation/product-text";
import { API_BODIES, checkFormFields, formFieldNames } from "#app/server/http/api-bodies.server";
import { formFiles } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import {
  apiProductSchema,
  deleteProduct,
  getProduct,
  PRODUCT_NOT_FOUND,
  toApiProduct,
  updateProduct,
} from "#app/server/models/products.server";
import { PRODUCT_FORM_FILES, readImageForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

const api = apiRecordRoute("/api/products/{id}", "Products", PRODUCT_NOT_FOUND, {
  get: {
    summary: "One product",
    ok: { status: 200, description: "The product.", schema: apiProductSchema },
    find: getProduct,
    toJson: toApiProduct,
  },
  put: {
    summary: "Update a product; new images are added, removeImages drops images",
    body: API_BODIES.productUpdate,
    ok: { status: 200, description: "Updated.", schema: apiProductSchema },
    update: async (id, request) => {
      const form = await readImageForm(request, { imageFields: ["images"], ...PRODUCT_FORM_FILES });
      checkFormFields(formFieldNames(form), API_BODIES.productUpdate);
      const removeImages = form.getAll("removeImages").filter((v): v is string => typeof v === "string" && v !== "");
      return toApiProduct(await updateProduct(id, form, { newFiles: formFiles(form, "images"), removeImages }));
    },
  },
  delete: {
    summary: "Delete a product and its image files",
    ok: { status: 200, description: "Product deleted.", schema: apiMessageSchema },
    remove: deleteProduct,
    message: PRODUCT_DELETED,
  },
});

export const loader = api.loader;
export const action = api.action;
