// The admin session's timing rules and the return path after a new sign-in, shared by the server (which
// decides) and the admin pages' notice (which only shows what the server decided).
//
// A session ends after SESSION_TTL_MINUTES without a request, and in any case SESSION_MAX_HOURS after sign-in:
// working keeps it, an unattended browser does not, and a stolen cookie is not good for ever.

const MINUTE = 60_000;

/** The stored end moves at most once in this step: a page view within a minute of the last move writes nothing. */
export const RENEW_STEP_MS = MINUTE;

export type SessionTimes = { createdAt: Date; expiresAt: Date };
export type SessionLimits = { idleMs: number; maxMs: number };

/** When a session used at `now` ends: `idleMs` later, never past `maxMs` after its sign-in. */
export function idleExpiry(createdAt: Date, now: Date, { idleMs, maxMs }: SessionLimits): Date {
  return new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + maxMs));
}

/** The new end for a request at `now`, or null when the stored one is recent enough to keep (no write). */
export function renewedExpiry(session: SessionTimes, now: Date, limits: SessionLimits): Date | null {
  const next = idleExpiry(session.createdAt, now, limits);
  return next.getTime() - session.expiresAt.getTime() >= RENEW_STEP_MS ? next : null;
}

/** Whether a request could still move the end later (false once the end is the cap after sign-in). */
export function canExtend(session: SessionTimes, { maxMs }: SessionLimits): boolean {
  return session.expiresAt.getTime() < session.createdAt.getTime() + maxMs;
}

/** How long before the end the page warns: two minutes, or half the idle time when that is shorter. */
export function warningLeadMs(idleMs: number): number {
  return Math.min(2 * MINUTE, Math.floor(idleMs / 2));
}

/**
 * `value` as a path inside the admin area (`prefix` or below it, with its query), or null: another site, a
 * protocol-relative or backslashed address, a path outside the area, or login and logout themselves (a return
 * there would loop or sign out).
 */
export function safeReturnPath(value: string | null | undefined, prefix: string): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/") || value.includes("\\")) return null;
  // A tab or line break inside would be dropped by the URL parser, turning "/\t/evil.example" into "//evil.example".
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://admin.invalid") return null;
  const path = url.pathname.replace(/\.data$/, "");
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  if (path === `${prefix}/login` || path === `${prefix}/logout`) return null;
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return search ? `${path}?${search}` : path;
}
