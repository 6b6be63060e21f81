// The owner's list in the order of what needs action (app/lib/order-queue.ts says which groups and why), and the
// list's money totals. Each group is one indexed query: requests by arrival ("Order"("status", "createdAt")),
// quotes and upcoming cakes by day ("status", "dateNeeded"), the history by day ("dateNeeded").
import type { Prisma } from "#app/generated/prisma/client";
import {
  OPEN_STATUSES,
  orderTotals,
  pageAcrossGroups,
  QUEUE_GROUPS,
  type ListScope,
  type OrderTotals,
  type QueueGroup,
} from "#app/lib/order-queue";
import { pageInfo, type PageInfo } from "#app/lib/list-query";
import type { OrderStatus } from "#app/lib/orders";
import { db } from "../../platform/db.server";
import { dayToDate } from "./calendar.server";

type Db = Awaited<ReturnType<typeof db>>;

/** Still to be done, on a day not yet passed. */
function openWhere(today: string): Prisma.OrderWhereInput {
  return { status: { in: [...OPEN_STATUSES] }, dateNeeded: { gte: dayToDate(today) } };
}

/** The orders a scope shows (nothing added for "all"). */
export function scopeWhere(scope: ListScope, today: string): Prisma.OrderWhereInput[] {
  if (scope === "open") return [openWhere(today)];
  if (scope === "history") return [{ NOT: openWhere(today) }];
  return [];
}

const GROUPS: Record<
  QueueGroup,
  { where: (today: string) => Prisma.OrderWhereInput; orderBy: Prisma.OrderOrderByWithRelationInput[] }
> = {
  // The longest waiting first: a request is answered in the order it came.
  requests: {
    where: (today) => ({ status: "requested", dateNeeded: { gte: dayToDate(today) } }),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
  // The soonest day first: its deposit is the most pressing.
  quotes: {
    where: (today) => ({ status: "quoted", dateNeeded: { gte: dayToDate(today) } }),
    orderBy: [{ dateNeeded: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  },
  upcoming: {
    where: (today) => ({
      status: { in: ["confirmed", "in_production", "ready"] },
      dateNeeded: { gte: dayToDate(today) },
    }),
    orderBy: [
      { dateNeeded: "asc" },
      { pickupTime: { sort: "asc", nulls: "last" } },
      { createdAt: "asc" },
      { id: "asc" },
    ],
  },
  // The latest first: last week's orders are the ones looked up.
  history: {
    where: (today) => ({ NOT: openWhere(today) }),
    orderBy: [{ dateNeeded: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  },
};

/**
 * One page of the orders `where` matches, in the groups' order: the groups are counted, and each page reads only the
 * slices of them it shows. Returns the page's figures and a reader of its rows for any select.
 */
export async function queuePage(prisma: Db, where: Prisma.OrderWhereInput, today: string, page: number, size: number) {
  const groupWhere = (group: QueueGroup): Prisma.OrderWhereInput => ({ AND: [where, GROUPS[group].where(today)] });
  const counts = await Promise.all(
    QUEUE_GROUPS.map(async (group) => [group, await prisma.order.count({ where: groupWhere(group) })] as const),
  );
  const info: PageInfo = pageInfo(
    counts.reduce((sum, [, n]) => sum + n, 0),
    page,
    size,
  );
  const slices = pageAcrossGroups(counts, info.offset, info.size);
  async function rows<S extends Prisma.OrderSelect>(select: S) {
    const parts = await Promise.all(
      slices.map((slice) =>
        prisma.order.findMany({
          where: groupWhere(slice.group),
          orderBy: GROUPS[slice.group].orderBy,
          skip: slice.skip,
          take: slice.take,
          select,
        }),
      ),
    );
    return parts.flat();
  }
  return { info, rows };
}

/**
 * The totals of every order `where` matches (not only the page shown): three sums by status, on the rows the
 * list's own filters already narrowed.
 */
export async function orderListTotals(where: Prisma.OrderWhereInput): Promise<OrderTotals> {
  const prisma = await db();
  const [estimated, quoted, received] = await Promise.all([
    prisma.order.groupBy({
      by: ["status"],
      where: { AND: [where, { quotedPaise: null }] },
      _sum: { estimatePaise: true },
    }),
    prisma.order.groupBy({
      by: ["status"],
      where: { AND: [where, { quotedPaise: { not: null } }] },
      _sum: { quotedPaise: true },
    }),
    prisma.order.groupBy({
      by: ["status"],
      where: { AND: [where, { depositReceivedAt: { not: null } }] },
      _sum: { depositPaise: true },
    }),
  ]);
  const sums = new Map<OrderStatus, { status: OrderStatus; valuePaise: number; depositsReceivedPaise: number }>();
  const at = (status: OrderStatus) => {
    const known = sums.get(status) ?? { status, valuePaise: 0, depositsReceivedPaise: 0 };
    sums.set(status, known);
    return known;
  };
  for (const row of estimated) at(row.status).valuePaise += row._sum.estimatePaise ?? 0;
  for (const row of quoted) at(row.status).valuePaise += row._sum.quotedPaise ?? 0;
  for (const row of received) at(row.status).depositsReceivedPaise += row._sum.depositPaise ?? 0;
  return orderTotals([...sums.values()]);
}
