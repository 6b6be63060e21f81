// {admin_prefix}/send-message: 'Send Message to Subscribers', in two steps that work without JavaScript.
// 1. Write: audience, subject, message, image; 'Send Message' saves a draft (the same rules as POST
//    /api/send-message) and shows step 2 at ?draft=<id> (post/redirect/get).
// 2. Check and send: the e-mail as it will arrive (the real template, rendered on the server), a test copy to
//    OWNER_EMAIL, and the recipient count on the button that queues it. Queuing redirects back to step 1 with
//    'Message queued for N subscribers.' in the one-shot flash cookie, shown in green and alerted.
import { useEffect, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { adminMeta, useAdminHref, useFormFlash } from "#app/components/admin/admin-data";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { EmailDeliveryNotice } from "#app/components/admin/EmailDeliveryNotice";
import { cardClass, fileInputClass, inputClass, PageHeader, secondaryButton } from "#app/components/admin/ui";
import { describedControl, Field, fieldFeedback, FocusOnRefusal, type FieldErrors } from "#app/components/ui/Field";
import { FormStatus, StatusMessage } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { ALL_SUBSCRIBERS } from "#app/lib/broadcast-audience";
import { countOf } from "#app/lib/plural";
import {
  BROADCAST_FIELDS,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_SUBJECT_MAX,
  PUBLIC_URL_MISSING,
  SEND_MESSAGE_TEXT,
} from "#app/lib/validation/send-message-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { emailDelivery } from "#app/server/email/transports.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import { env } from "#app/server/platform/env.server";
import { emailLinkOrigin, publicOrigin } from "#app/server/platform/public-url.server";
import {
  getBroadcastDraft,
  listAudiences,
  queueBroadcastDraft,
  saveBroadcastDraft,
  sendBroadcastTest,
} from "#app/server/models/broadcasts.server";
import type { Route } from "./+types/send-message";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export const meta = () => adminMeta("Send Message");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const [audiences, found] = await Promise.all([
    listAudiences(),
    getBroadcastDraft(url.searchParams.get("draft"), publicOrigin(request)),
  ]);
  const draft = found?.status === "draft" ? found : null;
  return {
    verified: audiences.find((a) => a.value === ALL_SUBSCRIBERS)?.count ?? 0,
    // Said before the owner writes anything: without a public address nothing can be queued.
    cannotLink: emailLinkOrigin(url.origin) === null,
    delivery: emailDelivery(),
    ownerEmail: env.OWNER_EMAIL ?? null,
    audiences,
    draft,
    step: draft && url.searchParams.get("edit") !== "1" ? ("review" as const) : ("write" as const),
  };
}

type Values = { message: string; subject: string; audience: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminForm(request, { imageFields: ["image"], maxFiles: 1 });
  if (read.uploadError)
    return data(
      { error: read.uploadError.message, values: null, fields: { image: read.uploadError.message } },
      { status: read.uploadError.status },
    );
  const { form } = read;
  const here = adminPath("send-message");
  const draftId = field(form, "draft") || null;
  const origin = publicOrigin(request);
  const intent = field(form, "intent");

  if (intent === "test") {
    const sent = await attempt(() => sendBroadcastTest(draftId, env.OWNER_EMAIL, origin));
    if (!sent.ok) return data({ error: sent.error.message, values: null, fields: {} }, { status: sent.error.status });
    const logged = emailDelivery().sending ? "" : " It will only be logged: e-mail is not being sent.";
    return redirectWithFlash(`${here}?draft=${draftId}`, {
      type: "success",
      message: `A test copy is queued for ${sent.value.to}; it is in the outbox.${logged}`,
    });
  }
  if (intent === "send") {
    const queued = await attempt(() => queueBroadcastDraft(draftId, origin));
    if (!queued.ok)
      return data({ error: queued.error.message, values: null, fields: {} }, { status: queued.error.status });
    // The layout alerts it (alert: true); the form shows it (form: "send-message").
    return redirectWithFlash(here, {
      type: "success",
      message: queued.value.message,
      alert: true,
      form: "send-message",
    });
  }

  // Step 1 (also a post without an intent): save the draft and show it for checking.
  const values: Values = {
    message: field(form, "message"),
    subject: field(form, "subject"),
    audience: field(form, "audience"),
  };
  const image = form.get("image");
  const saved = await attempt(() =>
    saveBroadcastDraft(
      {
        ...values,
        audience: values.audience || null,
        id: draftId,
        image: image instanceof File ? image : null,
        removeImage: form.get("removeImage") === "1",
      },
      origin,
    ),
  );
  if (!saved.ok) {
    const { status, message, fields } = saved.error;
    // A file too large (413) or not an image (415) can only be the image; the schema names its own fields.
    const marked: FieldErrors = fields ?? (status === 413 || status === 415 ? { image: message } : {});
    return data({ error: message || SEND_MESSAGE_TEXT.failure, values, fields: marked }, { status });
  }
  return redirect(`${here}?draft=${saved.value.id}`, { status: 303 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Draft = NonNullable<LoaderData["draft"]>;

export default function SendMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, step } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Send Message to Subscribers"
        description={
          step === "review"
            ? "Step 2 of 2: check the e-mail, send yourself a test, then send it."
            : `Step 1 of 2: write the message. ${countOf(loaderData.verified, "verified subscriber")} in all; each e-mail has an unsubscribe link.`
        }
      />
      <EmailDeliveryNotice delivery={loaderData.delivery} />
      {loaderData.cannotLink && actionData?.error !== PUBLIC_URL_MISSING ? (
        <StatusMessage tone="error" look="panel">
          {PUBLIC_URL_MISSING}
        </StatusMessage>
      ) : null}
      {step === "review" && draft ? (
        <Review draft={draft} data={loaderData} error={actionData?.error ?? null} />
      ) : (
        <Compose
          data={loaderData}
          error={actionData?.error ?? null}
          fields={actionData?.fields ?? null}
          values={actionData?.values ?? null}
        />
      )}
    </div>
  );
}

