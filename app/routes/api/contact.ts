// POST /api/contact (contract.md section 3): 201 {message}; a missing required field or a bad e-mail 400
// { message, errors }; rate limit 429. Same schema as the /contact-support page.
import { CONTACT_TEXT, contactErrors, contactInput } from "#app/lib/validation/contact";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from "#app/server/http/api.server";
import { clientIp } from "#app/server/http/context.server";
import { createContactMessage } from "#app/server/models/messages.server";
import type { Route } from "./+types/contact";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiHandler(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforcePublicLimitJson(clientIp(context), "contact");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return Response.json({ message: CONTACT_TEXT.success }, { status: 201 });
    const parsed = contactInput.safeParse(body);
    if (!parsed.success) {
      const errors = contactErrors(body);
      return apiError(400, errors[0] ?? CONTACT_TEXT.failure, errors);
    }
    await createContactMessage(parsed.data);
    return Response.json({ message: CONTACT_TEXT.success }, { status: 201 });
  });
}
