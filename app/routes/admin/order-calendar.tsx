// {admin_prefix}/orders/calendar?month=YYYY-MM: one month of orders as a grid, Monday first (this month by
// default), with links to the month before and after. Each day says in words, and shows in colour, whether it is
// over-booked, a holiday (with the owner's note on it), closed, full or how much room is left; its orders link to
// their pages and, once one is confirmed, to the day's production list. All drawn on the server: the grid needs no script. On a phone's width
// the same days stack one under another, each with its weekday, so nothing scrolls sideways.
import { data, Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import { FormError, PageHeader } from "#app/components/admin/ui";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { bakeryToday, formatOrderDay } from "#app/lib/orders";
import {
  addMonths,
  dayMark,
  formatMonth,
  GRID_WEEKDAYS,
  monthOf,
  monthWeeks,
  readMonth,
  type DayMarkKind,
} from "#app/lib/month-grid";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { orderCalendar } from "#app/server/models/orders.server";
import type { Route } from "./+types/order-calendar";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Order calendar, ${formatMonth(loaderData.month)}` : "Order calendar");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = bakeryToday();
  // A month that is not one (or too far off) is said as such (400), with this month shown to go on from.
  const asked = readMonth(new URL(request.url).searchParams.get("month"), monthOf(today));
  const days = new Map((await orderCalendar(asked.month)).map((d) => [d.day, { ...d, mark: dayMark(d, today) }]));
  const weeks = monthWeeks(asked.month).map((week) => week.map((day) => (day ? days.get(day)! : null)));
  return data(
    {
      month: asked.month,
      today,
      monthError: asked.invalid,
      previous: addMonths(asked.month, -1),
      next: addMonths(asked.month, 1),
      weeks,
    },
    { status: asked.invalid ? 400 : 200 },
  );
}

type Day = NonNullable<Route.ComponentProps["loaderData"]["weeks"][number][number]>;

/** Each mark's colour; the mark's words say the same, so no one needs the colour to read the day. */
const LOOK: Record<DayMarkKind, { cell: string; label: string; legend: string }> = {
  overbooked: {
    cell: "border-2 border-danger bg-red-50",
    label: "font-bold text-danger",
    legend: "Over-booked: more orders than room",
  },
  holiday: { cell: "border-berry/50 bg-pink-50", label: "font-semibold text-espresso", legend: "Holiday" },
  closed: { cell: "border-stone-300 bg-stone-100", label: "font-semibold text-espresso", legend: "Closed" },
  full: { cell: "border-butter bg-butter-light/60", label: "font-semibold text-espresso", legend: "Full" },
  open: { cell: "border-stone-200 bg-white", label: "font-medium text-success", legend: "Room left" },
  past: { cell: "border-stone-200 bg-stone-50", label: "text-muted", legend: "Past" },
};

/** Where the month's first day sits in the grid's week (Monday first), when the grid is drawn as one. */
const FIRST_COLUMN = [
  "",
  "md:col-start-2",
  "md:col-start-3",
  "md:col-start-4",
  "md:col-start-5",
  "md:col-start-6",
  "md:col-start-7",
];

const shortWeekday = (day: string) => formatOrderDay(day).slice(0, 3);

function DayCell({ d, today, column }: { d: Day; today: string; column: number }) {
  const href = useAdminHref();
  const look = LOOK[d.mark.kind];
  const date = Number(d.day.slice(8));
  return (
    <li
      data-day={d.day}
      data-mark={d.mark.kind}
      className={`min-w-0 rounded-xl border p-2 text-sm md:min-h-28 ${look.cell} ${d.day === today ? "ring-2 ring-crust" : ""} ${date === 1 ? FIRST_COLUMN[column] : ""}`}
    >
      {/* On a phone the day and its mark share a line; in the grid the mark goes under the day. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 md:block">
        <p className="flex items-baseline justify-between gap-2">
          {d.orders.length > 0 ? (
            <Link to={`${href("orders")}?day=${d.day}`} className="font-semibold text-crust underline">
              <span className="md:sr-only">{shortWeekday(d.day)} </span>
              {date}
              <span className="sr-only">: its orders</span>
            </Link>
          ) : (
            <span className="font-semibold">
              <span className="md:sr-only">{shortWeekday(d.day)} </span>
              {date}
            </span>
          )}
          {d.day === today ? <span className="text-xs font-semibold text-crust">Today</span> : null}
        </p>
        <p className={`text-xs break-words md:mt-1 ${look.label}`}>{d.mark.label}</p>
      </div>
      {d.orders.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {d.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
              <Link to={href("orders", o.id)} className="font-medium text-crust underline">
                {o.reference}
              </Link>
              <OrderStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      ) : null}
      {d.orders.some((o) => o.status !== "requested" && o.status !== "quoted") ? (
        <Link
          to={`${href("orders", "production")}?day=${d.day}`}
          className="mt-1 inline-block text-xs text-crust underline"
        >
          Production list<span className="sr-only"> for {formatOrderDay(d.day)}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** A link to another month: its short name on a phone, its full name on a wider screen, beside an arrow. */
function MonthLink({
  month,
  href,
  className,
  after = false,
  children,
}: {
  month: string;
  href: string;
  className: string;
  after?: boolean;
  children: React.ReactNode;
}) {
  const name = (
    <>
      <span className="md:hidden">{formatMonth(month, "short")}</span>
      <span className="hidden md:inline">{formatMonth(month)}</span>
    </>
  );
  return (
    <Link to={`${href}?month=${month}`} className={`btn btn-secondary justify-center ${className}`}>
      {after ? name : children} {after ? children : name}
    </Link>
  );
}

function Legend() {
  const kinds: DayMarkKind[] = ["overbooked", "holiday", "closed", "full", "open"];
  return (
    <ul aria-label="What the colours mean" className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-4 rounded border ${LOOK[kind].cell}`} />
          {LOOK[kind].legend}
        </li>
      ))}
    </ul>
  );
}

