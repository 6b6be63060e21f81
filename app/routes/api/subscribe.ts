// POST /api/subscribe {email} (contract.md section 3): 200 {message} and a code e-mailed; already verified 409
// { message, emailExists: true }; bad e-mail 400; over the rate limit 429.
import { subscribeInput, SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { apiHandler, methodNotAllowed, parseOrThrow, readJsonBody } from "#app/server/http/api.server";
import { clientIp } from "#app/server/http/context.server";
import { requestSubscription } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribe";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiHandler(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforcePublicLimitJson(clientIp(context), "subscribe");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return Response.json({ message: SUBSCRIBE_TEXT.codeSent });
    const { email } = parseOrThrow(subscribeInput, body);
    const outcome = await requestSubscription(email);
    if (outcome.status === "already-subscribed") {
      return Response.json({ message: outcome.message, emailExists: true }, { status: 409 });
    }
    return Response.json({ message: outcome.message });
  });
}
