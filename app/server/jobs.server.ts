// Background work that runs inside each server process. Every job must be safe with several processes sharing
// one database: work is claimed through the database, never through in-process state.
import type { PrismaClient } from "#app/generated/prisma/client";

export type BackgroundJob = {
  name: string;
  start: (prisma: PrismaClient) => Promise<void> | void;
  stop: () => Promise<void> | void;
};

/** The jobs every server process runs (the e-mail outbox sender, expired-session clean-up, ...). */
const jobs: BackgroundJob[] = [];

export async function startBackgroundJobs(prisma: PrismaClient) {
  for (const job of jobs) await job.start(prisma);
}

export async function stopBackgroundJobs() {
  await Promise.allSettled(jobs.map((job) => job.stop()));
}
