// GET /api/openapi.json: the OpenAPI 3.1 document of the whole API, generated from the declarations of the /api
// route modules (every module of this folder that apiRoute builds) and their Zod schemas.
import { apiDeclarationOf, apiRoute, json, type ApiDeclaration } from "#app/server/http/api-route.server";
import { apiDocumentSchema } from "#app/lib/api-shapes";
import { buildOpenApiDocument } from "#app/server/http/openapi.server";

const modules = import.meta.glob<{ loader?: unknown; action?: unknown }>(["./*.ts", "!./openapi.ts"], { eager: true });

let document: Record<string, unknown> | undefined;

const api = apiRoute({
  path: "/api/openapi.json",
  tag: "Meta",
  methods: {
    GET: {
      summary: "This document",
      ok: { status: 200, description: "OpenAPI 3.1 document.", schema: apiDocumentSchema },
      run: async () => {
        const declarations = Object.values(modules)
          .map(apiDeclarationOf)
          .filter((d): d is ApiDeclaration => d !== undefined);
        // Built once per process: the declarations do not change while it runs.
        document ??= buildOpenApiDocument([...declarations, api.declaration]);
        return json(document);
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
