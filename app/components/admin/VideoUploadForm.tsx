import { useLocation } from "react-router";
import { useState, type ReactNode } from "react";
import { describedControl, Field, FocusOnRefusal } from "#app/components/ui/Field";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import {
  missingVideoFields,
  VIDEO_CREATE_REQUIRED,
  VIDEO_FIELD_REQUIRED,
  VIDEO_UPLOAD_FAILED,
  type VideoField,
} from "#app/lib/validation/video-text";
import { adminHref, useAdminData, useFormFlash } from "./admin-data";
import { CsrfInput } from "./CsrfInput";
import { UploadProgress } from "./UploadProgress";
import { useFilePreview } from "./use-file-preview";
import { useXhrUpload } from "./use-xhr-upload";
import { fileInputClass, inputClass, labelClass, primaryButton } from "./ui";

/**
 * The 'Upload Video' form: a video file with a 320×180 preview, a title and a
 * description, posted to {admin_prefix}/videos/upload, which comes back to this page. Without JavaScript it
 * is a plain multipart form post; after a failure the layout's flash (form "video-upload") brings the
 * message and the typed values back, and this form shows them. With JavaScript, the fields are checked
 * first and the file goes up with XMLHttpRequest behind a progress bar.
 */
export function VideoUploadForm() {
  const { prefix } = useAdminData();
  const failed = useFormFlash("video-upload");
  const location = useLocation();
  const action = `${adminHref(prefix, "videos/upload")}?returnTo=${encodeURIComponent(location.pathname)}`;
  const upload = useXhrUpload(VIDEO_UPLOAD_FAILED);
  const { preview, choose } = useFilePreview();
  const error = upload.error ?? failed?.message ?? null;
  // The fields the last refused submit left empty (a new array each time, so each refusal moves the focus).
  const [missing, setMissing] = useState<VideoField[] | null>(null);
  const values = failed?.values;
  const errorOf = (name: VideoField) => (missing?.includes(name) ? VIDEO_FIELD_REQUIRED[name] : undefined);

  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={action}
      aria-label="Upload Video"
      className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const body = new FormData(form);
        const empty = missingVideoFields(body, true);
        setMissing(empty.length > 0 ? empty : null);
        if (empty.length > 0) {
          upload.setError(VIDEO_CREATE_REQUIRED);
          return;
        }
        upload.send(action, body, () => {
          form.reset();
          choose(null);
        });
      }}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <CsrfInput />
        <VideoFileField
          id="upload-video-file"
          label="Video File"
          required
          error={errorOf("videoFile")}
          onChoose={(file) => choose(file)}
        />
        <VideoTextFields idPrefix="upload-video" values={values} errorOf={errorOf} />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1">
        <span className={labelClass}>Preview</span>
        {preview ? (
          <video
            src={preview}
            width={320}
            height={180}
            controls
            muted
            className="h-[180px] w-[320px] max-w-full rounded-xl bg-espresso object-cover"
            aria-label="Preview of the chosen video"
          />
        ) : (
          <div className="flex h-[180px] w-[320px] max-w-full items-center justify-center rounded-xl border-2 border-dashed border-crust/25 bg-cream text-sm text-muted">
            No video chosen
          </div>
        )}
      </div>
      {/* Below the fields and the preview (on a phone the preview comes right after the fields). */}
      <div className="flex min-w-0 flex-col gap-4 md:col-span-2">
        <FocusOnRefusal refusal={missing ?? failed} />
        <VideoSubmit error={error} focusOnLoad={Boolean(failed)} upload={upload}>
          {upload.uploading ? "Uploading…" : "Upload Video"}
        </VideoSubmit>
      </div>
    </form>
  );
}

/**
 * The end of a video form: the refusal (focused on load when the server sent it), the progress of a running
 * upload, and the submit button, disabled while the upload runs.
 */
export function VideoSubmit({
  error,
  focusOnLoad,
  upload,
  children,
}: {
  error: string | null;
  focusOnLoad: boolean;
  upload: Pick<ReturnType<typeof useXhrUpload>, "progress" | "uploading">;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <StatusMessage look="panel" tone="error" summary focusOnLoad={focusOnLoad}>
          {error}
        </StatusMessage>
      ) : null}
      {upload.progress !== null ? <UploadProgress progress={upload.progress} /> : null}
      <div>
        <button type="submit" className={primaryButton} disabled={upload.uploading}>
          {children}
        </button>
      </div>
    </>
  );
}

/** The video file input (`videoFile`): required on upload, optional when replacing a video's file. */
export function VideoFileField({
  id,
  label,
  required = false,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  onChoose?: (file: File | undefined) => void;
}) {
  return (
    <Field look="admin" id={id} label={label} error={error}>
      <input
        id={id}
        type="file"
        name="videoFile"
        accept="video/*"
        aria-required={required || undefined}
        className={`mt-1 ${fileInputClass}`}
        onChange={onChoose ? (event) => onChoose(event.currentTarget.files?.[0]) : undefined}
        {...describedControl(id, { error })}
      />
    </Field>
  );
}

/**
 * 'Video Title' and 'Video Description', shared by the upload and edit forms. `required` marks them required
 * (aria-required either way); both forms check in their submit handlers, so the messages are the site's own.
 */
export function VideoTextFields({
  idPrefix,
  values,
  required = false,
  errorOf = () => undefined,
}: {
  idPrefix: string;
  values?: { title?: string; description?: string } | null;
  required?: boolean;
  /** The message under a field the last refused submit left empty. */
  errorOf?: (name: VideoField) => string | undefined;
}) {
  return (
    <>
      <Field look="admin" id={`${idPrefix}-title`} label="Video Title" error={errorOf("title")}>
        <input
          id={`${idPrefix}-title`}
          name="title"
          type="text"
          required={required}
          aria-required="true"
          maxLength={200}
          defaultValue={values?.title ?? ""}
          className={`mt-1 ${inputClass}`}
          {...describedControl(`${idPrefix}-title`, { error: errorOf("title") })}
        />
      </Field>
      <Field look="admin" id={`${idPrefix}-description`} label="Video Description" error={errorOf("description")}>
        <textarea
          id={`${idPrefix}-description`}
          name="description"
          required={required}
          aria-required="true"
          rows={required ? 4 : 3}
          maxLength={2000}
          defaultValue={values?.description ?? ""}
          className={`mt-1 ${inputClass}`}
          {...describedControl(`${idPrefix}-description`, { error: errorOf("description") })}
        />
      </Field>
    </>
  );
}
