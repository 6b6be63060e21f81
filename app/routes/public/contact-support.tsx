// /contact-support: the Contact Us form. A real form posting to this route
// (works without JavaScript); success redirects back here (post/redirect/get) with the success text in the
// one-shot flash cookie, shown once, and clears the fields; with JavaScript the success is also alerted. A
// refusal is shown in the page only: the message at the top, each refused field marked with its own message
// under it, focus on the first one. The steps are the form's (app/server/forms/contact.server.ts, as for POST
// /api/contact); the action renders them.
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { fieldFeedback, FocusOnRefusal, PersonFields, SelectField, TextAreaField } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { site } from "#app/lib/site-config";
import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, CONTACT_TEXT } from "#app/lib/validation/contact-text";
import { submitContact } from "#app/server/forms/contact.server";
import { formInput, outcomeHeaders, textFields } from "#app/server/forms/pipeline.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders, formFlashData, redirectWithFlash } from "#app/server/http/flash.server";
import type { Route } from "./+types/contact-support";

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Contact Us | ${site.name}` },
    { name: "description", content: `Questions about an order, a product or anything else? Write to ${site.name}.` },
  ];
}

export const headers = flashPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return formFlashData(request, "contact-support");
}

/** Back to this page with the success text; the same answer for a tripped honeypot. */
const sent = () => redirectWithFlash("/contact-support", { type: "success", message: CONTACT_TEXT.success, form: "contact-support" });

type Values = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

/** Renders the form's outcome: success (or a tripped honeypot) back to this page, anything else as one message. */
export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, input } = await submitContact(clientIp(context), () => formInput(request));
  if (outcome.kind === "ok" || outcome.kind === "honeypot") throw await sent();
  const values: Values = input instanceof FormData ? textFields(input, CONTACT_FIELDS) : {};
  const headers = outcomeHeaders(outcome);
  const fields = outcome.kind === "invalid" ? (outcome.fields ?? {}) : {};
  return data({ message: outcome.message, values, fields }, { status: outcome.status, headers });
}

export default function ContactSupport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact-support") === true;
  const alerted = useRef<unknown>(null);
  const { flash } = loaderData;

  // Success is alerted as well as shown (a refusal is never alerted: it is shown beside the fields it is about).
  useEffect(() => {
    if (flash && !actionData && alerted.current !== flash.id) {
      alerted.current = flash.id;
      window.alert(flash.message);
    }
  }, [actionData, flash]);

  const values = actionData?.values ?? {};
  const feedback = fieldFeedback(actionData?.fields, CONTACT_FIELDS);
  const marked = CONTACT_FIELDS.some((name) => actionData?.fields[name]);
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-crust">Customer Support</p>
          <h1 className="mt-2 text-4xl font-semibold text-espresso">Contact Us</h1>
          <p className="mt-4 text-lg text-muted">
            An order that went wrong, a question about ingredients, or just a kind word for the bakers: we read every
            message and reply within one working day.
          </p>
          <div className="mt-8 rounded-[var(--radius-card)] bg-butter-light/60 p-6">
            <p className="font-display text-xl font-semibold text-crust">Prefer e-mail?</p>
            <p className="mt-1 text-muted">
              Write to{" "}
              <a className="font-medium text-crust underline" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
              .
            </p>
          </div>
        </div>

        <Form
          method="post"
          key={flash ? flash.id : "form"}
          noValidate
          className="relative space-y-5 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
        >
          <Honeypot />
          <FocusOnRefusal refusal={actionData} />
          <FormStatus error={actionData ? actionData.message || CONTACT_TEXT.failure : null} success={flash?.message}
            focusOnLoad={!marked} />
          <div className="grid gap-5 sm:grid-cols-2">
            <PersonFields idPrefix="contact" phoneLabel="Phone Number" values={values} feedback={feedback} />
            <SelectField id="contact-subject" label="Subject" required name="subject" defaultValue={values.subject ?? ""}
              options={CONTACT_SUBJECTS} placeholder="Choose a subject" placeholderDisabled {...feedback("subject")} />
          </div>
          <TextAreaField id="contact-message" label="Message" required name="message" rows={6} defaultValue={values.message}
            maxLength={CONTACT_MESSAGE_MAX} {...feedback("message")} />
          <SubmitButton look="wide" busy={submitting} busyLabel="Sending...">
            Send Message
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
