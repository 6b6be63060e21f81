// Background work that runs inside each server process. Every job must be safe with several processes sharing
// one database: work is claimed through the database, never through in-process state.
import type { PrismaClient } from "#app/generated/prisma/client";
import { deleteExpiredSessions } from "./auth/session.server";
import { outboxJob } from "./email/outbox-worker.server";

export type BackgroundJob = {
  name: string;
  start: (prisma: PrismaClient) => Promise<void> | void;
  stop: () => Promise<void> | void;
};

/** Runs `task` every `ms` (first run after `ms`), never overlapping itself; errors are logged, not fatal. */
export function intervalJob(name: string, ms: number, task: () => Promise<unknown>): BackgroundJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = task()
      .catch((error) => console.error(`[job ${name}]`, error))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, ms).unref();
      });
  };
  return {
    name,
    start: () => {
      stopped = false;
      timer = setTimeout(tick, ms).unref();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The jobs every server process runs (built at start, after every module has loaded). */
let jobs: BackgroundJob[] = [];

function createJobs(): BackgroundJob[] {
  return [
    intervalJob("expired-sessions", 10 * 60_000, deleteExpiredSessions),
    // E-mail outbox sender (OUTBOX_DISABLED=1 leaves delivery to other processes).
    outboxJob(),
  ].filter((job): job is BackgroundJob => job !== null);
}

export async function startBackgroundJobs(prisma: PrismaClient) {
  jobs = createJobs();
  for (const job of jobs) await job.start(prisma);
}

export async function stopBackgroundJobs() {
  await Promise.allSettled(jobs.map((job) => job.stop()));
}
