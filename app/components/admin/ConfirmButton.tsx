import { useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { CsrfInput } from "./CsrfInput";

/**
 * A delete form. With JavaScript, window.confirm(message) asks first and the post carries confirmed=yes.
 * Without it the post carries no confirmation, and the server answers with a page that asks once more.
 */
export function ConfirmButton({
  action,
  message,
  fields,
  children,
  className,
  confirmed = false,
}: {
  action?: string;
  message: string;
  fields?: Record<string, string>;
  children: ReactNode;
  className?: string;
  /** The second, on-page confirmation step: already confirmed. */
  confirmed?: boolean;
}) {
  const confirmRef = useRef<HTMLInputElement>(null);
  return (
    <Form
      method="post"
      action={action}
      className="inline"
      onSubmit={(event) => {
        if (confirmed) return;
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
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
