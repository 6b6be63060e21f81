import CircleAlert from "lucide-react/icons/circle-alert";
import {
  type ChangeEvent,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useLocation } from "react-router";
import { formatNumber } from "#app/lib/numbers";

/**
 * The public forms' text input, on a white card (default) or inside the calculator's cream one. Focus shows as
 * the site's 3 px crust outline (app.css), which is why no `outline-none` here; a refused field keeps a red border.
 */
export function publicInputClass(background: "white" | "cream" = "white"): string {
  return `w-full rounded-xl border border-crust/20 ${background === "white" ? "bg-white" : "bg-cream"} px-4 py-3 text-espresso placeholder:text-muted/70 focus:border-crust aria-invalid:border-2 aria-invalid:border-danger`;
}
export const inputClass = publicInputClass();

/** A refused form's messages, one per field name (what the server or the browser's check found). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What a control needs to say it was refused: `error` for its Field, and `autoFocus` on the first refused field
 * in `order`. The attribute is how a page rendered by the server (no JavaScript) puts focus on that field when it
 * loads; with JavaScript, FocusOnRefusal does the same after each refused submit.
 */
export function fieldFeedback(errors: FieldErrors | null | undefined, order: readonly string[]) {
  const first = order.find((name) => errors?.[name]);
  return (name: string): { error?: string; autoFocus?: boolean } => {
    const error = errors?.[name];
    return error ? { error, ...(name === first ? { autoFocus: true } : {}) } : {};
  };
}

/**
 * The attributes that tie a control to the texts under it: `aria-describedby` naming its hint, its counter and
 * its error (ids `${id}-hint`, `${id}-count`, `${id}-error`), and `aria-invalid` while it has an error.
 */
export function describedControl(
  id: string,
  { hint, error, counter = false }: { hint?: ReactNode; error?: string; counter?: boolean },
) {
  const ids = [hint ? `${id}-hint` : "", counter ? `${id}-count` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    ...(ids.length > 0 ? { "aria-describedby": ids.join(" ") } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
  };
}

/**
 * With JavaScript: after each refused submit (`refusal` changes to a new truthy value), focus the first control
 * marked `aria-invalid` in the enclosing form, or else its error summary (`data-error-summary`). The browser then
 * scrolls it into view, below the sticky header (scroll-padding-top in app.css). Put it anywhere inside the form,
 * or beside the message of a form that may be gone once refused (a cancel button no longer offered): outside a
 * form it looks in the element that holds it.
 */
export function FocusOnRefusal({ refusal }: { refusal: unknown }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!refusal) return;
    const form = marker.current?.closest("form") ?? marker.current?.parentElement;
    if (!form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>("[data-error-summary]");
    target?.focus();
  }, [refusal]);
  return <span ref={marker} hidden />;
}

/**
 * The key that draws a form anew (empty, ready for the next entry) after each navigation, except the ones that
 * end with a refused post (`refused`: this form's, or another's on the same page). React Router shows a refused
 * post's answer as soon as the action returns, but ends the navigation (with a new location key) only once the
 * page's loaders have run again: a form keyed on the location would be drawn again then, over whatever was
 * typed in between.
 */
export function useFormKey(refused: boolean): string {
  const { key } = useLocation();
  const [kept, setKept] = useState(key);
  if (!refused && kept !== key) setKept(key);
  return refused ? kept : key;
}

/**
 * What every labelled control takes: its id (also the label's target), the label and the wrapper's class
 * (`controlClassName`: the control's own look, when the usual input's does not fit, as for a file input).
 */
type Labelled = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  controlClassName?: string;
};

const LABEL_CLASS = {
  public: "mb-1.5 block text-sm font-semibold text-espresso",
  admin: "block text-sm font-medium text-espresso",
} as const;

/** A field's error line: the exclamation icon (not colour alone), the text, the id controls point to. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The one labelled field of the site: a label above its control (the children), an optional hint (the field's
 * rule, stated before any submit), an optional counter, then the field's error if any. The control itself takes
 * `describedControl(id, …)` so it points at them. The public forms mark each field required (a star) or
 * optional; the admin's look marks nothing (every admin field says what it needs in its errors).
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  counter,
  look = "public",
  labelClassName = LABEL_CLASS[look],
  children,
  className = "",
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown between the hint and the error (a character counter). */
  counter?: ReactNode;
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
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {counter}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

type Control<T> = Labelled & Omit<T, "id" | "className" | "required" | "children">;

/**
 * A control's props split in two: what its Field shows (label, hint, error, wrapper class) and the attributes of
 * the control itself, tied to those texts (`counter`: a character count is shown under it too).
 */
