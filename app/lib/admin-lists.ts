// What each admin list accepts in its URL (app/lib/list-query.ts): filters with their values, sorts. Shared by
// the models (which query by them) and the screens (which offer them as choices).
import type { ListQuery, ListSpec } from "./list-query";
import { ORDER_STATUSES } from "./orders";
import { LIST_SCOPES } from "./order-queue";

export const INBOX_LIST = {
  filters: { kind: ["contact", "partner"], status: ["unread", "read"] },
  sorts: ["newest", "oldest"],
  defaultSort: "newest",
} as const satisfies ListSpec<string, string>;
export type InboxQuery = ListQuery<keyof typeof INBOX_LIST.filters, (typeof INBOX_LIST.sorts)[number]>;

export const SUBSCRIBER_LIST = {
  filters: { status: ["verified", "pending", "unsubscribed"] },
  sorts: ["newest", "oldest", "email"],
  defaultSort: "newest",
} as const satisfies ListSpec<string, string>;
export type SubscriberQuery = ListQuery<keyof typeof SUBSCRIBER_LIST.filters, (typeof SUBSCRIBER_LIST.sorts)[number]>;

export const OUTBOX_LIST = {
  filters: { status: ["pending", "sending", "sent", "logged", "failed"] },
  sorts: ["newest", "oldest"],
  defaultSort: "newest",
} as const satisfies ListSpec<string, string>;
export type OutboxQuery = ListQuery<keyof typeof OUTBOX_LIST.filters, (typeof OUTBOX_LIST.sorts)[number]>;

/** The products list: one offering (its slug, from the offerings there are), grid or rows. */
export function adminProductList(offeringSlugs: readonly string[]) {
  return {
    filters: { offering: offeringSlugs, view: ["grid", "rows"] },
    sorts: ["newest", "oldest", "title", "price", "price-desc"],
    defaultSort: "newest",
  } as const satisfies ListSpec<string, string>;
}
export type AdminProductQuery = ListQuery<"offering" | "view", ReturnType<typeof adminProductList>["sorts"][number]>;
/** 48 cards: full rows of the 2-, 3- and 4-column grid. */
export const ADMIN_PRODUCT_PAGE = 48;

/** What an erased subscriber's address becomes in the e-mails that were sent to it. */
export const ERASED_RECIPIENT = "(erased)";

/**
 * The custom cake orders: by status, unread, the day needed (a span from today) and what needs action or the
 * history (`show`); sorted by what needs action first (requests, quotes awaiting a deposit, then by day).
 */
export const ORDER_LIST = {
  filters: {
    status: ORDER_STATUSES,
    unread: ["unread"],
    when: ["today", "week", "upcoming", "past"],
    show: LIST_SCOPES,
  },
  sorts: ["action", "date", "date-desc", "newest"],
  defaultSort: "action",
} as const satisfies ListSpec<string, string>;
export type OrderListQuery = ListQuery<keyof typeof ORDER_LIST.filters, (typeof ORDER_LIST.sorts)[number]>;
