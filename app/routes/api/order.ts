// GET /api/orders/{id} (admin: session or bearer token): one custom cake order with its history.
// PATCH /api/orders/{id} (admin): a status change (with `to`) or a change of details (without), with the same
// rules as the owner's order page: 400 for a change the rules do not allow or bad input (a decline or cancel
// without its reason, "completed" before the day), 409 when the order changed since `version` or the new day is
// full.
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { readJsonBody } from "#app/server/http/api.server";
import { notFound } from "#app/server/models/errors.server";
import { apiOrderSchema, getOrder, patchOrder, toApiOrder } from "#app/server/models/orders.server";
import { ownerEmailOrigin } from "#app/server/platform/public-url.server";
import { ORDER_TEXT } from "#app/lib/validation/order";

const api = apiRoute({
  path: "/api/orders/{id}",
  tag: "Orders",
  privateRead: true,
  methods: {
    GET: {
      summary: "One custom cake order, with its history",
      admin: true,
      ok: { status: 200, description: "The order.", schema: apiOrderSchema },
      errors: { 404: "No such order." },
      run: async ({ params }) => {
        const order = await getOrder(params.id ?? "");
        if (!order) throw notFound(ORDER_TEXT.notFound);
        return json(toApiOrder(order));
      },
    },
    PATCH: {
      summary:
        "Change an order's status (quote or revise it, deposit received, in production, ready, completed, decline, cancel, reopen) or its details",
      admin: true,
      body: API_BODIES.orderChange,
      ok: { status: 200, description: "The order after the change; the customer is e-mailed.", schema: apiOrderSchema },
      errors: {
        400: "Bad input, or a change the rules do not allow from the order's status.",
        404: "No such order.",
        409: "The order changed since the version sent, or the new day takes no more orders.",
      },
      run: async ({ request, params }) => {
        const body = await readJsonBody(request);
        const order = await patchOrder(params.id ?? "", body, { emailOrigin: ownerEmailOrigin(request) });
        return json(toApiOrder(order));
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
