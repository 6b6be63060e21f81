// {admin_prefix}/inbox.csv: the messages the inbox's search and filters show (every page), as CSV (admin only).
import { INBOX_LIST } from "#app/lib/admin-lists";
import { parseListQuery } from "#app/lib/list-query";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { csvResponse } from "#app/server/http/csv.server";
import { inboxCsv } from "#app/server/models/messages.server";
import type { Route } from "./+types/inbox-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, INBOX_LIST);
  return csvResponse(inboxCsv(query), "messages");
}
