// The background sender: claims due outbox rows (FOR UPDATE SKIP LOCKED + a lease, see models/outbox.server.ts),
// delivers each through the transport with its own idempotency key, and settles the row: sent/logged, or back
// to pending with exponential backoff, or failed after MAX_ATTEMPTS. Safe with any number of processes.
import { env } from "../platform/env.server";
import { intervalJob, type BackgroundJob } from "../platform/interval-job.server";
import {
  claimDueEmails,
  markEmailFailed,
  markEmailsDelivered,
  type ClaimedEmail,
  type Delivered,
} from "../models/outbox.server";
import { headerText } from "../email/headers.server";
import { DeliveryError, defaultTransport, type EmailTransport } from "../email/transports.server";

export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed e-mail stays reserved for the process sending it (OUTBOX_LEASE_MS, default 2 minutes).
 * If that process dies, the row is claimed again when the lease runs out and sent with the same idempotency
 * key, so the provider answers the original send instead of sending twice.
 */
export const leaseMs = () => env.OUTBOX_LEASE_MS;

/** 30 s, 1 min, 2 min ... capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export type SenderOptions = {
  transport?: EmailTransport;
  from?: string;
  batchSize?: number;
  concurrency?: number;
  leaseMs?: number;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  now?: () => Date;
};

export type RoundResult = { claimed: number; delivered: number; retried: number; failed: number };

async function deliverOne(
  email: ClaimedEmail,
  transport: EmailTransport,
  o: Required<SenderOptions>,
  result: RoundResult,
  delivered: Delivered[],
) {
  try {
    const outcome = await transport.send({
      id: email.id,
      from: headerText(o.from),
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
      idempotencyKey: email.idempotencyKey,
    });
    delivered.push({ id: email.id, status: outcome.status, providerId: outcome.providerId });
    result.delivered++;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    const giveUp = permanent || email.attempts >= o.maxAttempts;
    const retryAt = giveUp ? null : new Date(o.now().getTime() + o.retryDelayMs(email.attempts));
    await markEmailFailed(email.id, message, retryAt);
    if (giveUp) result.failed++;
    else result.retried++;
    console.warn(`[outbox] ${email.id} to ${email.to}: attempt ${email.attempts} failed: ${message}`);
  }
}

function withDefaults(options: SenderOptions): Required<SenderOptions> {
  return {
    transport: options.transport ?? defaultTransport(),
    from: options.from ?? env.EMAIL_FROM,
    batchSize: options.batchSize ?? 100,
    concurrency: options.concurrency ?? 4,
    leaseMs: options.leaseMs ?? leaseMs(),
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? backoffMs,
    now: options.now ?? (() => new Date()),
  };
}

/**
 * One round: claim a batch, deliver it (`concurrency` at a time), then settle the delivered rows in one
 * statement. A crash before that statement leaves them `sending`: once the lease runs out they are claimed
 * again and re-sent with the same idempotency key, which the provider answers with the original send.
 */
export async function deliverDueEmails(options: SenderOptions = {}): Promise<RoundResult> {
  const o = withDefaults(options);
  const claimed = await claimDueEmails(o.batchSize, o.leaseMs, o.now());
  const result: RoundResult = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0 };
  const delivered: Delivered[] = [];
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) await deliverOne(claimed[next++]!, o.transport, o, result, delivered);
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency, claimed.length) }, lane));
  await markEmailsDelivered(delivered);
  return result;
}

/** Rounds until nothing is due (or `maxRounds`); returns the totals. */
export async function drainOutbox(options: SenderOptions = {}, maxRounds = 100): Promise<RoundResult> {
  const o = withDefaults(options);
  const total: RoundResult = { claimed: 0, delivered: 0, retried: 0, failed: 0 };
  for (let round = 0; round < maxRounds; round++) {
    const r = await deliverDueEmails(o);
    total.claimed += r.claimed;
    total.delivered += r.delivered;
    total.retried += r.retried;
    total.failed += r.failed;
    if (r.claimed === 0) break;
  }
  return total;
}

/** The job registered in jobs.server.ts: polls every OUTBOX_POLL_MS unless OUTBOX_DISABLED. */
export function outboxJob(): BackgroundJob | null {
  if (env.OUTBOX_DISABLED) return null;
  let transport: EmailTransport | undefined;
  return intervalJob("outbox", env.OUTBOX_POLL_MS, async () => {
    transport ??= defaultTransport();
    await drainOutbox({ transport }, 20);
  });
}
