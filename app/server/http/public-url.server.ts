// The site's public origin for absolute URLs (sitemap, robots.txt, Open Graph, canonical links).
import { env } from "../env.server";

/** PUBLIC_URL (without a trailing slash) when set, otherwise the origin of the request. */
export function publicOrigin(request: Request): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, "");
  return new URL(request.url).origin;
}
