// Newsletter subscription: the texts and the input rules shared by the
// /subscribe page action, POST /api/subscribe(/verify) and the browser widget (app/components/public/SubscribeForm).
import { z } from "zod";
import { emailRule } from "./rules";
import { SUBSCRIBE_TEXT } from "./subscribe-text";
import { fromRule } from "./text";

export { isEmail, normalizeEmail } from "./rules";
export * from "./subscribe-text";

/** A required e-mail address, normalised. `requiredMessage` lets each form keep its own wording. */
export function emailField(requiredMessage: string, invalidMessage: string = SUBSCRIBE_TEXT.emailInvalid) {
  return fromRule(emailRule(requiredMessage, invalidMessage));
}

export const subscribeInput = z.object({ email: emailField(SUBSCRIBE_TEXT.emailRequired) });

export const verifyInput = z.object({
  email: emailField(SUBSCRIBE_TEXT.emailRequired),
  code: z
    .union([z.string(), z.number()], { error: SUBSCRIBE_TEXT.codeMissing })
    .meta({
      description:
        "The 6-digit code from the e-mail (spaces are ignored); as a number only when it has no leading zero.",
      anyOf: [
        { type: "string", pattern: "^\\s*(?:\\d\\s*){6}$" },
        { type: "integer", minimum: 100000, maximum: 999999 },
      ],
    })
    .transform((v) => String(v).replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, SUBSCRIBE_TEXT.codeMissing)
        .regex(/^\d{6}$/, SUBSCRIBE_TEXT.invalidCode),
    ),
});

export type SubscribeInput = z.output<typeof subscribeInput>;
export type VerifyInput = z.output<typeof verifyInput>;
