// Contact Us form: one schema for the page action and POST /api/contact
// (the browser only needs the texts, contact-text.ts).
import { z } from "zod";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, CONTACT_TEXT } from "./contact-text";
import { senderRules } from "./sender";
import { fromRules, optionalText, requiredText } from "./text";

export * from "./contact-text";

export const contactInput = z.object({
  ...fromRules(senderRules),
  phone: optionalText("Phone Number", 40),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_TEXT.subjectRequired }),
  message: requiredText("Message", CONTACT_MESSAGE_MAX, { required: CONTACT_TEXT.messageRequired, multiline: true }),
});

export type ContactInput = z.output<typeof contactInput>;
