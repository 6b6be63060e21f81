import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-xl border border-crust/20 bg-white px-4 py-3 text-espresso placeholder:text-muted/70 focus:border-crust focus:outline-none";

/** A label above its control; required fields carry a visible star (and the control's own `required`). */
export function Field({
  id,
  label,
  required = false,
  hint,
  children,
  className = "",
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-muted">(optional)</span>
        )}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

export function StatusMessage({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-2xl px-4 py-3 font-medium ${tone === "error" ? "bg-danger/10 text-danger" : "bg-success/10 text-success"}`}
    >
      {children}
    </p>
  );
}
