// Small presentational pieces and class names shared by every admin screen (no data access).
import type { ReactNode } from "react";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** The admin's classes for inputs and buttons are components in app/app.css (short: list pages repeat them). */
export const inputClass = "field-input";
/** A file input: the input look plus a rounded "Choose file" button (add mt-1 under a label, like inputs). */
export const fileInputClass = `${inputClass} text-sm file:mr-3 file:rounded-full file:border-0 file:bg-cream-deep file:px-3 file:py-1 file:text-sm file:font-semibold file:text-crust hover:file:bg-butter-light`;
export const labelClass = "block text-sm font-medium text-espresso";
export const primaryButton = "btn btn-primary";
export const secondaryButton = "btn btn-secondary";
export const dangerButton = "btn btn-danger";
/** A white card on the cream page (the Panel's look, for cards without a heading of their own). */
export const cardClass = "rounded-2xl border border-stone-200 bg-white p-5 shadow-soft sm:p-6";

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 text-xl font-semibold text-espresso">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The list pages' empty state ('No banners uploaded yet.', 'No videos available.'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-crust/30 bg-white/60 p-10 text-center text-muted">
      {children}
    </p>
  );
}

/** A page's h1 with an optional line under it, a breadcrumb above it and actions (links, buttons) beside it. */
export function PageHeader({
  title,
  id,
  description,
  breadcrumb,
  actions,
}: {
  title: ReactNode;
  id?: string;
  description?: ReactNode;
  breadcrumb?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {breadcrumb ? <p className="mb-1 text-sm font-medium text-muted">{breadcrumb}</p> : null}
        <h1 id={id} className="text-3xl font-semibold text-espresso sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-1 text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** On a phone a cell is a line "HEADER value" (the header from data-label; .data-cell in app/app.css). */
const cellClass = "data-cell";

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string };

const isFigure = (c: Column<never>) => c.className?.includes("tabular-nums") ?? false;

/**
 * How a table is drawn. "cards" (outbox, subscribers): a white card with a header row from 640 px up; on a phone
 * each row is a small card of "Header: value" lines, so no column hides off screen. "figures" (insights): a few
 * short columns, a real table at every width, numbers aligned right, scrolling sideways in its card if ever too wide.
 */
const TABLE_LOOKS = {
  cards: {
    wrap: "overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-soft sm:overflow-x-auto",
    table: "block w-full text-left text-sm sm:table",
    thead: "hidden bg-cream-deep text-xs uppercase tracking-wider text-muted sm:table-header-group",
    th: () => "whitespace-nowrap px-4 py-3 font-semibold",
    tbody: "block divide-y divide-stone-100 sm:table-row-group",
    tr: "block px-4 py-3 sm:table-row sm:p-0",
    td: (c: Column<never>) => `${cellClass} ${c.className ?? ""}`,
  },
  figures: {
    wrap: "overflow-x-auto rounded-xl border border-stone-200",
    table: "w-full text-left text-xs sm:text-sm",
    thead: "bg-cream-deep text-[0.625rem] uppercase text-muted sm:text-xs sm:tracking-wide",
    th: (c: Column<never>) => `px-1.5 py-2 font-semibold sm:px-3 ${isFigure(c) ? "text-right" : ""}`,
    tbody: "divide-y divide-stone-100",
    tr: undefined,
    td: (c: Column<never>) =>
      `px-1.5 py-2 align-top sm:px-3 ${isFigure(c) ? "w-px whitespace-nowrap text-right" : ""} ${c.className ?? ""}`,
  },
};

/** An admin table of `rows` (each with an id) in `columns`, drawn as "cards" (the default) or "figures". */
export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  look = "cards",
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  look?: keyof typeof TABLE_LOOKS;
}) {
  const css = TABLE_LOOKS[look];
  return (
    <div className={css.wrap}>
      <table className={css.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={css.thead}>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={css.th(c as Column<never>)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={css.tbody}>
          {rows.map((row) => (
            <tr key={row.id} className={css.tr}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  data-label={look === "cards" ? c.header : undefined}
                  className={css.td(c as Column<never>)}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A page's error boundary text: the refusal of a stale form (403, plain text) as it came, anything else as
 * the page's own failure text ('Failed to load videos', 'Failed to fetch video').
 */
export function RouteErrorAlert({ fallback }: { fallback: string }) {
  const error = useRouteError();
  const text =
    isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string" ? error.data : fallback;
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger/10 px-4 py-3 font-medium text-danger">
      {text}
    </p>
  );
}

/**
 * A form's failure, boxed above or below its fields; nothing when there is none. `summary`: no field is to
 * blame, so the message itself takes the focus (put a FocusOnRefusal beside it for the pages drawn by script).
 */
export function FormError({ message, summary = false }: { message?: string | null; summary?: boolean }) {
  return message ? (
    <StatusMessage look="panel" tone="error" summary={summary} focusOnLoad={summary}>
      {message}
    </StatusMessage>
  ) : null;
}
