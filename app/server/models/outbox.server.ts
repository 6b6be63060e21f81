// The e-mail outbox (none lost, none twice): every e-mail is a row first, written in the same transaction as
// the change that caused it; the background sender (app/server/main/outbox-worker.server.ts) claims due rows
// with FOR UPDATE SKIP LOCKED and a lease, so several server processes never send the same row, and a crash
// only delays an e-mail (the lease runs out and the row is claimed again, with the same idempotency key).
// Broadcasts (the admin's message to all subscribers) are queued by broadcasts.server.ts.
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "#app/generated/prisma/client";
import { ERASED_RECIPIENT, type OutboxQuery } from "#app/lib/admin-lists";
import { isEmail } from "#app/lib/validation/rules";
import { escapeLike, pageInfo, PAGE_SIZE, type PageInfo } from "#app/lib/list-query";
import { db } from "../platform/db.server";
import { headerFields, headerText, storedHeaderFields, type HeaderText } from "../email/headers.server";
import type { EmailContent } from "../email/templates.server";
import { badRequest, isRecordId, notFound } from "./errors.server";

type Tx = Prisma.TransactionClient | PrismaClient;

export type EmailKind =
  | "verification"
  | "broadcast"
  | "broadcast-test"
  | "contact-notification"
  | "partner-notification"
  | "order-status"
  | "order-owner-notice";

export type NewEmail = {
  kind: EmailKind;
  to: string;
  content: EmailContent;
  headers?: Record<string, string>;
  broadcastId?: string;
};

/**
 * Writes one e-mail to the outbox; pass the transaction of the write that caused it. The recipient, the subject
 * and the extra headers go through headerText() here too, whatever the caller's types said: no row can hold a
 * header value with CR or LF.
 */
