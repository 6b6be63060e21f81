// One-shot messages carried across a redirect (PRG): set on the redirect, read once by the next page, which
// clears the cookie in the same response. Signed with the session secret so a page only shows messages the
// server set; HttpOnly, SameSite=Lax, path /, one minute (Secure by the rule in secure-cookies.server.ts). Two readers:
// - admin pages never read it themselves: the admin layout loader does (readFlash) and they take it from the
//   layout (useAdminData().flash);
// - a public form's page reads the message addressed to that form (readFormFlash / formFlashData) in its own
//   loader. Such pages send FLASH_PAGE_HEADERS so that no shared cache stores a page with a message.
import { createCookie, data, redirect } from "react-router";
import {
  FLASH_FORMS,
  FLASH_MAX_MESSAGE,
  FLASH_MAX_VALUE_CHARS,
  FLASH_MAX_VALUES,
  FLASH_MAX_VALUES_CHARS,
  type Flash,
  type PublicFlashForm,
} from "#app/lib/flash";
import { sessionSecret } from "../auth/session.server";
import { PUBLIC_CACHE_CONTROL } from "./headers.server";

export type { Flash, FlashEvent, FlashForm, FlashType, PublicFlashForm } from "#app/lib/flash";

export type FlashInput = Omit<Flash, "id">;

export const FLASH_COOKIE = "slice_flash";

async function flashCookie() {
  return createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secrets: [await sessionSecret()],
  });
}

function isValues(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= FLASH_MAX_VALUES &&
    entries.every(([, v]) => typeof v === "string" && v.length <= FLASH_MAX_VALUE_CHARS)
  );
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    (v.type === "success" || v.type === "warning" || v.type === "error") &&
    typeof v.message === "string" &&
    v.message.length <= FLASH_MAX_MESSAGE &&
    (v.alert === undefined || typeof v.alert === "boolean") &&
    (v.event === undefined || v.event === "login" || v.event === "logout") &&
    (v.form === undefined || FLASH_FORMS.includes(v.form as never)) &&
    (v.values === undefined || isValues(v.values))
  );
}

/** `text` cut to at most `max` UTF-16 units, never splitting a surrogate pair (which could not be encoded). */
function cut(text: string, max: number): string {
  const part = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(part) ? part.slice(0, -1) : part;
}

/** At most FLASH_MAX_VALUES fields, each cut to FLASH_MAX_VALUE_CHARS, together within `budget` characters. */
function boundValues(values: Record<string, string>, budget: number): Record<string, string> {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(values).slice(0, FLASH_MAX_VALUES)) {
    const part = cut(String(value), Math.min(FLASH_MAX_VALUE_CHARS, budget));
    budget -= part.length;
    kept.push([cut(name, 64), part]);
  }
  return Object.fromEntries(kept);
}

/** Browsers keep cookies up to 4096 bytes (name, value and attributes); stay clear of that. */
const MAX_HEADER_CHARS = 3800;

/**
 * The Set-Cookie header value that carries `flash` to the next page. Typed values are cut until the cookie
 * fits (non-Latin text takes several bytes a character), so an over-long form never loses the message.
 */
export async function flashCookieHeader(flash: FlashInput): Promise<string> {
  const cookie = await flashCookie();
  const { values, ...rest } = flash;
  const base: Flash = {
    id: Math.random().toString(36).slice(2, 10),
    ...rest,
    message: cut(flash.message, FLASH_MAX_MESSAGE),
  };
  for (let budget = FLASH_MAX_VALUES_CHARS; values; budget = Math.floor(budget / 2)) {
    const header = await cookie.serialize({ ...base, values: boundValues(values, budget) });
    if (header.length <= MAX_HEADER_CHARS || budget === 0) return header;
  }
  return cookie.serialize(base);
}

/** A redirect (303 after a form post) that carries a flash message; extra Set-Cookie headers are kept. */
export async function redirectWithFlash(url: string, flash: FlashInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookieHeader(flash));
  return redirect(url, { status: 303, headers });
}

type Parsed = { flash: Flash | null; clear: () => Promise<string> } | null;

/** The flash cookie of `request` (null when there is none) and how to clear it; a bad cookie gives flash null. */
async function parseFlash(request: Request): Promise<Parsed> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${FLASH_COOKIE}=`)) return null;
  const cookie = await flashCookie();
  const value: unknown = await cookie.parse(header);
  return {
    flash: isFlash(value) ? value : null,
    clear: () => cookie.serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}

/** Reads the flash message (if any) and the Set-Cookie header that clears it. Only the admin layout calls it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const parsed = await parseFlash(request);
  if (!parsed) return { flash: null, setCookie: null };
  return { flash: parsed.flash, setCookie: await parsed.clear() };
}

/**
 * The message addressed to one public form (flash.form), for the loader of the page that form redirects to,
 * and the Set-Cookie header that clears it, so it shows once. A cookie the server did not sign (or of the
 * wrong shape) is cleared and shows nothing; a valid message for another page is left for that page.
 */
export async function readFormFlash(
  request: Request,
  form: PublicFlashForm,
): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const parsed = await parseFlash(request);
  if (!parsed) return { flash: null, setCookie: null };
  if (parsed.flash && parsed.flash.form !== form) return { flash: null, setCookie: null };
  return { flash: parsed.flash, setCookie: await parsed.clear() };
}

/** A public form page's loader result: `{ flash }` (see readFormFlash) with the header that clears the cookie. */
export async function formFlashData(request: Request, form: PublicFlashForm) {
  const { flash, setCookie } = await readFormFlash(request, form);
  return data({ flash }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** Headers of a public form page that is personal (it shows a flash message, or answers the visitor's post). */
export const FLASH_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * Headers of a public form page that is the same for everyone (no flash message read, no post answered): shared
 * like any public page (the response cache keeps it), but `Vary: Cookie`, so that a cache in front never answers
 * a visitor who carries a flash cookie with the copy made for one who does not.
 */
const SHARED_FORM_PAGE_HEADERS = { "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "Cookie" } as const;

/**
 * The `headers` export of a public form page. Personal when the loader read a flash message (it clears the
 * cookie) or an action answered (its headers always say so, see outcomeHeaders): FLASH_PAGE_HEADERS, plus the
 * action's Retry-After when it answered 429 (React Router sends what the route's `headers` export returns, so
 * the page would lose it otherwise). Otherwise SHARED_FORM_PAGE_HEADERS.
 */
export function flashPageHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Record<string, string> {
  const personal = loaderHeaders.has("set-cookie") || actionHeaders.has("cache-control");
  if (!personal) return { ...SHARED_FORM_PAGE_HEADERS };
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...FLASH_PAGE_HEADERS, "Retry-After": retryAfter } : { ...FLASH_PAGE_HEADERS };
}

/** The page a form was posted from, for redirect-after-post: the request path without single fetch's `.data`. */
export function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
}

/** The page a form was posted from with its query string (a list's search, filters and page), for redirect-after-post. */
export function pageUrl(request: Request): string {
  const params = new URL(request.url).searchParams;
  params.delete("_routes"); // single fetch's own parameters
  params.delete("index");
  const search = params.toString();
  return search ? `${pagePath(request)}?${search}` : pagePath(request);
}
