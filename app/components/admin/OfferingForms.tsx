import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { Field } from "#app/components/ui/Field";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { Form, Link } from "react-router";
import { OFFERING_DELETE_CONFIRM } from "#app/lib/validation/offering-text";
import { ConfirmButton, ConfirmStep } from "./ConfirmButton";
import { CsrfInput } from "./CsrfInput";
import { useAdminHref } from "./admin-data";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "./ui";

export type OfferingFailure = {
  intent: string;
  error: string;
  values?: Record<string, string>;
  target?: string;
  confirm?: { intent: string; id: string; message: string; label: string };
};

/** Add New Offering: a name and an Add button (a blank name is ignored by the server, silently). */
export function AddOfferingForm({ failure }: { failure?: OfferingFailure }) {
  const mine = failure?.intent === "add-offering" ? failure : undefined;
  return (
    <Form method="post" className="space-y-3" aria-label="Add New Offering">
      <CsrfInput />
      <input type="hidden" name="intent" value="add-offering" />
      {mine?.error ? <StatusMessage look="panel" tone="error">{mine.error}</StatusMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field look="admin" id="offering-name" label="Offering name" className="flex-1">
          <input id="offering-name" name="name" defaultValue={mine?.values?.name} className={`mt-1 ${inputClass}`} placeholder="e.g. Cookies" />
        </Field>
        <button type="submit" className={primaryButton}>
          Add
        </button>
      </div>
    </Form>
  );
}

/**
 * Offerings List: each offering with Edit (an inline rename form, opened by ?edit=<id>, instead of the browser's
 * prompt) and Delete (confirm first).
 */
export function OfferingsList({
  offerings,
  editing,
  failure,
  basePath,
}: {
  offerings: { id: string; name: string; slug: string; productCount?: number }[];
  editing: string | null;
  failure?: OfferingFailure;
  /** The page the list is on (Edit links add ?edit=; the forms post to the route that renders the list). */
  basePath: string;
}) {
  const href = useAdminHref();
  if (offerings.length === 0) return <p className="text-muted">No offerings yet. Add the first one above.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
      {offerings.map((o) => {
        const mine = failure?.target === o.id ? failure : undefined;
        const isEditing = editing === o.id || mine?.intent === "rename-offering";
        return (
          <li key={o.id} className="p-3 sm:p-4">
            {isEditing ? (
              <Form method="post" className="space-y-2" aria-label={`Rename ${o.name}`}>
                <CsrfInput />
                <input type="hidden" name="intent" value="rename-offering" />
                <input type="hidden" name="id" value={o.id} />
                {mine?.error ? <StatusMessage look="panel" tone="error">{mine.error}</StatusMessage> : null}
                <label htmlFor={`rename-${o.id}`} className={labelClass}>
                  New name for {o.name}
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    id={`rename-${o.id}`}
                    name="name"
                    required
                    defaultValue={mine?.values?.name ?? o.name}
                    className={`${inputClass} flex-1`}
                  />
                  <div className="flex gap-2">
                    <button type="submit" className={primaryButton}>
                      Save
                    </button>
                    <Link to={basePath} className={secondaryButton} preventScrollReset>
                      Cancel
                    </Link>
                  </div>
                </div>
              </Form>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <Link to={href("offerings", o.slug)} className="min-w-0 flex-1 font-semibold text-espresso hover:text-crust">
                  {o.name}
                  {o.productCount !== undefined ? (
                    <span className="ml-2 text-sm font-normal text-muted">
                      {o.productCount} {o.productCount === 1 ? "product" : "products"}
                    </span>
                  ) : null}
                </Link>
                <Link
                  to={`${basePath}?edit=${encodeURIComponent(o.id)}`}
                  className={secondaryButton}
                  preventScrollReset
                  aria-label={`Edit ${o.name}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Link>
                <ConfirmButton
                  message={OFFERING_DELETE_CONFIRM}
                  fields={{ intent: "delete-offering", id: o.id }}
                  className={dangerButton}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span>
                    Delete<span className="sr-only"> {o.name}</span>
                  </span>
                </ConfirmButton>
              </div>
            )}
            {mine?.confirm ? (
              <div className="mt-3">
                <ConfirmStep
                  id={o.id}
                  message={mine.confirm.message}
                  label={mine.confirm.label}
                  fields={{ intent: mine.confirm.intent, id: o.id }}
                  cancelTo={basePath}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
