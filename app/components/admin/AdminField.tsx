// The admin's labelled input and text area in the site's one form-feedback idiom: the field's error under it,
// aria-invalid and aria-describedby on the control, and the autofocus attribute on the first refused field (so a
// page rendered without JavaScript lands there too).
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { describedControl, Field } from "#app/components/ui/Field";
import { inputClass } from "./ui";

type Marked = { id: string; label: ReactNode; hint?: string; error?: string; className?: string };

export function AdminInputField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Marked & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} look="admin" hint={hint} error={error} className={className}>
      <input id={id} className={`${inputClass} mt-1`} {...describedControl(id, { hint, error })} {...input} />
    </Field>
  );
}

export function AdminTextAreaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: Marked & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} look="admin" hint={hint} error={error} className={className}>
      <textarea id={id} className={`${inputClass} mt-1`} {...describedControl(id, { hint, error })} {...textarea} />
    </Field>
  );
}
