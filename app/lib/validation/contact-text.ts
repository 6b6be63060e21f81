// The Contact Us form's texts and subjects, without Zod: the page's
// component needs them in the browser; the schema is in contact.ts.
import { SENDER_TEXT } from "./sender";

export const CONTACT_SUBJECTS = ["General Inquiry", "Product Feedback", "Support / Help"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_TEXT = {
  success: "Message sent successfully!",
  failure: "Something went wrong. Please try again.",
  ...SENDER_TEXT,
  subjectRequired: "Please choose a Subject.",
  messageRequired: "Message is required.",
} as const;

export const CONTACT_FIELDS = ["fullName", "email", "phone", "subject", "message"] as const;

/** The longest message the form takes (the page's textarea says so and counts towards it). */
export const CONTACT_MESSAGE_MAX = 5000;
