import type { ReactNode } from "react";

export type StatusTone = "success" | "error";

/**
 * How a form's message looks where it stands: a tinted banner at the top of a public form, a coloured line on a
 * light or dark (footer) background, or the admin screens' line.
 */
export type StatusLook = "banner" | "on-light" | "on-dark" | "admin";

const LOOKS: Record<StatusLook, Record<StatusTone, string>> = {
  banner: {
    success: "rounded-2xl bg-success/10 px-4 py-3 font-medium text-success",
    error: "rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger",
  },
  "on-light": { success: "text-success", error: "text-danger" },
  "on-dark": { success: "text-pink-300", error: "text-red-300" },
  admin: { success: "font-medium text-green-700", error: "font-medium text-red-600" },
};

/** A form's message: successes are a polite `status`, failures an `alert`. */
export function StatusMessage({ tone, look = "banner", children }: { tone: StatusTone; look?: StatusLook; children: ReactNode }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={LOOKS[look][tone]}>
      {children}
    </p>
  );
}

/** The one message a form shows: its error if there is one, else its success, else nothing. */
export function FormStatus({ error, success, look }: { error?: string | null; success?: string | null; look?: StatusLook }) {
  if (error) return <StatusMessage tone="error" look={look}>{error}</StatusMessage>;
  if (success) return <StatusMessage tone="success" look={look}>{success}</StatusMessage>;
  return null;
}
