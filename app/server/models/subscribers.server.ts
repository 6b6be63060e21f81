// Newsletter subscribers (contract.md section 4): a 6-digit code, stored only as a hash, valid 10 minutes,
// single-use, at most 5 tries; re-subscribing an unverified (or unsubscribed) address sends a new code.
// Both the /subscribe page and POST /api/subscribe(/verify) call these functions.
import { createHash, randomInt } from "node:crypto";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { db } from "../db.server";
import { randomToken, safeEqual } from "../auth/password.server";
import { verificationEmail } from "../email/templates.server";
import { badRequest } from "./errors.server";
import { enqueueEmail } from "./outbox.server";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The code hashed with the subscriber's own unsubscribe token as salt (never stored in clear). */
export function hashCode(code: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("base64url");
}

export type SubscribeOutcome =
  | { status: "code-sent"; message: string }
  | { status: "already-subscribed"; message: string };

/** Starts (or restarts) a subscription: stores a fresh code hash and queues the verification e-mail. */
export async function requestSubscription(email: string, code: string = generateCode()): Promise<SubscribeOutcome> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const existing = await tx.subscriber.findUnique({ where: { email }, select: { status: true, unsubscribeToken: true } });
    if (existing?.status === "verified") {
      return { status: "already-subscribed", message: SUBSCRIBE_TEXT.alreadySubscribed } as const;
    }
    const token = existing?.unsubscribeToken ?? randomToken(24);
    const fields = {
      status: "pending" as const,
      codeHash: hashCode(code, token),
      codeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
      codeAttempts: 0,
      unsubscribedAt: null,
    };
    await tx.subscriber.upsert({
      where: { email },
      create: { email, unsubscribeToken: token, ...fields },
      update: fields,
    });
    await enqueueEmail(tx, { kind: "verification", to: email, content: verificationEmail(code) });
    return { status: "code-sent", message: SUBSCRIBE_TEXT.codeSent } as const;
  });
}

/**
 * Checks a code. Each try is counted before the comparison (a conditional update, so concurrent guesses cannot
 * exceed the limit); a match is consumed in the same conditional way, so a code works once.
 */
export async function verifySubscription(email: string, code: string): Promise<{ message: string }> {
  const prisma = await db();
  const subscriber = await prisma.subscriber.findUnique({
    where: { email },
    select: { id: true, status: true, codeHash: true, codeExpiresAt: true, codeAttempts: true, unsubscribeToken: true },
  });
  if (!subscriber || !subscriber.codeHash || !subscriber.codeExpiresAt) throw badRequest(SUBSCRIBE_TEXT.invalidCode);
  if (subscriber.codeAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(SUBSCRIBE_TEXT.tooManyTries);
  if (subscriber.codeExpiresAt.getTime() <= Date.now()) throw badRequest(SUBSCRIBE_TEXT.invalidCode);

  const counted = await prisma.subscriber.updateMany({
    where: { id: subscriber.id, codeHash: subscriber.codeHash, codeAttempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { codeAttempts: { increment: 1 } },
  });
  if (counted.count !== 1) throw badRequest(SUBSCRIBE_TEXT.invalidCode);
  if (!safeEqual(hashCode(code, subscriber.unsubscribeToken), subscriber.codeHash)) {
    if (subscriber.codeAttempts + 1 >= MAX_CODE_ATTEMPTS) throw badRequest(SUBSCRIBE_TEXT.tooManyTries);
    throw badRequest(SUBSCRIBE_TEXT.invalidCode);
  }
  const used = await prisma.subscriber.updateMany({
    where: { id: subscriber.id, codeHash: subscriber.codeHash },
    data: { status: "verified", verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 },
  });
  if (used.count !== 1) throw badRequest(SUBSCRIBE_TEXT.invalidCode);
  return { message: SUBSCRIBE_TEXT.verified };
}

export type UnsubscribeTarget = { email: string; status: "pending" | "verified" | "unsubscribed" };

function validToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/** Who a link's token names (for the confirmation page); null for an unknown token. Changes nothing. */
export async function findSubscriberByToken(token: unknown): Promise<UnsubscribeTarget | null> {
  if (!validToken(token)) return null;
  return (await db()).subscriber.findUnique({ where: { unsubscribeToken: token }, select: { email: true, status: true } });
}

/** Unsubscribes the address a token names (idempotent); false for an unknown token. */
export async function unsubscribeByToken(token: unknown): Promise<boolean> {
  if (!validToken(token)) return false;
  const prisma = await db();
  const found = await prisma.subscriber.findUnique({ where: { unsubscribeToken: token }, select: { status: true } });
  if (!found) return false;
  if (found.status !== "unsubscribed") {
    await prisma.subscriber.update({
      where: { unsubscribeToken: token },
      data: { status: "unsubscribed", unsubscribedAt: new Date(), codeHash: null, codeExpiresAt: null },
    });
  }
  return true;
}

export type SubscriberRow = {
  id: string;
  email: string;
  status: "pending" | "verified" | "unsubscribed";
  createdAt: Date;
  verifiedAt: Date | null;
  unsubscribedAt: Date | null;
};

const subscriberSelect = {
  id: true,
  email: true,
  status: true,
  createdAt: true,
  verifiedAt: true,
  unsubscribedAt: true,
} as const;

export async function countSubscribers(): Promise<Record<SubscriberRow["status"], number>> {
  const groups = await (await db()).subscriber.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = { pending: 0, verified: 0, unsubscribed: 0 };
  for (const g of groups) counts[g.status] = g._count._all;
  return counts;
}

export async function listSubscribers(limit = 500): Promise<SubscriberRow[]> {
  return (await db()).subscriber.findMany({ select: subscriberSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}

const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every subscriber as CSV (email, status, subscribed, verified, unsubscribed), oldest first, read in pages. */
export async function* subscribersCsv(pageSize = 1000): AsyncGenerator<string> {
  yield "email,status,subscribed_at,verified_at,unsubscribed_at\r\n";
  const prisma = await db();
  let cursor: string | undefined;
  for (;;) {
    const rows = await prisma.subscriber.findMany({
      select: subscriberSelect,
      orderBy: { id: "asc" },
      take: pageSize,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        [r.email, r.status, r.createdAt.toISOString(), r.verifiedAt?.toISOString() ?? "", r.unsubscribedAt?.toISOString() ?? ""]
          .map(csvCell)
          .join(",") + "\r\n",
      )
      .join("");
    cursor = rows[rows.length - 1]!.id;
  }
}

