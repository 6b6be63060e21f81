// Where and when to pick up a cake and how to reach the bakery: on the order form, the order's page and (as
// text) its e-mails. Each part shows only once the owner has written it.
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { hasBakeryContact, type BakeryContactDetails } from "#app/lib/order-choices";
import { telHref, whatsAppHref } from "#app/lib/phone";

const linkClass =
  "inline-flex items-center gap-2 rounded-full border border-crust/20 bg-white px-4 py-2 font-semibold text-crust transition hover:bg-cream-deep";

export function BakeryContact({
  details,
  headingId,
  title,
  headingLevel = 3,
}: {
  details: BakeryContactDetails;
  headingId: string;
  title: string;
  headingLevel?: 2 | 3;
}) {
  if (!hasBakeryContact(details)) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tel = details.phone ? telHref(details.phone) : null;
  const chat = whatsAppHref(details.whatsapp || details.phone);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-cream p-4 text-espresso">
      <Heading id={headingId} className="font-display text-lg font-semibold">
        {title}
      </Heading>
      {details.pickupAddress ? (
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-crust" />
          <span className="whitespace-pre-line">{details.pickupAddress}</span>
        </p>
      ) : null}
      {details.hoursLines.length > 0 ? (
        <div className="flex gap-2">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-crust" />
          <ul aria-label="Opening hours" className="text-sm">
            {details.hoursLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {tel || chat ? (
        <p className="flex flex-wrap gap-2">
          {tel ? (
            <a href={tel} className={linkClass}>
              <Phone aria-hidden="true" className="size-4" />
              Call {details.phone}
            </a>
          ) : null}
          {chat ? (
            <a href={chat} className={linkClass} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp us
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
