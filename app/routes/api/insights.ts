// GET /api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (admin only: session or bearer token, 401 otherwise): the
// owner's insights for those days, the same figures as the admin Insights screen (insightsReport). Without
// from and to, the last 30 days. A bad date, from after to or a range over 400 days is a 400 { message }.
// A private read: no-store, no ETag, no CORS.
import { parseRange } from "#app/lib/insights";
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { badRequest } from "#app/server/models/errors.server";
import { insightsReport } from "#app/server/models/insights.server";

const api = apiRoute(
  {
    GET: async ({ request }) => {
      await requireAdminApi(request);
      const params = new URL(request.url).searchParams;
      const range = parseRange(params.get("from"), params.get("to"));
      if (!range.ok) throw badRequest(range.message);
      return json(await insightsReport(range.range));
    },
  },
  { privateRead: true },
);

export const loader = api.loader;
export const action = api.action;