export async function enqueueEmail(tx: Tx, email: NewEmail): Promise<{ id: string }> {
  return tx.outboxEmail.create({
    data: {
      kind: email.kind,
      to: headerText(email.to),
      subject: headerText(email.content.subject),
      text: email.content.text,
      html: email.content.html,
      headers: email.headers ? headerFields(email.headers) : undefined,
      broadcastId: email.broadcastId,
      idempotencyKey: `${email.kind}-${randomUUID()}`,
    },
    select: { id: true },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reading the outbox (admin)

/**
 * Erasure of a person (a subscriber, or a customer from an order's page): the outbox rows sent to the address keep
 * their status, subject and dates but lose the address and the body (which holds their private links). An e-mail
 * still waiting to go to it is cancelled (failed, "Recipient erased"), never sent. In the erasure's transaction.
 */
export async function eraseOutboxRecipient(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "OutboxEmail"
    SET "to" = ${ERASED_RECIPIENT}, "text" = '', "html" = '', "headers" = NULL, "updatedAt" = now(),
        "status" = CASE WHEN "status" IN ('pending', 'sending') THEN 'failed'::"OutboxStatus" ELSE "status" END,
        "lastError" = CASE WHEN "status" IN ('pending', 'sending') THEN 'Recipient erased' ELSE "lastError" END,
        "lockedUntil" = NULL
    WHERE lower("to") = lower(${email})`;
}

export type OutboxRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: "pending" | "sending" | "sent" | "logged" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

const outboxRowSelect = {
  id: true,
  kind: true,
  to: true,
  subject: true,
  text: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} as const;

export async function listOutbox(limit = 100): Promise<OutboxRow[]> {
  return (await db()).outboxEmail.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.max(1, Math.min(limit, 500)),
    select: outboxRowSelect,
  });
}

/** One page of e-mails matching a search (recipient or subject, any case) and a status. */
export async function listOutboxPage(
  query: OutboxQuery,
  size = PAGE_SIZE,
): Promise<{ rows: OutboxRow[]; info: PageInfo }> {
  const prisma = await db();
  const status = query.filters.status as OutboxRow["status"] | undefined;
  const where: Prisma.OutboxEmailWhereInput = {
    ...(status ? { status } : {}),
    ...(query.q
      ? {
          OR: [
            { to: { contains: escapeLike(query.q), mode: "insensitive" } },
            { subject: { contains: escapeLike(query.q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const info = pageInfo(await prisma.outboxEmail.count({ where }), query.page, size);
  const direction = query.sort === "oldest" ? "asc" : "desc";
  const rows = await prisma.outboxEmail.findMany({
    where,
    orderBy: [{ createdAt: direction }, { id: direction }],
    skip: info.offset,
    take: info.size,
    select: outboxRowSelect,
  });
  return { rows, info };
}

/** Why an e-mail cannot be sent again, or null when it can. The outbox screen offers Retry only when null. */
export function retryRefusal(email: { status: string; to: string }): string | null {
  if (email.status !== "failed") return "Only a failed e-mail can be sent again.";
  if (email.to === ERASED_RECIPIENT) return "The recipient was erased.";
  // The same address would fail the same way: only a corrected address (a new e-mail) can help.
  if (!isEmail(email.to)) return "Not sent again: the address is not a valid e-mail address.";
  return null;
}

/**
 * Sends a failed e-mail again: back to pending, due now, its attempts counted afresh. It keeps its
 * Idempotency-Key (the sender's rule: one key per outbox row), so a provider that did take the first try
 * does not deliver it twice. Only a failed e-mail that retryRefusal lets through is sent again.
 */
export async function retryEmail(id: unknown): Promise<void> {
  if (!isRecordId(id)) throw notFound("E-mail not found.");
  const prisma = await db();
  const email = await prisma.outboxEmail.findUnique({ where: { id }, select: { status: true, to: true } });
  if (!email) throw notFound("E-mail not found.");
  const refusal = retryRefusal(email);
  if (refusal) throw badRequest(refusal);
  // Still failed (not claimed by a sender since it was read): otherwise the e-mail has moved on meanwhile.
  const { count } = await prisma.outboxEmail.updateMany({
    where: { id, status: "failed" },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null },
  });
  if (count !== 1) throw badRequest("Only a failed e-mail can be sent again.");
}

export async function countOutboxByStatus(): Promise<Record<string, number>> {
  const groups = await (await db()).outboxEmail.groupBy({ by: ["status"], _count: { _all: true } });
  return Object.fromEntries(groups.map((g) => [g.status, g._count._all]));
}

export type ApiOutboxEmail = {
  _id: string;
  id: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxRow["status"];
  createdAt: string;
};

export function toApiOutboxEmail(row: OutboxRow): ApiOutboxEmail {
  return {
    _id: row.id,
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Claiming and settling (used by the sender)

export type ClaimedEmail = {
  id: string;
  to: HeaderText;
  subject: HeaderText;
  text: string;
  html: string;
  headers: Record<string, HeaderText>;
  attempts: number;
  idempotencyKey: string;
};

/**
 * Claims up to `limit` due e-mails for `leaseMs`: pending rows whose time has come, and rows left in `sending`
 * by a process whose lease ran out. FOR UPDATE SKIP LOCKED lets concurrent claimers take disjoint rows.
 */
export async function claimDueEmails(limit: number, leaseMs: number, now = new Date()): Promise<ClaimedEmail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await (
    await db()
  ).$queryRaw<
    {
      id: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      headers: unknown;
      attempts: number;
      idempotencyKey: string;
    }[]
  >`
    UPDATE "OutboxEmail" AS o
    SET "status" = 'sending',
        "lockedUntil" = CAST(${until} AS timestamp(3)),
        "attempts" = o."attempts" + 1,
        "updatedAt" = CAST(${at} AS timestamp(3))
    WHERE o."id" IN (
      SELECT c."id" FROM "OutboxEmail" c
      WHERE (c."status" = 'pending' AND c."nextAttemptAt" <= CAST(${at} AS timestamp(3)))
         OR (c."status" = 'sending' AND c."lockedUntil" < CAST(${at} AS timestamp(3)))
      ORDER BY c."nextAttemptAt", c."id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING o."id", o."to", o."subject", o."text", o."html", o."headers", o."attempts", o."idempotencyKey"`;
  // Rows written by other means (the broadcast's INSERT ... SELECT, an older version) are made safe here as well.
  return rows.map((row) => ({
    ...row,
    to: headerText(row.to),
    subject: headerText(row.subject),
    attempts: Number(row.attempts),
    headers: storedHeaderFields(row.headers),
  }));
}

export type Delivered = { id: string; status: "sent" | "logged"; providerId?: string };

/**
 * An order's status link in a delivered e-mail: only the token's hash is stored with the order, so once the
 * e-mail is out, the outbox's copy of it loses the token too (the owner still sees what was sent, and where).
 */
const STATUS_LINK_SQL = "/orders/[A-Za-z0-9_-]{43}";
export const SENT_LINK = "/orders/(private link sent)";

/**
 * Settles a whole round of delivered e-mails in one statement (one query per round, not one per e-mail: a
 * 10,000-reader broadcast on PGlite would otherwise spend most of its time here). Only rows still `sending`
 * are settled; an order e-mail's status link is taken out of the stored copy (STATUS_LINK_SQL).
 */
export async function markEmailsDelivered(delivered: Delivered[]) {
  if (delivered.length === 0) return;
  const at = new Date().toISOString();
  const rows = JSON.stringify(delivered.map((d) => ({ id: d.id, status: d.status, providerId: d.providerId ?? null })));
  await (
    await db()
  ).$executeRaw`
    UPDATE "OutboxEmail" AS o
    SET "status" = CAST(v."status" AS "OutboxStatus"),
        "providerId" = v."providerId",
        "sentAt" = CAST(${at} AS timestamp(3)),
        "lockedUntil" = NULL,
        "lastError" = NULL,
        "updatedAt" = CAST(${at} AS timestamp(3)),
        "text" = CASE WHEN o."kind" = 'order-status' THEN regexp_replace(o."text", ${STATUS_LINK_SQL}, ${SENT_LINK}, 'g') ELSE o."text" END,
        "html" = CASE WHEN o."kind" = 'order-status' THEN regexp_replace(o."html", ${STATUS_LINK_SQL}, ${SENT_LINK}, 'g') ELSE o."html" END
    FROM jsonb_to_recordset(CAST(${rows} AS jsonb)) AS v("id" text, "status" text, "providerId" text)
    WHERE o."id" = v."id" AND o."status" = 'sending'`;
}

/** Records a failure: back to pending with a later nextAttemptAt, or failed for good. */
export async function markEmailFailed(id: string, error: string, retryAt: Date | null) {
  await (
    await db()
  ).outboxEmail.updateMany({
    where: { id, status: "sending" },
    data: retryAt
      ? { status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError: error.slice(0, 1000) }
      : { status: "failed", lockedUntil: null, lastError: error.slice(0, 1000) },
  });
}
