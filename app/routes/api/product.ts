// GET /api/products/:id (public), PUT /api/products/:id (admin, multipart: the fields, new `images` files are
// added, `removeImages` (repeated URLs) drops images) and DELETE /api/products/:id (admin): contract.md section 3.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { formFiles, requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { isRecordId, notFound } from "#app/server/models/errors.server";
import {
  deleteProduct,
  getProduct,
  parseProductInput,
  PRODUCT_NOT_FOUND,
  toApiProduct,
  updateProduct,
} from "#app/server/models/products.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const PRODUCT_DELETED = "Product deleted successfully!";

function productId(params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!isRecordId(id)) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

const api = apiRoute({
  GET: async ({ params }) => {
    const product = await getProduct(productId(params));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return json(toApiProduct(product));
  },
  PUT: async ({ request, params }) => {
    await requireAdminApi(request);
    const id = productId(params);
    requireFormBody(request);
    const form = await readImageForm(request, { imageFields: ["images"] });
    const input = parseProductInput(form);
    const removeImages = form.getAll("removeImages").filter((v): v is string => typeof v === "string" && v !== "");
    const product = await updateProduct(id, input, { newFiles: formFiles(form, "images"), removeImages });
    return json(toApiProduct(product));
  },
  DELETE: async ({ request, params }) => {
    await requireAdminApi(request);
    await deleteProduct(productId(params));
    return json({ message: PRODUCT_DELETED });
  },
});

export const loader = api.loader;
export const action = api.action;
