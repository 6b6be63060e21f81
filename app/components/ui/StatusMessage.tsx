import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import type { ReactNode } from "react";

export type StatusTone = "success" | "warning" | "error";

/**
 * How a message looks where it stands: a tinted banner at the top of a public form, a coloured line on a light,
 * dark (footer) or crust-brown (the coming-soon card) background, the admin screens' line, or the admin's boxed
 * message (flash messages, a form's failure above it).
 */
export type StatusLook = "banner" | "on-light" | "on-dark" | "on-brown" | "admin" | "panel";

const LOOKS: Record<StatusLook, Record<StatusTone, string>> = {
  banner: {
    success: "rounded-2xl bg-success/10 px-4 py-3 font-medium text-success",
    warning: "rounded-2xl bg-amber-50 px-4 py-3 font-medium text-amber-900",
    error: "rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger",
  },
  "on-light": { success: "text-success", warning: "text-amber-900", error: "text-danger" },
  "on-dark": { success: "text-pink-300", warning: "text-amber-200", error: "text-red-300" },
  // The site's success green and error red, darkened for light grounds, would vanish on crust brown (1.5:1 and 1.2:1): these
  // pale shades of the same hues read at 6.5:1 and 5.4:1 there.
  "on-brown": { success: "text-green-200", warning: "text-amber-200", error: "text-red-200" },
  admin: {
    success: "font-medium text-green-700",
    warning: "font-medium text-amber-900",
    error: "font-medium text-red-600",
  },
  panel: {
    success: "rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm font-medium text-success",
    warning: "rounded-lg border border-amber-600/40 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900",
    error: "rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm font-medium text-danger",
  },
};

const ICONS = { success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

/**
 * The one message component (public and admin): successes are a polite `status`, warnings and failures an
 * `alert`. Each starts with its own icon (a tick, a triangle or an exclamation mark), so they are told apart
 * without seeing colour.
 * `summary`: the failure of a form, which FocusOnRefusal focuses when no single field is to blame (and
 * `focusOnLoad` (the autofocus attribute) does on a page the server rendered).
 */
export function StatusMessage({
  tone,
  look = "banner",
  summary = false,
  focusOnLoad = false,
  id,
  children,
}: {
  tone: StatusTone;
  look?: StatusLook;
  summary?: boolean;
  focusOnLoad?: boolean;
  /** For the controls it describes (aria-describedby). */
  id?: string;
  children: ReactNode;
}) {
  const Icon = ICONS[tone];
  const focusable = summary
    ? { tabIndex: -1, "data-error-summary": "", ...(focusOnLoad ? { autoFocus: true } : {}) }
    : {};
  return (
    <p
      id={id}
      role={tone === "success" ? "status" : "alert"}
      className={LOOKS[look][tone]}
      data-tone={tone}
      {...focusable}
    >
      <Icon aria-hidden="true" className="mr-1.5 inline-block size-[1.1em] shrink-0 align-[-0.2em]" />
      {children}
    </p>
  );
}

/** The one message a form shows: its error if there is one, else its success, else nothing. */
export function FormStatus({
  error,
  success,
  look,
  focusOnLoad,
}: {
  error?: string | null;
  success?: string | null;
  look?: StatusLook;
  /** Focus the failure when the page loads (no field of the form is marked to take the focus instead). */
  focusOnLoad?: boolean;
}) {
  if (error)
    return (
      <StatusMessage tone="error" look={look} summary focusOnLoad={focusOnLoad}>
        {error}
      </StatusMessage>
    );
  if (success)
    return (
      <StatusMessage tone="success" look={look}>
        {success}
      </StatusMessage>
    );
  return null;
}
