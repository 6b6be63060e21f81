// {admin_prefix}/send-message: 'Send Message to Subscribers'. Posts to its
// own action (multipart, works without JavaScript), which calls the same broadcast model as POST
// /api/send-message; success redirects here (PRG) with the queued count in the one-shot flash cookie, shown in
// green under the form and alerted (so a reload or a typed URL never claims a broadcast that was not sent).
import { useEffect, useState, type FormEvent } from "react";
import { data, Form, useLocation, useNavigation } from "react-router";
import { useFormFlash } from "#app/components/admin/admin-data";
import { FormStatus, StatusMessage } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { PUBLIC_URL_MISSING, SEND_MESSAGE_TEXT } from "#app/lib/validation/send-message-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import { toDomainError } from "#app/server/models/errors.server";
import { emailLinkOrigin, publicOrigin } from "#app/server/platform/public-url.server";
import { queueBroadcast } from "#app/server/models/broadcasts.server";
import { countSubscribers } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/send-message";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export function meta(): Route.MetaDescriptors {
  return [{ title: "Send Message | Slice Bakery Admin" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const subscribers = await countSubscribers();
  // Said before the owner writes anything: without a public address nothing can be queued.
  const cannotLink = emailLinkOrigin(new URL(request.url).origin) === null;
  return { csrf: session.csrfToken, verified: subscribers.verified, cannotLink };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request, { imageFields: ["image"], maxFiles: 1 });
  const message = form.get("message");
  const image = form.get("image");
  try {
    const result = await queueBroadcast(
      { message: typeof message === "string" ? message : null, image: image instanceof File ? image : null },
      publicOrigin(request),
    );
    // The layout alerts it (alert: true); the form shows it (form: "send-message").
    throw await redirectWithFlash(adminPath("send-message"), {
      type: "success",
      message: result.message,
      alert: true,
      form: "send-message",
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const domain = toDomainError(error);
    if (!domain) {
      console.error("[send-message]", error);
      return data({ error: SEND_MESSAGE_TEXT.failure, message: String(message ?? "") }, { status: 500 });
    }
    return data(
      { error: domain.message || SEND_MESSAGE_TEXT.failure, message: String(message ?? "") },
      { status: domain.status },
    );
  }
}

export default function SendMessage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting";
  const [clientError, setClientError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const sent = useFormFlash("send-message");

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const fd = new FormData(event.currentTarget);
    const text = String(fd.get("message") ?? "").trim();
    const file = fd.get("image");
    if (!text && !(file instanceof File && file.size > 0)) {
      event.preventDefault();
      setClientError(SEND_MESSAGE_TEXT.required);
      return;
    }
    setClientError(null);
  }

  const error = clientError ?? actionData?.error ?? null;
  const success = !error && !actionData ? (sent?.message ?? null) : null;

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-semibold">Send Message to Subscribers</h1>
      <p className="mt-2 text-stone-600">
        Goes to every verified subscriber ({loaderData.verified}), with an unsubscribe link in each e-mail.
      </p>
      {loaderData.cannotLink && actionData?.error !== PUBLIC_URL_MISSING ? (
        <div className="mt-4">
          <StatusMessage tone="error" look="panel">
            {PUBLIC_URL_MISSING}
          </StatusMessage>
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        key={success ? location.key : "form"}
        className="mt-6 space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <div>
          <label htmlFor="broadcast-message" className="mb-1.5 block text-sm font-semibold">
            Message
          </label>
          <textarea
            id="broadcast-message"
            name="message"
            rows={8}
            defaultValue={actionData?.message ?? ""}
            placeholder="Fresh cinnamon rolls this Saturday..."
            className="w-full rounded-xl border border-stone-300 px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor="broadcast-image" className="mb-1.5 block text-sm font-semibold">
            Image <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <input
            id="broadcast-image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
            className="block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-butter-light file:px-4 file:py-2 file:font-semibold"
          />
          {preview ? <img src={preview} alt="Selected" className="mt-3 max-h-48 rounded-xl object-contain" /> : null}
        </div>
        <FormStatus look="admin" error={error} success={success} />
        <SubmitButton busy={sending} busyLabel="Sending...">
          Send Message
        </SubmitButton>
      </Form>
    </div>
  );
}
