// One periodic background job (the jobs every process runs are listed in jobs.server.ts). Its own module so that a
// job's module (e.g. email/outbox-worker.server.ts) can build one without importing the list of jobs.
import type { PrismaClient } from "#app/generated/prisma/client";

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
