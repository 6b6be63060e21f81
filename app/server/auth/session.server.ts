// Admin sessions: a signed, HttpOnly, SameSite=Lax cookie (Secure by the rule in secure-cookies.server.ts) that
// names an AdminSession row. The row decides: it ends SESSION_TTL_MINUTES after the owner's last request (at
// most SESSION_MAX_HOURS after sign-in; app/lib/admin-session.ts) and is deleted on logout, so a replayed cookie
// is refused. Being in the database, the moving end is the same for every worker process; it is written at most
// once a minute per session, not at every request.
// The cookie itself lasts as long as a session may (SESSION_MAX_HOURS), so it is never reset as the end moves,
// and a browser whose session ended still shows it had one: its next post is kept for after the new sign-in
// (resume.server.ts).
// Each row carries the version of the admin credential it was made with: when the credential changes (a new
// ADMIN_PASSWORD or ADMIN_USERNAME at a start, in any process), every older session ends at its next request.
import { createCookie } from "react-router";
import { canExtend, idleExpiry, renewedExpiry, type SessionLimits } from "#app/lib/admin-session";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { randomToken } from "./password.server";

export const SESSION_COOKIE = "slice_admin";
/** The form field that carries the session's CSRF token. */
export const CSRF_FIELD = "csrf";

let secretPromise: Promise<string> | undefined;

/** SESSION_SECRET, or one generated once and shared by every process through the database. */
export async function sessionSecret(): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  secretPromise ??= (async () => {
    const prisma = await db();
    const candidate = randomToken(48);
    await prisma.appSetting.upsert({
      where: { key: "session_secret" },
      create: { key: "session_secret", value: candidate },
      update: {},
    });
    const row = await prisma.appSetting.findUniqueOrThrow({ where: { key: "session_secret" } });
    return row.value;
  })();
  return secretPromise.catch((error) => {
    secretPromise = undefined;
    throw error;
  });
}

async function sessionCookie() {
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: Math.round(sessionLimits().maxMs / 1000),
    secrets: [await sessionSecret()],
  });
}

/** The idle time and the longest a session lasts, from the environment. */
export function sessionLimits(): SessionLimits {
  const idleMs = env.SESSION_TTL_MINUTES * 60_000;
  return { idleMs, maxMs: Math.max(env.SESSION_MAX_HOURS * 3_600_000, idleMs) };
}

export type AdminSession = {
  id: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
  /** False once the end is the cap after sign-in: using the site no longer moves it. */
  extendable: boolean;
};

const SESSION_FIELDS = { id: true, csrfToken: true, createdAt: true, expiresAt: true } as const;

function withExtendable(row: Omit<AdminSession, "extendable">): AdminSession {
  return { ...row, extendable: canExtend(row, sessionLimits()) };
}

/** The one admin credential's row id (AdminCredential). */
export const ADMIN_CREDENTIAL_ID = "owner";

/** The stored credential's version; 0 while none exists. */
async function credentialVersion(): Promise<number> {
  const credential = await (
    await db()
  ).adminCredential.findUnique({
    where: { id: ADMIN_CREDENTIAL_ID },
    select: { version: true },
  });
  return credential?.version ?? 0;
}

/** Creates a new session row (a fresh id at every login) and the Set-Cookie header that names it. */
export async function createAdminSession(): Promise<{ session: AdminSession; setCookie: string }> {
  const prisma = await db();
  const now = new Date();
  const row = await prisma.adminSession.create({
    data: {
      id: randomToken(32),
      csrfToken: randomToken(24),
      createdAt: now,
      expiresAt: idleExpiry(now, now, sessionLimits()),
      credentialVersion: await credentialVersion(),
    },
    select: SESSION_FIELDS,
  });
  const cookie = await sessionCookie();
  return { session: withExtendable(row), setCookie: await cookie.serialize(row.id) };
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(SESSION_COOKIE)) return null;
  const value: unknown = await (await sessionCookie()).parse(header);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

/** Whether the request carries a session cookie this site signed, live or not: this browser signed in here. */
export async function hadAdminSession(request: Request): Promise<boolean> {
  return (await sessionIdFrom(request)) !== null;
}

/**
 * The live session named by the request's cookie, or null (missing, forged, expired, logged out, or made
 * before the credential last changed; such a row is deleted). A live session's end moves to SESSION_TTL_MINUTES
 * from now when that is at least a minute later than the stored one (`renew: "always"`: whenever it is later).
 */
export async function getAdminSession(
  request: Request,
  { renew = "step" }: { renew?: "step" | "always" } = {},
): Promise<AdminSession | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  const prisma = await db();
  const [row, version] = await Promise.all([
    prisma.adminSession.findUnique({ where: { id }, select: { ...SESSION_FIELDS, credentialVersion: true } }),
    credentialVersion(),
  ]);
  if (!row) return null;
  const now = new Date();
  if (row.expiresAt.getTime() <= now.getTime() || row.credentialVersion !== version) {
    await prisma.adminSession.deleteMany({ where: { id } });
    return null;
  }
  const session = { id: row.id, csrfToken: row.csrfToken, createdAt: row.createdAt, expiresAt: row.expiresAt };
  const next =
    renew === "always"
      ? idleExpiry(session.createdAt, now, sessionLimits())
      : renewedExpiry(session, now, sessionLimits());
  if (!next || next.getTime() <= session.expiresAt.getTime()) return withExtendable(session);
  // Only forwards, and only while the row still lives: a logout or expiry meanwhile is not undone.
  await prisma.adminSession.updateMany({
    where: { id, expiresAt: { gt: now, lt: next } },
    data: { expiresAt: next },
  });
  return withExtendable({ ...session, expiresAt: next });
}

/** Deletes the session row and returns the Set-Cookie header that clears the cookie. */
export async function destroyAdminSession(request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) await (await db()).adminSession.deleteMany({ where: { id } });
  return (await sessionCookie()).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Deletes expired session rows (run periodically by a background job). */
export async function deleteExpiredSessions(): Promise<number> {
  const { count } = await (await db()).adminSession.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  return count;
}
