// {admin_prefix}/orders/production?day=YYYY-MM-DD: one day's production list (today by default): the
// confirmed cakes to make, by pickup time, with size, flavour, eggless, the message and the pickup time. Made to
// be printed: the print style drops the admin chrome and the day picker.
import { data, Form } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { OrderTabs } from "#app/components/admin/OrderParts";
import {
  DataTable,
  FormError,
  inputClass,
  labelClass,
  PageHeader,
  secondaryButton,
  type Column,
} from "#app/components/admin/ui";
import { readDay } from "#app/lib/calendar-day";
import { bakeryToday, formatOrderDay } from "#app/lib/orders";
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

// On a phone each cake is a card of "Header value" lines; on a wider screen and on paper, a table.
const COLUMNS: Column<Item>[] = [
  {
    header: "Pickup",
    className: "font-semibold whitespace-nowrap",
    cell: (o) => (o.fulfilment === "pickup" ? (o.pickupTime ?? "Any time") : `Delivery ${o.pincode}`),
  },
  { header: "Order", cell: (o) => o.reference, className: "whitespace-nowrap" },
  { header: "Size", cell: (o) => o.size },
  { header: "Flavour", cell: (o) => o.flavour },
  { header: "Eggless", cell: (o) => (o.eggless ? "Eggless" : "No"), className: "font-semibold" },
  { header: "Message on the cake", cell: (o) => (o.message ? `“${o.message}”` : "None") },
  {
    header: "Customer",
    cell: (o) => (
      <>
        {o.name}
        {o.notes ? <span className="block text-xs text-muted">{o.notes}</span> : null}
      </>
    ),
  },
];

export default function ProductionList({ loaderData }: Route.ComponentProps) {
  const { day, dayError, items } = loaderData;
  return (
    <div className="production-list space-y-6">
      <div className="print:hidden">
        <OrderTabs />
      </div>
      <PageHeader title={`Production list, ${formatOrderDay(day)}`} description={`${items.length} to make.`} />
      <FormError message={dayError} summary />
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
        <DataTable caption={`Cakes to make on ${formatOrderDay(day)}`} columns={COLUMNS} rows={items} />
      )}
    </div>
  );
}
