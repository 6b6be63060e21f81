// {admin_prefix}/orders: the custom cake orders in the admin list pattern (app/lib/list-query.ts): search by
// name, phone or reference; filters by status, unread and the day needed (or one day, ?day=, from the
// calendar); sorted by the day needed; true totals and pages.
import { data, Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect } from "#app/components/admin/ListControls";
import { OrderStatusBadge, OrderTabs } from "#app/components/admin/OrderParts";
import { DataTable, EmptyState, FormError, PageHeader } from "#app/components/admin/ui";
import { ORDER_LIST } from "#app/lib/admin-lists";
import { formatDay } from "#app/lib/dates";
import { parseListQuery } from "#app/lib/list-query";
import { readDay } from "#app/lib/calendar-day";
import { formatPaise, ORDER_STATUS_LABELS } from "#app/lib/orders";
import { countOf } from "#app/lib/plural";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listOrdersPage } from "#app/server/models/orders.server";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { day, invalid } = readDay(params.get("day"), "The day");
  const query = { ...parseListQuery(params, ORDER_LIST), day };
  const { rows, info, counts } = await listOrdersPage(query);
  // A day that is not one (a link typed by hand) lists nothing and says why: a 400, never every order as if unasked.
  return data(
    {
      counts,
      info,
      day: query.day,
      dayError: invalid,
      rows: invalid
        ? []
        : rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), read: r.read?.toISOString() ?? null })),
    },
    { status: invalid ? 400 : 200 },
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const WHEN_LABELS = { today: "Today", week: "Next 7 days", upcoming: "Upcoming", past: "Past" };
const SORTS = { date: "Day needed, soonest first", "date-desc": "Day needed, latest first", newest: "Newest request" };

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { counts, info, rows, day, dayError } = loaderData;
  const href = useAdminHref();
  const columns = [
    {
      header: "Order",
      cell: (r: Row) => (
        <Link to={href("orders", r.id)} className="font-semibold text-crust underline">
          {r.reference}
          {r.read ? null : <span className="ml-1.5 rounded-full bg-butter px-1.5 text-xs text-espresso">New</span>}
        </Link>
      ),
    },
    { header: "Needed", cell: (r: Row) => formatDay(r.date) + (r.pickupTime ? `, ${r.pickupTime}` : "") },
    { header: "Status", cell: (r: Row) => <OrderStatusBadge status={r.status} /> },
    { header: "Customer", cell: (r: Row) => `${r.name} · ${r.phone}` },
    {
      header: "Cake",
      cell: (r: Row) => `${r.size} ${r.flavour}${r.eggless ? ", eggless" : ""} (${r.occasion})`,
    },
    {
      header: "Price",
      className: "tabular-nums",
      cell: (r: Row) => formatPaise(r.quotedPaise ?? r.estimatePaise) + (r.quotedPaise === null ? " (estimate)" : ""),
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Orders"
        description={`${countOf(counts.total, "order")}, ${counts.unread.toLocaleString("en-IN")} not yet opened.`}
      />
      <OrderTabs />
      <ListSearch
        label="Search orders"
        placeholder="Name, phone or reference"
        hidden={day ? { day } : {}}
        selects={[
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
        <EmptyState>No order matches this search.</EmptyState>
      ) : (
        <>
          <MatchCount total={info.total} noun="order" />
          <DataTable caption="Cake orders" columns={columns} rows={rows} />
          <Pager info={info} label="Order pages" />
        </>
      )}
    </div>
  );
}
