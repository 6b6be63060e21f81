// The OpenAPI document says exactly what the server does: it passes a standard OpenAPI 3.1 validator, every JSON
// body is closed (a field it does not list is a 400, as the document says), a filter the query cannot read is a
// 400 that the document lists, and README's list of private reads and public writes is the declarations' own.
import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "exact-test-token-0123456789abcdef";
  process.env.RATE_LIMIT_PUBLIC = "100000";
});

import { ALLERGENS_MESSAGE } from "#app/lib/allergens";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import {
  ENERGY_REQUIRED,
  nutrientMessage,
  NUTRITION_UNREADABLE,
  SERVING_SIZE_INVALID,
  SERVING_SIZE_REQUIRED,
  SUGARS_OVER_CARBS,
} from "#app/lib/nutrition";
import { apiDeclarationOf, type ApiDeclaration } from "#app/server/http/api-route.server";
import { apiAccess, apiAccessMarkdown } from "#app/server/http/openapi.server";
import { createOffering } from "#app/server/models/offerings.server";
import { API_ROUTES, authorization, call, countRows, form } from "#tests/helpers/api";
import { openApi, requestIsDocumented } from "#tests/helpers/openapi";
import { dayFromToday, insertOrder, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";

const declarations = API_ROUTES.map((route) => apiDeclarationOf(route.module)).filter(
  (d): d is ApiDeclaration => d !== undefined,
);

describe("the OpenAPI document", () => {
  it("is valid by the OpenAPI 3.1 schema (a standard validator), and each of its schemas compiles in Ajv's strict mode", async () => {
    const { doc } = openApi();
    const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? [], String(JSON.stringify(result.errors)).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    // ...and the validator does refuse a broken one (an answer without its required description).
    const broken = structuredClone(doc) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    delete broken.paths["/api/offerings"]!.get!.responses["200"]!.description;
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
    // Strict mode refuses unknown keywords and ignored ones (a `maxLength` without a type, say), which a lenient
    // validator would skip without a word.
    const { default: Ajv2020 } = await import("ajv/dist/2020");
    const { default: addFormats } = await import("ajv-formats");
    const strict = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(strict);
    strict.addKeyword("components"); // the document's root holds the schemas, each compiled below
    strict.addSchema({ $id: "openapi", components: doc.components });
    for (const id of Object.keys(doc.components.schemas))
      expect(() => strict.getSchema(`openapi#/components/schemas/${id}`), id).not.toThrow();
    // What a JSON text field holds (its contentSchema) is a schema too, which validators do not compile by default.
    const contentSchemas: unknown[] = [];
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === "object" && node !== null)
        for (const [key, value] of Object.entries(node)) {
          if (key === "contentSchema") contentSchemas.push(value);
          collect(value);
        }
    };
    collect(doc.components.schemas);
    expect(contentSchemas.length).toBeGreaterThanOrEqual(4);
    for (const schema of contentSchemas) expect(() => strict.compile(schema as object)).not.toThrow();
  });

  it("lists the private reads and the public writes from the route declarations, and README the same", async () => {
    const access = apiAccess(declarations);
    expect(access.privateReads).toEqual([
      "GET /api/insights",
      "GET /api/orders",
      "GET /api/orders/{id}",
      "GET /api/outbox",
    ]);
    expect(access.publicWrites).toContain("POST /api/orders");
    const description = (openApi().doc as unknown as { info: { description: string } }).info.description;
    for (const call of [...access.privateReads, ...access.publicWrites]) expect(description).toContain(call);
    const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
    const block = /<!-- api-access -->([\s\S]*?)<!-- \/api-access -->/.exec(readme)?.[1];
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(words(block ?? ""), "README's generated list; replace it with this text").toBe(
      words(apiAccessMarkdown(declarations)),
    );
  });

  it("closes every request body (a field it does not list is not valid) and lists the bot trap on the public ones", () => {
    const { doc } = openApi();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const body = op.requestBody?.content;
        if (!body) continue;
        const [media] = Object.keys(body);
        const ref = (body[media!]!.schema as { $ref: string }).$ref;
        const schema = doc.components.schemas[ref.replace("#/components/schemas/", "")]!;
        expect(schema.additionalProperties, `${method} ${path}`).toBe(false);
        const isPublic = !(op as { security?: unknown }).security;
        expect(Object.hasOwn(schema.properties as object, HONEYPOT_FIELD), `${method} ${path}`).toBe(isPublic);
      }
    }
  });
});

