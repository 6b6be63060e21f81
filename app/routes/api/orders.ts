// POST /api/orders: a custom cake order from a script or another client, with the same rules and limits as the
// /order-a-cake form (app/server/forms/orders.server.ts): 201 { reference, statusUrl }, 409 with the next free
// days when the day takes no more orders, 400 with each field's message, 429 over the rate limit.
import { apiOrderDayFullSchema, apiOrderPlacedSchema } from "#app/lib/api-shapes";
import { submitOrderJson } from "#app/server/forms/orders.server";
import { apiError } from "#app/server/http/api.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { emailLinkOrigin, publicOrigin } from "#app/server/platform/public-url.server";
import { tooManyRequestsJson } from "#app/server/auth/rate-limit.server";
import type { Route } from "./+types/orders";

const api = apiRoute({
  path: "/api/orders",
  methods: {
    POST: {
      summary: "Request a custom cake",
      tag: "Orders",
      body: API_BODIES.order,
      ok: { status: 201, description: "Requested; the status link is also e-mailed.", schema: apiOrderPlacedSchema },
      errors: { 429: "Too many requests (Retry-After)." },
      answers: [
        {
          status: 409,
          description: "The day takes no more orders (lead time, closed or full); the next free days are named.",
          schema: apiOrderDayFullSchema,
        },
      ],
      run: async ({ request, context }) => {
        const origin = publicOrigin(request);
        const ip = clientIp(context as Route.ActionArgs["context"]);
        const { outcome } = await submitOrderJson(ip, request, emailLinkOrigin(new URL(request.url).origin));
        switch (outcome.kind) {
          case "placed":
          case "honeypot":
            return json({ reference: outcome.reference, statusUrl: `${origin}${outcome.statusPath}` }, 201);
          case "day-unavailable":
            return json(
              { message: outcome.message, errors: [outcome.message], nextFreeDays: outcome.nextFreeDays },
              409,
            );
          case "rate-limited":
            return tooManyRequestsJson(outcome.retryAfterSeconds, outcome.message);
          case "invalid":
            return apiError(outcome.status, outcome.message, outcome.errors);
        }
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
