// GET /api/outbox (admin only): the latest 100 e-mails [{ _id, id, to, subject, text, status, createdAt }].
// A private read: no-store, no ETag, no CORS.
import { apiOutboxEmailSchema } from "#app/lib/api-shapes";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { listOutbox, toApiOutboxEmail } from "#app/server/models/outbox.server";

const api = apiRoute({
  path: "/api/outbox",
  tag: "Messages",
  privateRead: true,
  methods: {
    GET: {
      summary: "The latest 100 e-mails of the outbox",
      admin: true,
      ok: { status: 200, description: "E-mails, newest first.", schema: apiOutboxEmailSchema, list: true },
      run: async () => json((await listOutbox(100)).map(toApiOutboxEmail)),
    },
  },
});

export const loader = api.loader;
export const action = api.action;
