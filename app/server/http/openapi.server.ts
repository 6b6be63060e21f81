// The OpenAPI 3.1 document of the /api that other clients rely on, served at GET /api/openapi.json.
// Every schema in it is generated with z.toJSONSchema from the Zod schemas that validate the requests
// (app/lib/validation) and type the answers (app/lib/api-shapes.ts), so the document cannot drift from them.
import { z } from "zod";
import {
  apiBannerSchema,
  apiErrorSchema,
  apiInsightsProductSchema,
  apiInsightsSchema,
  apiInsightsSearchSchema,
  apiMessageSchema,
  apiOfferingSchema,
  apiOutboxEmailSchema,
  apiProductSchema,
  apiSearchResultSchema,
  apiShoppingLinksSchema,
  apiSubscribeConflictSchema,
  apiVideoSchema,
  apiNutritionSchema,
  apiDietLabelsSchema,
} from "#app/lib/api-shapes";
import { bannerUpdateInput } from "#app/lib/validation/banner";
import { contactInput } from "#app/lib/validation/contact";
import { offeringInput } from "#app/lib/validation/offering";
import { partnerInput } from "#app/lib/validation/partner-schema";
import { DIET_LABELS } from "#app/lib/diet";
import { DIET_FILTERS } from "#app/lib/diet-filters";
import { NUTRITION_FIELDS } from "#app/lib/nutrition";
import { productInput } from "#app/lib/validation/product";
import { sendMessageInput } from "#app/lib/validation/send-message";
import { subscribeInput, verifyInput } from "#app/lib/validation/subscribe";
import { videoInput } from "#app/lib/validation/video";
import { SESSION_COOKIE } from "../auth/session.server";

// ── Request bodies, derived from the validation schemas ─────────────────────────────────────────────────────

const file = () => z.file().meta({ description: "A file part; images are checked by their bytes (JPEG, PNG, WebP, AVIF, GIF)." });

const productForm = productInput
  .extend({
    shoppingLinks: z
      .string()
      .optional()
      .meta({ description: 'JSON text: {"zepto"?: url, "instamart"?: url, "blinkit"?: url}.', contentMediaType: "application/json" }),
    images: z.array(file()).optional().meta({ description: "Image files (repeat the field)." }),
    dietLabels: z
      .array(z.enum(DIET_LABELS))
      .optional()
      .meta({
        description: `Dietary labels (repeat the field; comma-separated or JSON text of a list also works): ${DIET_LABELS.join(", ")}. Absent keeps them on update; an empty value clears them.`,
      }),
    nutrition: z
      .string()
      .optional()
      .meta({
        description: `JSON text of Nutrition (${NUTRITION_FIELDS.join(", ")}), or "null" / empty to remove it. Instead, the same names may be sent as separate fields. Absent keeps it on update.`,
        contentMediaType: "application/json",
      }),
    ...Object.fromEntries(
      NUTRITION_FIELDS.map((name) => [
        name,
        z.string().optional().meta({ description: name === "servingSize" ? 'Nutrition as a separate field: what one serving is, e.g. "1 slice (80 g)".' : `Nutrition as a separate field: ${name} per serving, a number of zero or more with at most one decimal.` }),
      ]),
    ),
  })
  .meta({ id: "ProductForm" });

const productUpdateForm = productForm
  .extend({
    images: z.array(file()).optional().meta({ description: "New image files, added after the kept ones." }),
    removeImages: z.array(z.string()).optional().meta({ description: "URLs of images to drop (repeat the field)." }),
  })
  .meta({ id: "ProductUpdateForm" });

const bannerCreateForm = z
  .object({ largeBanner: file().optional(), smallBanner: file().optional() })
  .meta({ id: "BannerCreateForm", description: "At least one of the two files." });

const bannerUpdateForm = bannerUpdateInput.extend({ banner: file() }).meta({ id: "BannerUpdateForm" });

const videoFile = z.file().meta({ description: "MP4, WebM or QuickTime, checked by its bytes; streamed to disk." });
const videoCreateForm = videoInput().extend({ videoFile }).meta({ id: "VideoCreateForm" });
const videoUpdateForm = videoInput().extend({ videoFile: videoFile.optional() }).meta({ id: "VideoUpdateForm" });

// The newsletter, contact and broadcast bodies: the forms' own schemas, the ones the routes validate with.
const sendMessageForm = sendMessageInput.meta({ description: "A message, an image, or both." });

