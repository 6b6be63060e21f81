// GET /robots.txt: everything may be crawled; points to the sitemap. The admin area is deliberately not named
// here (its prefix is a secret), and its pages send noindex headers instead.
import { PUBLIC_CACHE_CONTROL } from "#app/server/http/headers.server";
import { publicOrigin } from "#app/server/platform/public-url.server";
import type { Route } from "./+types/robots-txt";

export function loader({ request }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
