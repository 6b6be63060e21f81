// Background work that runs inside each server process. Every job must be safe with several processes sharing
// one database: work is claimed through the database, never through in-process state.
import type { PrismaClient } from "#app/generated/prisma/client";
import { deleteExpiredSessions } from "../auth/session.server";
import { outboxJob } from "./outbox-worker.server";
import { intervalJob, type BackgroundJob } from "../platform/interval-job.server";
import { insightsJob } from "../insights/store.server";
import { deleteExpiredOrderPhotos } from "../models/orders/privacy.server";
import { deleteAbandonedDrafts } from "../models/broadcasts.server";

/** The jobs every server process runs (built at start, after every module has loaded). */
let jobs: BackgroundJob[] = [];

function createJobs(): BackgroundJob[] {
  return [
    intervalJob("expired-sessions", 10 * 60_000, deleteExpiredSessions),
    // E-mail outbox sender (OUTBOX_DISABLED=1 leaves delivery to other processes).
    outboxJob(),
    // Owner insights: write the buffered counts (every INSIGHTS_FLUSH_MS and at shutdown), delete rows past 13 months.
    insightsJob(),
    // Ended (completed, declined, cancelled) cake orders' photos, deleted once the retention has passed (hourly).
    intervalJob("order-photo-retention", 60 * 60_000, deleteExpiredOrderPhotos),
    // Send Message drafts not saved for 30 days, with their images (hourly is plenty).
    intervalJob("abandoned-drafts", 60 * 60_000, deleteAbandonedDrafts),
  ].filter((job): job is BackgroundJob => job !== null);
}

export async function startBackgroundJobs(prisma: PrismaClient) {
  jobs = createJobs();
  for (const job of jobs) await job.start(prisma);
}

export async function stopBackgroundJobs() {
  await Promise.allSettled(jobs.map((job) => job.stop()));
}
