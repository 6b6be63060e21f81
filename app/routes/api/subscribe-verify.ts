// POST /api/subscribe/verify {email, code}: 200 { message: "Email verified successfully!" };
// wrong or expired code 400 { message: "Invalid verification code." }; too many tries 400; rate limit 429.
// The steps are the newsletter form's (app/server/forms/newsletter.server.ts); this route renders the outcome.
import { apiMessageSchema } from "#app/lib/api-shapes";
import { apiAnswer, jsonInput } from "#app/server/forms/pipeline.server";
import { verifyCode } from "#app/server/forms/newsletter.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import type { Route } from "./+types/subscribe-verify";

const api = apiRoute({
  path: "/api/subscribe/verify",
  tag: "Newsletter",
  methods: {
    POST: {
      summary: "Verify a subscription with the e-mailed code",
      body: API_BODIES.verify,
      ok: { status: 200, description: "Verified.", schema: apiMessageSchema },
      errors: { 429: "Too many requests (Retry-After)." },
      run: async ({ request, context }) =>
        apiAnswer(await verifyCode(clientIp(context as Route.ActionArgs["context"]), () => jsonInput(request))),
    },
  },
});

export const loader = api.loader;
export const action = api.action;
