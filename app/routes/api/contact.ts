// POST /api/contact (contract.md section 3): 201 {message}; a missing required field or a bad e-mail 400
// { message, errors }; rate limit 429. Same schema as the /contact-support page.
import { CONTACT_TEXT, contactErrors, contactInput } from "#app/lib/validation/contact";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { apiError, readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { createContactMessage } from "#app/server/models/messages.server";
import type { Route } from "./+types/contact";

const api = apiRoute({
  POST: async ({ request, context }) => {
    await enforcePublicLimitJson(clientIp(context as Route.ActionArgs["context"]), "contact");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return json({ message: CONTACT_TEXT.success }, 201);
    const parsed = contactInput.safeParse(body);
    if (!parsed.success) {
      const errors = contactErrors(body);
      return apiError(400, errors[0] ?? CONTACT_TEXT.failure, errors);
    }
    await createContactMessage(parsed.data);
    return json({ message: CONTACT_TEXT.success }, 201);
  },
});

export const loader = api.loader;
export const action = api.action;
