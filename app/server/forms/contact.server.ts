// The Contact Us form: the /contact-support page
// action and POST /api/contact. One parse; its errors in field order, the first one as the summary.
import { errorList, fieldErrors } from "#app/lib/validation/errors";
import { CONTACT_FIELDS, CONTACT_TEXT, contactInput } from "#app/lib/validation/contact";
import { createContactMessage } from "../models/messages.server";
import { messageForm, runPublicForm, type BodyRead, type FormResult } from "./pipeline.server";

const contactForm = messageForm({
  route: "contact",
  fields: CONTACT_FIELDS,
  success: CONTACT_TEXT.success,
  validate(raw) {
    const parsed = contactInput.safeParse(raw);
    if (parsed.success) return { ok: true, data: parsed.data };
    const errors = errorList(parsed.error, CONTACT_FIELDS);
    const fields = fieldErrors(parsed.error, CONTACT_FIELDS);
    return { ok: false, message: errors[0] ?? CONTACT_TEXT.failure, errors, fields };
  },
  save: createContactMessage,
  counts: "contact",
});

export function submitContact(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, contactForm, read);
}
