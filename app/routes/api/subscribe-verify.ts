// POST /api/subscribe/verify {email, code} (contract.md section 3): 200 { message: "Email verified successfully!" };
// wrong or expired code 400 { message: "Invalid verification code." }; too many tries 400; rate limit 429.
import { SUBSCRIBE_TEXT, verifyInput } from "#app/lib/validation/subscribe";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { parseOrThrow, readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { verifySubscription } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribe-verify";

const api = apiRoute({
  POST: async ({ request, context }) => {
    await enforcePublicLimitJson(clientIp(context as Route.ActionArgs["context"]), "subscribe-verify");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return json({ message: SUBSCRIBE_TEXT.verified });
    const { email, code } = parseOrThrow(verifyInput, body);
    return json(await verifySubscription(email, code));
  },
});

export const loader = api.loader;
export const action = api.action;
