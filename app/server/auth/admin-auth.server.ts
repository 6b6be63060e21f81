// Server-side admin authorisation (what protects the area). Every admin loader and action calls one of these
// at its top; the admin layout's check alone would not guard child actions.
import { redirect } from "react-router";
import { LOGIN_INVALID, LOGIN_LIMIT_MESSAGE } from "#app/lib/validation/auth-text";
import { adminPath } from "../platform/admin-prefix.server";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { recordOwnerOrigin } from "../platform/public-url.server";
import { readImageForm, type ImageFormOptions } from "../storage/uploads.server";
import { UploadError } from "../storage/upload-error.server";
import {
  dummyPasswordHash,
  hashPassword,
  HashQueueFullError,
  needsRehash,
  randomToken,
  safeEqual,
  verifyPassword,
} from "./password.server";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit.server";
import { keepForSignIn } from "./resume.server";
import { ADMIN_CREDENTIAL_ID, CSRF_FIELD, getAdminSession, type AdminSession } from "./session.server";

export { CSRF_FIELD };

export const LOGIN_PATH = () => adminPath("login");

/**
 * For admin pages: the live session, or a redirect to the login page. A browser whose session ended is told
 * where it was (and what it posted), to come back there after signing in (resume.server.ts).
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request);
  if (!session) {
    const kept = await keepForSignIn(request);
    throw redirect(LOGIN_PATH(), kept ? { headers: { "Set-Cookie": kept } } : undefined);
  }
  // The owner's own address: links in e-mails that visitors' requests queue use it (public-url.server.ts).
  await recordOwnerOrigin(request);
  return session;
}

export function csrfError(): Response {
  return new Response("The form has expired. Reload the page and try again.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** For admin form posts: session (else redirect), the parsed form (files kept for `imageFields`), CSRF checked. */
export async function requireAdminForm(
  request: Request,
  options: Partial<ImageFormOptions> = {},
): Promise<{ session: AdminSession; form: FormData }> {
  const session = await requireAdmin(request);
  let form: FormData;
  try {
    form = await readImageForm(request, { ...options, imageFields: options.imageFields ?? [] });
  } catch (error) {
    if (error instanceof UploadError) throw new Response(error.message, { status: error.status });
    throw error;
  }
  assertCsrf(session, form.get(CSRF_FIELD));
  return { session, form };
}

export type AdminForm =
  | { session: AdminSession; form: FormData; uploadError: null }
  | { session: AdminSession; form: null; uploadError: UploadError };

/**
 * Like requireAdminForm, but an unreadable, too large or refused upload is returned (to be shown in the page
 * with its 400/413/415 status) instead of thrown. The session is checked before any byte is parsed.
 */
export async function readAdminForm(request: Request, options: Partial<ImageFormOptions> = {}): Promise<AdminForm> {
  const session = await requireAdmin(request);
  let form: FormData;
  try {
    form = await readImageForm(request, { ...options, imageFields: options.imageFields ?? [] });
  } catch (error) {
    if (error instanceof UploadError) return { session, form: null, uploadError: error };
    throw error;
  }
  assertCsrf(session, form.get(CSRF_FIELD));
  return { session, form, uploadError: null };
}

export function assertCsrf(session: AdminSession, token: FormDataEntryValue | string | null | undefined) {
  if (typeof token !== "string" || !safeEqual(token, session.csrfToken)) throw csrfError();
}

export type ApiCaller = { kind: "token" } | { kind: "session"; session: AdminSession };

function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const url = new URL(request.url);
  const forwardedProto = request.headers.get("x-forwarded-proto");
  const expected = new Set([url.origin]);
  if (forwardedProto) expected.add(`${forwardedProto.split(",")[0]!.trim()}://${url.host}`);
  return expected.has(origin);
}

/**
 * For /api writes: `Authorization: Bearer $ADMIN_API_TOKEN`, or the admin session cookie on a same-origin
 * request (CSRF). Otherwise throws a 401 (or 403 for a cross-site cookie request) JSON response.
 */
export async function requireAdminApi(request: Request): Promise<ApiCaller> {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) {
    const token = auth.slice(7).trim();
    if (env.ADMIN_API_TOKEN && safeEqual(token, env.ADMIN_API_TOKEN)) {
      await recordOwnerOrigin(request);
      return { kind: "token" };
    }
    throw Response.json({ message: "Invalid API token." }, { status: 401 });
  }
  const session = await getAdminSession(request);
  if (!session) throw Response.json({ message: "Authentication required." }, { status: 401 });
  if (!sameOrigin(request)) throw Response.json({ message: "Cross-site request refused." }, { status: 403 });
  await recordOwnerOrigin(request);
  return { kind: "session", session };
}

/**
 * For reads of the owner's private files (customers' order photos): the admin session, or the API token for a
 * script that read an order through /api. A read changes nothing, so no same-origin check.
 */
export async function isOwnerRequest(request: Request): Promise<boolean> {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) {
    return Boolean(env.ADMIN_API_TOKEN && safeEqual(auth.slice(7).trim(), env.ADMIN_API_TOKEN));
  }
  return (await getAdminSession(request)) !== null;
}

