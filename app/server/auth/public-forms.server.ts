// Abuse control for the public writes (subscribe, verify, contact, partner): a per-IP fixed-window rate limit
// kept in the database (RATE_LIMIT_PUBLIC per minute per IP and route) and a honeypot field that people never
// see; a submission that fills it gets the normal success answer and nothing is stored or sent.
import { RATE_LIMIT_MESSAGE, consumeRateLimit } from "./rate-limit.server";

/** The honeypot's field name; shared with the forms through app/lib/honeypot.ts. */
export { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";

export type PublicRoute = "subscribe" | "subscribe-verify" | "contact" | "partner-contact" | "orders";

/** True when a bot filled the hidden field (form data or a JSON body). */
export function isHoneypotTripped(source: FormData | Record<string, unknown>): boolean {
  const value = source instanceof FormData ? source.get(HONEYPOT_FIELD) : source[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== "";
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/** Counts one request for this IP and route. */
export async function checkPublicLimit(ip: string, route: PublicRoute): Promise<LimitCheck> {
  const result = await consumeRateLimit("public", `${ip}:${route}`);
  if (result.allowed) return result;
  return { allowed: false, retryAfterSeconds: result.retryAfterSeconds, message: RATE_LIMIT_MESSAGE };
}

export { RATE_LIMIT_MESSAGE };
