// The newsletter's texts and constants, without Zod: the browser widget
// (app/components/public/SubscribeForm) needs them; the schemas are in subscribe.ts.

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

/** Success message and modal disappear after this long: long enough to read, then out of the way. */
export const SUBSCRIBE_CLEAR_MS = 5000;

export const CODE_LENGTH = 6;

/** Verified only on HTTP 200 with a message containing "verified": any other answer shows the failure text. */
export function isVerifiedAnswer(status: number, message: unknown): boolean {
  return status === 200 && typeof message === "string" && message.toLowerCase().includes("verified");
}
