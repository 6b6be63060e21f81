// Who wrote: the Full Name and Email fields the Contact Us and Partner With Us forms share, with the same rules
// and the same texts (site-spec.md sections 5 and 8).
import { emailField } from "./subscribe";
import { requiredText } from "./text";

export const SENDER_TEXT = {
  fullNameRequired: "Full Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
} as const;

export const senderFields = {
  fullName: requiredText("Full Name", 200, { required: SENDER_TEXT.fullNameRequired }),
  email: emailField(SENDER_TEXT.emailRequired, SENDER_TEXT.emailInvalid),
};
