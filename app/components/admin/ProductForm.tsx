import { Form, Link, useNavigation } from "react-router";
import type { ImageVariant } from "#app/lib/images";
import { pickVariant } from "#app/lib/images";
import { CsrfInput } from "./CsrfInput";
import { ImagePicker } from "./ImagePicker";
import { FieldError, inputClass, labelClass, Message, primaryButton, secondaryButton } from "./ui";

export type ProductFormValues = Partial<Record<"title" | "price" | "description" | "category" | "zepto" | "instamart" | "blinkit", string>>;
export type ExistingImage = { id: string; url: string; variants: ImageVariant[] };

const SHOPS = [
  { name: "zepto", label: "Zepto link" },
  { name: "instamart", label: "Swiggy Instamart link" },
  { name: "blinkit", label: "Blinkit link" },
] as const;

/**
 * Add and edit product form (multipart): title, price, description, category, images with previews and the
 * three optional shop links. In edit mode the current images can be kept, removed or reordered.
 */
export function ProductForm({
  offerings,
  values = {},
  fieldErrors = {},
  error,
  intent,
  submitLabel,
  action,
  existingImages,
  cancelHref,
}: {
  offerings: { id: string; name: string }[];
  values?: ProductFormValues;
  fieldErrors?: Record<string, string>;
  error?: string;
  intent: string;
  submitLabel: string;
  action?: string;
  existingImages?: ExistingImage[];
  cancelHref?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const fid = (name: string) => `${intent}-${name}`;
  const err = (name: string) => fieldErrors[name];
  const described = (name: string) => (err(name) ? { "aria-invalid": true, "aria-describedby": `${fid(name)}-error` } : {});
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="space-y-4" aria-label={submitLabel}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {error ? <Message type="error">{error}</Message> : null}
      {fieldErrors.form ? <Message type="error">{fieldErrors.form}</Message> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fid("title")} className={labelClass}>
            Title
          </label>
          <input id={fid("title")} name="title" required defaultValue={values.title} className={`mt-1 ${inputClass}`} {...described("title")} />
          <FieldError id={`${fid("title")}-error`} message={err("title")} />
        </div>
        <div>
          <label htmlFor={fid("price")} className={labelClass}>
            Price (₹)
          </label>
          <input
            id={fid("price")}
            name="price"
            required
            inputMode="decimal"
            type="number"
            min="0"
            step="0.01"
            defaultValue={values.price}
            className={`mt-1 ${inputClass}`}
            {...described("price")}
          />
          <FieldError id={`${fid("price")}-error`} message={err("price")} />
        </div>
      </div>
      <div>
        <label htmlFor={fid("description")} className={labelClass}>
          Description
        </label>
        <textarea
          id={fid("description")}
          name="description"
          required
          rows={4}
          defaultValue={values.description}
          className={`mt-1 ${inputClass}`}
          {...described("description")}
        />
        <FieldError id={`${fid("description")}-error`} message={err("description")} />
      </div>
      <div>
        <label htmlFor={fid("category")} className={labelClass}>
          Category
        </label>
        <select
          id={fid("category")}
          name="category"
          required
          defaultValue={values.category ?? ""}
          className={`mt-1 ${inputClass}`}
          {...described("category")}
        >
          <option value="" disabled>
            Choose an offering
          </option>
          {offerings.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        <FieldError id={`${fid("category")}-error`} message={err("category")} />
      </div>

      {existingImages && existingImages.length > 0 ? (
        <fieldset>
          <legend className={labelClass}>Current images</legend>
          <p className="text-xs text-muted">Lower numbers show first. Tick “Remove” to drop an image when you save.</p>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {existingImages.map((image, index) => (
              <li key={image.id} className="rounded-xl border border-stone-200 bg-cream p-2">
                <img
                  src={pickVariant(image.variants, 480, image.url)}
                  alt={`Current shot ${index + 1}`}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
                  <label className="flex items-center gap-1">
                    <span>Order</span>
                    <input
                      type="number"
                      name={`order:${image.id}`}
                      defaultValue={index + 1}
                      min="1"
                      className="w-14 rounded border border-stone-300 px-1 py-0.5"
                      aria-label={`Order of image ${index + 1}`}
                    />
                  </label>
                  <label className="flex items-center gap-1">
                    <input type="checkbox" name="removeImages" value={image.id} aria-label={`Remove image ${index + 1}`} />
                    <span>Remove</span>
                  </label>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <ImagePicker
        id={fid("images")}
        name="images"
        label={existingImages ? "Add images" : "Images"}
        multiple
        hint="JPEG, PNG, WebP, AVIF or GIF. You can choose several."
      />

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className={`${labelClass} mb-1`}>Shop links (optional)</legend>
        {SHOPS.map((shop) => (
          <div key={shop.name}>
            <label htmlFor={fid(shop.name)} className="block text-xs font-medium text-muted">
              {shop.label}
            </label>
            <input
              id={fid(shop.name)}
              name={shop.name}
              type="url"
              placeholder="https://"
              defaultValue={values[shop.name]}
              className={`mt-1 ${inputClass}`}
              {...described(shop.name)}
            />
            <FieldError id={`${fid(shop.name)}-error`} message={err(shop.name)} />
          </div>
        ))}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className={secondaryButton}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