const requestSchemas = {
  OfferingBody: offeringInput,
  ProductForm: productForm,
  ProductUpdateForm: productUpdateForm,
  BannerCreateForm: bannerCreateForm,
  BannerUpdateForm: bannerUpdateForm,
  VideoCreateForm: videoCreateForm,
  VideoUpdateForm: videoUpdateForm,
  SubscribeBody: subscribeInput,
  VerifyBody: verifyInput,
  SendMessageForm: sendMessageForm,
  ContactBody: contactInput,
  PartnerContactBody: partnerInput,
};

const responseSchemas = {
  Offering: apiOfferingSchema,
  ShoppingLinks: apiShoppingLinksSchema,
  Product: apiProductSchema,
  Nutrition: apiNutritionSchema,
  DietLabels: apiDietLabelsSchema,
  SearchResult: apiSearchResultSchema,
  Banner: apiBannerSchema,
  Video: apiVideoSchema,
  Error: apiErrorSchema,
  Message: apiMessageSchema,
  SubscribeConflict: apiSubscribeConflictSchema,
  OutboxEmail: apiOutboxEmailSchema,
  InsightsProduct: apiInsightsProductSchema,
  InsightsSearch: apiInsightsSearchSchema,
  Insights: apiInsightsSchema,
};

type JsonSchema = Record<string, unknown>;

/** Converts named Zod schemas into components; nested named schemas become $refs between components. */
function componentSchemas(named: Record<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
    out[id] = rest;
  }
  return out;
}

// ── Paths ────────────────────────────────────────────────────────────────────────────────────────────────────

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const arrayOf = (id: string) => ({ type: "array", items: ref(id) });
const jsonContent = (schema: unknown) => ({ "application/json": { schema } });

type Op = {
  summary: string;
  tag: string;
  admin?: boolean;
  idParam?: boolean;
  query?: { name: string; description: string }[];
  body?: { type: "json" | "multipart"; schema: string };
  ok: { status: number; description: string; schema: unknown };
  errors?: Record<number, string>;
  extra?: Record<string, unknown>;
};

const errorResponse = (description: string) => ({ description, content: jsonContent(ref("Error")) });

function operation(op: Op, operationId: string) {
  const responses: Record<string, unknown> = {
    [op.ok.status]: { description: op.ok.description, content: jsonContent(op.ok.schema) },
  };
  if (!op.admin && op.ok.status === 200 && op.tag !== "Newsletter" && op.tag !== "Messages") {
    (responses[op.ok.status] as Record<string, unknown>).headers = {
      ETag: { description: "Strong validator of the body.", schema: { type: "string" } },
      "Cache-Control": { schema: { type: "string" } },
    };
    responses["304"] = { description: "Not modified (If-None-Match matched the ETag)." };
  }
  for (const [status, description] of Object.entries(op.errors ?? {})) responses[status] = errorResponse(description);
  if (op.admin) {
    responses["401"] = errorResponse("No admin session and no valid bearer token.");
    responses["403"] = errorResponse("Admin session cookie sent from another site.");
  }
  responses["405"] = errorResponse("Method not allowed (see the Allow header).");
  const parameters = [
    ...(op.idParam ? [{ name: "id", in: "path", required: true, schema: { type: "string" } }] : []),
    ...(op.query ?? []).map((q) => ({ name: q.name, in: "query", required: false, description: q.description, schema: { type: "string" } })),
  ];
  return {
    operationId,
    summary: op.summary,
    tags: [op.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { [op.body.type === "json" ? "application/json" : "multipart/form-data"]: { schema: ref(op.body.schema) } },
          },
        }
      : {}),
    ...(op.admin ? { security: [{ bearerAuth: [] }, { adminSession: [] }] } : {}),
    responses,
    ...op.extra,
  };
}

const badInput = { 400: "Invalid input (message, and errors for a list).", 413: "Body or file too large.", 415: "Wrong content type." };
const notFoundError = { 404: "Unknown id." };
const deleted = (what: string) => ({ status: 200, description: `${what} deleted.`, schema: ref("Message") });

