import { Form, Link, useNavigation } from "react-router";
import { describedControl, Field, FieldError, fieldFeedback, FocusOnRefusal } from "#app/components/ui/Field";
import { DELIVERY_APPS, type DeliveryAppKey } from "#app/lib/delivery-apps";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { ALLERGEN_NAMES, allergenField, ALLERGENS, type Allergen } from "#app/lib/allergens";
import { DIET_LABEL_INFO, DIET_LABELS } from "#app/lib/diet";
import type { ImageVariant } from "#app/lib/images";
import { NUTRIENTS, SERVING_SIZE_MAX, type NutritionField } from "#app/lib/nutrition";
import { pickVariant } from "#app/lib/images";
import { CsrfInput } from "./CsrfInput";
import { ImagePicker } from "./ImagePicker";
import { inputClass, labelClass, primaryButton, secondaryButton } from "./ui";

/** The typed values; `dietLabels` is the ticked labels, comma-separated; `allergen-<key>` each allergen's level. */
export type ProductFormValues = Partial<
  Record<
    | "title"
    | "price"
    | "description"
    | "category"
    | DeliveryAppKey
    | "dietLabels"
    | NutritionField
    | `allergen-${Allergen}`,
    string
  >
>;
/** The allergen table's columns: a radio per level, and "Not declared" (no value) last. */
const LEVEL_CHOICES = [
  ["contains", "Contains"],
  ["may-contain", "May contain"],
  ["", "Not declared"],
] as const;

export type ExistingImage = { id: string; url: string; variants: ImageVariant[] };

