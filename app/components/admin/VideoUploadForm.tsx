import { useLocation } from "react-router";
import { Field } from "#app/components/ui/Field";
import { VIDEO_CREATE_REQUIRED, VIDEO_UPLOAD_FAILED } from "#app/lib/validation/video-text";
import { adminHref, useAdminData, useFormFlash } from "./admin-data";
import { CsrfInput } from "./CsrfInput";
import { UploadProgress } from "./UploadProgress";
import { useFilePreview } from "./use-file-preview";
import { useXhrUpload } from "./use-xhr-upload";
import { fileInputClass, FormError, inputClass, labelClass, primaryButton } from "./ui";

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
  const values = failed?.values;

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
        const file = body.get("videoFile");
        const title = String(body.get("title") ?? "").trim();
        const description = String(body.get("description") ?? "").trim();
        if (!(file instanceof File) || file.size === 0 || !title || !description) {
          upload.setError(VIDEO_CREATE_REQUIRED);
          window.alert(VIDEO_CREATE_REQUIRED);
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
        <VideoFileField id="upload-video-file" label="Video File" required onChoose={choose} />
        <VideoTextFields idPrefix="upload-video" values={values} />
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
        <FormError message={error} />
        {upload.progress !== null ? <UploadProgress progress={upload.progress} /> : null}
        <div>
          <button type="submit" className={primaryButton} disabled={upload.uploading}>
            {upload.uploading ? "Uploading…" : "Upload Video"}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * 'Video Title' and 'Video Description', shared by the upload and edit forms. `required` adds the browser's
 * own check (the edit form); the upload form checks in its submit handler instead, to show the owner an alert.
 */
/** The video file input (`videoFile`): required on upload, optional when replacing a video's file. */
export function VideoFileField({
  id,
  label,
  required = false,
  onChoose,
}: {
  id: string;
  label: string;
  required?: boolean;
  onChoose?: (file: File | undefined) => void;
}) {
  return (
    <Field look="admin" id={id} label={label}>
      <input
        id={id}
        type="file"
        name="videoFile"
        accept="video/*"
        aria-required={required || undefined}
        className={`mt-1 ${fileInputClass}`}
        onChange={onChoose ? (event) => onChoose(event.currentTarget.files?.[0]) : undefined}
      />
    </Field>
  );
}

export function VideoTextFields({
  idPrefix,
  values,
  required = false,
}: {
  idPrefix: string;
  values?: { title?: string; description?: string } | null;
  required?: boolean;
}) {
  return (
    <>
      <Field look="admin" id={`${idPrefix}-title`} label="Video Title">
        <input
          id={`${idPrefix}-title`}
          name="title"
          type="text"
          required={required}
          aria-required="true"
          maxLength={200}
          defaultValue={values?.title ?? ""}
          className={`mt-1 ${inputClass}`}
        />
      </Field>
      <Field look="admin" id={`${idPrefix}-description`} label="Video Description">
        <textarea
          id={`${idPrefix}-description`}
          name="description"
          required={required}
          aria-required="true"
          rows={required ? 4 : 3}
          maxLength={2000}
          defaultValue={values?.description ?? ""}
          className={`mt-1 ${inputClass}`}
        />
      </Field>
    </>
  );
}
