// GET /api/openapi.json: the OpenAPI 3.1 document of the whole API, generated from the Zod schemas.
import { apiRoute, json } from "#app/server/http/api-route.server";
import { openApiDocument } from "#app/server/http/openapi.server";

const api = apiRoute({ GET: async () => json(openApiDocument()) });

export const loader = api.loader;
export const action = api.action;
