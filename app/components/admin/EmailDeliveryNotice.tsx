// Said on the screens where the owner would otherwise believe e-mail goes out (dashboard, outbox, Send Message):
// without a provider every e-mail is only printed to the server log. Names what to set, and how many e-mails
// so far were only logged.
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Link } from "react-router";
import { useAdminHref } from "./admin-data";

export type EmailDeliveryState = { sending: boolean; from: string };

export const NOT_SENDING_TITLE = "E-mail is not being sent";

export function EmailDeliveryNotice({ delivery, logged }: { delivery: EmailDeliveryState; logged?: number }) {
  const href = useAdminHref();
  if (delivery.sending) return null;
  return (
    <section
      aria-labelledby="email-not-sent-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950"
    >
      <h2 id="email-not-sent-heading" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {NOT_SENDING_TITLE}
      </h2>
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
            {logged === 1 ? "1 e-mail was" : `${logged.toLocaleString("en-IN")} e-mails were`} logged, not delivered
          </Link>
        </p>
      ) : null}
    </section>
  );
}
