// One-shot messages carried across a redirect (PRG): set on the redirect, read once by the next page's admin
// layout loader, which clears the cookie. Signed with the session secret so a page only shows messages the
// server set. Pages never read it themselves: they take it from the layout (useAdminData().flash).
import { createCookie, redirect } from "react-router";
import {
  FLASH_FORMS,
  FLASH_MAX_MESSAGE,
  FLASH_MAX_VALUE_CHARS,
  FLASH_MAX_VALUES,
  FLASH_MAX_VALUES_CHARS,
  type Flash,
} from "#app/lib/flash";
import { sessionSecret } from "../auth/session.server";
import { env } from "../env.server";

export type { Flash, FlashEvent, FlashForm, FlashType } from "#app/lib/flash";

export type FlashInput = Omit<Flash, "id">;

export const FLASH_COOKIE = "slice_flash";

async function flashCookie() {
  return createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1",
    path: "/",
    maxAge: 60,
    secrets: [await sessionSecret()],
  });
}

function isValues(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= FLASH_MAX_VALUES && entries.every(([, v]) => typeof v === "string" && v.length <= FLASH_MAX_VALUE_CHARS);
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    (v.type === "success" || v.type === "error") &&
    typeof v.message === "string" &&
    v.message.length <= FLASH_MAX_MESSAGE &&
    (v.alert === undefined || typeof v.alert === "boolean") &&
    (v.event === undefined || v.event === "login" || v.event === "logout") &&
    (v.form === undefined || FLASH_FORMS.includes(v.form as never)) &&
    (v.values === undefined || isValues(v.values))
  );
}

/** Keeps at most FLASH_MAX_VALUES fields, each cut to FLASH_MAX_VALUE_CHARS, all within FLASH_MAX_VALUES_CHARS. */
function boundValues(values: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  let budget = FLASH_MAX_VALUES_CHARS;
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(values).slice(0, FLASH_MAX_VALUES)) {
    const cut = value.slice(0, Math.max(0, Math.min(FLASH_MAX_VALUE_CHARS, budget)));
    budget -= cut.length;
    kept.push([name, cut]);
  }
  return Object.fromEntries(kept);
}

/** The Set-Cookie header value that carries `flash` to the next page. */
export async function flashCookieHeader(flash: FlashInput): Promise<string> {
  const value: Flash = {
    id: Math.random().toString(36).slice(2, 10),
    ...flash,
    message: flash.message.slice(0, FLASH_MAX_MESSAGE),
    values: boundValues(flash.values),
  };
  if (value.values === undefined) delete value.values;
  return (await flashCookie()).serialize(value);
}

/** A redirect (303 after a form post) that carries a flash message; extra Set-Cookie headers are kept. */
export async function redirectWithFlash(url: string, flash: FlashInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookieHeader(flash));
  return redirect(url, { status: 303, headers });
}

/** Reads the flash message (if any) and the Set-Cookie header that clears it. Only the admin layout calls it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${FLASH_COOKIE}=`)) return { flash: null, setCookie: null };
  const cookie = await flashCookie();
  const value: unknown = await cookie.parse(header);
  const setCookie = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { flash: isFlash(value) ? value : null, setCookie };
}

/** The page a form was posted from, for redirect-after-post: the request path without single fetch's `.data`. */
export function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
}
