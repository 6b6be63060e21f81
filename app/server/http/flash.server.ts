// One-shot messages carried across a redirect (PRG): set on the redirect, read once by the next page's layout
// loader, which clears the cookie. Signed with the session secret so a page only shows messages the server set.
import { createCookie, redirect } from "react-router";
import { sessionSecret } from "../auth/session.server";
import { env } from "../env.server";

export type FlashType = "success" | "error";
export type FlashEvent = "login" | "logout";

export type Flash = {
  id: string;
  type: FlashType;
  message: string;
  /** The spec calls this text an alert: with JavaScript the page also shows it in window.alert. */
  alert?: boolean;
  /** Lets the page run a client effect once (the isAdmin localStorage flag). */
  event?: FlashEvent;
};

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

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    (v.type === "success" || v.type === "error") &&
    typeof v.message === "string" &&
    v.message.length <= 500 &&
    (v.alert === undefined || typeof v.alert === "boolean") &&
    (v.event === undefined || v.event === "login" || v.event === "logout")
  );
}

/** The Set-Cookie header value that carries `flash` to the next page. */
export async function flashCookieHeader(flash: FlashInput): Promise<string> {
  const value: Flash = { id: Math.random().toString(36).slice(2, 10), ...flash };
  return (await flashCookie()).serialize(value);
}

/** A redirect (303 after a form post) that carries a flash message; extra Set-Cookie headers are kept. */
export async function redirectWithFlash(url: string, flash: FlashInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookieHeader(flash));
  return redirect(url, { status: 303, headers });
}

/** Reads the flash message (if any) and the Set-Cookie header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(FLASH_COOKIE)) return { flash: null, setCookie: null };
  const cookie = await flashCookie();
  const value: unknown = await cookie.parse(header);
  const setCookie = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { flash: isFlash(value) ? value : null, setCookie };
}
