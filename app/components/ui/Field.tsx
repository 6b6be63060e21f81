import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** The public forms' text input, on a white card (default) or inside the calculator's cream one. */
export function publicInputClass(background: "white" | "cream" = "white"): string {
  return `w-full rounded-xl border border-crust/20 ${background === "white" ? "bg-white" : "bg-cream"} px-4 py-3 text-espresso placeholder:text-muted/70 focus:border-crust focus:outline-none aria-invalid:border-danger`;
}
export const inputClass = publicInputClass();

/** What every labelled control takes: its id (also the label's target), the label and the wrapper's class. */
type Labelled = { id: string; label: string; required?: boolean; hint?: string; className?: string };

const LABEL_CLASS = {
  public: "mb-1.5 block text-sm font-semibold text-espresso",
  admin: "block text-sm font-medium text-espresso",
} as const;

/**
 * The one labelled field of the site: a label above its control (the children), an optional hint, then the
 * field's error (`${id}-error`, for aria-describedby) if any. The public forms mark each field required (a
 * star) or optional; the admin's look marks nothing (every admin field says what it needs in its errors).
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  look = "public",
  labelClassName = LABEL_CLASS[look],
  children,
  className = "",
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  look?: keyof typeof LABEL_CLASS;
  labelClassName?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {look === "admin" ? null : required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-muted">(optional)</span>
        )}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Control<T> = Labelled & Omit<T, "id" | "className" | "required" | "children">;

/** A labelled text input (any `type`); the other attributes go to the `<input>`. */
export function InputField({
  id,
  label,
  required = false,
  hint,
  className,
  ...input
}: Control<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} className={className}>
      <input id={id} required={required} className={inputClass} {...input} />
    </Field>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  id,
  label,
  required = false,
  hint,
  className,
  ...textarea
}: Control<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} className={className}>
      <textarea id={id} required={required} className={inputClass} {...textarea} />
    </Field>
  );
}

/** A labelled drop-down of `options` (value = text) behind an empty first choice, `placeholder`. */
export function SelectField({
  id,
  label,
  required = false,
  hint,
  className,
  options,
  placeholder,
  placeholderDisabled = false,
  ...select
}: Control<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly string[];
  placeholder: string;
  /** The placeholder cannot be chosen again once another option is. */
  placeholderDisabled?: boolean;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} className={className}>
      <select id={id} required={required} className={inputClass} {...select}>
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Who is writing: Full Name, Email and an optional phone, side by side in a two-column grid (the Contact Us and
 * Partner With Us forms). Ids are `${idPrefix}-name`, `-email`, `-phone`; `values` refills them after an error.
 */
export function PersonFields({
  idPrefix,
  phoneLabel,
  values,
}: {
  idPrefix: string;
  phoneLabel: string;
  values: { fullName?: string; email?: string; phone?: string };
}) {
  return (
    <>
      <InputField
        id={`${idPrefix}-name`}
        label="Full Name"
        required
        name="fullName"
        autoComplete="name"
        defaultValue={values.fullName}
      />
      <InputField
        id={`${idPrefix}-email`}
        label="Email"
        required
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
      />
      <InputField
        id={`${idPrefix}-phone`}
        label={phoneLabel}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone}
      />
    </>
  );
}
