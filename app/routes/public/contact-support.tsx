// /contact-support: the Contact Us form (site-spec.md sections 2.12, 5, 8). A real form posting to this route
// (works without JavaScript); success redirects back here (post/redirect/get) with the success text in the
// one-shot flash cookie, shown once, and clears the fields; with JavaScript the texts are also alerted. Same
// schema and model as POST /api/contact.
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { PersonFields, SelectField, TextAreaField } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { site } from "#app/lib/site-config";
import { contactErrors, contactInput } from "#app/lib/validation/contact";
import { CONTACT_SUBJECTS, CONTACT_TEXT } from "#app/lib/validation/contact-text";
import { checkPublicLimit, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { readForm } from "#app/server/http/body.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders, formFlashData, redirectWithFlash } from "#app/server/http/flash.server";
import { createContactMessage } from "#app/server/models/messages.server";
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

const FIELDS = ["fullName", "email", "phone", "subject", "message"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function action({ request, context }: Route.ActionArgs) {
  // The rate limit first: a client over it gets no further than this (its body is not read).
  const limit = await checkPublicLimit(clientIp(context), "contact");
  if (!limit.allowed) {
    return data({ message: limit.message, values: {} as Values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const read = await readForm(request);
  if (!read.ok) return data({ message: read.message, values: {} as Values }, { status: read.status });
  const { form } = read;
  const values: Values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  if (isHoneypotTripped(form)) throw await sent();
  const parsed = contactInput.safeParse(values);
  if (!parsed.success) {
    const errors = contactErrors(values);
    return data({ message: errors[0] ?? CONTACT_TEXT.failure, values }, { status: 400 });
  }
  await createContactMessage(parsed.data);
  throw await sent();
}

export default function ContactSupport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact-support") === true;
  const alerted = useRef<unknown>(null);
  const { flash } = loaderData;

  useEffect(() => {
    const text = actionData ? actionData.message || CONTACT_TEXT.failure : (flash?.message ?? null);
    const marker = actionData ?? flash?.id;
    if (text && marker && alerted.current !== marker) {
      alerted.current = marker;
      window.alert(text);
    }
  }, [actionData, flash]);

  const values = actionData?.values ?? {};
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
            <p className="font-display text-xl text-crust">Prefer e-mail?</p>
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
          className="relative space-y-5 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
        >
          <Honeypot />
          <FormStatus error={actionData ? actionData.message || CONTACT_TEXT.failure : null} success={flash?.message} />
          <div className="grid gap-5 sm:grid-cols-2">
            <PersonFields idPrefix="contact" phoneLabel="Phone Number" values={values} />
            <SelectField id="contact-subject" label="Subject" required name="subject" defaultValue={values.subject ?? ""}
              options={CONTACT_SUBJECTS} placeholder="Choose a subject" placeholderDisabled />
          </div>
          <TextAreaField id="contact-message" label="Message" required name="message" rows={6} defaultValue={values.message} />
          <SubmitButton look="wide" busy={submitting} busyLabel="Sending...">
            Send Message
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