const SHOPS = DELIVERY_APPS.map((a) => ({ name: a.key, label: `${a.label} link` }));

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
  const hasFieldError = Object.keys(fieldErrors).some((name) => name !== "form");
  const ticked = new Set((values.dietLabels ?? "").split(","));
  /** The Field props of a named field: its id and its error. */
  const field = (name: keyof ProductFormValues) => ({ id: fid(name), error: fieldErrors[name] });
  // The first refused field (the server lists them in the form's order) takes the focus when the server renders
  // the page (no JavaScript).
  const feedback = fieldFeedback(fieldErrors, Object.keys(fieldErrors));
  /** The control's props: id, name, typed value, look, and the link to its error when there is one. */
  const control = (name: keyof ProductFormValues) => ({
    id: fid(name),
    name,
    defaultValue: values[name],
    className: `mt-1 ${inputClass}`,
    ...describedControl(fid(name), { error: fieldErrors[name] }),
    ...(feedback(name).autoFocus ? { autoFocus: true } : {}),
  });
  /**
   * A box of choices (checkboxes, radios) answers for one field: each control is marked and tied to the group's
   * message, the first one takes the focus when the group holds the first refused field, and the box is outlined.
   */
  const group = (name: "dietLabels" | "allergens") => {
    const error = fieldErrors[name];
    const marks = describedControl(fid(name), { error });
    return {
      box: error ? "rounded-xl border-2 border-danger p-3" : "",
      control: (first: boolean) => ({ ...marks, ...(first && feedback(name).autoFocus ? { autoFocus: true } : {}) }),
      message: error ? <FieldError id={fid(name)}>{error}</FieldError> : null,
    };
  };
  const diet = group("dietLabels");
  const allergens = group("allergens");
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="space-y-4" aria-label={submitLabel}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {/* The action's own objects (stable across renders); the `{}` default is new each render, so never it. */}
      <FocusOnRefusal refusal={Object.keys(fieldErrors).length > 0 ? fieldErrors : error} />
      {error ? (
        <StatusMessage look="panel" tone="error" summary focusOnLoad={!hasFieldError}>
          {error}
        </StatusMessage>
      ) : null}
      {fieldErrors.form ? (
        <StatusMessage look="panel" tone="error" summary focusOnLoad={!hasFieldError && !error}>
          {fieldErrors.form}
        </StatusMessage>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field look="admin" {...field("title")} label="Title">
          <input {...control("title")} required />
        </Field>
        <Field look="admin" {...field("price")} label="Price (₹)">
          <input {...control("price")} required inputMode="decimal" type="number" min="0" step="0.01" />
        </Field>
      </div>
      <Field look="admin" {...field("description")} label="Description">
        <textarea {...control("description")} required rows={4} />
      </Field>
      <Field look="admin" {...field("category")} label="Category">
        <select {...control("category")} defaultValue={values.category ?? ""} required>
          <option value="" disabled>
            Choose an offering
          </option>
          {offerings.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>

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
                    <input
                      type="checkbox"
                      name="removeImages"
                      value={image.id}
                      aria-label={`Remove image ${index + 1}`}
                    />
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
          <Field
            look="admin"
            key={shop.name}
            {...field(shop.name)}
            label={shop.label}
            labelClassName="block text-xs font-medium text-muted"
          >
            <input {...control(shop.name)} type="url" placeholder="https://" />
          </Field>
        ))}
      </fieldset>

      <fieldset className={diet.box}>
        <legend className={`${labelClass} mb-1`}>Dietary labels</legend>
        {/* One empty value, so that "none ticked" arrives as such (and clears the labels on edit). */}
        <input type="hidden" name="dietLabels" value="" />
        <div className="flex flex-wrap gap-2">
          {DIET_LABELS.map((key, index) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm has-checked:border-crust has-checked:bg-butter-light/60"
            >
              <input
                type="checkbox"
                name="dietLabels"
                value={key}
                defaultChecked={ticked.has(key)}
                className="size-4 accent-crust"
                {...diet.control(index === 0)}
              />
              <span className={`diet-icon diet-${key}`} aria-hidden="true" />
              {DIET_LABEL_INFO[key].label}
              {DIET_LABEL_INFO[key].allergen ? <span className="text-xs text-muted">(allergen warning)</span> : null}
            </label>
          ))}
        </div>
        {diet.message}
      </fieldset>

      <fieldset className={allergens.box} aria-describedby={`${fid("allergens")}-hint`}>
        <legend className={`${labelClass} mb-1`}>Allergens</legend>
        <p id={`${fid("allergens")}-hint`} className="mb-2 text-xs text-muted">
          What this product contains, and what it may contain as traces from the kitchen. Leave &ldquo;Not
          declared&rdquo; where you are not sure: the shop then says nothing about it.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Allergen
                </th>
                {LEVEL_CHOICES.map(([value, text]) => (
                  <th key={value} scope="col" className="px-2 py-1 font-medium">
                    {text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ALLERGENS.map((a, row) => {
                const name = allergenField(a);
                const level = values[name] ?? "";
                return (
                  <tr key={a} className="border-t border-stone-200">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium capitalize">
                      {ALLERGEN_NAMES[a]}
                    </th>
                    {LEVEL_CHOICES.map(([value, text], column) => (
                      <td key={value} className="px-2 py-1.5">
                        <label className="flex cursor-pointer items-center justify-center p-1">
                          <input
                            type="radio"
                            name={name}
                            value={value}
                            defaultChecked={level === value}
                            className="size-4 accent-crust"
                            {...allergens.control(row === 0 && column === 0)}
                          />
                          <span className="sr-only">
                            {text}: {ALLERGEN_NAMES[a]}
                          </span>
                        </label>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {allergens.message}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={`${labelClass} mb-1`}>Nutrition per serving (optional)</legend>
        <p className="text-xs text-muted">
          Leave every box empty for none. With any amount, the serving size and the energy are needed; amounts take at
          most one decimal.
        </p>
        <Field
          look="admin"
          {...field("servingSize")}
          label="Serving size"
          labelClassName="block text-xs font-medium text-muted"
        >
          <input {...control("servingSize")} maxLength={SERVING_SIZE_MAX} placeholder="1 slice (80 g)" />
        </Field>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {NUTRIENTS.map((n) => (
            <Field
              look="admin"
              key={n.key}
              {...field(n.key)}
              label={`${n.sub ? "Sugars (of the carbohydrates)" : n.label} (${n.unit})`}
              labelClassName="block text-xs font-medium text-muted"
            >
              <input {...control(n.key)} type="number" inputMode="decimal" min="0" max={n.max} step="0.1" />
            </Field>
          ))}
        </div>
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
