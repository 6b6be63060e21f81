// Ports of the browser tests. Each Playwright worker has a shared server of its own (playwright.config.ts) and a
// block of PORTS_PER_WORKER ports from E2E_PORT: the shared server on the first, the specs' private servers on
// the others (an offset within the block), so two workers never start servers on the same port.
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const PORTS_PER_WORKER = 20;

/** The port `offset` (0: the worker's shared server) in the block of the worker running this code. */
export function workerPort(offset = 0, workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  if (offset < 0 || offset >= PORTS_PER_WORKER)
    throw new Error(`port offset ${offset} outside 0..${PORTS_PER_WORKER - 1}`);
  return BASE_PORT + workerIndex * PORTS_PER_WORKER + offset;
}
