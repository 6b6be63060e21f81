// POST /api/subscribe {email} (contract.md section 3): 200 {message} and a code e-mailed; already verified 409
// { message, emailExists: true }; bad e-mail 400; over the rate limit 429; over the per-address limit (3 code
// e-mails an hour, or the hour's wrong tries used up) 429 with Retry-After and a message that says how long.
import { subscribeInput, SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { enforcePublicLimitJson, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { tooManyRequestsJson } from "#app/server/auth/rate-limit.server";
import { parseOrThrow, readJsonBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { clientIp } from "#app/server/http/context.server";
import { requestSubscription } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribe";

const api = apiRoute({
  POST: async ({ request, context }) => {
    await enforcePublicLimitJson(clientIp(context as Route.ActionArgs["context"]), "subscribe");
    const body = await readJsonBody(request);
    if (isHoneypotTripped(body)) return json({ message: SUBSCRIBE_TEXT.codeSent });
    const { email } = parseOrThrow(subscribeInput, body);
    const outcome = await requestSubscription(email);
    if (outcome.status === "already-subscribed") return json({ message: outcome.message, emailExists: true }, 409);
    if (outcome.status === "limited") return tooManyRequestsJson(outcome.retryAfterSeconds, outcome.message);
    return json({ message: outcome.message });
  },
});

export const loader = api.loader;
export const action = api.action;