/** Every /api call, keyed by OpenAPI path then method. */
export const API_OPERATIONS: Record<string, Record<string, Op>> = {
  "/api/offerings": {
    get: { summary: "List offerings, sorted by name", tag: "Offerings", ok: { status: 200, description: "Offerings.", schema: arrayOf("Offering") } },
    post: {
      summary: "Create an offering",
      tag: "Offerings",
      admin: true,
      body: { type: "json", schema: "OfferingBody" },
      ok: { status: 201, description: "Created.", schema: ref("Offering") },
      errors: { ...badInput, 409: "An offering with that name exists." },
    },
  },
  "/api/offerings/{id}": {
    put: {
      summary: "Rename an offering (the slug follows the name)",
      tag: "Offerings",
      admin: true,
      idParam: true,
      body: { type: "json", schema: "OfferingBody" },
      ok: { status: 200, description: "Renamed.", schema: ref("Offering") },
      errors: { ...badInput, ...notFoundError, 409: "An offering with that name exists." },
    },
    delete: {
      summary: "Delete an offering, its products and their image files",
      tag: "Offerings",
      admin: true,
      idParam: true,
      ok: deleted("Offering and its products"),
      errors: notFoundError,
    },
  },
  "/api/products": {
    get: {
      summary: "List all products, newest first",
      tag: "Products",
      query: [{ name: "category", description: "Offering slug or lower-cased name." }],
      ok: { status: 200, description: "Products.", schema: arrayOf("Product") },
    },
    post: {
      summary: "Create a product",
      tag: "Products",
      admin: true,
      body: { type: "multipart", schema: "ProductForm" },
      ok: { status: 201, description: "Created.", schema: ref("Product") },
      errors: badInput,
    },
  },
  "/api/products/search": {
    get: {
      summary: "Search products by title (typo-tolerant), best matches first, at most 20",
      tag: "Products",
      query: [
        { name: "query", description: "Text to look for; empty gives []." },
        {
          name: "diet",
          description: `Only products with every one of these dietary filters (repeat the parameter or separate with commas): ${DIET_FILTERS.join(", ")} (no-nuts: not labelled contains-nuts). Unknown values are ignored.`,
        },
      ],
      ok: { status: 200, description: "Matches.", schema: arrayOf("SearchResult") },
    },
  },
  "/api/products/{id}": {
    get: {
      summary: "One product",
      tag: "Products",
      idParam: true,
      ok: { status: 200, description: "The product.", schema: ref("Product") },
      errors: notFoundError,
    },
    put: {
      summary: "Update a product; new images are added, removeImages drops images",
      tag: "Products",
      admin: true,
      idParam: true,
      body: { type: "multipart", schema: "ProductUpdateForm" },
      ok: { status: 200, description: "Updated.", schema: ref("Product") },
      errors: { ...badInput, ...notFoundError },
    },
    delete: { summary: "Delete a product and its image files", tag: "Products", admin: true, idParam: true, ok: deleted("Product"), errors: notFoundError },
  },
  "/api/banner": {
    get: { summary: "List banners", tag: "Banners", ok: { status: 200, description: "Banners.", schema: arrayOf("Banner") } },
    post: {
      summary: "Upload a large and/or a small banner",
      tag: "Banners",
      admin: true,
      body: { type: "multipart", schema: "BannerCreateForm" },
      ok: { status: 201, description: "A banner for each file sent, large first.", schema: arrayOf("Banner") },
      errors: badInput,
    },
  },
  "/api/banner/{id}": {
    put: {
      summary: "Replace a banner's image, device and title",
      tag: "Banners",
      admin: true,
      idParam: true,
      body: { type: "multipart", schema: "BannerUpdateForm" },
      ok: { status: 200, description: "Updated.", schema: ref("Banner") },
      errors: { ...badInput, ...notFoundError },
    },
    delete: { summary: "Delete a banner and its image files", tag: "Banners", admin: true, idParam: true, ok: deleted("Banner"), errors: notFoundError },
  },
  "/api/video": {
    get: { summary: "List videos, newest first", tag: "Videos", ok: { status: 200, description: "Videos.", schema: arrayOf("Video") } },
    post: {
      summary: "Upload a video",
      tag: "Videos",
      admin: true,
      body: { type: "multipart", schema: "VideoCreateForm" },
      ok: { status: 201, description: "Created.", schema: ref("Video") },
      errors: badInput,
    },
  },
  "/api/video/{id}": {
    get: { summary: "One video", tag: "Videos", idParam: true, ok: { status: 200, description: "The video.", schema: ref("Video") }, errors: notFoundError },
    put: {
      summary: "Update a video's title and description, optionally its file",
      tag: "Videos",
      admin: true,
      idParam: true,
      body: { type: "multipart", schema: "VideoUpdateForm" },
      ok: { status: 200, description: "Updated.", schema: ref("Video") },
      errors: { ...badInput, ...notFoundError },
    },
    delete: { summary: "Delete a video and its file", tag: "Videos", admin: true, idParam: true, ok: deleted("Video"), errors: notFoundError },
  },
  "/api/subscribe": {
    post: {
      summary: "Subscribe to the newsletter; a 6-digit code is e-mailed",
      tag: "Newsletter",
      body: { type: "json", schema: "SubscribeBody" },
      ok: { status: 200, description: "Code sent.", schema: ref("Message") },
      errors: {
        ...badInput,
        429: "Too many requests from this IP, or this address had 3 code e-mails (or used up its wrong tries) in the past hour (Retry-After).",
      },
    },
  },
  "/api/subscribe/verify": {
    post: {
      summary: "Verify a subscription with the e-mailed code",
      tag: "Newsletter",
      body: { type: "json", schema: "VerifyBody" },
      ok: { status: 200, description: "Verified.", schema: ref("Message") },
      errors: { ...badInput, 429: "Too many requests (Retry-After)." },
    },
  },
  "/api/send-message": {
    post: {
      summary: "Queue a message to every verified subscriber",
      tag: "Messages",
      admin: true,
      body: { type: "multipart", schema: "SendMessageForm" },
      ok: { status: 202, description: "Queued.", schema: ref("Message") },
      errors: badInput,
    },
  },
  "/api/contact": {
    post: {
      summary: "Send a message to the bakery",
      tag: "Messages",
      body: { type: "json", schema: "ContactBody" },
      ok: { status: 201, description: "Stored.", schema: ref("Message") },
      errors: { ...badInput, 429: "Too many requests (Retry-After)." },
    },
  },
  "/api/partner-contact": {
    post: {
      summary: "Send a partnership enquiry",
      tag: "Messages",
      body: { type: "json", schema: "PartnerContactBody" },
      ok: { status: 201, description: "Stored.", schema: ref("Message") },
      errors: { ...badInput, 429: "Too many requests (Retry-After)." },
    },
  },
  "/api/outbox": {
    get: {
      summary: "The latest 100 e-mails of the outbox",
      tag: "Messages",
      admin: true,
      ok: { status: 200, description: "E-mails, newest first.", schema: arrayOf("OutboxEmail") },
    },
  },
  "/api/insights": {
    get: {
      summary: "The owner's insights (anonymous daily counts: views, click-outs, searches, sign-ups) for a range of days",
      tag: "Insights",
      admin: true,
      query: [
        { name: "from", description: "First day, YYYY-MM-DD (India time). Default: 29 days before `to`." },
        { name: "to", description: "Last day, YYYY-MM-DD. Default: today. At most 400 days from `from`." },
      ],
      ok: { status: 200, description: "The same figures as the admin Insights screen.", schema: ref("Insights") },
      errors: { 400: "A date not written YYYY-MM-DD (or not a real day), from after to, or more than 400 days." },
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document",
      tag: "Meta",
      ok: { status: 200, description: "OpenAPI 3.1 document.", schema: { type: "object" } },
    },
  },
};

