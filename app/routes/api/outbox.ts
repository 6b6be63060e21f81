// GET /api/outbox (admin only): the latest 100 e-mails [{ _id, id, to, subject, text, status, createdAt }].
// A private read: no-store, no ETag, no CORS.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { listOutbox, toApiOutboxEmail } from "#app/server/models/outbox.server";

const api = apiRoute(
  {
    GET: async ({ request }) => {
      await requireAdminApi(request);
      const rows = await listOutbox(100);
      return json(rows.map(toApiOutboxEmail));
    },
  },
  { privateRead: true },
);

export const loader = api.loader;
export const action = api.action;
