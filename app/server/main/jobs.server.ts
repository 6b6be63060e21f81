// Background work that runs inside the server process (in one of several workers: server.js). Every job must
// still be safe with several processes sharing one database (several machines, or a replacement worker starting
// while the one it replaces still finishes): work is claimed through the database, never through in-process state.
import type { PrismaClient } from "#app/generated/prisma/client";
import { deleteExpiredSessions } from "../auth/session.server";
import { outboxJob } from "./outbox-worker.server";
import { intervalJob, type BackgroundJob } from "../platform/interval-job.server";
import { insightsJob } from "../insights/store.server";
import { deleteExpiredOrderPhotos, releaseStaleOrders } from "../models/orders.server";
import { deleteAbandonedDrafts } from "../models/broadcasts.server";
import { cdnPurgeJob } from "../http/cdn-purge.server";

/** The jobs this server process runs (built at start, after every module has loaded). */
let jobs: BackgroundJob[] = [];

/**
 * `all` false (every worker but one, server.js): only the insights this process counted, which live in its
 * memory, are written; their retention and every other job run in the one worker with `all`.
 */
function createJobs(all: boolean): BackgroundJob[] {
  if (!all) return [insightsJob({ retention: false })];
  return [
    intervalJob("expired-sessions", 10 * 60_000, deleteExpiredSessions),
    // E-mail outbox sender (OUTBOX_DISABLED=1 leaves delivery to other processes).
    outboxJob(),
    // Owner insights: write the buffered counts (every INSIGHTS_FLUSH_MS and at shutdown), delete rows past 13 months.
    insightsJob({ retention: true }),
    // Ended (completed, declined, cancelled) cake orders' photos, deleted once the retention has passed (hourly).
    intervalJob("order-photo-retention", 60 * 60_000, deleteExpiredOrderPhotos),
    // Requests unanswered and quotes unpaid past the owner's limits give their day back (hourly; off until set).
    intervalJob("order-release", 60 * 60_000, releaseStaleOrders),
    // Send Message drafts not saved for 30 days, with their images (hourly is plenty).
    intervalJob("abandoned-drafts", 60 * 60_000, deleteAbandonedDrafts),
    // The CDN told of every content and calendar move (CDN_PURGE_URL; unset: null). Here, so that one process sends.
    cdnPurgeJob(),
  ].filter((job): job is BackgroundJob => job !== null);
}

export async function startBackgroundJobs(prisma: PrismaClient, { all = true }: { all?: boolean } = {}) {
  jobs = createJobs(all);
  for (const job of jobs) await job.start(prisma);
}

export async function stopBackgroundJobs() {
  await Promise.allSettled(jobs.map((job) => job.stop()));
}
