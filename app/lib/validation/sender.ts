// Who wrote: the Full Name and Email fields the Contact Us and Partner With Us forms share, with the same rules
// and the same texts. Plain rules (no Zod): the partner form runs them in the
// browser; contact.ts and partner-schema.ts turn them into Zod for the server.
import { emailRule, requiredTextRule } from "./rules";

export const SENDER_TEXT = {
  fullNameRequired: "Full Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
} as const;

export const senderRules = {
  fullName: requiredTextRule("Full Name", 200, { required: SENDER_TEXT.fullNameRequired }),
  email: emailRule(SENDER_TEXT.emailRequired, SENDER_TEXT.emailInvalid),
};