export default function OrderCalendar({ loaderData }: Route.ComponentProps) {
  const { month, today, monthError, previous, next, weeks } = loaderData;
  const href = useAdminHref();
  const days = weeks.flat().filter((d): d is Day => d !== null);
  const over = days.filter((d) => d.mark.kind === "overbooked");
  const calendar = href("orders", "calendar");
  return (
    <div className="space-y-6">
      <PageHeader title="Order calendar" description="Orders on each day of the month and the room left." />
      <OrderTabs />
      <FormError message={monthError} summary />
      {/* On a phone the month's name takes a line of its own above the two links; on a laptop it sits between them. */}
      <nav aria-label="Months" className="grid grid-cols-2 items-center gap-3 md:flex md:justify-between">
        <h2 className="col-span-2 text-center text-xl font-semibold md:order-2">{formatMonth(month)}</h2>
        <MonthLink month={previous} href={calendar} className="md:order-1">
          <span aria-hidden="true">←</span>
        </MonthLink>
        <MonthLink month={next} href={calendar} className="md:order-3" after>
          <span aria-hidden="true">→</span>
        </MonthLink>
      </nav>
      {month !== monthOf(today) ? (
        <p>
          <Link to={calendar} className="text-crust underline">
            Back to this month
          </Link>
        </p>
      ) : null}
      {over.length > 0 ? (
        <StatusMessage look="panel" tone="warning">
          More orders than room on {over.map((d) => formatOrderDay(d.day)).join("; ")}: move or cancel orders, or give
          the day more room.
        </StatusMessage>
      ) : null}
      <Legend />
      <div>
        <div aria-hidden="true" className="mb-1 hidden grid-cols-7 gap-1 md:grid">
          {GRID_WEEKDAYS.map((name) => (
            <p key={name} className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">
              {name.slice(0, 3)}
            </p>
          ))}
        </div>
        <ol aria-label={`Days of ${formatMonth(month)}`} className="grid grid-cols-1 gap-2 md:grid-cols-7 md:gap-1">
          {weeks.map((week) =>
            week.map((d, column) => (d ? <DayCell key={d.day} d={d} today={today} column={column} /> : null)),
          )}
        </ol>
      </div>
    </div>
  );
}
