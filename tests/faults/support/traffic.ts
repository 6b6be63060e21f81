// Loopback traffic for the fault tests: every answer recorded (status, time, Retry-After), no request allowed
// to hang past a bound (a hang is recorded as status 0).
export type Hit = {
  url: string;
  method: string;
  status: number;
  ms: number;
  at: number;
  retryAfter: string | null;
  body: string;
};

export async function hit(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Hit> {
  const started = Date.now();
  const method = init.method ?? "GET";
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return {
      url,
      method,
      status: response.status,
      ms: Date.now() - started,
      at: started,
      retryAfter: response.headers.get("retry-after"),
      body,
    };
  } catch (error) {
    return { url, method, status: 0, ms: Date.now() - started, at: started, retryAfter: null, body: String(error) };
  }
}

/**
 * Runs `lanes` loops of `next()` requests until `stop()` is called or `next()` answers null (that lane is
 * done); resolves with every hit.
 */
export function keepHitting(lanes: number, next: (lane: number, i: number) => Promise<Hit | null>) {
  let running = true;
  const hits: Hit[] = [];
  const done = Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = 0; running; i++) {
        const h = await next(lane, i);
        if (!h) return;
        hits.push(h);
      }
    }),
  );
  return {
    hits,
    stop: async () => {
      running = false;
      await done;
      return hits;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 100 ms until it returns true or `timeoutMs` passes. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