function Compose({
  data,
  error,
  fields,
  values,
}: {
  data: LoaderData;
  error: string | null;
  fields: FieldErrors | null;
  values: Values | null;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting";
  // The browser's own refusal (nothing to send), a new object each time so the focus moves again.
  const [clientRefusal, setClientRefusal] = useState<{ message: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const sent = useFormFlash("send-message");
  const draft = data.draft;
  const keptImage = draft?.imageUrl ?? null;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const fd = new FormData(event.currentTarget);
    const text = String(fd.get("message") ?? "").trim();
    const file = fd.get("image");
    const keeps = keptImage && fd.get("removeImage") !== "1";
    if (!text && !(file instanceof File && file.size > 0) && !keeps) {
      event.preventDefault();
      setClientRefusal({ message: SEND_MESSAGE_TEXT.required });
      return;
    }
    setClientRefusal(null);
  }

  const shownError = clientRefusal?.message ?? error;
  const shownFields: FieldErrors | null = clientRefusal ?? fields;
  const feedback = fieldFeedback(shownFields, BROADCAST_FIELDS);
  const marked = BROADCAST_FIELDS.some((name) => shownFields?.[name]);
  const audienceHint = "“Waiting for …” means readers who asked for news of that coming-soon offering with Notify Me.";
  const subjectHint = "Left empty, the message's first line is the subject.";
  const success = !shownError && !values ? (sent?.message ?? null) : null;
  const initial = values ?? {
    message: draft?.message ?? "",
    subject: draft?.subject ?? "",
    audience: draft?.audience ?? ALL_SUBSCRIBERS,
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      key={success ? location.key : "form"}
      className={`space-y-5 ${cardClass}`}
    >
      <CsrfInput />
      <FocusOnRefusal refusal={clientRefusal ?? fields} />
      {draft ? <input type="hidden" name="draft" value={draft.id} /> : null}
      <Field id="broadcast-audience" label="Send to" look="admin" hint={audienceHint} error={shownFields?.audience}>
        <select
          id="broadcast-audience"
          name="audience"
          defaultValue={initial.audience}
          className={`${inputClass} mt-1`}
          {...control("broadcast-audience", audienceHint, feedback("audience"))}
        >
          {data.audiences.map((a) => (
            <option key={a.value} value={a.value}>
              {`${a.label} (${a.count})`}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="broadcast-subject"
        label="Subject (optional)"
        look="admin"
        hint={subjectHint}
        error={shownFields?.subject}
      >
        <input
          id="broadcast-subject"
          name="subject"
          maxLength={BROADCAST_SUBJECT_MAX}
          defaultValue={initial.subject}
          placeholder="News from Slice Bakery"
          className={`${inputClass} mt-1`}
          {...control("broadcast-subject", subjectHint, feedback("subject"))}
        />
      </Field>
      <Field id="broadcast-message" label="Message" look="admin" error={shownFields?.message}>
        <textarea
          id="broadcast-message"
          name="message"
          rows={8}
          maxLength={BROADCAST_MESSAGE_MAX}
          defaultValue={initial.message}
          placeholder="Fresh cinnamon rolls this Saturday..."
          className={`${inputClass} mt-1`}
          {...control("broadcast-message", undefined, feedback("message"))}
        />
      </Field>
      <Field
        id="broadcast-image"
        look="admin"
        label={
          <>
            Image <span className="font-normal text-muted">(optional)</span>
          </>
        }
        error={shownFields?.image}
      >
        {keptImage ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <img src={keptImage} alt="Chosen earlier" className="max-h-24 rounded-lg object-contain" />
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" value="1" className="size-4" />
              Remove this image
            </label>
          </div>
        ) : null}
        <input
          id="broadcast-image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className={`${fileInputClass} mt-1`}
          {...control("broadcast-image", undefined, feedback("image"))}
        />
        {preview ? <img src={preview} alt="Selected" className="mt-3 max-h-48 rounded-xl object-contain" /> : null}
      </Field>
      <FormStatus look="admin" error={shownError} success={success} focusOnLoad={!marked} />
      {success && !data.delivery.sending ? (
        <p className="-mt-3 text-sm text-muted">They will only be written to the server log: see the notice above.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={sending} busyLabel="Saving...">
          Send Message
        </SubmitButton>
        <span className="text-sm text-muted">Next: a preview, a test to yourself and the recipient count.</span>
      </div>
    </Form>
  );
}

/** A hand-written control's marks: its hint and error described, and the focus when it is the first refused. */
function control(id: string, hint: string | undefined, { error, autoFocus }: { error?: string; autoFocus?: boolean }) {
  return { ...describedControl(id, { hint, error }), ...(autoFocus ? { autoFocus } : {}) };
}

function Review({ draft, data, error }: { draft: Draft; data: LoaderData; error: string | null }) {
  const href = useAdminHref();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const nobody = draft.recipients === 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby="review-heading" className={cardClass}>
        <h2 id="review-heading" className="text-xl font-semibold text-espresso">
          Check and send
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">To</dt>
          <dd>
            {draft.audienceLabel}: {countOf(draft.recipients, "subscriber")}
          </dd>
          <dt className="font-semibold">From</dt>
          <dd className="break-words">{data.delivery.from}</dd>
          <dt className="font-semibold">Subject</dt>
          <dd className="break-words">{draft.sentSubject}</dd>
        </dl>
        <div className="mt-4">
          <FormStatus look="admin" error={error} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="draft" value={draft.id} />
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className="btn btn-primary" disabled={nobody || busy === "send"}>
              {busy === "send" ? "Sending..." : `Send Message to ${countOf(draft.recipients, "subscriber")}`}
            </button>
          </Form>
          <Link to={`${href("send-message")}?draft=${draft.id}&edit=1`} className={secondaryButton}>
            Edit the message
          </Link>
        </div>
        {nobody ? (
          <p className="mt-2 text-sm text-muted">No one is in this audience yet: choose another one to send it.</p>
        ) : null}
      </section>

      <section aria-labelledby="test-heading" className={cardClass}>
        <h2 id="test-heading" className="text-xl font-semibold text-espresso">
          Send yourself a test
        </h2>
        {data.ownerEmail ? (
          <Form method="post" className="mt-3">
            <CsrfInput />
            <input type="hidden" name="draft" value={draft.id} />
            <input type="hidden" name="intent" value="test" />
            <button type="submit" className={secondaryButton} disabled={busy === "test"}>
              {busy === "test" ? "Sending..." : `Send a test to ${data.ownerEmail}`}
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-sm">
            No owner address is set: set <code className="font-semibold">OWNER_EMAIL</code> and restart the server to
            send yourself a test first.
          </p>
        )}
      </section>

      <section aria-labelledby="preview-heading" className={cardClass}>
        <h2 id="preview-heading" className="text-xl font-semibold text-espresso">
          Preview
        </h2>
        <p className="mt-1 text-sm text-muted">
          As each subscriber gets it; their own unsubscribe link goes where this one points.
        </p>
        {/* The e-mail's own HTML, sandboxed: no scripts, no navigation of this page. */}
        <iframe
          title="The e-mail as subscribers will see it"
          srcDoc={draft.preview.html}
          sandbox="allow-same-origin"
          className="mt-3 h-[28rem] w-full rounded-xl border border-stone-200 bg-white"
        />
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold">Plain-text version</summary>
          <pre className="mt-2 rounded-lg bg-cream p-3 font-sans break-words whitespace-pre-wrap">
            {draft.preview.text}
          </pre>
        </details>
      </section>
    </div>
  );
}