function splitLabelled<R extends object>(
  { id, label, required = false, hint, error, className, controlClassName = inputClass, ...rest }: Labelled & R,
  counter = false,
) {
  return {
    field: { id, label, required, hint, error, className },
    control: { id, required, className: controlClassName, ...describedControl(id, { hint, error, counter }), ...rest },
  };
}

/**
 * A control's live character count, when it has a `maxLength` to count towards: the counter to show and the
 * change handler that keeps it current (calling the control's own `onChange` too).
 */
function useCounted<E extends HTMLInputElement | HTMLTextAreaElement>(
  id: string,
  maxLength: number | undefined,
  initial: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const [count, setCount] = useState(() => String(initial ?? "").length);
  return {
    counter: maxLength ? <Counter id={id} count={count} max={maxLength} /> : null,
    onChange: (event: ChangeEvent<E>) => {
      setCount(event.currentTarget.value.length);
      onChange?.(event);
    },
  };
}

/**
 * A labelled text input (any `type`); the other attributes go to the `<input>`. `counted` with a `maxLength`:
 * a live count of the characters under it, as on the long text areas. `countTo` instead: the same count towards
 * a limit the browser does not enforce, so that a pasted text too long is shown whole and warned about (the server
 * refuses it) rather than cut without a word.
 */
export function InputField({
  counted = false,
  countTo,
  maxLength,
  onChange,
  ...props
}: Control<InputHTMLAttributes<HTMLInputElement>> & { counted?: boolean; countTo?: number }) {
  const limit = countTo ?? (counted ? maxLength : undefined);
  const { field, control } = splitLabelled(props, Boolean(limit));
  const count = useCounted(field.id, limit, control.defaultValue ?? control.value, onChange);
  return (
    <Field {...field} counter={count.counter}>
      <input maxLength={maxLength} {...control} onChange={count.onChange} />
    </Field>
  );
}

/**
 * "n / max characters": the live count of a long field, so nobody types past the limit unawares; past it (a field
 * whose browser does not stop at the limit), how many characters are too many.
 */
function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const near = count >= max * 0.9;
  const over = count - max;
  return (
    <p
      id={`${id}-count`}
      className={`mt-1 flex items-start justify-end gap-1.5 text-right text-xs tabular-nums ${over > 0 ? "font-semibold text-danger" : near ? "font-semibold text-espresso" : "text-muted"}`}
    >
      {over > 0 ? <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span>
        {formatNumber(count)} / {formatNumber(max)} characters
        {over > 0 ? `: ${formatNumber(over)} too many, please shorten it` : ""}
      </span>
    </p>
  );
}

/** A labelled multi-line text field; with `maxLength` it cannot take more and counts as the visitor types. */
export function TextAreaField({ maxLength, onChange, ...props }: Control<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { field, control } = splitLabelled(props, Boolean(maxLength));
  const count = useCounted(field.id, maxLength, control.defaultValue ?? control.value, onChange);
  return (
    <Field {...field} counter={count.counter}>
      <textarea maxLength={maxLength} {...control} onChange={count.onChange} />
    </Field>
  );
}

/** A drop-down's choice: its text, which is also its value, or a value shown as another text. */
export type SelectOption = string | { value: string; label: string };

/** A labelled drop-down of `options` behind an empty first choice, `placeholder`. */
export function SelectField({
  options,
  placeholder,
  placeholderDisabled = false,
  ...props
}: Control<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly SelectOption[];
  placeholder: string;
  /** The placeholder cannot be chosen again once another option is. */
  placeholderDisabled?: boolean;
}) {
  const { field, control } = splitLabelled(props);
  return (
    <Field {...field}>
      <select {...control}>
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/**
 * Who is writing: Full Name, Email and an optional phone, side by side in a two-column grid (the Contact Us and
 * Partner With Us forms). Ids are `${idPrefix}-name`, `-email`, `-phone`; `values` refills them after an error,
 * `feedback` (fieldFeedback) marks the refused ones and `phoneHint` states the phone's rule where it has one.
 */
export function PersonFields({
  idPrefix,
  phoneLabel,
  phoneHint,
  values,
  feedback,
}: {
  idPrefix: string;
  phoneLabel: string;
  phoneHint?: string;
  values: { fullName?: string; email?: string; phone?: string };
  feedback: ReturnType<typeof fieldFeedback>;
}) {
  const fields = [
    { name: "fullName", id: "name", label: "Full Name", required: true, autoComplete: "name", maxLength: 200 },
    { name: "email", id: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
    { name: "phone", id: "phone", label: phoneLabel, hint: phoneHint, type: "tel", autoComplete: "tel" },
  ] as const;
  return (
    <>
      {fields.map(({ name, id, ...field }) => (
        <InputField
          key={name}
          id={`${idPrefix}-${id}`}
          name={name}
          defaultValue={values[name]}
          {...field}
          {...feedback(name)}
        />
      ))}
    </>
  );
}
