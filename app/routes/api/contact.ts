// POST /api/contact: 201 {message}; a missing required field or a bad e-mail 400
// { message, errors }; rate limit 429. The same form as the /contact-support page
// (app/server/forms/contact.server.ts); this route renders the outcome.
import { apiMessageSchema } from "#app/lib/api-shapes";
import { apiAnswer, jsonInput } from "#app/server/forms/pipeline.server";
import { submitContact } from "#app/server/forms/contact.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import type { Route } from "./+types/contact";

const api = apiRoute({
  path: "/api/contact",
  tag: "Messages",
  methods: {
    POST: {
      summary: "Send a message to the bakery",
      body: API_BODIES.contact,
      ok: { status: 201, description: "Stored.", schema: apiMessageSchema },
      errors: { 429: "Too many requests (Retry-After)." },
      run: async ({ request, context }) =>
        apiAnswer(await submitContact(clientIp(context as Route.ActionArgs["context"]), () => jsonInput(request))),
    },
  },
});

export const loader = api.loader;
export const action = api.action;
