import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { VIDEO_CREATE_REQUIRED } from "#app/lib/validation/video";
import { CsrfInput } from "./CsrfInput";
import { inputClass, labelClass, Message, primaryButton } from "./ui";

/**
 * Upload Video: a video file, title and description, with a 320×180 preview. It posts to its own action
 * route (streamed to disk there), which also renders this form with the error and the values.
 */
export function VideoUploadForm({
  action,
  error,
  values = {},
}: {
  action: string;
  error?: string;
  values?: { title?: string; description?: string };
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = clientError ?? error;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="space-y-4"
      aria-label="Upload Video"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const title = (form.elements.namedItem("title") as HTMLInputElement).value.trim();
        const description = (form.elements.namedItem("description") as HTMLTextAreaElement).value.trim();
        if (!title || !description || !fileRef.current?.files?.length) {
          event.preventDefault();
          setClientError(VIDEO_CREATE_REQUIRED);
          window.alert(VIDEO_CREATE_REQUIRED);
        } else setClientError(null);
      }}
    >
      <CsrfInput />
      {shown ? <Message type="error">{shown}</Message> : null}
      <div className="grid gap-4 md:grid-cols-[1fr_320px]">
        <div className="space-y-4">
          <div>
            <label htmlFor="videoFile" className={labelClass}>
              Video file
            </label>
            <input
              ref={fileRef}
              id="videoFile"
              name="videoFile"
              type="file"
              accept="video/*"
              className={`mt-1 ${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-cream-deep file:px-3 file:py-1 file:text-sm file:font-semibold file:text-crust`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
          </div>
          <div>
            <label htmlFor="video-title" className={labelClass}>
              Title
            </label>
            <input id="video-title" name="title" defaultValue={values.title} className={`mt-1 ${inputClass}`} />
          </div>
          <div>
            <label htmlFor="video-description" className={labelClass}>
              Description
            </label>
            <textarea
              id="video-description"
              name="description"
              rows={3}
              defaultValue={values.description}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        </div>
        <div>
          <p className={labelClass}>Preview</p>
          <div className="mt-1 flex h-[180px] w-[320px] max-w-full items-center justify-center overflow-hidden rounded-lg bg-espresso/90 text-sm text-cream">
            {preview ? (
              <video src={preview} width={320} height={180} controls muted className="h-[180px] w-[320px] object-contain">
                <track kind="captions" />
              </video>
            ) : (
              <span>No video chosen</span>
            )}
          </div>
        </div>
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? "Uploading…" : "Upload Video"}
      </button>
    </Form>
  );
}
