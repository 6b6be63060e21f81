import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { formatTime } from "#app/lib/dates";
import { useAdminData } from "./admin-data";
import { CsrfInput } from "./CsrfInput";
import { secondaryButton } from "./ui";

type Phase = { kind: "quiet" } | { kind: "warning" | "ended"; endsAt: number };

/**
 * A small notice in a corner, shortly before the session ends for want of use: when, and a "Stay signed in"
 * button that renews it without leaving the page (what is typed stays). It never takes the focus or blocks the
 * page. Once the end has passed it says what happens to a form sent now. Only with JavaScript: without it the
 * session simply moves on with each page, and a post after the end comes back after signing in.
 */
export function SessionNotice() {
  const { session, prefix } = useAdminData();
  const fetcher = useFetcher();
  const [phase, setPhase] = useState<Phase>({ kind: "quiet" });

  useEffect(() => {
    setPhase({ kind: "quiet" });
    if (!session) return;
    // Counted on the page's clock from the time left, so a computer whose clock is off still warns in time.
    const endsAt = Date.now() + session.remainingMs;
    const timers = [
      window.setTimeout(() => setPhase({ kind: "warning", endsAt }), session.remainingMs - session.warnMs),
      window.setTimeout(() => setPhase({ kind: "ended", endsAt }), session.remainingMs),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [session]);

  if (!session || phase.kind === "quiet") return null;
  const busy = fetcher.state !== "idle";
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-espresso shadow-soft sm:left-auto sm:max-w-sm"
    >
      {phase.kind === "ended" ? (
        <p>
          Your session has ended. A form you send now is not lost: after you sign in again, this page comes back with
          what you typed.
        </p>
      ) : session.extendable ? (
        <fetcher.Form method="post" action={`${prefix}/session`} className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1">Your session ends at {formatTime(phase.endsAt)} unless you stay.</p>
          <CsrfInput />
          <button type="submit" className={secondaryButton} disabled={busy}>
            {busy ? "Renewing…" : "Stay signed in"}
          </button>
        </fetcher.Form>
      ) : (
        <p>
          Your session ends at {formatTime(phase.endsAt)} and cannot be renewed again. Send what you are doing, then
          sign in again.
        </p>
      )}
    </div>
  );
}
