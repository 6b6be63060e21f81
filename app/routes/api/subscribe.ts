// POST /api/subscribe {email}: 200 {message} and a code e-mailed; already verified 409
// { message, emailExists: true }; bad e-mail 400; over the rate limit 429; over the per-address limit (3 code
// e-mails an hour, or the hour's wrong tries used up) 429 with Retry-After and a message that says how long.
// The steps are the newsletter form's (app/server/forms/newsletter.server.ts); this route renders the outcome.
import { apiMessageSchema, apiSubscribeConflictSchema } from "#app/lib/api-shapes";
import { apiAnswer, jsonInput } from "#app/server/forms/pipeline.server";
import { requestCode } from "#app/server/forms/newsletter.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import type { Route } from "./+types/subscribe";

const api = apiRoute({
  path: "/api/subscribe",
  tag: "Newsletter",
  methods: {
    POST: {
      summary: "Subscribe to the newsletter; a 6-digit code is e-mailed",
      body: API_BODIES.subscribe,
      ok: { status: 200, description: "Code sent.", schema: apiMessageSchema },
      errors: {
        429: "Too many requests from this IP, or this address had 3 code e-mails (or used up its wrong tries) in the past hour (Retry-After).",
      },
      answers: [{ status: 409, description: "Already subscribed.", schema: apiSubscribeConflictSchema }],
      run: async ({ request, context }) =>
        apiAnswer(await requestCode(clientIp(context as Route.ActionArgs["context"]), () => jsonInput(request))),
    },
  },
});

export const loader = api.loader;
export const action = api.action;
