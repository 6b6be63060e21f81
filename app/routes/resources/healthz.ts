import { unavailableHeaders } from "#app/server/http/db-unavailable.server";
import { checkDatabase } from "#app/server/http/health.server";

/** 200 while the database answers; 503 with Retry-After while it does not (back to 200 by itself). */
export async function loader() {
  const ok = await checkDatabase();
  if (ok) return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  return Response.json({ status: "unavailable" }, { status: 503, headers: unavailableHeaders() });
}
