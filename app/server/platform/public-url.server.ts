// The site's public origin for absolute URLs (sitemap, robots.txt, Open Graph, canonical links, e-mails).
//
// Links inside e-mails need an origin that can be trusted: an e-mail outlives the request that queued it and may go
// to many people, and an anonymous request's Host may be an internal address or one an attacker chose. The rule
// (docs/decisions/0013):
// - PUBLIC_URL when it is set;
// - for an e-mail the owner's own request queues (admin session or API token): that request's origin, since the
//   owner reached the site there and is the one sending;
// - for an e-mail a visitor's request queues: the origin of the owner's latest signed-in request, recorded in the
//   database (every process reads it); none recorded yet: the request's own origin outside production, no link
//   in production. Never the visitor's Host in production.
import { db } from "./db.server";
import { env } from "./env.server";

/** The AppSetting row that holds the origin of the owner's latest signed-in request. */
const OWNER_ORIGIN_KEY = "owner_origin";

/** PUBLIC_URL without a trailing slash, or null when it is not set. */
function configuredOrigin(): string | null {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : null;
}

/** PUBLIC_URL (without a trailing slash) when set, otherwise the origin of the request. */
export function publicOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/**
 * The origin for links in an e-mail that the owner's authenticated request queues (a broadcast, a test copy, an
 * order's status change): PUBLIC_URL, else the request's own origin. Only for requests that passed requireAdmin or
 * requireAdminApi: the owner reached the site at that address and is the one naming it.
 */
export function ownerEmailOrigin(request: Request): string {
  return publicOrigin(request);
}

/**
 * The origin for links in an e-mail that a visitor's request queues (an order placed or cancelled), or null to leave
 * the link out: PUBLIC_URL, else the owner's recorded origin, else (outside production only, to try the site
 * locally) the request's own origin.
 */
export async function visitorEmailOrigin(request: Request): Promise<string | null> {
  const configured = configuredOrigin();
  if (configured) return configured;
  const recorded = await recordedOwnerOrigin();
  if (recorded) return recorded;
  return env.NODE_ENV === "production" ? null : new URL(request.url).origin;
}

/**
 * The origin for links in an e-mail a background job queues (no request to go by): PUBLIC_URL, else the owner's
 * recorded origin, else null (the link is left out).
 */
export async function jobEmailOrigin(): Promise<string | null> {
  return configuredOrigin() ?? (await recordedOwnerOrigin());
}

/** The origin of the owner's latest signed-in request as recorded in the database, or null before the first. */
export async function recordedOwnerOrigin(): Promise<string | null> {
  const row = await (await db()).appSetting.findUnique({ where: { key: OWNER_ORIGIN_KEY } });
  return row?.value ?? null;
}

/**
 * The origin this process last read or wrote for the owner, and when (saves the database a read and a write per
 * request). Checked against the database again after KNOWN_FOR_MS, so a row another process changed, or a restored
 * backup emptied, is put right by this process's next owner request.
 */
let known: { origin: string; at: number } | null = null;
const KNOWN_FOR_MS = 10 * 60_000;
const recording = new Map<string, Promise<void>>();

/**
 * Records the origin of an authenticated owner request (called by requireAdmin and requireAdminApi once the caller
 * is known). A write only when the origin differs from the stored one, so an ordinary admin request costs nothing:
 * the row's write also bumps the content version. Nothing is recorded while PUBLIC_URL is set (it wins anyway).
 * Another process may have recorded a different origin since this one last did: the owner reached the site at
 * both, so either is trusted, and this process records its own again within KNOWN_FOR_MS.
 */
export function recordOwnerOrigin(request: Request): Promise<void> {
  if (configuredOrigin()) return Promise.resolve();
  const origin = new URL(request.url).origin;
  if (known?.origin === origin && Date.now() - known.at < KNOWN_FOR_MS) return Promise.resolve();
  let pending = recording.get(origin);
  if (!pending) {
    pending = storeOwnerOrigin(origin).finally(() => recording.delete(origin));
    recording.set(origin, pending);
  }
  return pending;
}

async function storeOwnerOrigin(origin: string) {
  const prisma = await db();
  if ((await recordedOwnerOrigin()) !== origin) {
    await prisma.appSetting.upsert({
      where: { key: OWNER_ORIGIN_KEY },
      create: { key: OWNER_ORIGIN_KEY, value: origin },
      update: { value: origin },
    });
  }
  known = { origin, at: Date.now() };
}

/** Forgets what this process knows of the recorded origin (the tests empty the tables between cases). */
export function forgetOwnerOrigin() {
  known = null;
}
