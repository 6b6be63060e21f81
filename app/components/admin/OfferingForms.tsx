import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { describedControl, Field, FieldError, FocusOnRefusal, useFormKey } from "#app/components/ui/Field";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { OFFERING_DELETE_CONFIRM } from "#app/lib/validation/offering-text";
import { offeringDeleteLabel, offeringHoldsText } from "#app/lib/offering-delete";
import { countOf } from "#app/lib/plural";
import { ConfirmButton, ConfirmStep } from "./ConfirmButton";
import { CsrfInput } from "./CsrfInput";
import { useAdminHref } from "./admin-data";
import { dangerButton, FormError, inputClass, labelClass, Panel, primaryButton, secondaryButton } from "./ui";

export type OfferingFailure = {
  intent: string;
  error: string;
  values?: Record<string, string>;
  target?: string;
  confirm?: { intent: string; id: string; message: string; label: string; productCount?: number };
};

/** Add New Offering: a name and an Add button (a blank name is ignored by the server, silently). */
export function AddOfferingForm({ failure }: { failure?: OfferingFailure }) {
  const mine = failure?.intent === "add-offering" ? failure : undefined;
  // A success redirects (a new location): the input is drawn anew, empty, ready for the next name. A refusal
  // (of this form or another on the page) keeps the typed name.
  const key = useFormKey(Boolean(failure));
  return (
    <Form method="post" className="space-y-3" aria-label="Add New Offering">
      <CsrfInput />
      <input type="hidden" name="intent" value="add-offering" />
      <FocusOnRefusal refusal={mine} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field look="admin" id="offering-name" label="Offering name" error={mine?.error} className="flex-1">
          <input
            key={key}
            id="offering-name"
            name="name"
            defaultValue={mine?.values?.name}
            className={`mt-1 ${inputClass}`}
            placeholder="e.g. Cookies"
            {...describedControl("offering-name", { error: mine?.error })}
            {...(mine?.error ? { autoFocus: true } : {})}
          />
        </Field>
        <button type="submit" className={`${primaryButton} sm:mt-6`}>
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
/**
 * The offerings' two panels, as the dashboard and the offerings page show them: the add form, then the list.
 * `first` numbers them from there (the dashboard counts its steps); without it they are not numbered.
 */
export function OfferingPanels({ first, ...list }: Parameters<typeof OfferingsList>[0] & { first?: number }) {
  const step = (n: number) => (first === undefined ? "" : `${first + n}. `);
  return (
    <>
      <Panel title={`${step(0)}Add New Offering`} id="add-offering-heading">
        <AddOfferingForm failure={list.failure} />
      </Panel>
      <Panel title={`${step(1)}Offerings List`} id="offerings-heading">
        <OfferingsList {...list} />
      </Panel>
    </>
  );
}

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
                <FocusOnRefusal refusal={mine} />
                <InlineRow id={`rename-${o.id}`} label={`New name for ${o.name}`}>
                  <input
                    id={`rename-${o.id}`}
                    name="name"
                    required
                    defaultValue={mine?.values?.name ?? o.name}
                    className={`${inputClass} flex-1`}
                    {...describedControl(`rename-${o.id}`, { error: mine?.error })}
                    {...(mine?.error ? { autoFocus: true } : {})}
                  />
                  <div className="flex gap-2">
                    <button type="submit" className={primaryButton}>
                      Save
                    </button>
                    <Link to={basePath} className={secondaryButton} preventScrollReset>
                      Cancel
                    </Link>
                  </div>
                </InlineRow>
                {mine?.error ? <FieldError id={`rename-${o.id}`}>{mine.error}</FieldError> : null}
              </Form>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={href("offerings", o.slug)}
                  className="min-w-0 flex-1 font-semibold text-espresso hover:text-crust"
                >
                  {o.name}
                  {o.productCount !== undefined ? (
                    <span className="ml-2 text-sm font-normal text-muted">{countOf(o.productCount, "product")}</span>
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
                  // With products inside, window.confirm cannot give their count and the move: the server's step does.
                  prompt={!o.productCount}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span>
                    Delete<span className="sr-only"> {o.name}</span>
                  </span>
                </ConfirmButton>
              </div>
            )}
            {mine?.confirm?.productCount ? (
              <div className="mt-3">
                <OfferingDeleteStep
                  offering={o}
                  productCount={mine.confirm.productCount}
                  others={offerings.filter((x) => x.id !== o.id)}
                  error={mine.error}
                  cancelTo={basePath}
                />
              </div>
            ) : mine?.confirm ? (
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

/**
 * Deleting an offering that holds products: the confirmation question, how many products it holds, and its answer:
 * yes deletes the offering with them (the count it showed is posted, so products added meanwhile are not taken
 * unasked), or move them to another offering first (then the emptied one is deleted), or cancel. Plain forms: the
 * same without JavaScript.
 */
function OfferingDeleteStep({
  offering,
  productCount,
  others,
  error,
  cancelTo,
}: {
  offering: { id: string; name: string };
  productCount: number;
  others: { id: string; name: string }[];
  error: string;
  cancelTo: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // The step appears where the Delete button was: take the focus there so that keyboard and screen reader
  // users land on the question.
  useEffect(() => panel.current?.focus(), []);
  const base = { intent: "delete-offering", id: offering.id, confirmed: "yes" };
  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const products = countOf(productCount, "product");
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby={`delete-${offering.id}-question`}
      aria-describedby={`delete-${offering.id}-count`}
      className="space-y-4 rounded-lg border border-danger/30 bg-red-50 p-3 sm:p-4"
      data-testid="offering-delete-step"
    >
      <div>
        <p id={`delete-${offering.id}-question`} className="font-medium text-danger">
          {OFFERING_DELETE_CONFIRM}
        </p>
        <p id={`delete-${offering.id}-count`} className="mt-1 text-espresso">
          <strong>{offering.name}</strong>: {offeringHoldsText(productCount)}
        </p>
      </div>
      <FormError message={error} />
      <Form method="post" className="flex flex-wrap gap-2" aria-label={`Delete ${offering.name} with its products`}>
        <CsrfInput />
        {hidden({ ...base, productCount: String(productCount) })}
        <button type="submit" className={dangerButton}>
          {offeringDeleteLabel(productCount)}
        </button>
        <Link to={cancelTo} className={secondaryButton} preventScrollReset>
          Cancel
        </Link>
      </Form>
      {others.length > 0 ? (
        <Form
          method="post"
          className="space-y-2 border-t border-danger/20 pt-3"
          aria-label={`Move the products of ${offering.name}`}
        >
          <CsrfInput />
          {hidden(base)}
          <InlineRow id={`move-${offering.id}`} label={`Or move the ${products} first, to`}>
            <select
              id={`move-${offering.id}`}
              name="moveTo"
              required
              defaultValue=""
              className={`${inputClass} sm:flex-1`}
            >
              <option value="" disabled>
                Choose an offering
              </option>
              {others.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            <button type="submit" className={primaryButton}>
              Move and delete {offering.name}
            </button>
          </InlineRow>
        </Form>
      ) : null}
    </div>
  );
}

/** A label above one row (a column on a phone): the control it names and the buttons that act on it. */
function InlineRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">{children}</div>
    </>
  );
}
