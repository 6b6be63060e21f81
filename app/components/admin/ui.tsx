// Small presentational pieces shared by the admin screens (no data access).
import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-espresso shadow-sm placeholder:text-stone-400 focus:border-crust focus:outline-none focus:ring-2 focus:ring-butter";
export const labelClass = "block text-sm font-medium text-espresso";
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-crust px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-crust-dark disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-crust/30 bg-white px-4 py-2 text-sm font-semibold text-crust transition hover:bg-cream-deep";
export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-danger/30 bg-white px-4 py-2 text-sm font-semibold text-danger transition hover:bg-red-50";

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-soft sm:p-6">
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
