// GET /go/:productId/:shop: a product page's shop link (counted). Redirects (303) to the URL stored for that
// product and shop, and to nothing else: no URL is ever taken from the request; an unknown product or shop is
// a 404. The server counts the click-out when the 303 is sent (app/server/insights/counting.server.ts), so the link
// works and is counted without JavaScript, and crawlers following it reach the shop (they are not counted).
import { shopLinkTarget } from "#app/server/insights/store.server";
import type { Route } from "./+types/go";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params }: Route.LoaderArgs) {
  const target = await shopLinkTarget(params.productId, params.shop);
  if (!target) {
    return new Response("This shop link does not exist.\n", {
      status: 404,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { ...PRIVATE, Location: target, "Referrer-Policy": "no-referrer" },
  });
}
