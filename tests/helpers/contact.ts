// The contact form's field errors as its pipeline gives them (app/server/forms/contact.server.ts), for the unit
// tests of the schema: its messages, one per field, in the form's order.
import { CONTACT_FIELDS, contactInput } from "#app/lib/validation/contact";
import { errorList } from "#app/lib/validation/errors";

export function contactErrors(raw: Record<string, unknown>): string[] {
  const parsed = contactInput.safeParse(raw);
  return parsed.success ? [] : errorList(parsed.error, CONTACT_FIELDS);
}
