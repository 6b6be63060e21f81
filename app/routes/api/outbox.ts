// GET /api/outbox (admin only): the latest 100 e-mails [{ _id, id, to, subject, text, status, createdAt }].
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { apiHandler, methodNotAllowed } from "#app/server/http/api.server";
import { listOutbox, toApiOutboxEmail } from "#app/server/models/outbox.server";
import type { Route } from "./+types/outbox";

export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(request, async () => {
    await requireAdminApi(request);
    const rows = await listOutbox(100);
    return Response.json(rows.map(toApiOutboxEmail), { headers: { "Cache-Control": "no-store" } });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