function pathsObject() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(API_OPERATIONS)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(methods)) {
      const name = path.replace(/^\/api\//, "").replace(/[{}]/g, "").replace(/[^a-z0-9]+(.)?/gi, (_, c: string | undefined) => (c ?? "").toUpperCase());
      paths[path][method] = operation(op, `${method}${name.charAt(0).toUpperCase()}${name.slice(1)}`);
    }
  }
  // The 409 of subscribe has its own body shape.
  const subscribe = paths["/api/subscribe"]!.post as { responses: Record<string, unknown> };
  subscribe.responses["409"] = { description: "Already subscribed.", content: jsonContent(ref("SubscribeConflict")) };
  return paths;
}

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document (built once per process). */
export function openApiDocument(): Record<string, unknown> {
  cached ??= {
    openapi: "3.1.1",
    info: {
      title: "Slice Bakery API",
      version: "1.0.0",
      description:
        "JSON in, JSON out (multipart for uploads). Every id is a string sent as both `_id` and `id`. Errors are " +
        "`{ message }` (plus `errors` for validation lists) with a 4xx status. Reads are public except /api/outbox and /api/insights; " +
        "writes need the admin session cookie (same-origin) or `Authorization: Bearer $ADMIN_API_TOKEN`, except " +
        "subscribe, verify, contact and partner-contact, which are rate-limited per IP.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "/" }],
    tags: ["Offerings", "Products", "Banners", "Videos", "Newsletter", "Messages", "Insights", "Meta"].map((name) => ({ name })),
    paths: pathsObject(),
    components: {
      schemas: { ...componentSchemas(responseSchemas, "output"), ...componentSchemas(requestSchemas, "input") },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "ADMIN_API_TOKEN" },
        adminSession: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The admin session cookie (same-origin requests only)." },
      },
    },
  };
  return cached;
}
