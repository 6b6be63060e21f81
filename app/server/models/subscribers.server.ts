// Newsletter subscribers: a 6-digit code, stored only as a hash, valid 10 minutes,
// single-use, at most 5 wrong tries; re-subscribing an unverified (or unsubscribed) address sends a new code.
// Addresses are stored as given and compared case-insensitively: the table is unique on lower("email") (an
// expression index, see the migration subscriber_email_case_insensitive) and every lookup goes through lower().
// Abuse limits, per address and whatever the IP (kept in the row, so they hold across server processes): at most
// MAX_CODES_PER_HOUR verification e-mails in any hour (the send times are kept in `codesSentAt`), and the 5 wrong
// tries count for every code sent in that hour, so signing up again does not give new tries; they start afresh
// once an hour has passed since the last code.
// Both the /subscribe page and POST /api/subscribe(/verify) call these functions.
import { createHash, randomInt } from "node:crypto";
import type { Prisma, PrismaClient } from "#app/generated/prisma/client";
import { csvLine } from "#app/lib/csv";
import type { SubscriberQuery } from "#app/lib/admin-lists";
import { escapeLike, pageInfo, PAGE_SIZE, type PageInfo } from "#app/lib/list-query";
import {
  MAX_CODES_PER_HOUR,
  SUBSCRIBE_TEXT,
  tooManyCodesMessage,
  triesUsedUpMessage,
} from "#app/lib/validation/subscribe";
import { db } from "../platform/db.server";
import { randomToken, safeEqual } from "../auth/password.server";
import { verificationEmail } from "../email/templates.server";
import { badRequest, isRecordId, notFound } from "./errors.server";
import { enqueueEmail, eraseOutboxRecipient } from "./outbox.server";
import { eraseOrdersOf } from "./orders/privacy.server";
import { removeImages } from "../storage/images.server";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_WINDOW_MS = 60 * 60_000;
export { MAX_CODES_PER_HOUR };

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The code hashed with the subscriber's own unsubscribe token as salt (never stored in clear). */
export function hashCode(code: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("base64url");
}

type Tx = Prisma.TransactionClient | PrismaClient;

/** The id of the subscriber whose address equals `email` ignoring case (uses the lower("email") index). */
async function findIdByEmail(tx: Tx, email: string, lock = false): Promise<string | null> {
  const rows = lock
    ? await tx.$queryRaw<
        { id: string }[]
      >`SELECT "id" FROM "Subscriber" WHERE lower("email") = lower(${email}) FOR UPDATE`
    : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Subscriber" WHERE lower("email") = lower(${email})`;
  return rows[0]?.id ?? null;
}

/** The subscriber stored for `email`, compared case-insensitively (null when there is none). */
export async function findSubscriberByEmail(email: string) {
  const prisma = await db();
  const id = await findIdByEmail(prisma, email);
  return id ? prisma.subscriber.findUnique({ where: { id } }) : null;
}

export type SubscribeOutcome =
  | { status: "code-sent"; message: string }
  | { status: "already-subscribed"; message: string }
  | { status: "limited"; message: string; retryAfterSeconds: number };

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Starts (or restarts) a subscription: stores a fresh code hash and queues the verification e-mail, unless the
 * address is verified (already-subscribed) or over its limits (limited, with the wait). The row is locked for
 * the decision, so concurrent sign-ups for one address are counted one after the other.
 */
export async function requestSubscription(
  email: string,
  code: string = generateCode(),
  waitingFor: readonly string[] = [],
): Promise<SubscribeOutcome> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    // A new address gets its row first (a no-op when any spelling of it exists), so there is always a row to lock.
    await tx.subscriber.createMany({ data: [{ email, unsubscribeToken: randomToken(24) }], skipDuplicates: true });
    const id = await findIdByEmail(tx, email, true);
    const row = id ? await tx.subscriber.findUnique({ where: { id } }) : null;
    if (!row) throw new Error("The subscriber row could not be created.");
    // What the address waits for only grows (a reader already subscribed who taps Notify Me is now waiting too):
    // it only narrows which messages they get among those they already receive.
    const waiting = [...new Set([...row.waitingFor, ...waitingFor])];
    if (waiting.length !== row.waitingFor.length) {
      await tx.subscriber.update({ where: { id: row.id }, data: { waitingFor: waiting } });
    }
    if (row.status === "verified") {
      return { status: "already-subscribed", message: SUBSCRIBE_TEXT.alreadySubscribed } as const;
    }
    const now = Date.now();
    const recent = row.codesSentAt
      .map((d) => d.getTime())
      .filter((t) => now - t < CODE_WINDOW_MS)
      .sort((a, b) => a - b);
    if (recent.length >= MAX_CODES_PER_HOUR) {
      const retryAfterSeconds = secondsUntil(recent[recent.length - MAX_CODES_PER_HOUR]! + CODE_WINDOW_MS, now);
      return { status: "limited", message: tooManyCodesMessage(retryAfterSeconds), retryAfterSeconds } as const;
    }
    // The tries belong to the hour, not to one code: only a first code after a quiet hour starts them afresh.
    const attempts = recent.length === 0 ? 0 : row.codeAttempts;
    if (attempts >= MAX_CODE_ATTEMPTS) {
      const retryAfterSeconds = secondsUntil(recent[recent.length - 1]! + CODE_WINDOW_MS, now);
      return { status: "limited", message: triesUsedUpMessage(retryAfterSeconds), retryAfterSeconds } as const;
    }
    await tx.subscriber.update({
      where: { id: row.id },
      data: {
        status: "pending",
        codeHash: hashCode(code, row.unsubscribeToken),
        codeExpiresAt: new Date(now + CODE_TTL_MS),
        codeAttempts: attempts,
        codesSentAt: [...recent.map((t) => new Date(t)), new Date(now)],
        unsubscribedAt: null,
      },
    });
    await enqueueEmail(tx, { kind: "verification", to: row.email, content: verificationEmail(code) });
    return { status: "code-sent", message: SUBSCRIBE_TEXT.codeSent } as const;
  });
}

