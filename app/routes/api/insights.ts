// GET /api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (admin only: session or bearer token, 401 otherwise): the
// owner's insights for those days, the same figures as the admin Insights screen (insightsReport). Without
// from and to, the last 30 days. A bad date, from after to or a range over 400 days is a 400 { message }.
// A private read: no-store, no ETag, no CORS.
import { apiInsightsSchema } from "#app/lib/api-shapes";
import { MAX_RANGE_DAYS, parseRange } from "#app/lib/insights";
import { dayParam } from "#app/lib/validation/query";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { badRequest } from "#app/server/models/errors.server";
import { insightsReport } from "#app/server/insights/store.server";

const api = apiRoute({
  path: "/api/insights",
  tag: "Insights",
  privateRead: true,
  methods: {
    GET: {
      summary:
        "The owner's insights (anonymous daily counts: views, click-outs, searches, sign-ups) for a range of days",
      admin: true,
      query: [
        {
          name: "from",
          description: "First day, YYYY-MM-DD (India time). Default: 29 days before `to`.",
          schema: dayParam("from"),
        },
        {
          name: "to",
          description: `Last day, YYYY-MM-DD. Default: today. At most ${MAX_RANGE_DAYS} days from \`from\`.`,
          schema: dayParam("to"),
        },
      ],
      ok: { status: 200, description: "The same figures as the admin Insights screen.", schema: apiInsightsSchema },
      errors: {
        400: `A date not written YYYY-MM-DD (or not a real day), either sent twice, from after to, or more than ${MAX_RANGE_DAYS} days.`,
      },
      run: async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const range = parseRange(params.get("from"), params.get("to"));
        if (!range.ok) throw badRequest(range.message);
        return json(await insightsReport(range.range));
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
