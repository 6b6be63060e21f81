// {admin_prefix}/orders/production?day=YYYY-MM-DD: one day's production list (today by default): the
// confirmed cakes to make, by pickup time, with size, flavour, eggless, the message and the pickup time. Made to
// be printed: the print style drops the admin chrome and the day picker.
import { Form } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { OrderTabs } from "#app/components/admin/OrderParts";
import { inputClass, labelClass, PageHeader, secondaryButton } from "#app/components/admin/ui";
import { bakeryToday, formatOrderDay, isCalendarDay } from "#app/lib/orders";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { productionList } from "#app/server/models/orders/owner.server";
import type { Route } from "./+types/order-production";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Production list, ${formatOrderDay(loaderData.day)}` : "Production list");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("day");
  const day = isCalendarDay(asked) ? asked : bakeryToday();
  return { day, items: await productionList(day) };
}

export default function ProductionList({ loaderData }: Route.ComponentProps) {
  const { day, items } = loaderData;
  return (
    <div className="production-list space-y-6">
      <div className="print:hidden">
        <OrderTabs />
      </div>
      <PageHeader title={`Production list, ${formatOrderDay(day)}`} description={`${items.length} to make.`} />
      <Form method="get" className="flex flex-wrap items-end gap-3 print:hidden">
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
      {items.length === 0 ? (
        <p className="text-muted">No confirmed orders for this day.</p>
      ) : (
        // Scrolls sideways on a phone rather than widening the page; on paper it is printed whole.
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-left text-sm print:text-xs">
            <caption className="sr-only">Cakes to make on {formatOrderDay(day)}</caption>
            <thead>
              <tr className="border-b-2 border-espresso">
                {["Pickup", "Order", "Size", "Flavour", "Eggless", "Message on the cake", "Customer"].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} className="break-inside-avoid border-b border-stone-300">
                  <td className="px-2 py-2 font-semibold whitespace-nowrap">
                    {o.fulfilment === "pickup" ? (o.pickupTime ?? "Any time") : `Delivery ${o.pincode}`}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">{o.reference}</td>
                  <td className="px-2 py-2">{o.sizeLabel}</td>
                  <td className="px-2 py-2">{o.flavour}</td>
                  <td className="px-2 py-2 font-semibold">{o.eggless ? "Eggless" : "No"}</td>
                  <td className="px-2 py-2">{o.cakeMessage ? `“${o.cakeMessage}”` : "None"}</td>
                  <td className="px-2 py-2">
                    {o.name}
                    {o.notes ? <p className="text-xs text-muted">{o.notes}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
