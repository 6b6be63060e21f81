// Which answers mark their cookies Secure, decided here once for every cookie the app sets (the admin session,
// the flash message, the resume after sign-in): when the request came over https (as Express sees it, so behind
// a proxy only as far as TRUST_PROXY trusts its X-Forwarded-Proto), or when PUBLIC_URL is an https address,
// unless INSECURE_COOKIES says not to. Not by NODE_ENV: the production build reached over plain http on the
// bakery's own network (a phone on the Wi-Fi, http://192.168.1.20:3000) must be able to sign in, and a browser
// drops a Secure cookie sent over http, so such a sign-in would silently lead back to the login page.
import type { MiddlewareFunction } from "react-router";
import { env } from "../platform/env.server";

/** The rule above, as a pure function of the request's address and the settings. */
export function cookiesSecure(requestUrl: string, publicUrl: string | undefined, insecure: boolean): boolean {
  if (insecure) return false;
  return new URL(requestUrl).protocol === "https:" || (publicUrl?.startsWith("https:") ?? false);
}

/** A Set-Cookie header value with the Secure attribute (unchanged if it has it). */
export function withSecure(setCookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}

/** Marks every cookie of the route's answer Secure when the rule says so. */
export const secureCookiesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!cookiesSecure(request.url, env.PUBLIC_URL, env.INSECURE_COOKIES)) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  for (const cookie of cookies) headers.append("Set-Cookie", withSecure(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
