// The Contact Us form: the /contact-support page
// action and POST /api/contact. One parse; its errors in field order, the first one as the summary.
import { errorList, fieldErrors } from "#app/lib/validation/errors";
import { CONTACT_FIELDS, CONTACT_TEXT, contactInput } from "#app/lib/validation/contact";
import { createContactMessage } from "../models/messages.server";
import {
  honeypot,
  runPublicForm,
  textFields,
  type BodyRead,
  type FormOutcome,
  type FormResult,
  type RawInput,
} from "./pipeline.server";

async function contactSteps(input: RawInput): Promise<FormOutcome> {
  const trapped = honeypot(input, { status: 201, message: CONTACT_TEXT.success });
  if (trapped) return trapped;
  const parsed = contactInput.safeParse(input instanceof FormData ? textFields(input, CONTACT_FIELDS) : input);
  if (!parsed.success) {
    const errors = errorList(parsed.error, CONTACT_FIELDS);
    const fields = fieldErrors(parsed.error, CONTACT_FIELDS);
    return { kind: "invalid", status: 400, message: errors[0] ?? CONTACT_TEXT.failure, errors, fields };
  }
  await createContactMessage(parsed.data);
  return { kind: "ok", status: 201, message: CONTACT_TEXT.success, counts: "contact" };
}

export function submitContact(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, "contact", read, contactSteps);
}
