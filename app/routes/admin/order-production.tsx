// {admin_prefix}/orders/production?day=YYYY-MM-DD: one day's production list (today by default): the
// confirmed cakes to make, pickups by their time and then the deliveries. Each cake is a block of its own, led by
// the customer's notes (allergies first of all), with the size, flavour, eggless, the message, the customer's
// phone, the full address of a delivery and the reference photos. Made to be printed on A4 portrait: the print
// style drops the admin chrome, the day picker and the Print button, and never splits a cake across two pages.
import { data, Form } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import {
  FormError,
  inputClass,
  labelClass,
  PageHeader,
  primaryButton,
  secondaryButton,
} from "#app/components/admin/ui";
import { readDay } from "#app/lib/calendar-day";
import { bakeryToday, formatOrderDay } from "#app/lib/orders";
import { useHydrated } from "#app/lib/use-hydrated";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { productionList } from "#app/server/models/orders.server";
import type { Route } from "./+types/order-production";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Production list, ${formatOrderDay(loaderData.day)}` : "Production list");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const asked = readDay(new URL(request.url).searchParams.get("day"), "The day");
  // A day that is not one is said as such (400), with today's list beside it to go on from.
  const invalid = asked.invalid;
  const day = asked.day ?? bakeryToday();
  return data({ day, dayError: invalid, items: await productionList(day) }, { status: invalid ? 400 : 200 });
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

/** When the cake leaves: its pickup time, or by delivery. */
const leaves = (o: Item) =>
  o.fulfilment === "delivery" ? "Delivery" : o.pickupTime ? `Pickup ${o.pickupTime}` : "Pickup, any time";

/** The Print button needs a script; without one the page says how to print it from the browser. */
function PrintButton() {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className={primaryButton} onClick={() => window.print()}>
      Print
    </button>
  ) : (
    <p className="text-sm text-muted">To print this list, use your browser&apos;s Print command (Ctrl+P).</p>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted print:text-black">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Cake({ o }: { o: Item }) {
  const id = `cake-${o.id}`;
  return (
    <li className="break-inside-avoid rounded-2xl border border-stone-200 bg-white p-4 shadow-soft print:rounded-none print:border-black print:p-3 print:shadow-none">
      <article aria-labelledby={id}>
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={id} className="text-lg font-semibold">
            {leaves(o)} <span className="font-normal">· {o.reference}</span>
          </h2>
          <OrderStatusBadge status={o.status} />
        </header>
        {o.notes ? (
          <p className="mt-2 rounded-lg border-2 border-danger bg-red-50 px-3 py-2 font-bold break-words text-danger print:border-black print:bg-white print:text-black">
            Notes and allergies: {o.notes}
          </p>
        ) : null}
        <div className="mt-3 flex flex-col gap-4 sm:flex-row print:flex-row">
          <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1">
            <Line label="Cake">
              {o.size} {o.flavour}
            </Line>
            <Line label="Eggless">
              <strong>{o.eggless ? "Eggless" : "No (with egg)"}</strong>
            </Line>
            <Line label="Message">{o.message ? `“${o.message}”` : "None"}</Line>
            <Line label="Customer">
              {o.name}, <a href={`tel:${o.phone.replace(/[^\d+]/g, "")}`}>{o.phone}</a>
            </Line>
            {o.fulfilment === "delivery" ? (
              <Line label="Deliver to">
                {o.address}, {o.pincode}
              </Line>
            ) : null}
          </dl>
          {o.photos.length > 0 ? (
            <ul className="flex shrink-0 flex-wrap gap-2" aria-label="Reference photos">
              {o.photos.map((photo, i) => (
                <li key={photo.url}>
                  <img
                    src={photo.variants[0]?.url ?? photo.url}
                    alt={`Reference ${i + 1} of ${o.photos.length} for ${o.reference}`}
                    className="size-28 rounded-lg object-cover print:size-32 print:rounded-none"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export default function ProductionList({ loaderData }: Route.ComponentProps) {
  const { day, dayError, items } = loaderData;
  return (
    <div className="production-list space-y-6 print:space-y-3">
      <div className="print:hidden">
        <OrderTabs />
      </div>
      <PageHeader title={`Production list, ${formatOrderDay(day)}`} description={`${items.length} to make.`} />
      <FormError message={dayError} summary />
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="production-day" className={labelClass}>
              Day
            </label>
            <input id="production-day" type="date" name="day" defaultValue={day} className={`${inputClass} mt-1`} />
          </div>
          <button type="submit" className={secondaryButton}>
            Show
          </button>
        </Form>
        <PrintButton />
      </div>
      {items.length === 0 ? (
        <p className="text-muted">No confirmed orders for this day.</p>
      ) : (
        <ol aria-label={`Cakes to make on ${formatOrderDay(day)}`} className="space-y-4 print:space-y-3">
          {items.map((o) => (
            <Cake key={o.id} o={o} />
          ))}
        </ol>
      )}
    </div>
  );
}
