// The newsletter's two public forms: asking for a code
// (POST /api/subscribe, and the /subscribe page's first step) and checking it (POST /api/subscribe/verify, and
// the page's second step). The /subscribe page posts both steps to one action: newsletterForm.
import type { z } from "zod";
import { NOTIFY_ME_FIELD, waitingForChoice } from "#app/lib/broadcast-audience";
import { issueMessages } from "#app/lib/validation/errors";
import { SUBSCRIBE_TEXT, subscribeInput, verifyInput } from "#app/lib/validation/subscribe";
import { checkPublicLimit } from "../auth/public-forms.server";
import { toDomainError } from "../models/errors.server";
import { requestSubscription, verifySubscription } from "../models/subscribers.server";
import {
  rateLimited,
  runPublicForm,
  type BodyRead,
  type FormOutcome,
  type FormResult,
  type PublicForm,
  type RawInput,
} from "./pipeline.server";

/** Field errors of a failed parse: each message once, the first one as the summary. */
function invalid(error: z.ZodError, fallback: string): FormOutcome {
  const errors = issueMessages(error);
  return { kind: "invalid", status: 400, message: errors[0] ?? fallback, errors };
}

/** What a bot is answered at each step: the step's success. */
const codeSentDecoy = (): FormOutcome => ({ kind: "honeypot", status: 200, message: SUBSCRIBE_TEXT.codeSent });
const verifiedDecoy = (): FormOutcome => ({ kind: "honeypot", status: 200, message: SUBSCRIBE_TEXT.verified });

/** Step 1 after the limit, the body and the honeypot: e-mail a code to the address. */
async function requestCodeSteps(input: RawInput): Promise<FormOutcome> {
  const raw = input instanceof FormData ? { email: input.get("email") ?? "" } : input;
  const parsed = subscribeInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, SUBSCRIBE_TEXT.subscribeFailed);
  const waiting =
    input instanceof FormData ? waitingForChoice(input.get(NOTIFY_ME_FIELD), input.getAll("waitingFor")) : [];
  const outcome = await requestSubscription(parsed.data.email, undefined, waiting);
  switch (outcome.status) {
    case "already-subscribed":
      return { kind: "refused", status: 409, message: outcome.message, emailExists: true };
    case "limited":
      return {
        kind: "rate-limited",
        status: 429,
        message: outcome.message,
        retryAfterSeconds: outcome.retryAfterSeconds,
      };
    default:
      return {
        kind: "ok",
        status: 200,
        message: outcome.message,
        email: parsed.data.email,
        counts: "newsletter_started",
      };
  }
}

/**
 * Step 2 after the limit, the body and the honeypot: check the code; a wrong or spent one is refused with the
 * model's text.
 */
async function verifyCodeSteps(input: RawInput): Promise<FormOutcome> {
  const raw = input instanceof FormData ? { email: input.get("email") ?? "", code: input.get("code") ?? "" } : input;
  const parsed = verifyInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, SUBSCRIBE_TEXT.invalidCode);
  try {
    const { message } = await verifySubscription(parsed.data.email, parsed.data.code);
    return { kind: "ok", status: 200, message, counts: "newsletter_verified" };
  } catch (error) {
    const domain = toDomainError(error);
    if (!domain) throw error;
    return {
      kind: "refused",
      status: domain.status,
      message: domain.message || SUBSCRIBE_TEXT.invalidCode,
      errors: domain.errors,
    };
  }
}

const requestCodeForm: PublicForm = { route: "subscribe", decoy: codeSentDecoy, steps: requestCodeSteps };
const verifyCodeForm: PublicForm = { route: "subscribe-verify", decoy: verifiedDecoy, steps: verifyCodeSteps };

/** POST /api/subscribe. */
export function requestCode(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, requestCodeForm, read);
}

/** POST /api/subscribe/verify. */
export function verifyCode(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, verifyCodeForm, read);
}

export type NewsletterIntent = "subscribe" | "verify";

/**
 * The /subscribe page's action: both steps post here, the code form to `?intent=verify`, so the rate limit's
 * bucket is known before the body is read. A code posted without that marker still counts against the code's
 * own limit once the body says what it is.
 */
export async function newsletterForm(
  ip: string,
  urlIntent: NewsletterIntent,
  read: () => Promise<BodyRead>,
): Promise<FormResult & { intent: NewsletterIntent }> {
  /** The step the body asks for (the page's form says so in its `intent` field). */
  const intentOf = (input: RawInput): NewsletterIntent =>
    input instanceof FormData && input.get("intent") === "verify" ? "verify" : "subscribe";
  const result = await runPublicForm(
    ip,
    {
      route: urlIntent === "verify" ? "subscribe-verify" : "subscribe",
      decoy: (input) => (intentOf(input) === "verify" ? verifiedDecoy() : codeSentDecoy()),
      async steps(input) {
        if (intentOf(input) === "verify" && urlIntent !== "verify") {
          const limit = await checkPublicLimit(ip, "subscribe-verify");
          if (!limit.allowed) return rateLimited(limit);
        }
        return intentOf(input) === "verify" ? verifyCodeSteps(input) : requestCodeSteps(input);
      },
    },
    read,
  );
  // A body that could not be read is answered on the first step, as a form that starts again; one never read
  // (over the limit) on the step the address asked for.
  if (result.input instanceof FormData) return { ...result, intent: intentOf(result.input) };
  return { ...result, intent: result.outcome.kind === "refused" ? "subscribe" : urlIntent };
}
