// GET /api/openapi.json: a structurally valid OpenAPI 3.1 document that lists every /api
// call, whose $refs all resolve, and whose schemas describe what the routes really answer.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { contactInput } from "#app/lib/validation/contact";
import { partnerInput } from "#app/lib/validation/partner-schema";
import { sendMessageInput } from "#app/lib/validation/send-message";
import { subscribeInput, verifyInput } from "#app/lib/validation/subscribe";
import { createOffering } from "#app/server/models/offerings.server";
import { createProduct, productInput } from "#app/server/models/products.server";
import { RUPEES_TEXT_JSON } from "#app/lib/money";
import { TEXT_PATTERNS } from "#app/lib/validation/rules";
import { apiDeclarationOf } from "#app/server/http/api-route.server";
import { API_ROUTES, call } from "#tests/helpers/api";

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
    >
  >;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
};

/** Every /api call (method and path as OpenAPI writes them). */
const CONTRACT_CALLS = [
  "GET /api/offerings",
  "POST /api/offerings",
  "PUT /api/offerings/{id}",
  "DELETE /api/offerings/{id}",
  "GET /api/products",
  "GET /api/products/search",
  "GET /api/products/{id}",
  "POST /api/products",
  "PUT /api/products/{id}",
  "DELETE /api/products/{id}",
  "GET /api/banner",
  "POST /api/banner",
  "PUT /api/banner/{id}",
  "DELETE /api/banner/{id}",
  "GET /api/video",
  "GET /api/video/{id}",
  "POST /api/video",
  "PUT /api/video/{id}",
  "DELETE /api/video/{id}",
  "POST /api/subscribe",
  "POST /api/subscribe/verify",
  "POST /api/send-message",
  "POST /api/contact",
  "POST /api/partner-contact",
  "GET /api/outbox",
];

