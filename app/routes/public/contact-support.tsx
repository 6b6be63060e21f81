// /contact-support: the Contact Us form (site-spec.md sections 2.12, 5, 8). A real form posting to this route
// (works without JavaScript); success redirects to ?sent=1 (post/redirect/get) and clears the fields; with
// JavaScript the texts are also alerted. Same schema and model as POST /api/contact.
import { useEffect, useRef } from "react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { Field, inputClass, StatusMessage } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { site } from "#app/lib/site-config";
import { CONTACT_SUBJECTS, CONTACT_TEXT, contactErrors, contactInput } from "#app/lib/validation/contact";
import { checkPublicLimit, isHoneypotTripped } from "#app/server/auth/public-forms.server";
import { clientIp } from "#app/server/http/context.server";
import { createContactMessage } from "#app/server/models/messages.server";
import type { Route } from "./+types/contact-support";

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Contact Us | ${site.name}` },
    { name: "description", content: `Questions about an order, a product or anything else? Write to ${site.name}.` },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

const FIELDS = ["fullName", "email", "phone", "subject", "message"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const values: Values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const limit = await checkPublicLimit(clientIp(context), "contact");
  if (!limit.allowed) {
    return data({ message: limit.message, values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  if (isHoneypotTripped(form)) throw redirect("/contact-support?sent=1");
  const parsed = contactInput.safeParse(values);
  if (!parsed.success) {
    const errors = contactErrors(values);
    return data({ message: errors[0] ?? CONTACT_TEXT.failure, values }, { status: 400 });
  }
  await createContactMessage(parsed.data);
  throw redirect("/contact-support?sent=1");
}

export default function ContactSupport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact-support") === true;
  const alerted = useRef<unknown>(null);

  useEffect(() => {
    const text = actionData ? actionData.message || CONTACT_TEXT.failure : loaderData.sent ? CONTACT_TEXT.success : null;
    const marker = actionData ?? (loaderData.sent ? location.key : null);
    if (text && marker && alerted.current !== marker) {
      alerted.current = marker;
      window.alert(text);
    }
  }, [actionData, loaderData.sent, location.key]);

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
          key={loaderData.sent ? location.key : "form"}
          className="relative space-y-5 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
        >
          <Honeypot />
          {loaderData.sent && !actionData ? <StatusMessage tone="success">{CONTACT_TEXT.success}</StatusMessage> : null}
          {actionData ? <StatusMessage tone="error">{actionData.message || CONTACT_TEXT.failure}</StatusMessage> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="contact-name" label="Full Name" required>
              <input id="contact-name" name="fullName" required autoComplete="name" defaultValue={values.fullName} className={inputClass} />
            </Field>
            <Field id="contact-email" label="Email" required>
              <input id="contact-email" name="email" type="email" required autoComplete="email" defaultValue={values.email} className={inputClass} />
            </Field>
            <Field id="contact-phone" label="Phone Number">
              <input id="contact-phone" name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} className={inputClass} />
            </Field>
            <Field id="contact-subject" label="Subject" required>
              <select id="contact-subject" name="subject" required defaultValue={values.subject ?? ""} className={inputClass}>
                <option value="" disabled>
                  Choose a subject
                </option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id="contact-message" label="Message" required>
            <textarea id="contact-message" name="message" required rows={6} defaultValue={values.message} className={inputClass} />
          </Field>
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-full bg-crust px-6 py-3.5 font-semibold text-white hover:bg-crust-dark disabled:opacity-70 sm:w-auto"
          >
            {submitting ? "Sending..." : "Send Message"}
          </button>
        </Form>
      </div>
    </section>
  );
}
