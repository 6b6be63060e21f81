// The site's public origin for absolute URLs (sitemap, robots.txt, Open Graph, canonical links, e-mails).
import { env } from "./env.server";

/** PUBLIC_URL without a trailing slash, or null when it is not set. */
function configuredOrigin(): string | null {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : null;
}

/** PUBLIC_URL (without a trailing slash) when set, otherwise the origin of the request. */
export function publicOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/**
 * The origin for links inside e-mails, or null when there is none to trust. An e-mail outlives the request that
 * queued it and goes to many people, so in production only PUBLIC_URL will do: the request's Host may be an
 * internal address. Outside production (development, tests) the request's origin stands in.
 */
export function emailLinkOrigin(requestOrigin: string): string | null {
  return configuredOrigin() ?? (env.NODE_ENV === "production" ? null : requestOrigin);
}
