// The admin dashboard's figures at a glance: what the owner has to look at (unread messages, failed e-mails)
// and how big the shop is, counted in one query (each count on an index or a small table).
import { db } from "../platform/db.server";

export type DashboardCounts = {
  products: number;
  offerings: number;
  unreadMessages: number;
  verifiedSubscribers: number;
  failedEmails: number;
  /** Printed to the log instead of sent (no e-mail provider). */
  loggedEmails: number;
};

export async function dashboardCounts(): Promise<DashboardCounts> {
  const [row] = await (
    await db()
  ).$queryRaw<DashboardCounts[]>`
    SELECT
      (SELECT count(*)::int FROM "Product") AS "products",
      (SELECT count(*)::int FROM "Offering") AS "offerings",
      (SELECT count(*)::int FROM "ContactMessage" WHERE "readAt" IS NULL)
        + (SELECT count(*)::int FROM "PartnerEnquiry" WHERE "readAt" IS NULL) AS "unreadMessages",
      (SELECT count(*)::int FROM "Subscriber" WHERE "status" = 'verified') AS "verifiedSubscribers",
      (SELECT count(*)::int FROM "OutboxEmail" WHERE "status" = 'failed') AS "failedEmails",
      (SELECT count(*)::int FROM "OutboxEmail" WHERE "status" = 'logged') AS "loggedEmails"`;
  return row!;
}
