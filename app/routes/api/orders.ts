// GET /api/orders (admin: session or bearer token): the orders a page at a time, with the owner's list's
// search and filters (?q=, status=, unread=unread, when=today|week|upcoming|past, day=YYYY-MM-DD,
// show=open|history|all, sort=action|date|date-desc|newest, page=) and the matching orders' money; a filter
// with a value it does not take is a 400. Unfiltered, it answers what needs action, in the order to do it.
// POST /api/orders: a custom cake order from a script or another client, with the same rules and limits as the
// /order-a-cake form (app/server/forms/orders.server.ts): 201 { reference, statusUrl }, 409 with the next free
// days when the day takes no more orders, 400 with each field's message, 429 over the rate limit.
import { ORDER_LIST } from "#app/lib/admin-lists";
import { apiOrderDayFullSchema, apiOrderPlacedSchema } from "#app/lib/api-shapes";
import { PAGE_SIZE, parseListQuery } from "#app/lib/list-query";
import { choiceParam, dayParam, pageParam } from "#app/lib/validation/query";
import { apiOrderListSchema, listOrderViews, toApiOrder } from "#app/server/models/orders.server";
import { submitOrderJson } from "#app/server/forms/orders.server";
import { apiAnswer } from "#app/server/forms/pipeline.server";
import { apiError } from "#app/server/http/api.server";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { publicOrigin, visitorEmailOrigin } from "#app/server/platform/public-url.server";
import type { Route } from "./+types/orders";

const api = apiRoute({
  path: "/api/orders",
  tag: "Orders",
  privateRead: true,
  methods: {
    GET: {
      summary: "The custom cake orders, a page at a time, searched and filtered as in the admin list",
      admin: true,
      query: [
        {
          name: "q",
          description:
            "Search in the reference, the name, the e-mail address and the phone number (by its digits, however written).",
        },
        {
          name: "status",
          description: "One status.",
          schema: choiceParam("status", ORDER_LIST.filters.status),
        },
        {
          name: "unread",
          description: "`unread`: only orders the owner has not opened.",
          schema: choiceParam("unread", ORDER_LIST.filters.unread),
        },
        {
          name: "when",
          description: "The day needed: today, week (the next 7 days), upcoming or past.",
          schema: choiceParam("when", ORDER_LIST.filters.when),
        },
        { name: "day", description: "One day needed, YYYY-MM-DD (years 0001 to 9999).", schema: dayParam("day") },
        {
          name: "show",
          description:
            "open: what needs action (requested, quoted, confirmed, in production or ready, for today or later); " +
            "history: the rest (completed, declined, cancelled, or a day passed); all. Without it: open, unless a " +
            "search, a day or another filter is given, which look in all orders.",
          schema: choiceParam("show", ORDER_LIST.filters.show),
        },
        {
          name: "sort",
          description:
            "action (the default): requests oldest first, then quotes awaiting a deposit and then the other orders " +
            "by day needed (pickup time within a day), then the history, latest first; date (day needed, soonest " +
            "first), date-desc or newest.",
          schema: choiceParam("sort", ORDER_LIST.sorts),
        },
        { name: "page", description: `Page number (${PAGE_SIZE} orders a page).`, schema: pageParam },
      ],
      ok: {
        status: 200,
        description: "One page of orders, the matching total and the matching orders' money.",
        schema: apiOrderListSchema,
      },
      run: async ({ request }) => {
        const params = new URL(request.url).searchParams;
        // apiRoute has refused what the filters cannot read (dayParam is the calendar-day rule), so none is dropped
        // here without a word.
        const query = { ...parseListQuery(params, ORDER_LIST), day: params.get("day") || null };
        const { orders, info, totals } = await listOrderViews(query);
        return json({
          orders: orders.map(toApiOrder),
          total: info.total,
          page: info.page,
          pages: info.pages,
          totals,
        });
      },
    },
    POST: {
      summary: "Request a custom cake",
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
        const { outcome } = await submitOrderJson(ip, request, await visitorEmailOrigin(request));
        switch (outcome.kind) {
          case "placed":
            return json({ reference: outcome.reference, statusUrl: `${origin}${outcome.statusPath}` }, 201);
          case "day-unavailable":
            return json(
              { message: outcome.message, errors: [outcome.message], nextFreeDays: outcome.nextFreeDays },
              409,
            );
          case "duplicate":
          case "day-chosen":
            // Only the order form leads a request sent twice to its first order, or chooses a day; never a JSON body.
            return apiError(409, outcome.message, [outcome.message]);
          case "refused":
            // Every refusal of an order lists its errors, an unreadable body's too.
            return apiError(outcome.status, outcome.message, outcome.errors ?? [outcome.message]);
          default:
            return apiAnswer({ outcome });
        }
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
