import { useEffect } from "react";

export type FlashData = { kind: "success" | "error"; message: string } | null | undefined;

/**
 * A message shown in the page (role status for success, alert for errors). With `alert`, a script-enabled
 * page also shows it with window.alert, as the spec asks in places; the in-page text is always there.
 */
export function FlashMessage({ flash, alert = false }: { flash: FlashData; alert?: boolean }) {
  const message = flash?.message;
  useEffect(() => {
    if (alert && message) window.alert(message);
  }, [alert, message]);
  if (!flash) return null;
  const success = flash.kind === "success";
  return (
    <p
      role={success ? "status" : "alert"}
      className={`mb-6 rounded-xl border px-4 py-3 text-sm font-medium ${
        success ? "border-success/30 bg-success/10 text-success" : "border-danger/30 bg-danger/10 text-danger"
      }`}
    >
      {flash.message}
    </p>
  );
}
