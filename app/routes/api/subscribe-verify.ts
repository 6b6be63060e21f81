// POST /api/subscribe/verify {email, code} (contract.md section 3): 200 { message: "Email verified successfully!" };
// wrong or expired code 400 { message: "Invalid verification code." }; too many tries 400; rate limit 429.
import { SUBSCRIBE_TEXT, verifyInput } from "#app/lib/validation/subscribe";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { apiHandler, methodNotAllowed, parseOrThrow, readJsonBody } from "#app/server/http/api.server";
import { clientIp } from "#app/server/http/context.server";
import { verifySubscription } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribe-verify";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiHandler(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforcePublicLimitJson(clientIp(context), "subscribe-verify");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return Response.json({ message: SUBSCRIBE_TEXT.verified });
    const { email, code } = parseOrThrow(verifyInput, body);
    return Response.json(await verifySubscription(email, code));
  });
}
