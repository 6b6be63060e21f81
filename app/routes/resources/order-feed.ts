// /order-calendar/<secret>.ics: the owner's calendar feed of confirmed orders (RFC 5545), for a phone calendar
// that cannot sign in: the secret in the URL is the key (shown and renewed on the order settings screen). A wrong
// or old secret is a plain 404, the same as any unknown path.
import { ordersFeed, isFeedToken } from "#app/server/models/orders.server";
import type { Route } from "./+types/order-feed";

export async function loader({ params }: Route.LoaderArgs) {
  const token = /^([A-Za-z0-9_-]{32})\.ics$/.exec(params.file ?? "")?.[1];
  if (!token || !(await isFeedToken(token))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(await ordersFeed(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Disposition": 'inline; filename="slice-bakery-orders.ics"',
    },
  });
}
