// Said on the screens where the owner would otherwise believe e-mail goes out (dashboard, outbox, Send Message):
// without a provider every e-mail is only printed to the server log. Names what to set, and how many e-mails
// so far were only logged. The same notice says when the owner's own address (OWNER_EMAIL) is missing.
import TriangleAlert from "lucide-react/icons/triangle-alert";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAdminHref } from "./admin-data";
import { formatNumber } from "#app/lib/numbers";

export type EmailDeliveryState = { sending: boolean; from: string };

export const NOT_SENDING_TITLE = "E-mail is not being sent";

/** The amber notice of a setting the server lacks: what does not happen, and what to set. */
export function SettingNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950"
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export const OWNER_NOT_TOLD_TITLE = "You are not e-mailed about new orders";

/** Said on the order screens when OWNER_EMAIL is not set: requests and cancels then reach no inbox. */
export function OwnerEmailNotice({ notified }: { notified: boolean }) {
  if (notified) return null;
  return (
    <SettingNotice id="owner-email-missing-heading" title={OWNER_NOT_TOLD_TITLE}>
      <p className="mt-1">
        No owner address is set, so new cake requests and customers&apos; cancels are only shown here. To get an e-mail
        for each at once, set <code className="font-semibold">OWNER_EMAIL</code> to your address and restart the server.
      </p>
    </SettingNotice>
  );
}

export function EmailDeliveryNotice({ delivery, logged }: { delivery: EmailDeliveryState; logged?: number }) {
  const href = useAdminHref();
  if (delivery.sending) return null;
  return (
    <SettingNotice id="email-not-sent-heading" title={NOT_SENDING_TITLE}>
      <p className="mt-1">
        No e-mail provider is set up, so every e-mail (verification codes, messages to subscribers, tests, contact
        notifications) is only written to the server log and marked “logged” in the outbox. Nobody receives it.
      </p>
      <p className="mt-1">
        To send e-mail, set <code className="font-semibold">RESEND_API_KEY</code> to an API key from Resend and{" "}
        <code className="font-semibold">EMAIL_FROM</code> to a sender on a domain verified there (now “{delivery.from}
        ”), then restart the server.
      </p>
      {logged ? (
        <p className="mt-1">
          <Link to={`${href("outbox")}?status=logged`} className="font-semibold underline underline-offset-2">
            {logged === 1 ? "1 e-mail was" : `${formatNumber(logged)} e-mails were`} logged, not delivered
          </Link>
        </p>
      ) : null}
    </SettingNotice>
  );
}
