// The Partner With Us form: the
// /partner-with-us page action and POST /api/partner-contact. The same validator runs in the browser.
import { PARTNER_FIELDS, PARTNER_TEXT, validatePartner } from "#app/lib/validation/partner";
import { createPartnerEnquiry } from "../models/messages.server";
import {
  honeypot,
  runPublicForm,
  textFields,
  type BodyRead,
  type FormOutcome,
  type FormResult,
  type RawInput,
} from "./pipeline.server";

async function partnerSteps(input: RawInput): Promise<FormOutcome> {
  const trapped = honeypot(input, { status: 201, message: PARTNER_TEXT.success });
  if (trapped) return trapped;
  const result = validatePartner(input instanceof FormData ? textFields(input, PARTNER_FIELDS) : input);
  if (!result.success) {
    const { errors, fields } = result;
    return { kind: "invalid", status: 400, message: errors.join(" "), errors, fields };
  }
  await createPartnerEnquiry(result.data);
  return { kind: "ok", status: 201, message: PARTNER_TEXT.success, counts: "partner" };
}

export function submitPartner(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, "partner-contact", read, partnerSteps);
}
