// The owner's side of the orders: the list (search, filters, paging), the unread count, opening an order, the
// calendar of a month, one day's production list, and the figures Insights shows. The rules (statuses,
// capacity) stay in the other files of this folder; this one only reads by them.
import type { Prisma } from "#app/generated/prisma/client";
import type { OrderListQuery } from "#app/lib/admin-lists";
import { listScope, type ListScope, type OrderTotals } from "#app/lib/order-queue";
import { addDays, bakeryToday, isCalendarDay, ORDER_STATUSES, type OrderStatus } from "#app/lib/orders";
import { BAKERY_TIME_ZONE } from "#app/lib/site-config";
import { monthSpan } from "#app/lib/month-grid";
import { escapeLike, pageInfo, PAGE_SIZE, type PageInfo } from "#app/lib/list-query";
import { db } from "../../platform/db.server";
import { isRecordId } from "../errors.server";
import { dateToDay, dayStates, dayToDate, type DayState } from "./calendar.server";
import {
  orderSelect,
  orderSelectFor,
  toOrderView,
  toOrderViewOf,
  type OrderView,
  type OrderViewOf,
} from "./shape.server";
import { orderListTotals, queuePage, scopeWhere } from "./queue.server";

/** What one row of the owner's list shows. */
export type OrderRow = OrderViewOf<"list">;

/** A query written as a phone number: digits with spaces, dashes, dots, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
/** India's country code or trunk 0 before a 10-digit number: the stored number may be written without it. */
const NATIONAL_PREFIX = /^(?:0091|91|0)(?=\d{10}$)/;

/**
 * The digits to look for in the stored phones' digits ("phoneDigits"), or null when the query is not a number.
 * "+91 98765 43210" and "098765 43210" look for 9876543210, which "+91 98765 43210" and "9876543210" both hold.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!PHONE_LIKE.test(q)) return null;
  return q.replace(/\D/g, "").replace(NATIONAL_PREFIX, "");
}

/** The list's search: a reference, a name, an e-mail address or a phone number (digits match however written). */
function searchWhere(q: string): Prisma.OrderWhereInput[] {
  if (!q) return [];
  const text = { contains: escapeLike(q), mode: "insensitive" as const };
  const digits = phoneSearchDigits(q);
  // A name holds no digits and a phone no letters: a query is looked for as one or the other.
  const or: Prisma.OrderWhereInput[] = [
    { reference: text },
    ...(digits === null ? [{ name: text }, { email: text }] : [{ phoneDigits: { contains: digits } }]),
  ];
  return [{ OR: or }];
}

/** The date filter: one day (`day=YYYY-MM-DD`, the calendar's links) or a named span from today. */
function dateWhere(query: Pick<OrderListQuery, "filters">, day: string | null, now: Date): Prisma.OrderWhereInput[] {
  if (day) return [{ dateNeeded: dayToDate(day) }];
  const today = bakeryToday(now);
  switch (query.filters.when) {
    case "today":
      return [{ dateNeeded: dayToDate(today) }];
    case "week":
      return [{ dateNeeded: { gte: dayToDate(today), lte: dayToDate(addDays(today, 6)) } }];
    case "upcoming":
      return [{ dateNeeded: { gte: dayToDate(today) } }];
    case "past":
      return [{ dateNeeded: { lt: dayToDate(today) } }];
    default:
      return [];
  }
}

export type OrderListFilter = Pick<OrderListQuery, "q" | "filters"> & { day?: string | null };

/** Which orders a list shows (what needs action, the history or all), by the one rule of app/lib/order-queue.ts. */
export function orderListScope(query: OrderListFilter): ListScope {
  const { status, when, unread } = query.filters;
  return listScope({
    show: query.filters.show,
    q: query.q,
    day: query.day,
    narrowed: Boolean(status || when || unread),
  });
}

export function orderListWhere(query: OrderListFilter, now = new Date()): Prisma.OrderWhereInput {
  const day = query.day && isCalendarDay(query.day) ? query.day : null;
  const status = query.filters.status;
  const scope = orderListScope({ ...query, day });
  return {
    AND: [
      ...scopeWhere(scope, bakeryToday(now)),
      ...searchWhere(query.q),
      ...(status ? [{ status: status as OrderStatus }] : []),
      ...(query.filters.unread === "unread" ? [{ readAt: null }] : []),
      ...dateWhere(query, day, now),
    ],
  };
}

