// The OpenAPI 3.1 document of the /api contract, served at GET /api/openapi.json. It is generated, never written:
// the operations from the declarations the route modules give apiRoute (method, admin, body, answers), the
// schemas with z.toJSONSchema from the Zod schemas that validate the requests (api-bodies.server.ts, built on
// app/lib/validation) and type the answers (app/lib/api-shapes.ts, and the product's declaration in its model). A route, its rules and its document cannot
// drift apart.
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
  apiSearchResultSchema,
  apiShoppingLinksSchema,
  apiSubscribeConflictSchema,
  apiOrderPlacedSchema,
  apiOrderDayFullSchema,
  apiVideoSchema,
  apiNutritionSchema,
  apiDietLabelsSchema,
  apiAllergensSchema,
} from "#app/lib/api-shapes";
import { SESSION_COOKIE } from "../auth/session.server";
import { apiOrderListSchema, apiOrderSchema } from "../models/orders.server";
import { apiProductSchema } from "../models/products.server";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import type { ApiAnswerDoc, ApiDeclaration, ApiOperation, ApiTag } from "./api-route.server";

const responseSchemas = {
  Offering: apiOfferingSchema,
  ShoppingLinks: apiShoppingLinksSchema,
  Product: apiProductSchema,
  Nutrition: apiNutritionSchema,
  DietLabels: apiDietLabelsSchema,
  Allergens: apiAllergensSchema,
  SearchResult: apiSearchResultSchema,
  Banner: apiBannerSchema,
  Video: apiVideoSchema,
  Error: apiErrorSchema,
  Message: apiMessageSchema,
  SubscribeConflict: apiSubscribeConflictSchema,
  OrderPlaced: apiOrderPlacedSchema,
  OrderDayUnavailable: apiOrderDayFullSchema,
  Order: apiOrderSchema,
  OrderList: apiOrderListSchema,
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

/**
 * The request bodies: closed (the server refuses a field the body does not list, JSON and multipart alike), and
 * the public ones also list the forms' bot trap, which the server takes on every public write.
 */
function requestSchemas(bodies: Record<string, z.ZodType>, publicBodies: ReadonlySet<string>) {
  const schemas = componentSchemas(bodies, "input");
  for (const [id, schema] of Object.entries(schemas)) {
    schema.additionalProperties = false;
    if (publicBodies.has(id))
      (schema.properties as Record<string, unknown>)[HONEYPOT_FIELD] = {
        description:
          "Leave it out: a trap for bots. When filled, the answer is the usual one, and nothing is stored or sent.",
      };
  }
  return schemas;
}

// ── Paths ────────────────────────────────────────────────────────────────────────────────────────────────────

const TAGS: readonly ApiTag[] = [
  "Offerings",
  "Products",
  "Banners",
  "Videos",
  "Newsletter",
  "Messages",
  "Orders",
  "Insights",
  "Meta",
];

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const jsonContent = (schema: unknown) => ({ "application/json": { schema } });
const errorResponse = (description: string) => ({ description, content: jsonContent(ref("Error")) });

/** The component name of an answer's shape (every answer's shape is one of responseSchemas). */
function answerSchema(answer: ApiAnswerDoc): unknown {
  const id = Object.entries(responseSchemas).find(([, schema]) => schema === answer.schema)?.[0];
  const schema = id ? ref(id) : z.toJSONSchema(answer.schema, { target: "draft-2020-12", unrepresentable: "any" });
  return answer.list ? { type: "array", items: schema } : schema;
}

/** One schema inline (a query parameter's), without the dialect line. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" }) as JsonSchema;
  return rest;
}

/** The 4xx every call has besides its own: 405, and 401/403 for admin calls, 415 when it takes a body. */
function commonErrors(op: ApiOperation): Record<number, string> {
  const errors: Record<number, string> = {};
  if (op.query?.some((q) => q.schema)) errors[400] = "A query parameter with a value it does not take, or sent twice.";
  if (op.body) {
    errors[400] = "Invalid input (message, and errors for a list).";
    errors[413] = "Body or file too large.";
    errors[415] = `Not ${op.body.media}.`;
  }
  if (op.admin) {
    errors[401] = "No admin session and no valid bearer token.";
    errors[403] = "Admin session cookie sent from another site.";
  }
  errors[405] = "Method not allowed (see the Allow header).";
  if (op.body?.media === "multipart/form-data") errors[507] = "No room to store the upload; nothing was saved.";
  errors[503] = "Briefly unavailable (the database or the file storage); try again after Retry-After.";
  return errors;
}

function operation(declaration: ApiDeclaration, method: string, op: ApiOperation) {
  const responses: Record<string, Record<string, unknown>> = {};
  for (const answer of [op.ok, ...(op.answers ?? [])]) {
    responses[answer.status] = { description: answer.description, content: jsonContent(answerSchema(answer)) };
  }
  const publicRead = method === "GET" && !declaration.privateRead;
  if (publicRead) {
    responses[op.ok.status]!.headers = {
      ETag: {
        description: 'Weak validator of the body (W/"..."), the same for every content coding.',
        schema: { type: "string" },
      },
      "Cache-Control": { schema: { type: "string" } },
    };
    responses["304"] = { description: "Not modified (If-None-Match matched the ETag)." };
  }
  for (const [status, description] of Object.entries({ ...commonErrors(op), ...op.errors })) {
    responses[status] ??= errorResponse(description);
  }
  const pathParams = [...declaration.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    ...(op.query ?? []).map((q) => ({
      name: q.name,
      in: "query",
      required: false,
      description: q.description,
      schema: q.schema ? jsonSchemaOf(q.schema) : { type: "string" },
    })),
  ];
  const name = declaration.path
    .replace(/^\/api\//, "")
    .replace(/[{}]/g, "")
    .replace(/[^a-z0-9]+(.)?/gi, (_, c: string | undefined) => (c ?? "").toUpperCase());
  return {
    operationId: `${method.toLowerCase()}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    summary: op.summary,
    tags: [declaration.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { [op.body.media]: { schema: ref(op.body.name) } } } }
      : {}),
    ...(op.admin ? { security: [{ bearerAuth: [] }, { adminSession: [] }] } : {}),
    responses,
  };
}

/**
 * The exceptions to "reads are public, writes are the admin's", from the declarations: the reads that need the
 * admin and the writes that do not. The document's description and README's list both come from here.
 */
export function apiAccess(declarations: readonly ApiDeclaration[]): { privateReads: string[]; publicWrites: string[] } {
  const privateReads: string[] = [];
  const publicWrites: string[] = [];
  for (const declaration of [...declarations].sort((a, b) => a.path.localeCompare(b.path))) {
    for (const [method, op] of Object.entries(declaration.methods)) {
      if (!op) continue;
      if (method === "GET" && (op.admin || declaration.privateRead)) privateReads.push(`${method} ${declaration.path}`);
      if (method !== "GET" && !op.admin) publicWrites.push(`${method} ${declaration.path}`);
    }
  }
  return { privateReads, publicWrites };
}

/** README's generated lines: the private reads and the public writes. */
export function apiAccessMarkdown(declarations: readonly ApiDeclaration[]): string {
  const { privateReads, publicWrites } = apiAccess(declarations);
  const list = (calls: string[]) => calls.map((c) => `\`${c}\``).join(", ");
  return `Private reads: ${list(privateReads)}.\nPublic writes: ${list(publicWrites)}.`;
}

/** The OpenAPI 3.1 document of the routes that `declarations` declare. */
export function buildOpenApiDocument(declarations: readonly ApiDeclaration[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const bodies: Record<string, z.ZodType> = {};
  const publicBodies = new Set<string>();
  for (const declaration of [...declarations].sort((a, b) => a.path.localeCompare(b.path))) {
    const item: Record<string, unknown> = {};
    for (const [method, op] of Object.entries(declaration.methods)) {
      if (!op) continue;
      item[method.toLowerCase()] = operation(declaration, method, op);
      if (op.body) {
        if (bodies[op.body.name] && bodies[op.body.name] !== op.body.schema)
          throw new Error(`Two request bodies named ${op.body.name}`);
        bodies[op.body.name] = op.body.schema;
        if (!op.admin) publicBodies.add(op.body.name);
      }
    }
    paths[declaration.path] = item;
  }
  const access = apiAccess(declarations);
  return {
    openapi: "3.1.1",
    info: {
      title: "Slice Bakery API",
      version: "1.0.0",
      description:
        "JSON in, JSON out (multipart for uploads). Every id is a string sent as both `_id` and `id`; money in " +
        "orders is whole paise. Errors are `{ message, requestId }` (plus `errors` for validation lists) with a 4xx " +
        `status. Reads are public except ${access.privateReads.join(", ")}; writes need the admin session cookie ` +
        "(same-origin) or `Authorization: Bearer $ADMIN_API_TOKEN`, except " +
        `${access.publicWrites.join(", ")}, which are rate-limited per IP (429 with Retry-After). Bodies are ` +
        "refused, never cleaned: a field the body does not list, a value of the wrong type, invalid UTF-8, a lone " +
        "surrogate, or control, invisible and text-direction characters in a single-line field are a 400; so is a " +
        "filter the query cannot read.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "/" }],
    tags: TAGS.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...componentSchemas(responseSchemas, "output"), ...requestSchemas(bodies, publicBodies) },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "ADMIN_API_TOKEN" },
        adminSession: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The admin session cookie (same-origin requests only).",
        },
      },
    },
  };
}
