// POST /api/partner-contact (contract.md section 3): 201 {message}; 400 { message, errors } with the texts and
// order of site-spec.md section 5; rate limit 429. Same validator as the /partner-with-us page and the browser.
import { PARTNER_TEXT, validatePartner } from "#app/lib/validation/partner";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { apiError, readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { createPartnerEnquiry } from "#app/server/models/messages.server";
import type { Route } from "./+types/partner-contact";

const api = apiRoute({
  POST: async ({ request, context }) => {
    await enforcePublicLimitJson(clientIp(context as Route.ActionArgs["context"]), "partner-contact");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return json({ message: PARTNER_TEXT.success }, 201);
    const result = validatePartner(body);
    if (!result.success) return apiError(400, result.errors.join(" "), result.errors);
    await createPartnerEnquiry(result.data);
    return json({ message: PARTNER_TEXT.success }, 201);
  },
});

export const loader = api.loader;
export const action = api.action;
