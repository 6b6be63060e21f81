// GET /api/products[?category=slug-or-name] (public) and POST /api/products (admin, multipart: title, price,
// description, category, shoppingLinks as JSON text, images as repeated files).
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { formFiles, requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createProduct, listApiProductsJson, toApiProduct } from "#app/server/models/products.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const PRODUCT_IMAGE_FIELD = "images";

const api = apiRoute({
  GET: async ({ request }) => {
    const category = new URL(request.url).searchParams.get("category");
    // The JSON text comes straight from the database (one query, only the needed columns): see the model.
    return new Response(await listApiProductsJson({ category }), {
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
  },
  POST: async ({ request }) => {
    await requireAdminApi(request);
    requireFormBody(request);
    const form = await readImageForm(request, { imageFields: [PRODUCT_IMAGE_FIELD] });
    return json(toApiProduct(await createProduct(form, formFiles(form, PRODUCT_IMAGE_FIELD))), 201);
  },
});

export const loader = api.loader;
export const action = api.action;
