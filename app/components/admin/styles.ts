// Shared class names for the admin forms (plain strings so any component can use them).
export const primaryButton =
  "inline-flex items-center justify-center rounded-full bg-crust px-5 py-2.5 text-sm font-semibold text-white shadow-soft hover:bg-crust-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust disabled:cursor-not-allowed disabled:opacity-60";
export const cardClass = "rounded-[var(--radius-card)] border border-cream-deep bg-white p-5 shadow-soft";
export const labelClass = "block text-sm font-semibold text-espresso";
export const inputClass =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-espresso shadow-sm focus:border-crust focus:outline-none focus:ring-2 focus:ring-butter";
export const fileInputClass =
  "mt-1 block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-butter-light file:px-4 file:py-2 file:text-sm file:font-semibold file:text-espresso hover:file:bg-butter";
export const errorText = "mt-2 text-sm font-medium text-danger";