describe("the server refuses what the document does not allow", () => {
  beforeAll(async () => {
    await seedOrderCatalog();
  });

  it("a field a JSON body does not list is a 400 naming it, on every /api JSON body, and nothing is stored", async () => {
    const offering = await createOffering("Breads");
    const order = await insertOrder("requested");
    const ids: Record<string, string> = { "/api/offerings/{id}": offering.id, "/api/orders/{id}": order.id };
    const before = await countRows();
    let checked = 0;
    for (const declaration of declarations) {
      for (const [method, op] of Object.entries(declaration.methods)) {
        if (op?.body?.media !== "application/json") continue;
        const path = declaration.path.replace("{id}", ids[declaration.path] ?? "");
        const label = `${method} ${declaration.path}`;
        // A body that is otherwise valid (an order that would be placed), and a misspelt field beside it.
        const valid = declaration.path === "/api/orders" ? orderRequest(dayFromToday(9)) : {};
        const json = { ...valid, emial: "asha@example.com" };
        expect(requestIsDocumented(method, declaration.path, json).valid, label).toBe(false);
        const response = await call(method, path, { json, headers: op.admin ? authorization() : {} });
        expect(response.status, label).toBe(400);
        expect(await response.json(), label).toMatchObject({ message: "Unknown field: emial." });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(await countRows()).toEqual(before);
    // The same order without the stray field is placed: the refusal was the field, nothing else.
    expect((await call("POST", "/api/orders", { json: orderRequest(dayFromToday(9)) })).status).toBe(201);
  });

  it("a tab or a line break in an order's phone number is refused like any control character in a one-line field", async () => {
    for (const phone of ["98765\t43210", "98765\n43210", "98765\r43210", "98765\u000b43210"]) {
      const json = orderRequest(dayFromToday(9), { phone });
      expect(requestIsDocumented("POST", "/api/orders", json).valid, JSON.stringify(phone)).toBe(false);
      const response = await call("POST", "/api/orders", { json });
      expect(response.status, JSON.stringify(phone)).toBe(400);
    }
    const spaced = orderRequest(dayFromToday(9), { phone: " +91 98765-43210 " });
    expect(requestIsDocumented("POST", "/api/orders", spaced).valid).toBe(true);
    expect((await call("POST", "/api/orders", { json: spaced })).status).toBe(201);
  });

  it("a filter the query cannot read is a 400 naming it (documented), never the whole list", async () => {
    await insertOrder("requested");
    const get = (query: string) => call("GET", `/api/orders${query}`, { headers: authorization() });
    for (const [query, message] of [
      ["?day=garbage", "day must be a real day written YYYY-MM-DD, from the year 0001 to 9999."],
      ["?day=2026-02-30", "day must be a real day written YYYY-MM-DD, from the year 0001 to 9999."],
      ["?status=lost", expect.stringMatching(/^status must be one of: requested, quoted/)],
      ["?when=tomorrow", "when must be one of: today, week, upcoming, past."],
      ["?unread=yes", "unread must be one of: unread."],
      ["?sort=price", "sort must be one of: action, date, date-desc, newest."],
      ["?show=later", "show must be one of: open, history, all."],
      ["?page=0", "page must be a whole number from 1 to 999999."],
      ["?page=two", "page must be a whole number from 1 to 999999."],
      ["?status=quoted&status=ready", "Send status only once."],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ message });
    }
    // Readable filters (an empty one counts as not sent) still answer the list.
    for (const query of ["?day=2026-02-28&page=1", "?status=requested&when=&sort=newest", "?unread=unread"])
      expect((await get(query)).status, query).toBe(200);
    const insights = await call("GET", "/api/insights?from=garbage", { headers: authorization() });
    expect(insights.status).toBe(400);
    expect(await insights.json()).toMatchObject({
      message: "from must be a real day written YYYY-MM-DD, from the year 0001 to 9999.",
    });
    expect(
      (await call("GET", "/api/insights?from=2026-01-01&to=2026-01-31", { headers: authorization() })).status,
    ).toBe(200);
  });

  it("the product form's JSON text fields: the document judges the JSON inside as the server reads it", async () => {
    const offering = await createOffering("Plum Cakes");
    const base = { title: "Plum cake", price: "120.50", description: "Rich.", category: offering.id };
    // [fields, what the document says, the server's answer: 201, or the message of a 400]
    const cases: [Record<string, string>, boolean, 201 | string][] = [
      // Two-decimal prices no float division by 0.01 gets exactly: text only, valid and taken.
      [{ price: "0.07" }, true, 201],
      [{ price: "80.55" }, true, 201],
      [{ allergens: '{"contains": ["milk"], "mayContain": "nuts, sesame"}' }, true, 201],
      [{ allergens: " null\n" }, true, 201],
      [{ allergens: "" }, true, 201],
      [{ allergens: '{"contains": null, "mayContain": " "}' }, true, 201],
      [{ allergens: '{"contains": ["milk"], "mayContain": ["milk"]}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '{"contains": "milk, egg", "mayContain": ["egg"]}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '{"contains": "milk, milk"}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '{"contains": "milk,"}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '{"contains": ["almonds"]}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '{"traces": []}' }, false, ALLERGENS_MESSAGE],
      [{ allergens: '["milk"]' }, false, ALLERGENS_MESSAGE],
      // JSON text as it is: white space JSON does not allow around it (a no-break space) is no JSON text.
      [{ allergens: "\u00A0{}" }, false, ALLERGENS_MESSAGE],
      [{ nutrition: '\n{"servingSize": " 2 pieces ", "energyKcal": "250", "protein": 0.3}\n' }, true, 201],
      [{ nutrition: '{"fat": null, "note": "keys it does not know are ignored"}' }, true, 201],
      [{ nutrition: "null" }, true, 201],
      [{ nutrition: '{"servingSize": "1 slice"}' }, false, ENERGY_REQUIRED],
      [{ nutrition: '{"servingSize": "\\n", "energyKcal": 250}' }, false, SERVING_SIZE_REQUIRED],
      [{ nutrition: '{"servingSize": "a\\tb", "energyKcal": 250}' }, false, SERVING_SIZE_INVALID],
      [{ nutrition: '{"servingSize": "1 slice", "energyKcal": 12.34}' }, false, nutrientMessage("energyKcal")],
      [
        { nutrition: '{"servingSize": "1 slice", "energyKcal": 0.30000000000000004}' },
        false,
        nutrientMessage("energyKcal"),
      ],
      [{ nutrition: '{"servingSize": "1 slice", "energyKcal": true}' }, false, nutrientMessage("energyKcal")],
      [{ nutrition: "[]" }, false, NUTRITION_UNREADABLE],
      [{ nutrition: "\u00A0null" }, false, NUTRITION_UNREADABLE],
      // A rule between two values of the JSON that no schema can state: valid for the document, refused.
      [
        { nutrition: '{"servingSize": "1", "energyKcal": 1, "carbohydrates": 1, "sugars": 2}' },
        true,
        SUGARS_OVER_CARBS,
      ],
    ];
    for (const [fields, documented, answer] of cases) {
      const sent = { ...base, ...fields };
      const label = JSON.stringify(fields);
      const check = requestIsDocumented("POST", "/api/products", sent, "multipart/form-data");
      expect(check.valid, `${label}: ${check.errors}`).toBe(documented);
      const response = await call("POST", "/api/products", { form: form(sent), headers: authorization() });
      const body = (await response.json()) as { message?: string; errors?: string[] };
      if (answer === 201) expect(response.status, `${label} ${body.message}`).toBe(201);
      else {
        expect(response.status, label).toBe(400);
        expect([body.message, ...(body.errors ?? [])], label).toContain(answer);
      }
    }
  });
});
