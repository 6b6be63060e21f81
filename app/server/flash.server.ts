// One-shot messages carried across a redirect (post/redirect/get): the action sets a short-lived cookie, the
// next page's loader reads it and clears it. `values` lets a redirected form show what was typed.
import { createCookie, redirect } from "react-router";
import { env } from "./env.server";

export type Flash = { kind: "success" | "error"; message: string; form?: string; values?: Record<string, string> };

const flashCookie = createCookie("slice_page_flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
  secure: env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1",
});

const MAX_VALUE_CHARS = 1500;

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.kind === "success" || v.kind === "error") && typeof v.message === "string" && v.message.length <= 300;
}

/** The Set-Cookie header that carries `flash` to the next page. */
export async function flashCookieHeader(flash: Flash): Promise<string> {
  const values = flash.values
    ? Object.fromEntries(Object.entries(flash.values).map(([k, v]) => [k, v.slice(0, MAX_VALUE_CHARS)]))
    : undefined;
  return flashCookie.serialize({ ...flash, values });
}

export async function redirectWithFlash(url: string, flash: Flash | string, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookieHeader(typeof flash === "string" ? { kind: "success", message: flash } : flash));
  return redirect(url, { ...init, headers });
}

/** The pending flash (or null) and the headers that clear it; return those headers from the loader. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("slice_page_flash=")) return { flash: null, headers };
  let value: unknown = null;
  try {
    value = await flashCookie.parse(cookieHeader);
  } catch {
    value = null;
  }
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  return { flash: isFlash(value) ? value : null, headers };
}

/** The page a form was posted from, for redirect-after-post: the request path without single fetch's `.data`. */
export function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
}
