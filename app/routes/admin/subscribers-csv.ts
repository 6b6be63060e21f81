// {admin_prefix}/subscribers.csv: every subscriber as CSV, streamed page by page (admin only).
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { subscribersCsv } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribers-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = subscribersCsv();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
