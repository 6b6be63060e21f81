// {admin_prefix}/insights.csv?section=&days=: one chart of the Insights screen as CSV (admin only). The sections
// are CSV_SECTIONS (app/lib/insights.ts); an unknown one is a 400 with the list.
import { CSV_SECTIONS, isCsvSection, lastDays, parsePreset } from "#app/lib/insights";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { csvResponse } from "#app/server/http/csv.server";
import { insightsCsv, insightsReport } from "#app/server/insights/store.server";
import type { Route } from "./+types/insights-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const section = params.get("section");
  if (!isCsvSection(section)) {
    return new Response(`Unknown section. Use one of: ${Object.keys(CSV_SECTIONS).join(", ")}.\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const report = await insightsReport(lastDays(parsePreset(params.get("days"))));
  return csvResponse(insightsCsv(section, report), `insights-${section}-${report.from}-to`);
}
