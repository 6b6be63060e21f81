// /partner-with-us: the partnership enquiry form. The ordered checks
// run in the browser before sending and again on the server (one validator, app/lib/validation/partner.ts);
// the errors show as one red banner, joined by spaces, and each under the field it is about (marked invalid,
// the first one focused); editing a field clears the banner and that field's message. 'Submitting...' while
// sending. Works without JavaScript (this route's action; success redirects back here with the thanks in the
// one-shot flash cookie, shown once). The steps are the form's (app/server/forms/partner.server.ts, as for
// /api/partner-contact); the action renders them.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, useNavigation } from "react-router";
import { fieldFeedback, FocusOnRefusal, InputField, PersonFields, SelectField, TextAreaField, type FieldErrors } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { site } from "#app/lib/site-config";
import { PARTNER_FIELDS, PARTNER_HINTS, PARTNER_MESSAGE_MAX, PARTNER_TEXT, PARTNERSHIP_TYPES, validatePartner } from "#app/lib/validation/partner";
import { submitPartner } from "#app/server/forms/partner.server";
import { formInput, outcomeHeaders, textFields } from "#app/server/forms/pipeline.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders, formFlashData, redirectWithFlash } from "#app/server/http/flash.server";
import type { Route } from "./+types/partner-with-us";

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Partner With Us | ${site.name}` },
    { name: "description", content: `Stock, distribute or collaborate with ${site.name}.` },
  ];
}

export const headers = flashPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return formFlashData(request, "partner-with-us");
}

/** Back to this page with the thanks; the same answer for a tripped honeypot. */
const sent = () => redirectWithFlash("/partner-with-us", { type: "success", message: PARTNER_TEXT.success, form: "partner-with-us" });

type Values = Partial<Record<(typeof PARTNER_FIELDS)[number], string>>;

/** Renders the form's outcome: success (or a tripped honeypot) back to this page, anything else as the red banner. */
export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, input } = await submitPartner(clientIp(context), () => formInput(request));
  if (outcome.kind === "ok" || outcome.kind === "honeypot") throw await sent();
  const values: Values = input instanceof FormData ? textFields(input, PARTNER_FIELDS) : {};
  const errors = outcome.kind === "invalid" ? outcome.errors : [outcome.message];
  const fields: FieldErrors = outcome.kind === "invalid" ? (outcome.fields ?? {}) : {};
  const headers = outcomeHeaders(outcome);
  return data({ errors, values, fields }, { status: outcome.status, headers });
}

function valuesOf(form: HTMLFormElement): Values {
  const fd = new FormData(form);
  return Object.fromEntries(PARTNER_FIELDS.map((f) => [f, String(fd.get(f) ?? "")]));
}

export default function PartnerWithUs({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { flash } = loaderData;
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/partner-with-us") === true;
  const [clientErrors, setClientErrors] = useState<{ errors: string[]; fields: FieldErrors } | null>(null);
  const [cleared, setCleared] = useState(false);
  // The fields edited since the last refusal: their messages are gone.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const alerted = useRef<string | null>(null);

  // A new server answer is shown again even if an earlier one was cleared by editing.
  useEffect(() => {
    setCleared(false);
    setEdited(new Set());
  }, [actionData, flash]);

  useEffect(() => {
    if (flash && alerted.current !== flash.id) {
      alerted.current = flash.id;
      window.alert(flash.message);
    }
  }, [flash]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validatePartner(valuesOf(event.currentTarget));
    if (!result.success) {
      event.preventDefault();
      setClientErrors({ errors: result.errors, fields: result.fields });
      setCleared(false);
      setEdited(new Set());
    } else {
      setClientErrors(null);
    }
  }

  const serverErrors = actionData?.errors;
  const errors = clientErrors?.errors ?? (serverErrors && serverErrors.length > 0 ? serverErrors : null);
  const errorText = errors ? errors.join(" ") : actionData ? PARTNER_TEXT.failure : null;
  const values = actionData?.values ?? {};
  const refused = Object.fromEntries(
    Object.entries(clientErrors?.fields ?? actionData?.fields ?? {}).filter(([name]) => !edited.has(name)),
  );
  const feedback = fieldFeedback(refused, PARTNER_FIELDS);
  const marked = Object.keys(refused).length > 0;
  const clear = (event: FormEvent<HTMLFormElement>) => {
    setCleared(true);
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setEdited((before) => new Set(before).add(name));
  };

  return (
    <section className="container-page py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-crust">Partnerships</p>
          <h1 className="mt-2 text-4xl font-semibold text-espresso">Partner With Us</h1>
          <p className="mt-4 text-lg text-muted">
            Cafés, stores, distributors and delivery platforms: if you'd like honest, freshly baked bread and pastries on
            your shelves, tell us a little about yourself.
          </p>
          <ul className="mt-8 space-y-3 text-muted">
            {["Baked fresh every morning", "Clear labels and nutrition facts", "Reliable early-morning delivery"].map((t) => (
              <li key={t} className="flex items-start gap-3">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-butter" />
                {t}
              </li>
            ))}
          </ul>
        </div>

        <Form
          method="post"
          key={flash ? flash.id : "form"}
          onSubmit={onSubmit}
          onChange={clear}
          noValidate
          className="relative space-y-5 rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
        >
          <Honeypot />
          <FocusOnRefusal refusal={clientErrors ?? actionData} />
          {cleared ? null : <FormStatus error={errorText} success={flash?.message} focusOnLoad={!marked} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <PersonFields idPrefix="partner" phoneLabel="Phone" phoneHint={PARTNER_HINTS.phone} values={values} feedback={feedback} />
            <InputField id="partner-company" label="Company Name" required name="companyName" autoComplete="organization"
              maxLength={200} defaultValue={values.companyName} {...feedback("companyName")} />
            <SelectField id="partner-type" label="Partnership Type" required name="partnershipType" defaultValue={values.partnershipType ?? ""}
              options={PARTNERSHIP_TYPES} placeholder="Select a type" {...feedback("partnershipType")} />
            <InputField id="partner-website" label="Website" name="website" type="text" inputMode="url" autoComplete="url"
              placeholder="https://" hint={PARTNER_HINTS.website} defaultValue={values.website} {...feedback("website")} />
          </div>
          <TextAreaField id="partner-message" label="Message" required name="message" rows={6} defaultValue={values.message}
            hint={PARTNER_HINTS.message} maxLength={PARTNER_MESSAGE_MAX} {...feedback("message")} />
          <SubmitButton look="wide" busy={submitting} busyLabel={PARTNER_TEXT.submitting}>
            Submit
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
