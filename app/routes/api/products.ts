// GET /api/products[?category=slug-or-name] (public) and POST /api/products (admin, multipart: title, price,
// description, category, shoppingLinks as JSON text, images as repeated files).
import { API_BODIES, checkFormFields, formFieldNames } from "#app/server/http/api-bodies.server";
import { formFiles } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { apiProductSchema, createProduct, listApiProductsJson, toApiProduct } from "#app/server/models/products.server";
import { PRODUCT_FORM_FILES, readImageForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

const PRODUCT_IMAGE_FIELD = "images";

const api = apiRoute({
  path: "/api/products",
  tag: "Products",
  methods: {
    GET: {
      summary: "List all products, newest first",
      query: [{ name: "category", description: "Offering slug or lower-cased name." }],
      ok: { status: 200, description: "Products.", schema: apiProductSchema, list: true },
      run: async ({ request }) => {
        const category = new URL(request.url).searchParams.get("category");
        // The JSON text comes straight from the database (one query, only the needed columns): see the model.
        return new Response(await listApiProductsJson({ category }), {
          headers: { "Content-Type": "application/json; charset=utf-8" },
        });
      },
    },
    POST: {
      summary: "Create a product",
      admin: true,
      body: API_BODIES.productCreate,
      ok: { status: 201, description: "Created.", schema: apiProductSchema },
      run: async ({ request }) => {
        const form = await readImageForm(request, { imageFields: [PRODUCT_IMAGE_FIELD], ...PRODUCT_FORM_FILES });
        checkFormFields(formFieldNames(form), API_BODIES.productCreate);
        return json(toApiProduct(await createProduct(form, formFiles(form, PRODUCT_IMAGE_FIELD))), 201);
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