const CREDENTIAL_ID = ADMIN_CREDENTIAL_ID;

/**
 * At start: makes sure an admin credential exists. ADMIN_PASSWORD set: its hash is stored (re-hashed when it
 * changed). Unset: on first start a random password is generated, only its hash stored, and printed once.
 * A changed username or password raises the credential's version and deletes every session: sessions of
 * other processes still running end at their next request (getAdminSession compares the versions).
 */
export async function ensureAdminCredential(log: (line: string) => void = console.log) {
  const prisma = await db();
  const existing = await prisma.adminCredential.findUnique({ where: { id: CREDENTIAL_ID } });
  if (env.ADMIN_PASSWORD) {
    const same =
      existing &&
      existing.username === env.ADMIN_USERNAME &&
      (await verifyPassword(env.ADMIN_PASSWORD, existing.passwordHash));
    if (same && needsRehash(existing.passwordHash)) await upgradeHash(existing.passwordHash, env.ADMIN_PASSWORD);
    if (!same) {
      const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
      await prisma.$transaction([
        prisma.adminCredential.upsert({
          where: { id: CREDENTIAL_ID },
          create: { id: CREDENTIAL_ID, username: env.ADMIN_USERNAME, passwordHash },
          update: { username: env.ADMIN_USERNAME, passwordHash, version: { increment: 1 } },
        }),
        prisma.adminSession.deleteMany({}),
      ]);
    }
    return;
  }
  if (existing) {
    if (existing.username !== env.ADMIN_USERNAME) {
      await prisma.$transaction([
        prisma.adminCredential.update({
          where: { id: CREDENTIAL_ID },
          data: { username: env.ADMIN_USERNAME, version: { increment: 1 } },
        }),
        prisma.adminSession.deleteMany({}),
      ]);
    }
    return;
  }
  const password = randomToken(12);
  const created = await prisma.adminCredential.createMany({
    data: [{ id: CREDENTIAL_ID, username: env.ADMIN_USERNAME, passwordHash: await hashPassword(password) }],
    skipDuplicates: true,
  });
  if (created.count === 1) {
    log("");
    log("  Admin login created (shown once; only its hash is stored):");
    log(`    username: ${env.ADMIN_USERNAME}`);
    log(`    password: ${password}`);
    log("  Set ADMIN_PASSWORD to choose your own.");
    log("");
  }
}

export type LoginResult =
  | { ok: true }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };

/**
 * Checks a login attempt against RATE_LIMIT_LOGIN per IP and username (15 minutes), and LOGIN_IP_FACTOR times
 * that per IP whatever the username. The attempt is counted in
 * the database before the password is checked, in one atomic statement, so parallel attempts (in one process
 * or several) get at most RATE_LIMIT_LOGIN checks; a successful login clears the count. A wrong username
 * costs the same hash as a wrong password (verified against the stored hash, whose parameters are the real
 * one's), and a stored hash with older parameters is upgraded after a successful login.
 */
export async function checkLogin(username: string, password: string, ip: string): Promise<LoginResult> {
  // Per IP and username, then per IP whatever the username (each username guessed costs a hash too).
  const keys = [
    ["login", `${ip}:${username.toLowerCase()}`],
    ["login-ip", ip],
  ] as const;
  for (const [kind, key] of keys) {
    const counted = await consumeRateLimit(kind, key);
    if (!counted.allowed) {
      return { ok: false, status: 429, message: LOGIN_LIMIT_MESSAGE, retryAfterSeconds: counted.retryAfterSeconds };
    }
  }
  const prisma = await db();
  const credential = await prisma.adminCredential.findUnique({ where: { id: CREDENTIAL_ID } });
  const storedHash = credential?.passwordHash ?? (await dummyPasswordHash());
  let passwordMatches: boolean;
  try {
    passwordMatches = await verifyPassword(password, storedHash);
  } catch (error) {
    if (!(error instanceof HashQueueFullError)) throw error;
    // Not tried, so not counted.
    for (const [kind, key] of keys) await refundRateLimit(kind, key);
    return { ok: false, status: 503, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  const usernameMatches = credential !== null && safeEqual(username, credential.username);
  if (!credential || !usernameMatches || !passwordMatches) {
    return { ok: false, status: 401, message: LOGIN_INVALID };
  }
  for (const [kind, key] of keys) await resetRateLimit(kind, key);
  if (needsRehash(credential.passwordHash)) await upgradeHash(credential.passwordHash, password);
  return { ok: true };
}

/** Re-hashes with today's parameters, if the row still holds `oldHash`; the version stays, so no session ends. */
async function upgradeHash(oldHash: string, password: string) {
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch (error) {
    if (error instanceof HashQueueFullError) return; // the next login upgrades it
    throw error;
  }
  await (
    await db()
  ).adminCredential.updateMany({ where: { id: CREDENTIAL_ID, passwordHash: oldHash }, data: { passwordHash } });
}
