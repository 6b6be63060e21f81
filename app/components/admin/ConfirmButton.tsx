import { useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { CsrfInput } from "./CsrfInput";
import { dangerButton, secondaryButton } from "./ui";

/**
 * A delete form. With JavaScript, window.confirm(message) asks first and the post carries confirmed=yes.
 * Without it the post carries no confirmation, and the server answers with a page (or a ConfirmStep) that
 * asks once more.
 */
export function ConfirmButton({
  action,
  message,
  fields,
  children,
  className = dangerButton,
  confirmed = false,
  prompt = true,
  disabled = false,
}: {
  action?: string;
  message: string;
  /** Hidden fields posted with it, e.g. { intent: "delete", id }. */
  fields?: Record<string, string>;
  children: ReactNode;
  className?: string;
  /** The second, on-page confirmation step: already confirmed. */
  confirmed?: boolean;
  /** false: no window.confirm, the unconfirmed post lets the server answer with its own confirmation step. */
  prompt?: boolean;
  disabled?: boolean;
}) {
  const confirmRef = useRef<HTMLInputElement>(null);
  return (
    <Form
      method="post"
      action={action}
      className="inline"
      onSubmit={(event) => {
        if (confirmed || !prompt) return;
        if (!window.confirm(message)) {
          event.preventDefault();
          return;
        }
        if (confirmRef.current) confirmRef.current.value = "yes";
      }}
    >
      <CsrfInput />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input ref={confirmRef} type="hidden" name="confirmed" defaultValue={confirmed ? "yes" : ""} />
      <button type="submit" className={className} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

/** The no-JavaScript confirmation after an unconfirmed delete: the question, a confirmed button and Cancel. */
export function ConfirmStep({
  id,
  message,
  label,
  fields,
  cancelTo,
}: {
  /** Names the question for aria-labelledby (unique on the page). */
  id: string;
  message: string;
  label: string;
  fields: Record<string, string>;
  cancelTo: string;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby={`confirm-${id}`}
      className="rounded-lg border border-danger/30 bg-red-50 p-3"
    >
      <p id={`confirm-${id}`} className="font-medium text-danger">
        {message}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <ConfirmButton message={message} fields={fields} confirmed>
          {label}
        </ConfirmButton>
        <Link to={cancelTo} className={secondaryButton} preventScrollReset>
          Cancel
        </Link>
      </div>
    </div>
  );
}
