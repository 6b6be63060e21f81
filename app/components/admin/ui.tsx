// Small presentational pieces and class names shared by every admin screen (no data access).
import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-espresso shadow-sm placeholder:text-stone-400 focus:border-crust focus:outline-none focus:ring-2 focus:ring-butter";
/** A file input: the input look plus a rounded "Choose file" button (add mt-1 under a label, like inputs). */
export const fileInputClass = `${inputClass} text-sm file:mr-3 file:rounded-full file:border-0 file:bg-cream-deep file:px-3 file:py-1 file:text-sm file:font-semibold file:text-crust hover:file:bg-butter-light`;
export const labelClass = "block text-sm font-medium text-espresso";
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";
export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-full bg-crust px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-crust-dark disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} focus-visible:outline-crust`;
export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-full border border-crust/30 bg-white px-4 py-2 text-sm font-semibold text-crust transition hover:bg-cream-deep ${focusRing} focus-visible:outline-crust`;
export const dangerButton = `inline-flex items-center justify-center gap-2 rounded-full border border-danger/30 bg-white px-4 py-2 text-sm font-semibold text-danger transition hover:bg-red-50 disabled:opacity-60 ${focusRing} focus-visible:outline-danger`;
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

/** A message in the page: green role="status" for success, red role="alert" for errors. */
export function Message({ type, children }: { type: "success" | "error"; children: ReactNode }) {
  return type === "success" ? (
    <p role="status" className="rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm font-medium text-success">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm font-medium text-danger">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}

/** The list pages' empty state ('No banners uploaded yet.', 'No videos available.'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-crust/30 bg-white/60 p-10 text-center text-muted">{children}</p>
  );
}
