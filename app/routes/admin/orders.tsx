// {admin_prefix}/orders: the custom cake orders in the admin list pattern (app/lib/list-query.ts). It opens on
// what needs action (requests, quotes awaiting a deposit, then the cakes to come by day); the history is under
// Show. Search by reference, name, e-mail or phone; filters by status, unread and the day needed (or one day,
// ?day=, from the calendar); the money of every matching order; true totals and pages.
import { data, Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect } from "#app/components/admin/ListControls";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import { DataTable, EmptyState, FormError, PageHeader } from "#app/components/admin/ui";
import { ORDER_LIST } from "#app/lib/admin-lists";
import { formatDay } from "#app/lib/dates";
import { parseListQuery } from "#app/lib/list-query";
import { readDay } from "#app/lib/calendar-day";
import { ORDER_STATUS_LABELS } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { countOf } from "#app/lib/plural";
import { OwnerEmailNotice } from "#app/components/admin/EmailDeliveryNotice";
import { telHref } from "#app/lib/phone";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listOrdersPage, orderListScope, ownerIsNotified } from "#app/server/models/orders.server";
import type { Route } from "./+types/orders";
import { formatNumber } from "#app/lib/numbers";

export const meta = () => adminMeta("Orders");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { day, invalid } = readDay(params.get("day"), "The day");
  const query = { ...parseListQuery(params, ORDER_LIST), day };
  const { rows, info, counts, totals } = await listOrdersPage(query);
  const scope = orderListScope(query);
  // A day that is not one (a link typed by hand) lists nothing and says why: a 400, never every order as if unasked.
  return data(
    {
      counts,
      info,
      totals,
      notified: ownerIsNotified(),
      scope,
      day: query.day,
      dayError: invalid,
      rows: invalid
        ? []
        : rows.map((r) => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
            read: r.read?.toISOString() ?? null,
            depositReceivedAt: r.depositReceivedAt?.toISOString() ?? null,
          })),
    },
    { status: invalid ? 400 : 200 },
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const WHEN_LABELS = { today: "Today", week: "Next 7 days", upcoming: "Upcoming", past: "Past" };
const SORTS = {
  action: "Needs action first",
  date: "Day needed, soonest first",
  "date-desc": "Day needed, latest first",
  newest: "Newest request",
};
// Without a choice the list shows what needs action; a search or another filter looks through every order.
const SHOW_LABELS = { open: "Needs action only", history: "History", all: "All orders" };

/** What is still owed on one order, in words: the deposit awaited or received, or the balance. */
function moneyNote(r: Row): string | null {
  if (r.status === "declined" || r.status === "cancelled" || r.quotedPaise === null) return null;
  const deposit = r.depositPaise ?? 0;
  if (r.status === "quoted") return deposit > 0 ? `Deposit ${formatMoney(deposit)} awaited` : "No deposit asked";
  if (r.status === "completed") return "Paid";
  const received = r.depositReceivedAt ? deposit : 0;
  return `Balance ${formatMoney(r.quotedPaise - received)}`;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { counts, info, rows, day, dayError, totals, notified, scope } = loaderData;
  const href = useAdminHref();
  const columns = [
    {
      header: "Order",
      cell: (r: Row) => (
        <Link to={href("orders", r.id)} className="font-semibold whitespace-nowrap text-crust underline">
          {r.reference}
          {r.read ? null : <span className="ml-1.5 rounded-full bg-butter px-1.5 text-xs text-espresso">New</span>}
        </Link>
      ),
    },
    // The pickup time is in the Fulfilment column.
    { header: "Needed", className: "whitespace-nowrap", cell: (r: Row) => formatDay(r.date) },
    { header: "Status", cell: (r: Row) => <OrderStatusBadge status={r.status} /> },
    {
      header: "Fulfilment",
      cell: (r: Row) =>
        r.fulfilment === "pickup" ? `Pickup${r.pickupTime ? ` ${r.pickupTime}` : ""}` : `Delivery, ${r.pincode}`,
    },
    {
      header: "Customer",
      cell: (r: Row) => (
        <span className="block">
          {r.name}
          <br />
          <a href={telHref(r.phone)} className="text-crust underline">
            {r.phone}
          </a>
          <br />
          <span className="text-xs text-muted">{r.email}</span>
        </span>
      ),
    },
    {
      header: "Cake",
      cell: (r: Row) => `${r.size} ${r.flavour}${r.eggless ? ", eggless" : ""} (${r.occasion})`,
    },
    {
      header: "Price",
      className: "tabular-nums",
      cell: (r: Row) => {
        const note = moneyNote(r);
        return (
          <>
            {formatMoney(r.quotedPaise ?? r.estimatePaise) + (r.quotedPaise === null ? " (estimate)" : "")}
            {note ? <span className="block text-xs text-muted">{note}</span> : null}
          </>
        );
      },
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Orders"
        description={`${countOf(counts.total, "order")}, ${formatNumber(counts.unread)} not yet opened.`}
      />
      <OrderTabs />
      <OwnerEmailNotice notified={notified} />
      <ListSearch
        label="Search orders"
        placeholder="Name, phone, e-mail or reference"
        hidden={day ? { day } : {}}
        selects={[
          {
            name: "show",
            label: "Show",
            options: [
              { value: "", label: "Needs action (a search: all)" },
              ...ORDER_LIST.filters.show.map((value) => ({ value, label: SHOW_LABELS[value] })),
            ],
          },
          filterSelect("status", "Status", ORDER_LIST.filters.status, ORDER_STATUS_LABELS),
          filterSelect("when", "Day needed", ORDER_LIST.filters.when, WHEN_LABELS),
          filterSelect("unread", "Opened", ORDER_LIST.filters.unread, { unread: "Not yet opened" }),
          {
            ...sortSelect(ORDER_LIST),
            options: ORDER_LIST.sorts.map((s) => ({ value: s === ORDER_LIST.defaultSort ? "" : s, label: SORTS[s] })),
          },
        ]}
      />
      {day ? (
        <p className="text-sm">
          Orders needed on <strong>{formatDay(day)}</strong>.{" "}
          <Link to={href("orders")} className="text-crust underline">
            All days
          </Link>
        </p>
      ) : null}
      {dayError ? (
        <FormError message={dayError} summary />
      ) : counts.total === 0 ? (
        <EmptyState>No cake orders yet.</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>Nothing here: no order matches. Earlier and finished orders are under Show, History.</EmptyState>
      ) : (
        <>
          <MatchCount total={info.total} noun="order" />
          {scope === "open" ? (
            <p className="text-sm text-muted">
              What needs action: requests to quote (the longest waiting first), quotes awaiting a deposit, then the
              cakes to come by day. Finished and past orders are under Show, History.
            </p>
          ) : null}
          <dl aria-label="Totals of the matching orders" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {(
              [
                ["Order value", totals.valuePaise],
                ["Deposits received", totals.depositsReceivedPaise],
                ["Balance due", totals.balanceDuePaise],
              ] as const
            ).map(([label, paise]) => (
              <div key={label} className="flex gap-1.5">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold text-espresso tabular-nums">{formatMoney(paise)}</dd>
              </div>
            ))}
          </dl>
          <DataTable caption="Cake orders" columns={columns} rows={rows} />
          <Pager info={info} label="Order pages" />
        </>
      )}
    </div>
  );
}