const ORDER_BY: Record<Exclude<OrderListQuery["sort"], "action">, Prisma.OrderOrderByWithRelationInput[]> = {
  date: [{ dateNeeded: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  "date-desc": [{ dateNeeded: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  newest: [{ createdAt: "desc" }, { id: "desc" }],
};

export type OrderListPage = {
  rows: OrderRow[];
  info: PageInfo;
  counts: { total: number; unread: number };
  totals: OrderTotals;
};

type ListArgs = OrderListQuery & { day?: string | null };

/**
 * The matching total, the page it makes and a reader of that page's rows (for the screen and the API alike): in
 * the order of what needs action (the default sort), else by one of the plain sorts.
 */
async function pageOf(query: ListArgs, size: number, now = new Date()) {
  const prisma = await db();
  const where = orderListWhere(query, now);
  const sort = query.sort;
  if (sort === "action") return { where, ...(await queuePage(prisma, where, bakeryToday(now), query.page, size)) };
  const info = pageInfo(await prisma.order.count({ where }), query.page, size);
  const rows = <S extends Prisma.OrderSelect>(select: S) =>
    prisma.order.findMany({ where, orderBy: ORDER_BY[sort], skip: info.offset, take: info.size, select });
  return { where, info, rows };
}

/** One page of orders as the list asks for them, the matching total and money, and the totals of all orders. */
export async function listOrdersPage(query: ListArgs, size = PAGE_SIZE): Promise<OrderListPage> {
  const { where, info, rows } = await pageOf(query, size);
  const [page, total, unread, totals] = await Promise.all([
    rows(orderSelectFor("list")),
    (await db()).order.count(),
    countUnreadOrders(),
    orderListTotals(where),
  ]);
  return { rows: page.map((r) => toOrderViewOf("list", r)), info, counts: { total, unread }, totals };
}

/** The same page with every order in full, and the matching orders' money (GET /api/orders). */
export async function listOrderViews(
  query: ListArgs,
  size = PAGE_SIZE,
): Promise<{ orders: OrderView[]; info: PageInfo; totals: OrderTotals }> {
  const { where, info, rows } = await pageOf(query, size);
  const [page, totals] = await Promise.all([rows(orderSelect), orderListTotals(where)]);
  return { orders: page.map(toOrderView), info, totals };
}

/** New requests the owner has not opened yet (the admin navigation's badge). */
export async function countUnreadOrders(): Promise<number> {
  return (await db()).order.count({ where: { readAt: null } });
}

/** The order the owner opens: read (marked opened the first time), or null when there is no such order. */
export async function openOrder(id: string, now = new Date()): Promise<OrderView | null> {
  if (!isRecordId(id)) return null;
  const prisma = await db();
  // Only the first opening counts: a conditional update, so two tabs never overwrite the first time.
  await prisma.order.updateMany({ where: { id, readAt: null }, data: { readAt: now } });
  const row = await prisma.order.findUnique({ where: { id }, select: orderSelect });
  return row ? toOrderView(row) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar and production list

export type CalendarDay = DayState & {
  left: number;
  orders: Omit<OrderViewOf<"calendar">, "date">[];
  /** How many `orders` lists (every status but declined and cancelled). */
  had: number;
  /** The owner's note on the day's holiday ("" when none). */
  holidayNote: string;
};

/** Every day of a month (YYYY-MM): its capacity, the room left, why it is closed, its holiday's note and its orders. */
export async function orderCalendar(month: string, now = new Date()): Promise<CalendarDay[]> {
  const prisma = await db();
  const { first: from, last: to } = monthSpan(month);
  const range = { gte: dayToDate(from), lte: dayToDate(to) };
  const [states, orders, notes] = await Promise.all([
    dayStates(prisma, from, to, now),
    prisma.order.findMany({
      where: { dateNeeded: range, status: { notIn: ["declined", "cancelled"] } },
      select: orderSelectFor("calendar"),
      orderBy: [{ dateNeeded: "asc" }, { createdAt: "asc" }],
    }),
    prisma.orderClosedDay.findMany({ where: { day: range, note: { not: "" } }, select: { day: true, note: true } }),
  ]);
  const byDay = new Map<string, CalendarDay["orders"]>();
  for (const row of orders) {
    const { date, ...order } = toOrderViewOf("calendar", row);
    byDay.set(date, [...(byDay.get(date) ?? []), order]);
  }
  const noteOf = new Map(notes.map((h) => [dateToDay(h.day), h.note]));
  return states.map((state) => ({
    ...state,
    left: Math.max(0, state.room - state.taken),
    orders: byDay.get(state.day) ?? [],
    had: byDay.get(state.day)?.length ?? 0,
    holidayNote: noteOf.get(state.day) ?? "",
  }));
}

/** The statuses of orders the kitchen makes: confirmed (deposit in) up to ready. */
export const PRODUCTION_STATUSES = ["confirmed", "in_production", "ready"] as const satisfies readonly OrderStatus[];

export type ProductionItem = OrderViewOf<"production">;

/**
 * One day's production list: the confirmed orders to make, the pickups by their time (those for any time after
 * them), then the deliveries, which leave with the van rather than at a time of their own.
 */
export async function productionList(day: string): Promise<ProductionItem[]> {
  const rows = await (
    await db()
  ).order.findMany({
    where: { dateNeeded: dayToDate(day), status: { in: [...PRODUCTION_STATUSES] } },
    select: orderSelectFor("production"),
    orderBy: [{ pickupTime: { sort: "asc", nulls: "last" } }, { reference: "asc" }],
  });
  const items = rows.map((r) => toOrderViewOf("production", r));
  // A stable sort keeps the query's order within the pickups and within the deliveries.
  return items.sort((a, b) => Number(a.fulfilment === "delivery") - Number(b.fulfilment === "delivery"));
}

// ---------------------------------------------------------------------------------------------------------
// Insights

export type OrderFunnel = {
  requested: number;
  quoted: number;
  confirmed: number;
  completed: number;
  declinedOrCancelled: number;
};
export type OrderInsights = {
  funnel: OrderFunnel;
  byOccasion: { occasion: string; orders: number }[];
  bySize: { size: string; orders: number }[];
};

/**
 * The order funnel of the orders requested in [from, to] (bakery days): how many were requested, how many got as
 * far as a quote, a confirmation and completion (by their history: an order declined after its quote still counts
 * as quoted), and how many ended declined or cancelled; and the same orders by occasion and by size.
 */
export async function orderInsights(range: { from: string; to: string }): Promise<OrderInsights> {
  const prisma = await db();
  // Requests are counted on the bakery's day they arrived, like every other insight. "createdAt" is a UTC time
  // without a zone: the range's days are turned into the UTC instants at which they begin in the bakery's zone
  // (a DATE read as midnight there, then written as UTC) and the column is compared with those, so its index serves.
  const rows = await prisma.$queryRaw<
    { status: OrderStatus; occasion: string; sizeLabel: string; quoted: boolean; confirmed: boolean; n: number }[]
  >`
    SELECT o."status"::text AS "status", o."occasion", o."sizeLabel",
           EXISTS (SELECT 1 FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."to" = 'quoted') AS "quoted",
           EXISTS (SELECT 1 FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."to" = 'confirmed') AS "confirmed",
           count(*)::int AS n
    FROM "Order" o
    WHERE o."createdAt" >= ((${range.from}::date)::timestamp AT TIME ZONE ${BAKERY_TIME_ZONE}) AT TIME ZONE 'UTC'
      AND o."createdAt" < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${BAKERY_TIME_ZONE}) AT TIME ZONE 'UTC'
    GROUP BY 1, 2, 3, 4, 5`;
  // An order further on than a step passed it, even when its history was not written (orders made by hand).
  const beyond = (status: OrderStatus, step: OrderStatus) =>
    !ENDED.includes(status) && ORDER_STATUSES.indexOf(status) >= ORDER_STATUSES.indexOf(step);
  const funnel: OrderFunnel = { requested: 0, quoted: 0, confirmed: 0, completed: 0, declinedOrCancelled: 0 };
  const occasions = new Map<string, number>();
  const sizes = new Map<string, number>();
  for (const row of rows) {
    funnel.requested += row.n;
    if (row.quoted || beyond(row.status, "quoted")) funnel.quoted += row.n;
    if (row.confirmed || beyond(row.status, "confirmed")) funnel.confirmed += row.n;
    if (row.status === "completed") funnel.completed += row.n;
    if (ENDED.includes(row.status)) funnel.declinedOrCancelled += row.n;
    occasions.set(row.occasion, (occasions.get(row.occasion) ?? 0) + row.n);
    sizes.set(row.sizeLabel, (sizes.get(row.sizeLabel) ?? 0) + row.n);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en-IN"));
  return {
    funnel,
    byOccasion: sorted(occasions).map(([occasion, orders]) => ({ occasion, orders })),
    bySize: sorted(sizes).map(([size, orders]) => ({ size, orders })),
  };
}

const ENDED: readonly OrderStatus[] = ["declined", "cancelled"];
