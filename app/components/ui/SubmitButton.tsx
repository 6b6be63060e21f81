import type { ReactNode } from "react";

/** primary: crust pill; wide: the same, full width on phones (public forms); butter: the newsletter boxes. */
export type SubmitLook = "primary" | "wide" | "butter";

const LOOKS: Record<SubmitLook, string> = {
  primary: "rounded-full bg-crust px-6 py-3 font-semibold text-white hover:bg-crust-dark disabled:opacity-70",
  wide: "w-full rounded-full bg-crust px-6 py-3.5 font-semibold text-white hover:bg-crust-dark disabled:opacity-70 sm:w-auto",
  butter:
    "rounded-full bg-butter px-6 py-3 font-semibold text-espresso hover:bg-butter-light disabled:cursor-wait disabled:opacity-70",
};

/** A form's submit button, disabled while `busy` and then labelled `busyLabel` when one is given. */
export function SubmitButton({
  busy = false,
  busyLabel,
  look = "primary",
  children,
}: {
  busy?: boolean;
  busyLabel?: string;
  look?: SubmitLook;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={LOOKS[look]}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
