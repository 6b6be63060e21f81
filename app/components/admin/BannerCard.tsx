import { useState } from "react";
import { Field } from "#app/components/ui/Field";
import { Form } from "react-router";
import { srcSet, type ImageVariant } from "#app/lib/images";
import { BANNER_DELETE_CONFIRM, BANNER_NEW_IMAGE_REQUIRED } from "#app/lib/validation/banner-text";
import { BANNER_SHAPES, bannerSizeHint } from "#app/lib/banner-shapes";
import { CsrfInput } from "./CsrfInput";
import { ConfirmButton, ConfirmStep } from "./ConfirmButton";
import { cardClass, fileInputClass, FormError, primaryButton } from "./ui";
import { useFilePreview } from "./use-file-preview";

export type BannerCardData = { id: string; device: "large" | "small"; image: string; variants: ImageVariant[] };

const deviceLabel = { large: "Large screens", small: "Small screens" } as const;

/** One banner: device, current image, a new image with a live preview, Update and Delete. */
export function BannerCard({
  banner,
  error,
  confirmingDelete,
  cancelTo,
  busy,
}: {
  banner: BannerCardData;
  error?: string | null;
  confirmingDelete: boolean;
  cancelTo: string;
  busy: boolean;
}) {
  const { preview, choose } = useFilePreview();
  const [clientError, setClientError] = useState<string | null>(null);
  const fileId = `banner-file-${banner.id}`;
  const deleteFields = { intent: "delete", id: banner.id };
  const shownError = clientError ?? error ?? null;
  // Drawn as the home page draws it: a small (phone) banner is tall, so it gets a narrower box.
  const shape = BANNER_SHAPES[banner.device];
  const previewWidth = banner.device === "small" ? "w-full max-w-56" : "w-full";

  return (
    <article className={`${cardClass} flex flex-col gap-4`} aria-labelledby={`banner-title-${banner.id}`}>
      <header className="flex items-center justify-between gap-3">
        <h2 id={`banner-title-${banner.id}`} className="text-xl font-semibold text-espresso">
          {deviceLabel[banner.device]}
        </h2>
        <span className="rounded-full bg-butter-light px-3 py-1 text-xs font-semibold tracking-wide text-espresso uppercase">
          Device: {banner.device}
        </span>
      </header>
      <figure>
        <img
          src={banner.image}
          srcSet={srcSet(banner.variants)}
          sizes="(min-width: 1024px) 40vw, 90vw"
          alt={`Current ${banner.device} banner`}
          className={`${shape.aspect} ${previewWidth} rounded-xl bg-cream-deep object-cover`}
        />
        <figcaption className="mt-1 text-xs text-muted">Current image</figcaption>
      </figure>
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("banner");
          if (!(input instanceof HTMLInputElement) || !input.files || input.files.length === 0) {
            event.preventDefault();
            setClientError(BANNER_NEW_IMAGE_REQUIRED);
            window.alert(BANNER_NEW_IMAGE_REQUIRED);
          }
        }}
      >
        <CsrfInput />
        <input type="hidden" name="id" value={banner.id} />
        <Field look="admin" id={fileId} label="Choose a new image" hint={bannerSizeHint(banner.device)}>
          <input
            id={fileId}
            type="file"
            name="banner"
            accept="image/*"
            className={`mt-1 ${fileInputClass}`}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              setClientError(null);
            }}
          />
        </Field>
        {preview ? (
          <figure>
            <img
              src={preview}
              alt={`Preview of the new ${banner.device} banner`}
              className={`${shape.aspect} ${previewWidth} rounded-xl border-2 border-dashed border-butter object-cover`}
            />
            <figcaption className="mt-1 text-xs text-muted">New image preview</figcaption>
          </figure>
        ) : null}
        <FormError message={shownError} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="update" className={primaryButton} disabled={busy}>
            Update Banner
          </button>
        </div>
      </Form>
      {confirmingDelete ? (
        <ConfirmStep
          id={banner.id}
          message={BANNER_DELETE_CONFIRM}
          label="Yes, delete this banner"
          fields={deleteFields}
          cancelTo={cancelTo}
        />
      ) : (
        <div>
          <ConfirmButton message={BANNER_DELETE_CONFIRM} fields={deleteFields} disabled={busy}>
            Delete Banner
          </ConfirmButton>
        </div>
      )}
    </article>
  );
}
