import { checkDatabase } from "#app/server/health.server";

export async function loader() {
  const ok = await checkDatabase();
  return Response.json(ok ? { status: "ok" } : { status: "unavailable" }, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
