// Days held by orders nobody acts on go back to the calendar: a request the owner has not answered, or a quote
// whose deposit has not come, for the number of days the owner set (never, until the owner sets one). The order
// is cancelled as an owner's cancel would be, with a note saying why; the customer's e-mail carries the note and
// the owner gets one too (owner-notice.server.ts), both through the outbox in the change's transaction. Run hourly by one process
// (jobs.server.ts); a change made meanwhile by someone else wins (the cancel names the version it read).
import { db } from "../../platform/db.server";
import { jobEmailOrigin } from "../../platform/public-url.server";
import { DomainError } from "../errors.server";
import { queueOwnerOrderNotice } from "./owner-notice.server";
import { getOrderSettings, type Tx } from "./settings.server";
import { changeOrderStatus } from "./status.server";

const DAY_MS = 86_400_000;

/** How many orders one run releases at most: the next run takes the rest. */
const RELEASE_BATCH = 100;

type Stale = { id: string; version: number };

/** Why an order was released: the customer's note and the owner's line. */
export function releaseReason(kind: "request" | "quote", days: number) {
  const span = days === 1 ? "1 day" : `${days} days`;
  return kind === "request"
    ? {
        customer: `We are sorry: we could not answer your request within ${span}, so we have freed the day for other orders. If you would still like the cake, please send a new request or call us.`,
        owner: `the request was not answered within ${span}`,
      }
    : {
        customer: `We did not receive the deposit within ${span} of our quote, so we have freed the day for other orders. If you would still like the cake, please send a new request or call us.`,
        owner: `the deposit was not paid within ${span} of the quote`,
      };
}

/** Requests still unanswered `days` after they arrived. */
async function staleRequests(tx: Tx, days: number, now: Date): Promise<Stale[]> {
  return tx.order.findMany({
    where: { status: "requested", createdAt: { lt: new Date(now.getTime() - days * DAY_MS) } },
    select: { id: true, version: true },
    orderBy: { createdAt: "asc" },
    take: RELEASE_BATCH,
  });
}

/** Quotes sent more than `days` ago (the latest one, should the owner have quoted again) still without a deposit. */
async function staleQuotes(tx: Tx, days: number, now: Date): Promise<Stale[]> {
  const before = new Date(now.getTime() - days * DAY_MS);
  return tx.order.findMany({
    where: {
      status: "quoted",
      events: { some: { to: "quoted", at: { lt: before } }, none: { to: "quoted", at: { gte: before } } },
    },
    select: { id: true, version: true },
    orderBy: { createdAt: "asc" },
    take: RELEASE_BATCH,
  });
}

/** Cancels one stale order and queues both e-mails; false when it changed meanwhile (left as it now is). */
async function release(
  order: Stale,
  reason: ReturnType<typeof releaseReason>,
  origin: string | null,
  now: Date,
): Promise<boolean> {
  try {
    await changeOrderStatus(
      order.id,
      { to: "cancelled", version: order.version, reason: reason.customer },
      {
        by: "owner",
        // The customer's e-mail points back to the first one, which holds the private link.
        emailOrigin: null,
        now,
        alsoWrite: (tx, changed) => queueOwnerOrderNotice(tx, changed, "released", origin, reason.owner),
      },
    );
    return true;
  } catch (error) {
    // Answered, paid or cancelled by someone else since it was read: nothing to release.
    if (error instanceof DomainError && (error.status === 409 || error.status === 400 || error.status === 404))
      return false;
    throw error;
  }
}

/** Releases the orders past the owner's limits; returns how many were cancelled. */
export async function releaseStaleOrders(now = new Date()): Promise<number> {
  const prisma = await db();
  const settings = await getOrderSettings(prisma);
  const batches: [Stale[], ReturnType<typeof releaseReason>][] = [];
  if (settings.releaseRequestsAfterDays !== null) {
    const days = settings.releaseRequestsAfterDays;
    batches.push([await staleRequests(prisma, days, now), releaseReason("request", days)]);
  }
  if (settings.releaseQuotesAfterDays !== null) {
    const days = settings.releaseQuotesAfterDays;
    batches.push([await staleQuotes(prisma, days, now), releaseReason("quote", days)]);
  }
  if (batches.every(([orders]) => orders.length === 0)) return 0;
  const origin = await jobEmailOrigin();
  let released = 0;
  for (const [orders, reason] of batches) {
    for (const order of orders) if (await release(order, reason, origin, now)) released += 1;
  }
  return released;
}
