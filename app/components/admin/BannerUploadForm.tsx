import { useState } from "react";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { Form } from "react-router";
import { BANNER_IMAGE_REQUIRED, BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner-text";
import { CsrfInput } from "./CsrfInput";
import { ImagePicker } from "./ImagePicker";
import { primaryButton } from "./ui";

const PICKERS = [
  { device: "large", label: "Large-screen banner", previewClass: "h-28 w-full max-w-xs" },
  { device: "small", label: "Small-screen banner", previewClass: "h-28 w-28" },
] as const;

/** Upload Homepage Banners: a large-screen and a small-screen image (at least one), each with a preview. */
export function BannerUploadForm({ error }: { error?: string }) {
  const [chosen, setChosen] = useState({ large: 0, small: 0 });
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? error;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      aria-label="Upload Homepage Banners"
      onSubmit={(event) => {
        if (chosen.large + chosen.small === 0) {
          event.preventDefault();
          setClientError(BANNER_IMAGE_REQUIRED);
          window.alert(BANNER_IMAGE_REQUIRED);
        } else setClientError(null);
      }}
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="upload-banners" />
      {shown ? <StatusMessage look="panel" tone="error">{shown}</StatusMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {PICKERS.map(({ device, label, previewClass }) => (
          <ImagePicker
            key={device}
            id={BANNER_UPLOAD_FIELDS[device]}
            name={BANNER_UPLOAD_FIELDS[device]}
            label={label}
            previewClass={previewClass}
            onFilesChange={(n) => setChosen((c) => ({ ...c, [device]: n }))}
          />
        ))}
      </div>
      <button type="submit" className={primaryButton}>
        Upload Banners
      </button>
    </Form>
  );
}
