// What the owner's order list and GET /api/orders open on: the orders that need something done, in the order
// the owner does it (requests to quote, quotes awaiting their deposit, then the cakes to make, day by day), with
// the finished ones (history) behind a filter. Pure: the groups' paging and the list's money totals, shared by
// the model, the screens and their tests; the queries themselves are in the orders model.
import type { OrderStatus } from "./orders";

/** Orders that still need the owner, while their day has not passed: the open ones. */
export { OPEN_STATUSES } from "./orders";

/** The list's groups, in the order the default sort shows them. */
export const QUEUE_GROUPS = ["requests", "quotes", "upcoming", "history"] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];

/** Which orders the list shows: what needs action (the default), the history, or both. */
export const LIST_SCOPES = ["open", "history", "all"] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

/**
 * The scope a list asked for: the one named, else "open" for the bare list, else "all". A search, a day or a
 * filter looks through every order, so a customer's phone number finds last month's cake as well.
 */
export function listScope(asked: {
  show?: string | undefined;
  q: string;
  day?: string | null;
  narrowed: boolean;
}): ListScope {
  const named = LIST_SCOPES.find((s) => s === asked.show);
  if (named) return named;
  return asked.q || asked.day || asked.narrowed ? "all" : "open";
}

/** One slice of a group for a page: skip `skip` of its rows, take `take`. */
export type GroupSlice<G extends string> = { group: G; skip: number; take: number };

/**
 * The slices of consecutive groups that make up the rows [offset, offset + size) of their concatenation:
 * page 2 of 50 may be the last 10 requests and the first 40 quotes. Empty slices are left out.
 */
export function pageAcrossGroups<G extends string>(
  counts: readonly (readonly [G, number])[],
  offset: number,
  size: number,
): GroupSlice<G>[] {
  const slices: GroupSlice<G>[] = [];
  let start = 0;
  let wanted = size;
  for (const [group, count] of counts) {
    const end = start + count;
    if (wanted > 0 && offset < end) {
      const skip = Math.max(0, offset - start);
      const take = Math.min(count - skip, wanted);
      if (take > 0) {
        slices.push({ group, skip, take });
        wanted -= take;
      }
    }
    start = end;
  }
  return slices;
}

/** Per status: the order value (quote, else estimate) and the deposits received, summed over the matching orders. */
export type StatusSums = { status: OrderStatus; valuePaise: number; depositsReceivedPaise: number };

export type OrderTotals = {
  /** What the orders are worth: the quote where there is one, else the estimate; declined and cancelled count 0. */
  valuePaise: number;
  depositsReceivedPaise: number;
  /** Still to be paid on orders not yet handed over: their value less the deposits received on them. */
  balanceDuePaise: number;
};

const NO_VALUE: readonly OrderStatus[] = ["declined", "cancelled"];
const SETTLED: readonly OrderStatus[] = ["completed", "declined", "cancelled"];

/** The filtered list's totals from its sums by status. A completed cake was paid for when it was handed over. */
export function orderTotals(sums: readonly StatusSums[]): OrderTotals {
  const totals: OrderTotals = { valuePaise: 0, depositsReceivedPaise: 0, balanceDuePaise: 0 };
  for (const s of sums) {
    if (!NO_VALUE.includes(s.status)) totals.valuePaise += s.valuePaise;
    totals.depositsReceivedPaise += s.depositsReceivedPaise;
    if (!SETTLED.includes(s.status)) totals.balanceDuePaise += Math.max(0, s.valuePaise - s.depositsReceivedPaise);
  }
  return totals;
}
