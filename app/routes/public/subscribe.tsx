// /subscribe: the complete page behind the newsletter boxes (footer and 'Notify Me'), and what they post to
// without JavaScript. Step 1 takes the e-mail; step 2 asks for the code in an inline field; success redirects
// back here (post/redirect/get) with the success text in the one-shot flash cookie, shown once. Same texts and
// the same model functions as /api/subscribe(/verify).
import { data } from "react-router";
import { Honeypot } from "#app/components/ui/Honeypot";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { SubscribeForm, type SubscribeVariant } from "#app/components/public/SubscribeForm";
import { site } from "#app/lib/site-config";
import { subscribeInput, verifyInput } from "#app/lib/validation/subscribe";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe-text";
import { checkPublicLimit, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { readForm } from "#app/server/http/body.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders, formFlashData, redirectWithFlash } from "#app/server/http/flash.server";
import { toDomainError } from "#app/server/models/errors.server";
import { requestSubscription, verifySubscription } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribe";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Newsletter | ${site.name}` }, { name: "description", content: site.newsletter.text }];
}

/** No caching, and the action's Retry-After when it refused a sign-up (React Router drops it otherwise). */
export const headers = flashPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return formFlashData(request, "subscribe");
}

/** Back to this page with the success text; the same answer for a tripped honeypot. */
const verified = () => redirectWithFlash("/subscribe", { type: "success", message: SUBSCRIBE_TEXT.verified, form: "subscribe" });

type ActionResult =
  | { step: "email"; tone: "error"; message: string; email: string; source: SubscribeVariant }
  | { step: "verify"; tone: "success" | "error"; message: string; email: string; source: SubscribeVariant };

const firstMessage = (error: { issues: { message: string }[] }, fallback: string) => error.issues[0]?.message ?? fallback;

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (result: ActionResult, status = 400, headers?: HeadersInit) => data(result, { status, headers });
  const tooMany = (limit: { message: string; retryAfterSeconds: number }, step: ActionResult["step"], email = "", source: SubscribeVariant = "coming-soon") =>
    reply({ step, tone: "error", message: limit.message, email, source } as ActionResult, 429, { "Retry-After": String(limit.retryAfterSeconds) });

  // The rate limit before the body is read: the code form posts to ?intent=verify, so its bucket is known.
  const ip = clientIp(context);
  const urlIntent = new URL(request.url).searchParams.get("intent") === "verify" ? "verify" : "subscribe";
  const limit = await checkPublicLimit(ip, urlIntent === "verify" ? "subscribe-verify" : "subscribe");
  if (!limit.allowed) return tooMany(limit, urlIntent === "verify" ? "verify" : "email");

  const read = await readForm(request);
  if (!read.ok) return reply({ step: "email", tone: "error", message: read.message, email: "", source: "coming-soon" }, read.status);
  const { form } = read;
  const intent = form.get("intent") === "verify" ? "verify" : "subscribe";
  const email = String(form.get("email") ?? "");
  const source: SubscribeVariant = form.get("source") === "footer" ? "footer" : "coming-soon";
  if (intent === "verify" && urlIntent !== "verify") {
    // A code posted without the marker still counts against the code's own limit.
    const verifyLimit = await checkPublicLimit(ip, "subscribe-verify");
    if (!verifyLimit.allowed) return tooMany(verifyLimit, "verify", email, source);
  }

  if (intent === "subscribe") {
    if (isHoneypotTripped(form)) return reply({ step: "verify", tone: "success", message: SUBSCRIBE_TEXT.codeSent, email, source }, 200);
    const parsed = subscribeInput.safeParse({ email });
    if (!parsed.success) {
      return reply({ step: "email", tone: "error", message: firstMessage(parsed.error, SUBSCRIBE_TEXT.subscribeFailed), email, source });
    }
    const outcome = await requestSubscription(parsed.data.email);
    if (outcome.status === "already-subscribed") {
      return reply({ step: "email", tone: "error", message: SUBSCRIBE_TEXT.alreadySubscribed, email, source }, 409);
    }
    if (outcome.status === "limited") {
      return reply({ step: "email", tone: "error", message: outcome.message, email, source }, 429, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    }
    return reply({ step: "verify", tone: "success", message: outcome.message, email: parsed.data.email, source }, 200);
  }

  if (isHoneypotTripped(form)) throw await verified();
  const parsed = verifyInput.safeParse({ email, code: form.get("code") ?? "" });
  if (!parsed.success) {
    return reply({ step: "verify", tone: "error", message: firstMessage(parsed.error, SUBSCRIBE_TEXT.invalidCode), email, source });
  }
  try {
    await verifySubscription(parsed.data.email, parsed.data.code);
  } catch (error) {
    const domain = toDomainError(error);
    if (!domain) throw error;
    return reply({ step: "verify", tone: "error", message: domain.message || SUBSCRIBE_TEXT.invalidCode, email, source }, domain.status);
  }
  throw await verified();
}

export default function SubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const verifying = actionData?.step === "verify";
  const { flash } = loaderData;
  return (
    <section className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] bg-white p-7 shadow-soft sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-crust">Newsletter</p>
        <h1 className="mt-2 text-3xl font-semibold text-espresso sm:text-4xl">{site.newsletter.heading}</h1>
        <p className="mt-3 text-muted">{site.newsletter.text}</p>

        <div className="mt-7 space-y-5">
          {flash && !actionData ? (
            <>
              <StatusMessage tone={flash.type}>{flash.message}</StatusMessage>
              {flash.type === "success" ? <p className="font-display text-2xl text-crust">{SUBSCRIBE_TEXT.thankYou}</p> : null}
            </>
          ) : null}

          {actionData ? <StatusMessage tone={actionData.tone}>{actionData.message}</StatusMessage> : null}

          {verifying ? (
            <form method="post" action="/subscribe?intent=verify" className="space-y-3">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="email" value={actionData.email} />
              <input type="hidden" name="source" value={actionData.source} />
              <Honeypot />
              <p className="text-sm text-muted">
                We sent a 6-digit code to <strong className="text-espresso">{actionData.email}</strong>.
              </p>
              <label htmlFor="subscribe-code" className="block font-medium">
                Verification code
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="subscribe-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  pattern="[0-9]*"
                  placeholder="123456"
                  className="min-w-0 flex-1 rounded-full border border-crust/20 bg-cream px-4 py-3 tracking-[0.3em]"
                />
                <SubmitButton>Verify</SubmitButton>
              </div>
              <p className="text-sm text-muted">
                No code? <a href="/subscribe" className="font-medium text-crust underline">Start again</a> to get a new one.
              </p>
            </form>
          ) : (
            <NoScriptFriendlyForm email={actionData?.email} />
          )}
        </div>
      </div>
    </section>
  );
}

/** Step 1 on this page: the coming-soon style box, with the submitted address kept after an error. */
function NoScriptFriendlyForm({ email }: { email?: string }) {
  return <SubscribeForm key={email ?? ""} variant="coming-soon" defaultEmail={email} />;
}
