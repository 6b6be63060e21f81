// {admin_prefix}/orders/calendar: the next six weeks, a table (no JavaScript needed): each day's capacity, the
// orders on it, the room left or why it is closed; each day links to its orders and its production list. On a
// phone's width, with JavaScript, the same days as a stacked list.
import { Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import { PageHeader } from "#app/components/admin/ui";
import { formatOrderDay } from "#app/lib/orders";
import { useMediaQuery } from "#app/lib/use-media-query";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { orderCalendar } from "#app/server/models/orders.server";
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

type Day = Route.ComponentProps["loaderData"]["days"][number];

/** The room left on a day, or why it takes no orders. */
const roomLeft = (d: Day) => (d.closed && d.closed !== "full" ? CLOSED[d.closed] : `${d.left} of ${d.capacity}`);
const isClosed = (d: Day) => Boolean(d.closed && d.closed !== "full");

/** The day's name, a link to its orders when it has any. */
function DayName({ d }: { d: Day }) {
  const href = useAdminHref();
  return d.orders.length > 0 ? (
    <Link to={`${href("orders")}?day=${d.day}`} className="inline-block py-1 text-crust underline">
      {formatOrderDay(d.day)}
    </Link>
  ) : (
    <>{formatOrderDay(d.day)}</>
  );
}

/** The day's orders (each a link with its status) and, once one is confirmed, the link to its production list. */
function DayOrders({ d }: { d: Day }) {
  const href = useAdminHref();
  return (
    <>
      {d.orders.length === 0 ? (
        <span className="text-muted">None</span>
      ) : (
        <ul className="space-y-1">
          {d.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-2">
              <Link to={href("orders", o.id)} className="inline-block py-1 font-medium text-crust underline">
                {o.reference}
              </Link>
              <OrderStatusBadge status={o.status} />
              <span>
                {o.size} {o.flavour} · {o.name}
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
    </>
  );
}

/** A phone's width: each day a block of its own, read top to bottom, with no table to scroll sideways. */
function DayList({ days }: { days: Day[] }) {
  return (
    <ol aria-label="Orders and room left per day" className="space-y-3">
      {days.map((d) => (
        <li
          key={d.day}
          data-day={d.day}
          className={`rounded-2xl border border-stone-200 p-4 shadow-soft ${isClosed(d) ? "bg-stone-50 text-muted" : "bg-white"}`}
        >
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-medium">
              <DayName d={d} />
            </h2>
            <p className="text-sm tabular-nums">{isClosed(d) ? roomLeft(d) : `${roomLeft(d)} left`}</p>
          </div>
          <div className="mt-2 text-sm">
            <DayOrders d={d} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The table's columns and how each lines up. */
const COLUMNS = [
  ["Day", ""],
  ["Orders", ""],
  ["Room left", "text-right"],
] as const;

function DayTable({ days }: { days: Day[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-soft">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders and room left per day</caption>
        <thead className="bg-cream-deep text-xs tracking-wider text-muted uppercase">
          <tr>
            {COLUMNS.map(([name, align]) => (
              <th key={name} scope="col" className={`px-3 py-2 ${align}`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {days.map((d) => (
            <tr key={d.day} data-day={d.day} className={isClosed(d) ? "bg-stone-50 text-muted" : ""}>
              <th scope="row" className="px-3 py-2 align-top font-medium whitespace-nowrap">
                <DayName d={d} />
              </th>
              <td className="px-3 py-2 align-top">
                <DayOrders d={d} />
              </td>
              <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">{roomLeft(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function OrderCalendar({ loaderData }: Route.ComponentProps) {
  // The table needs a laptop's width; on a phone (with JavaScript to tell) the days stack as a list instead.
  const narrow = useMediaQuery("(max-width: 639px)");
  return (
    <div className="space-y-6">
      <PageHeader title="Order calendar" description="The next six weeks: orders on each day and the room left." />
      <OrderTabs />
      {narrow ? <DayList days={loaderData.days} /> : <DayTable days={loaderData.days} />}
    </div>
  );
}
