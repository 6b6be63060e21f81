// POST /api/partner-contact's body as a Zod schema, for the OpenAPI document: built from the same plain rules
// validatePartner runs (partner.ts), so the document and the checks cannot drift apart.
import { z } from "zod";
import { partnerRules } from "./partner";
import { fromRule, fromRules } from "./text";

export const partnerInput = z.object({
  ...fromRules(partnerRules),
  phone: fromRule(partnerRules.phone).optional(),
  website: fromRule(partnerRules.website).optional(),
});
