// POST /api/partner-contact: 201 {message}; 400 { message, errors } with the texts and
// order the form shows them; rate limit 429. The same form as the /partner-with-us page and the browser's
// check (app/server/forms/partner.server.ts); this route renders the outcome.
import { apiMessageSchema } from "#app/lib/api-shapes";
import { apiAnswer, jsonInput } from "#app/server/forms/pipeline.server";
import { submitPartner } from "#app/server/forms/partner.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import type { Route } from "./+types/partner-contact";

const api = apiRoute({
  path: "/api/partner-contact",
  tag: "Messages",
  methods: {
    POST: {
      summary: "Send a partnership enquiry",
      body: API_BODIES.partner,
      ok: { status: 201, description: "Stored.", schema: apiMessageSchema },
      errors: { 429: "Too many requests (Retry-After)." },
      run: async ({ request, context }) =>
        apiAnswer(await submitPartner(clientIp(context as Route.ActionArgs["context"]), () => jsonInput(request))),
    },
  },
});

export const loader = api.loader;
export const action = api.action;
