// {admin_prefix}/subscribers.csv: every subscriber as CSV, streamed page by page (admin only).
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { csvResponse } from "#app/server/http/csv.server";
import { subscribersCsv } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribers-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse(subscribersCsv(), "subscribers");
}
