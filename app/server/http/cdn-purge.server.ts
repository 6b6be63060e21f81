// Tells a CDN in front of the site (Varnish with deploy/varnish/default.vcl, or any cache that takes the same
// request) to drop its copies when what they show changes. Every shareable answer names the versions it depends on
// in `Surrogate-Key` (response-cache.server.ts): `content`, and `calendar` too for the order form. When a version
// moves, one `PURGE` request naming that key goes to CDN_PURGE_URL, so a CDN may keep pages for their whole
// `s-maxage` and still show a write at once.
//
// Sent by the one process with the background jobs (jobs.server.ts): every process hears every version move, and
// one request per move is enough. Never in the way of the write that moved the version: the write has committed
// before anyone hears of it, and a purge that fails or hangs (bounded by PURGE_TIMEOUT_MS) is logged, not
// retried; a CDN that missed it still lets the page go after `s-maxage`.
import { onVersionMove, type VersionKind } from "../platform/content-version.server";
import { env } from "../platform/env.server";
import type { BackgroundJob } from "../platform/interval-job.server";

/** How long one purge may take; a CDN slower than that is logged and the next move sends again. */
export const PURGE_TIMEOUT_MS = 2_000;

/** The keys a shareable answer carries, by what it was rendered from (the purge names the version that moved). */
export function surrogateKeyOf(scope: VersionKind): string {
  return scope === "calendar" ? "content calendar" : "content";
}

/**
 * The purge job, or null when CDN_PURGE_URL is unset. At most one request is in flight: moves heard meanwhile are
 * gathered and sent together once it ends, so a burst of writes costs one purge per round trip, not one per
 * write. On start it purges both keys: a new build (or a replaced worker) may render other bytes than the copies
 * a CDN holds.
 */
export function cdnPurgeJob({ timeoutMs = PURGE_TIMEOUT_MS }: { timeoutMs?: number } = {}): BackgroundJob | null {
  const url = env.CDN_PURGE_URL;
  if (!url) return null;
  // Logged without its path or query, which may carry a token.
  const where = new URL(url).origin;
  const pending = new Set<VersionKind>();
  let sending: Promise<void> | null = null;
  let unsubscribe: (() => void) | undefined;

  const send = async (keys: VersionKind[]) => {
    const key = keys.join(" ");
    try {
      const response = await fetch(url, {
        method: "PURGE",
        headers: { "Surrogate-Key": key },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) console.error(`[cdn-purge] ${where} answered ${response.status} to the purge of "${key}"`);
    } catch (error) {
      console.error(`[cdn-purge] the purge of "${key}" at ${where} failed: ${(error as Error).message}`);
    }
  };
  const drain = () => {
    if (sending || pending.size === 0) return;
    const keys = [...pending].sort();
    pending.clear();
    sending = send(keys).finally(() => {
      sending = null;
      drain();
    });
  };
  const purge = (kind: VersionKind) => {
    pending.add(kind);
    drain();
  };

  return {
    name: "cdn-purge",
    start: () => {
      unsubscribe = onVersionMove(purge);
      pending.add("calendar");
      purge("content");
    },
    stop: async () => {
      unsubscribe?.();
      pending.clear();
      await sending;
    },
  };
}