async function loadDocument(): Promise<{ response: Response; doc: Doc }> {
  const response = await call("GET", "/api/openapi.json");
  return { response, doc: (await response.clone().json()) as Doc };
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof node !== "object" || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, out);
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with info, paths and components", async () => {
    const { response, doc } = await loadDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(typeof doc.paths).toBe("object");
    const methods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith("/")).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        expect(methods.has(method), `${method} ${path}`).toBe(true);
        expect(op.operationId).toBeTruthy();
        expect(operationIds.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
        operationIds.add(op.operationId);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        for (const status of Object.keys(op.responses)) expect(status).toMatch(/^[1-5]\d\d$/);
        // Every templated path segment is declared as a required path parameter, and only those.
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        const declared = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(declared.sort()).toEqual(templated.sort());
      }
    }
  });

  it("lists every /api call", async () => {
    const { doc } = await loadDocument();
    const listed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const entry of CONTRACT_CALLS) expect(listed, entry).toContain(entry);
    // ...and the documented paths are exactly the /api routes of app/routes.ts, each with the methods its
    // module serves (the operations come from the modules' own declarations).
    const served = API_ROUTES.map((route) => `/api/${route.pattern.replace(/:([a-z]+)/g, "{$1}")}`);
    expect(Object.keys(doc.paths).sort()).toEqual([...served].sort());
    for (const route of API_ROUTES) {
      const path = `/api/${route.pattern.replace(/:([a-z]+)/g, "{$1}")}`;
      const declared = apiDeclarationOf(route.module);
      expect(declared?.path, route.pattern).toBe(path);
      const allowed = (route.module.loader as unknown as { allowedMethods: string[] }).allowedMethods.filter(
        (m) => m !== "HEAD" && m !== "OPTIONS",
      );
      expect(
        Object.keys(doc.paths[path]!)
          .map((m) => m.toUpperCase())
          .sort(),
        path,
      ).toEqual(allowed.sort());
    }
  });

  it("documents the rules the server applies: request id, text and e-mail patterns, price, image count, media types", async () => {
    const { doc } = await loadDocument();
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    // Every 4xx body carries the request id.
    expect(Object.keys(schemas.Error!.properties)).toContain("requestId");
    expect(Object.keys(schemas.SubscribeConflict!.properties)).toContain("requestId");
    // Text: a pattern for the trim, one-line and visible-character rules; e-mail: the server's pattern.
    expect(schemas.ContactBody!.properties.fullName!.pattern).toBe(TEXT_PATTERNS.singleLine);
    expect(schemas.ContactBody!.properties.message!.pattern).toBe(TEXT_PATTERNS.multiLine);
    expect(schemas.SubscribeBody!.properties.email!.pattern).toEqual(expect.stringContaining("@"));
    // Price: bounds and two decimals, as text only (a form part is text: no number branch, no multipleOf);
    // images: at most 12.
    expect(schemas.ProductForm!.properties.price).toMatchObject(RUPEES_TEXT_JSON);
    expect(JSON.stringify(schemas.ProductForm!.properties.price)).not.toMatch(/"anyOf"|"number"|"multipleOf"/);
    expect(schemas.ProductForm!.properties.images).toMatchObject({ maxItems: 12 });
    expect(schemas.ProductUpdateForm!.properties.images).toMatchObject({ maxItems: 12 });
    // Media types: the multipart calls document multipart only, the JSON calls JSON only.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(
        item as Record<
          string,
          { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }
        >,
      )) {
        if (!op.requestBody) continue;
        const types = Object.keys(op.requestBody.content);
        expect(types.length, `${method} ${path}`).toBe(1);
        expect(["application/json", "multipart/form-data"]).toContain(types[0]);
        expect(op.responses["415"], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it("has no dangling $ref", async () => {
    const { doc } = await loadDocument();
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it("is generated from the validation schemas (no hand-written copy can drift)", async () => {
    const { doc } = await loadDocument();
    const productForm = doc.components.schemas.ProductForm as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const fromZod = z.toJSONSchema(productInput, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    for (const field of ["title", "description", "category"]) {
      expect(productForm.properties[field]).toEqual(fromZod.properties[field]);
    }
    // A form part is text: the form takes the text branch of each rule that also takes other JSON values.
    const textBranch = (field: string) => {
      const { description: _d, ...branch } = (fromZod.properties[field] as { anyOf: { type?: string }[] }).anyOf.find(
        (b) => b.type === "string",
      ) as Record<string, unknown>;
      return branch;
    };
    for (const field of ["price", "allergens", "nutrition"])
      expect(productForm.properties[field], field).toMatchObject(textBranch(field));
    expect(productForm.required).toEqual(fromZod.required);
    expect(doc.components.schemas.OfferingBody).toMatchObject({
      properties: { name: { type: "string", maxLength: 80 } },
      required: ["name"],
    });
  });

  it("documents the newsletter, contact, partner and broadcast bodies with the schemas their routes validate with", async () => {
    const { doc } = await loadDocument();
    const cases: [string, z.ZodType, string[]][] = [
      ["SubscribeBody", subscribeInput, ["email"]],
      ["VerifyBody", verifyInput, ["email", "code"]],
      ["ContactBody", contactInput, ["fullName", "email", "phone", "subject", "message"]],
      [
        "PartnerContactBody",
        partnerInput,
        ["fullName", "email", "companyName", "message", "partnershipType", "phone", "website"],
      ],
      ["SendMessageForm", sendMessageInput, ["message", "image", "subject", "audience"]],
    ];
    for (const [id, schema, fields] of cases) {
      const documented = doc.components.schemas[id] as { properties: Record<string, unknown>; required?: string[] };
      const fromZod = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
        properties: Record<string, unknown>;
        required?: string[];
      };
      // The public bodies also list the forms' bot trap, which no validator reads (the route drops a filled one).
      const { [HONEYPOT_FIELD]: _trap, ...properties } = documented.properties;
      expect(Object.keys(properties), id).toEqual(fields);
      expect(properties, id).toEqual(fromZod.properties);
      expect(documented.required, id).toEqual(fromZod.required);
    }
    const contact = doc.components.schemas.ContactBody as { properties: Record<string, Record<string, unknown>> };
    expect(contact.properties.email).toMatchObject({ type: "string" });
    expect(contact.properties.email!.pattern).toContain("{1,254}");
    expect(contact.properties.email!.pattern).toEqual(expect.any(String));
    expect(contact.properties.subject!.enum).toEqual(["General Inquiry", "Product Feedback", "Support / Help"]);
    const partner = doc.components.schemas.PartnerContactBody as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(partner.properties.message).toMatchObject({ minLength: 10 });
  });

  it("describes what the routes answer: a real Product validates against its component schema", async () => {
    const { doc } = await loadDocument();
    const offering = await createOffering("Pastries");
    await createProduct({ title: "Croissant", price: 80.5, description: "Buttery.", category: offering.id });
    const products = (await (await call("GET", "/api/products")).json()) as unknown[];
    const schema = z.fromJSONSchema({
      $defs: doc.components.schemas,
      ...JSON.parse(JSON.stringify(doc.components.schemas.Product).replaceAll("#/components/schemas/", "#/$defs/")),
    } as never);
    expect(schema.safeParse(products[0]).success).toBe(true);
    expect(schema.safeParse({ ...(products[0] as object), price: "80.5" }).success).toBe(false);
  });

  it("is cached like every public GET", async () => {
    const { response } = await loadDocument();
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("cache-control")).toContain("public");
  });
});
