// Admin sessions: a signed, HttpOnly, SameSite=Lax cookie (Secure in production) that names an AdminSession
// row. The row expires SESSION_TTL_MINUTES after login and is deleted on logout, so a replayed cookie is refused.
// Each row carries the version of the admin credential it was made with: when the credential changes (a new
// ADMIN_PASSWORD or ADMIN_USERNAME at a start, in any process), every older session ends at its next request.
import { createCookie } from "react-router";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { randomToken } from "./password.server";

export const SESSION_COOKIE = "slice_admin";

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
    secure: env.NODE_ENV === "production" && !env.INSECURE_COOKIES,
    path: "/",
    maxAge: Math.round(env.SESSION_TTL_MINUTES * 60),
    secrets: [await sessionSecret()],
  });
}

export type AdminSession = { id: string; csrfToken: string; expiresAt: Date };

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
  const session = await prisma.adminSession.create({
    data: {
      id: randomToken(32),
      csrfToken: randomToken(24),
      expiresAt: new Date(Date.now() + env.SESSION_TTL_MINUTES * 60_000),
      credentialVersion: await credentialVersion(),
    },
    select: { id: true, csrfToken: true, expiresAt: true },
  });
  const cookie = await sessionCookie();
  return { session, setCookie: await cookie.serialize(session.id, { expires: session.expiresAt }) };
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(SESSION_COOKIE)) return null;
  const value: unknown = await (await sessionCookie()).parse(header);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

/**
 * The live session named by the request's cookie, or null (missing, forged, expired, logged out, or made
 * before the credential last changed; such a row is deleted).
 */
export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  const prisma = await db();
  const [row, version] = await Promise.all([
    prisma.adminSession.findUnique({
      where: { id },
      select: { id: true, csrfToken: true, expiresAt: true, credentialVersion: true },
    }),
    credentialVersion(),
  ]);
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now() || row.credentialVersion !== version) {
    await prisma.adminSession.deleteMany({ where: { id } });
    return null;
  }
  return { id: row.id, csrfToken: row.csrfToken, expiresAt: row.expiresAt };
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
