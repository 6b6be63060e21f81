// Newsletter subscription: the texts of site-spec.md sections 4, 5 and 8 and the input rules shared by the
// /subscribe page action, POST /api/subscribe(/verify) and the browser widget (app/components/public/SubscribeForm).
import { z } from "zod";
import { isSingleLine } from "./text";

export const SUBSCRIBE_TEXT = {
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  codeMissing: "Verification code was not entered.",
  verifyFailed: "Verification failed. Please try again.",
  alreadySubscribed: "This email is already subscribed.",
  subscribeFailed: "Failed to subscribe. Please try again.",
  invalidCode: "Invalid verification code.",
  tooManyTries: "Too many incorrect attempts. Please request a new code.",
  verified: "Email verified successfully!",
  codeSent: "A 6-digit verification code has been sent to your email.",
  thankYou: "Thank You!",
} as const;

/** "in 1 minute", "in 42 minutes": the wait before `retryAfterSeconds` have passed, rounded up. */
function inMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Sign-up refused: this address already had MAX_CODES_PER_HOUR verification e-mails in the past hour. */
export function tooManyCodesMessage(retryAfterSeconds: number): string {
  return `Too many verification e-mails were sent to this address. Please try again ${inMinutes(retryAfterSeconds)}.`;
}

/** Sign-up refused: the wrong tries of the past hour are used up, so a new code would be refused too. */
export function triesUsedUpMessage(retryAfterSeconds: number): string {
  return `Too many incorrect attempts for this address. Please try again ${inMinutes(retryAfterSeconds)}.`;
}

/** At most this many verification e-mails per address in any hour, whatever the IP. */
export const MAX_CODES_PER_HOUR = 3;

/** Success message and modal disappear after this long (site-spec.md section 9). */
export const SUBSCRIBE_CLEAR_MS = 5000;

export const CODE_LENGTH = 6;

/** Trims and lower-cases the domain (the local part is case-sensitive in theory, so it is kept). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + "@" + trimmed.slice(at + 1).toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && isSingleLine(value) && EMAIL_SHAPE.test(value);
}

/** A required e-mail address, normalised. `requiredMessage` lets each form keep its own wording. */
export function emailField(requiredMessage: string, invalidMessage: string = SUBSCRIBE_TEXT.emailInvalid) {
  return z
    .string({ error: requiredMessage })
    .meta({ format: "email", description: "Trimmed, and the domain lower-cased, before it is checked." })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, requiredMessage).refine(isEmail, invalidMessage));
}

export const subscribeInput = z.object({ email: emailField(SUBSCRIBE_TEXT.emailRequired) });

export const verifyInput = z.object({
  email: emailField(SUBSCRIBE_TEXT.emailRequired),
  code: z
    .union([z.string(), z.number()], { error: SUBSCRIBE_TEXT.codeMissing })
    .meta({ description: "The 6-digit code from the e-mail (spaces are ignored)." })
    .transform((v) => String(v).replace(/\s+/g, ""))
    .pipe(z.string().min(1, SUBSCRIBE_TEXT.codeMissing).regex(/^\d{6}$/, SUBSCRIBE_TEXT.invalidCode)),
});

export type SubscribeInput = z.output<typeof subscribeInput>;
export type VerifyInput = z.output<typeof verifyInput>;

/** site-spec.md section 4 step 4: verified only on HTTP 200 with a message containing "verified". */
export function isVerifiedAnswer(status: number, message: unknown): boolean {
  return status === 200 && typeof message === "string" && message.toLowerCase().includes("verified");
}
