// /subscribe: the complete page behind the newsletter boxes (footer and 'Notify Me'), and what they post to
// without JavaScript. Step 1 takes the e-mail; step 2 asks for the code in an inline field (again after a wrong
// one, under the field, with the same code still good: no new e-mail); success redirects
// back here (post/redirect/get) with the success text in the one-shot flash cookie, shown once. The steps are
// the newsletter form's (app/server/forms/newsletter.server.ts, as for /api/subscribe(/verify)); the action
// renders them. With JavaScript the boxes post here through a fetcher (SubscribeForm) and stay on their page.
import { data, Form } from "react-router";
import { describedControl, FieldError } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { SubscribeForm, type SubscribeAnswer, type SubscribeVariant } from "#app/components/public/SubscribeForm";
import { site } from "#app/lib/site-config";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe-text";
import { newsletterForm } from "#app/server/forms/newsletter.server";
import { formInput, outcomeHeaders, textOf } from "#app/server/forms/pipeline.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders, formFlashData, redirectWithFlash } from "#app/server/http/flash.server";
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

/** Renders the newsletter form's outcome (app/server/forms/newsletter.server.ts) for this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const urlIntent = new URL(request.url).searchParams.get("intent") === "verify" ? "verify" : "subscribe";
  const { outcome, input, intent } = await newsletterForm(clientIp(context), urlIntent, () => formInput(request));
  const source: SubscribeVariant = textOf(input, "source") === "footer" ? "footer" : "coming-soon";
  const email = (outcome.kind === "ok" && outcome.email) || textOf(input, "email");
  const headers = outcomeHeaders(outcome); // the visitor's own answer: never kept by a cache
  const answer = (result: SubscribeAnswer) => data(result, { status: result.status, headers });

  if (outcome.kind === "ok" || outcome.kind === "honeypot") {
    if (intent === "subscribe") return answer({ step: "verify", tone: "success", message: outcome.message, email, source, status: 200 });
    if (textOf(input, "reply") === "inline") return answer({ step: "verified", tone: "success", message: outcome.message, email, source, status: 200 });
    throw await verified();
  }
  const step = intent === "verify" ? "verify" : "email";
  return answer({ step, tone: "error", message: outcome.message, email, source, status: outcome.status });
}

/**
 * With JavaScript: a request that gets no answer (network down, or refused before the page could answer) is
 * shown as the step's failure text instead of replacing the page; redirects pass through.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const verifying = new URL(request.url).searchParams.get("intent") === "verify";
    const message = verifying ? SUBSCRIBE_TEXT.invalidCode : SUBSCRIBE_TEXT.subscribeFailed;
    return { step: verifying ? "verify" : "email", tone: "error", message, email: "", source: "coming-soon", status: 0 } satisfies SubscribeAnswer;
  }
}

export default function SubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const verifying = actionData?.step === "verify";
  // A refused code is told under the code field, which takes the focus (the code can be typed again).
  const codeError = verifying && actionData.tone === "error" ? actionData.message : null;
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

          {/* A refused address is told by the box itself, under the field it marks; a refused code likewise. */}
          {actionData && actionData.step !== "email" && !codeError ? (
            <StatusMessage tone={actionData.tone}>{actionData.message}</StatusMessage>
          ) : null}

          {verifying ? (
            <Form method="post" action="/subscribe?intent=verify" className="space-y-3">
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
                  className="min-w-0 flex-1 rounded-full border border-crust/20 bg-cream px-4 py-3 tracking-[0.3em] aria-invalid:border-2 aria-invalid:border-danger"
                  {...describedControl("subscribe-code", { error: codeError ?? undefined })}
                  {...(codeError ? { autoFocus: true } : {})}
                />
                <SubmitButton>Verify</SubmitButton>
              </div>
              {codeError ? (
                <>
                  <div role="alert">
                    <FieldError id="subscribe-code">{codeError}</FieldError>
                  </div>
                  <p className="text-sm text-muted">
                    Enter the code again: the one we e-mailed still works, so no new e-mail is sent.
                  </p>
                </>
              ) : null}
              <p className="text-sm text-muted">
                No code? <a href="/subscribe" className="font-medium text-crust underline">Start again</a> to get a new one.
              </p>
            </Form>
          ) : (
            <NoScriptFriendlyForm
              email={actionData?.email}
              refusal={actionData?.step === "email" ? actionData.message : undefined}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** Step 1 on this page: the coming-soon style box, with the submitted address kept after an error. */
function NoScriptFriendlyForm({ email, refusal }: { email?: string; refusal?: string }) {
  return <SubscribeForm key={`${email ?? ""} ${refusal ?? ""}`} variant="coming-soon" defaultEmail={email} refusal={refusal} />;
}
