import { Form, Link } from "react-router";
import { CsrfInput } from "./CsrfInput";

const dangerButton =
  "inline-flex items-center justify-center rounded-full border border-danger/40 bg-white px-4 py-2 text-sm font-semibold text-danger hover:bg-danger hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:opacity-60";

/**
 * A delete button. With JavaScript, window.confirm(message) asks first and the post carries confirmed=yes.
 * Without it, the post arrives unconfirmed and the action answers with a confirmation step (ConfirmStep).
 */
export function DeleteWithConfirm({
  id,
  label,
  message,
  busy = false,
}: {
  id: string;
  label: string;
  message: string;
  busy?: boolean;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(message)) {
          event.preventDefault();
          return;
        }
        const confirmed = event.currentTarget.elements.namedItem("confirmed");
        if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
      }}
    >
      <CsrfInput />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirmed" value="" />
      <button type="submit" name="intent" value="delete" className={dangerButton} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** The no-JavaScript confirmation: the question, a confirmed delete button and a way back. */
export function ConfirmStep({ id, message, label, cancelTo }: { id: string; message: string; label: string; cancelTo: string }) {
  return (
    <div role="alertdialog" aria-labelledby={`confirm-${id}`} className="rounded-xl border border-danger/30 bg-danger/5 p-4">
      <p id={`confirm-${id}`} className="font-medium text-espresso">
        {message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" name="intent" value="delete" className={dangerButton}>
            {label}
          </button>
        </Form>
        <Link to={cancelTo} className="text-sm font-semibold text-crust underline-offset-4 hover:underline">
          Cancel
        </Link>
      </div>
    </div>
  );
}
