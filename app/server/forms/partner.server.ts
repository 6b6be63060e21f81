// The Partner With Us form: the
// /partner-with-us page action and POST /api/partner-contact. The same validator runs in the browser.
import { PARTNER_FIELDS, PARTNER_TEXT, validatePartner } from "#app/lib/validation/partner";
import { createPartnerEnquiry } from "../models/messages.server";
import { messageForm, runPublicForm, type BodyRead, type FormResult } from "./pipeline.server";

const partnerForm = messageForm({
  route: "partner-contact",
  fields: PARTNER_FIELDS,
  success: PARTNER_TEXT.success,
  validate(raw) {
    const result = validatePartner(raw);
    if (result.success) return { ok: true, data: result.data };
    const { errors, fields } = result;
    return { ok: false, message: errors.join(" "), errors, fields };
  },
  save: createPartnerEnquiry,
  counts: "partner",
});

export function submitPartner(ip: string, read: () => Promise<BodyRead>): Promise<FormResult> {
  return runPublicForm(ip, partnerForm, read);
}
