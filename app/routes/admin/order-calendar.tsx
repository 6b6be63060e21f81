// {admin_prefix}/orders/calendar: the next six weeks, a table (no JavaScript needed): each day's capacity, the
// orders on it, the room left or why it is closed; each day links to its orders and its production list.
import { Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import { PageHeader } from "#app/components/admin/ui";
import { formatOrderDay } from "#app/lib/orders";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { orderCalendar } from "#app/server/models/orders/owner.server";
import type { Route } from "./+types/order-calendar";

export const meta = () => adminMeta("Order calendar");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { days: await orderCalendar() };
}

const CLOSED: Record<string, string> = {
  past: "Past",
  lead: "Inside the lead time",
  weekday: "Closed (weekday)",
  holiday: "Holiday",
  full: "Full",
};

export default function OrderCalendar({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  return (
    <div className="space-y-6">
      <PageHeader title="Order calendar" description="The next six weeks: orders on each day and the room left." />
      <OrderTabs />
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-soft">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders and room left per day</caption>
          <thead className="bg-cream-deep text-xs tracking-wider text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2">
                Orders
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Room left
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {loaderData.days.map((d) => (
              <tr
                key={d.day}
                data-day={d.day}
                className={d.closed && d.closed !== "full" ? "bg-stone-50 text-muted" : ""}
              >
                <th scope="row" className="px-3 py-2 align-top font-medium whitespace-nowrap">
                  {d.orders.length > 0 ? (
                    <Link to={`${href("orders")}?day=${d.day}`} className="inline-block py-1 text-crust underline">
                      {formatOrderDay(d.day)}
                    </Link>
                  ) : (
                    formatOrderDay(d.day)
                  )}
                </th>
                <td className="px-3 py-2 align-top">
                  {d.orders.length === 0 ? (
                    <span className="text-muted">None</span>
                  ) : (
                    <ul className="space-y-1">
                      {d.orders.map((o) => (
                        <li key={o.id} className="flex flex-wrap items-center gap-2">
                          <Link
                            to={href("orders", o.id)}
                            className="inline-block py-1 font-medium text-crust underline"
                          >
                            {o.reference}
                          </Link>
                          <OrderStatusBadge status={o.status} />
                          <span>
                            {o.sizeLabel} {o.flavour} · {o.name}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {d.orders.some((o) => o.status !== "requested" && o.status !== "quoted") ? (
                    <Link
                      to={`${href("orders", "production")}?day=${d.day}`}
                      className="inline-block py-1.5 text-xs text-crust underline"
                    >
                      Production list
                    </Link>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">
                  {d.closed && d.closed !== "full" ? CLOSED[d.closed] : `${d.left} of ${d.capacity}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
