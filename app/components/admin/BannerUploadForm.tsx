import { useState } from "react";
import { Form } from "react-router";
import { BANNER_IMAGE_REQUIRED, BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner-text";
import { BANNER_SHAPES, bannerSizeHint } from "#app/lib/banner-shapes";
import { CsrfInput } from "./CsrfInput";
import { ImagePicker } from "./ImagePicker";
import { FormError, primaryButton } from "./ui";

// Previews in the shapes the home page draws: 8:3 for large screens, 4:5 for phones.
const PICKERS = [
  { device: "large", label: "Large-screen banner", previewClass: `h-28 ${BANNER_SHAPES.large.aspect}` },
  { device: "small", label: "Small-screen banner", previewClass: `h-28 ${BANNER_SHAPES.small.aspect}` },
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
      <FormError message={shown} />
      <div className="grid gap-4 sm:grid-cols-2">
        {PICKERS.map(({ device, label, previewClass }) => (
          <ImagePicker
            key={device}
            id={BANNER_UPLOAD_FIELDS[device]}
            name={BANNER_UPLOAD_FIELDS[device]}
            label={label}
            hint={bannerSizeHint(device)}
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
