// POST /api/partner-contact: 201 {message}; 400 { message, errors } with the form's texts in the
// form's order; rate limit 429. The same form as the /partner-with-us page and the browser's
// check (app/server/forms/partner.server.ts); this route renders the outcome.
import { submitPartner } from "#app/server/forms/partner.server";
import { apiAnswer, jsonInput } from "#app/server/forms/pipeline.server";
import { apiRoute } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import type { Route } from "./+types/partner-contact";

const api = apiRoute({
  POST: async ({ request, context }) =>
    apiAnswer(await submitPartner(clientIp(context as Route.ActionArgs["context"]), () => jsonInput(request))),
});

export const loader = api.loader;
export const action = api.action;
