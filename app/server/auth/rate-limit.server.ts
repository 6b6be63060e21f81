// Fixed-window rate limits kept in the database (rate-limiter-flexible's Prisma store), so they hold across
// server processes. Public writes: RATE_LIMIT_PUBLIC per minute per IP and route. Failed logins:
// RATE_LIMIT_LOGIN per 15 minutes per IP and username, and LOGIN_IP_FACTOR times that per IP whatever the username. Counting is one atomic statement in the database
// (INSERT ... ON CONFLICT DO UPDATE SET points = points + 1, Prisma's native upsert), so concurrent requests,
// in one process or several, are each counted: count first, then do the work.
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import type { PrismaClient } from "#app/generated/prisma/client";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";

export type RateLimitKind = "public" | "login" | "login-ip";

/** Login attempts one IP may make across all usernames, as a multiple of RATE_LIMIT_LOGIN. */
export const LOGIN_IP_FACTOR = 4;

const WINDOWS: Record<RateLimitKind, { points: () => number; duration: number }> = {
  public: { points: () => env.RATE_LIMIT_PUBLIC, duration: 60 },
  login: { points: () => env.RATE_LIMIT_LOGIN, duration: 15 * 60 },
  "login-ip": { points: () => env.RATE_LIMIT_LOGIN * LOGIN_IP_FACTOR, duration: 15 * 60 },
};

const limiters = new WeakMap<PrismaClient, Map<RateLimitKind, RateLimiterPrisma>>();

async function limiter(kind: RateLimitKind): Promise<RateLimiterPrisma> {
  const prisma = await db();
  let byKind = limiters.get(prisma);
  if (!byKind) limiters.set(prisma, (byKind = new Map()));
  let found = byKind.get(kind);
  if (!found) {
    found = new RateLimiterPrisma({
      storeClient: prisma,
      tableName: "rateLimiterFlexible",
      keyPrefix: kind,
      points: WINDOWS[kind].points(),
      duration: WINDOWS[kind].duration,
      clearExpiredByTimeout: false,
    });
    byKind.set(kind, found);
  }
  return found;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request against `key` and says whether it is within the limit. */
export async function consumeRateLimit(kind: RateLimitKind, key: string): Promise<RateLimitResult> {
  try {
    await (await limiter(kind)).consume(key, 1);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
    throw error;
  }
}

/** Gives back one point counted against `key` (an attempt that was refused before it was tried). */
export async function refundRateLimit(kind: RateLimitKind, key: string) {
  await (await limiter(kind)).reward(key, 1);
}

export async function resetRateLimit(kind: RateLimitKind, key: string) {
  await (await limiter(kind)).delete(key);
}

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * For a route module's `headers` export: the parent route's headers plus the action's or loader's Retry-After
 * (React Router sends only what the deepest `headers` export returns, so a 429 page would lose it otherwise).
 */
export function withRetryAfter({
  parentHeaders,
  actionHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function tooManyRequestsJson(retryAfterSeconds: number, message = RATE_LIMIT_MESSAGE): Response {
  return Response.json({ message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}