/**
 * Checks a code. Each try is counted before the comparison (a conditional update, so concurrent guesses cannot
 * exceed the limit); a match is consumed in the same conditional way, so a code works once.
 */
export async function verifySubscription(email: string, code: string): Promise<{ message: string }> {
  const prisma = await db();
  const id = await findIdByEmail(prisma, email);
  const subscriber = id
    ? await prisma.subscriber.findUnique({
        where: { id },
        select: {
          id: true,
          status: true,
          codeHash: true,
          codeExpiresAt: true,
          codeAttempts: true,
          unsubscribeToken: true,
        },
      })
    : null;
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

/** The subscriber a token names: its own token, or one of a row merged into it (links sent before the merge). */
async function findByToken(token: string) {
  const prisma = await db();
  const select = { id: true, email: true, status: true } as const;
  return (
    (await prisma.subscriber.findUnique({ where: { unsubscribeToken: token }, select })) ??
    (await prisma.subscriber.findFirst({ where: { formerTokens: { has: token } }, select }))
  );
}

/** Who a link's token names (for the confirmation page); null for an unknown token. Changes nothing. */
export async function findSubscriberByToken(token: unknown): Promise<UnsubscribeTarget | null> {
  if (!validToken(token)) return null;
  const found = await findByToken(token);
  return found ? { email: found.email, status: found.status } : null;
}

/** Unsubscribes the address a token names (idempotent); false for an unknown token. */
export async function unsubscribeByToken(token: unknown): Promise<boolean> {
  if (!validToken(token)) return false;
  const prisma = await db();
  const found = await findByToken(token);
  if (!found) return false;
  if (found.status !== "unsubscribed") {
    await prisma.subscriber.update({
      where: { id: found.id },
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

const SUBSCRIBER_ORDER = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  email: [{ email: "asc" }, { id: "asc" }],
} as const satisfies Record<SubscriberQuery["sort"], Prisma.SubscriberOrderByWithRelationInput[]>;

/** One page of subscribers matching a search (any part of the address, any case) and a status. */
export async function listSubscribersPage(
  query: SubscriberQuery,
  size = PAGE_SIZE,
): Promise<{ rows: SubscriberRow[]; info: PageInfo }> {
  const prisma = await db();
  const status = query.filters.status as SubscriberRow["status"] | undefined;
  const where: Prisma.SubscriberWhereInput = {
    ...(status ? { status } : {}),
    ...(query.q ? { email: { contains: escapeLike(query.q), mode: "insensitive" } } : {}),
  };
  const info = pageInfo(await prisma.subscriber.count({ where }), query.page, size);
  const rows = await prisma.subscriber.findMany({
    select: subscriberSelect,
    where,
    orderBy: [...SUBSCRIBER_ORDER[query.sort]],
    skip: info.offset,
    take: info.size,
  });
  return { rows, info };
}

const SUBSCRIBER_NOT_FOUND = "Subscriber not found.";

/** The owner unsubscribes one address (a customer asked by phone or e-mail); returns the address. */
export async function unsubscribeSubscriber(id: unknown): Promise<{ email: string }> {
  if (!isRecordId(id)) throw notFound(SUBSCRIBER_NOT_FOUND);
  const prisma = await db();
  const found = await prisma.subscriber.findUnique({ where: { id }, select: { email: true, status: true } });
  if (!found) throw notFound(SUBSCRIBER_NOT_FOUND);
  if (found.status !== "unsubscribed") {
    await prisma.subscriber.update({
      where: { id },
      data: { status: "unsubscribed", unsubscribedAt: new Date(), codeHash: null, codeExpiresAt: null },
    });
  }
  return { email: found.email };
}

/**
 * Erases one subscriber (a request under India's DPDP Act 2023 or GDPR art. 17): the row goes, and with it the
 * address, its codes and tokens; its outbox rows are blanked (eraseOutboxRecipient). Cake orders placed with the address lose their contact data and
 * photos (the photos' files go once the erasure has committed). Returns the address, for the owner's confirmation message.
 */
export async function eraseSubscriber(id: unknown): Promise<{ email: string }> {
  if (!isRecordId(id)) throw notFound(SUBSCRIBER_NOT_FOUND);
  const prisma = await db();
  const { email, photos } = await prisma.$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<
      { email: string }[]
    >`SELECT "email" FROM "Subscriber" WHERE "id" = ${id} FOR UPDATE`;
    if (!found) throw notFound(SUBSCRIBER_NOT_FOUND);
    await tx.subscriber.delete({ where: { id } });
    await eraseOutboxRecipient(tx, found.email);
    // The same person's cake orders lose their contact data and photos too.
    const { photos } = await eraseOrdersOf(tx, found.email);
    return { email: found.email, photos };
  });
  await removeImages(photos);
  return { email };
}

/** Every subscriber as CSV (email, status, subscribed, verified, unsubscribed), oldest first, read in pages. */
export async function* subscribersCsv(pageSize = 1000): AsyncGenerator<string> {
  yield csvLine(["email", "status", "subscribed_at", "verified_at", "unsubscribed_at"]);
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
        csvLine([
          r.email,
          r.status,
          r.createdAt.toISOString(),
          r.verifiedAt?.toISOString() ?? "",
          r.unsubscribedAt?.toISOString() ?? "",
        ]),
      )
      .join("");
    cursor = rows[rows.length - 1]!.id;
  }
}
