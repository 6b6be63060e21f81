// The order's shape, declared once. Every field has one name, the one its /api JSON already uses (date, size,
// message, history, read), whatever its column is called; the table says for each field the columns it is read
// from, the value the pages get, its JSON in the /api (with the description the OpenAPI document shows), which of
// the owner's and the customer's views carry it (list, calendar, production list, feed, e-mail), the columns a
// placed order writes, and what erasing the customer leaves in it. The Prisma selects, OrderView, the row types,
// toApiOrder, the Order document, the e-mail facts, the create data and the erasure are all read off this table,
// so a new field is one entry here (plus its column, its rule and its place on the pages: docs/orders.md,
// "Adding a field", lists the files).
import { z } from "zod";
import type { Prisma } from "#app/generated/prisma/client";
import { ERASED_RECIPIENT } from "#app/lib/admin-lists";
import { apiOrderTotalsSchema } from "#app/lib/api-shapes";
import { formatDateTime, formatDay } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";
import { asksDeposit, ORDER_ACTORS, ORDER_FULFILMENTS, ORDER_STATUSES, type OrderStatus } from "#app/lib/orders";
import type { OrderInput } from "#app/lib/validation/order";
import type { StoredImage } from "../../storage/images.server";
import { dateToDay, dayToDate } from "./calendar.server";

type Row<S extends Prisma.OrderSelect> = Prisma.OrderGetPayload<{ select: S }>;
type Data = Prisma.OrderUncheckedCreateInput;

/**
 * The views that show only some fields: each reads just the columns of its fields. "customer" is what the private
 * status page may show (never the contact data the owner keeps); "email" what the customer's e-mails tell,
 * "owner-email" what the owner's e-mail tells (no contact data: it stays behind the sign-in).
 */
export type OrderViewName = "list" | "calendar" | "production" | "feed" | "email" | "owner-email" | "customer";

/** A request as the model accepted it: the checked input, the size it names and the price it comes to. */
export type PlacedRequest = {
  input: OrderInput;
  size: { id: string; label: string; pricePaise: number };
  estimatePaise: number;
};

type Api<V, A> = { schema: z.ZodType<A>; toApi: (value: V) => A };

type Field<S extends Prisma.OrderSelect, V, A, In extends readonly OrderViewName[]> = {
  select: S;
  /** The value the pages get (OrderView). */
  record: (row: Row<S>) => V;
  /** Its JSON in the /api answers (none: the field is the owner's pages' alone). */
  api?: Api<V, A>;
  /** The views beside the full order that carry it. */
  in?: In;
  /** The columns a placed order writes for it (none: written by the model itself, or by later changes). */
  create?: (request: PlacedRequest) => Partial<Data>;
  /** What erasing the customer writes in its columns (none: the field is kept). */
  erase?: (now: Date) => Prisma.OrderUpdateManyMutationInput;
};

/** One field (the helper only lets TypeScript infer each field's own types and views, and whether /api has it). */
function field<S extends Prisma.OrderSelect, V, A, const In extends readonly OrderViewName[] = []>(
  spec: Field<S, V, A, In> & { api: Api<V, A> },
): Field<S, V, A, In> & { api: Api<V, A> };
function field<S extends Prisma.OrderSelect, V, const In extends readonly OrderViewName[] = []>(
  spec: Field<S, V, never, In>,
): Field<S, V, never, In>;
function field(spec: unknown) {
  return spec;
}

const copy = <T>(value: T): T => value;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

const id = z.string().meta({ description: "Record id (a cuid)." });
const uploadUrl = z.string().meta({ description: "Absolute path of a stored file, under /uploads/." });
const dateTime = z.string().meta({ format: "date-time" });
const paise = z.number().int().min(0).meta({ description: "An amount in paise (₹1 = 100)." });
const orderStatus = z.enum(ORDER_STATUSES);

export function asStoredImages(value: unknown): StoredImage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is StoredImage => typeof p === "object" && p !== null && typeof (p as StoredImage).url === "string",
  );
}

export type OrderHistoryEntry = {
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
  by: (typeof ORDER_ACTORS)[number];
  at: Date;
};

/** Every field of an order, in the order the /api answers list them. */
export const ORDER_SHAPE = {
  id: field({
    select: { id: true },
    record: (r) => r.id,
    api: { schema: id, toApi: copy },
    in: ["list", "calendar", "production", "feed"],
  }),
  reference: field({
    select: { reference: true },
    record: (r) => r.reference,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "calendar", "production", "feed", "email", "owner-email"],
  }),
  status: field({
    select: { status: true },
    record: (r) => r.status as OrderStatus,
    api: { schema: orderStatus, toApi: copy },
    in: ["customer", "list", "calendar", "production", "feed", "email"],
  }),
  version: field({
    select: { version: true },
    record: (r) => r.version,
    api: {
      schema: z
        .number()
        .int()
        .min(1)
        .meta({ description: "Send it back with a change (PATCH): a stale one is a 409." }),
      toApi: copy,
    },
    in: ["customer", "feed"],
  }),
  occasion: field({
    select: { occasion: true },
    record: (r) => r.occasion,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "owner-email"],
    create: ({ input }) => ({ occasion: input.occasion }),
  }),
  date: field({
    select: { dateNeeded: true },
    record: (r) => dateToDay(r.dateNeeded),
    api: { schema: z.string().meta({ format: "date", description: "The day needed, YYYY-MM-DD." }), toApi: copy },
    in: ["customer", "list", "calendar", "feed", "email", "owner-email"],
    create: ({ input }) => ({ dateNeeded: dayToDate(input.date) }),
  }),
  fulfilment: field({
    select: { fulfilment: true },
    record: (r) => r.fulfilment,
    api: { schema: z.enum(ORDER_FULFILMENTS), toApi: copy },
    in: ["customer", "list", "production", "feed", "email", "owner-email"],
    create: ({ input }) => ({ fulfilment: input.fulfilment }),
  }),
  pickupTime: field({
    select: { pickupTime: true },
    record: (r) => r.pickupTime,
    api: { schema: z.string().nullable(), toApi: copy },
    in: ["customer", "list", "production", "feed", "owner-email"],
    // A delivery has no pickup time.
    create: ({ input }) => ({ pickupTime: input.fulfilment === "pickup" ? (input.pickupTime ?? null) : null }),
  }),
  address: field({
    select: { address: true },
    record: (r) => r.address,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "production", "feed"],
    // A pickup has no address.
    create: ({ input }) => ({ address: input.fulfilment === "delivery" ? (input.address ?? "") : "" }),
    erase: () => ({ address: "" }),
  }),
  pincode: field({
    select: { pincode: true },
    record: (r) => r.pincode,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "production", "feed", "owner-email"],
    create: ({ input }) => ({ pincode: input.fulfilment === "delivery" ? (input.pincode ?? "") : "" }),
  }),
  size: field({
    select: { sizeLabel: true },
    record: (r) => r.sizeLabel,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "calendar", "production", "feed", "email", "owner-email"],
    create: ({ size }) => ({ sizeId: size.id, sizeLabel: size.label }),
  }),
  sizePricePaise: field({
    select: { sizePricePaise: true },
    record: (r) => r.sizePricePaise,
    create: ({ size }) => ({ sizePricePaise: size.pricePaise }),
  }),
  flavour: field({
    select: { flavour: true },
    record: (r) => r.flavour,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "calendar", "production", "feed", "email", "owner-email"],
    create: ({ input }) => ({ flavour: input.flavour }),
  }),
  eggless: field({
    select: { eggless: true },
    record: (r) => r.eggless,
    api: { schema: z.boolean(), toApi: copy },
    in: ["customer", "list", "production", "feed", "email", "owner-email"],
    create: ({ input }) => ({ eggless: input.eggless }),
  }),
  message: field({
    select: { cakeMessage: true },
    record: (r) => r.cakeMessage,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "production", "feed"],
    create: ({ input }) => ({ cakeMessage: input.message }),
    erase: () => ({ cakeMessage: "" }),
  }),
  notes: field({
    select: { notes: true },
    record: (r) => r.notes,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "production"],
    create: ({ input }) => ({ notes: input.notes }),
    erase: () => ({ notes: "" }),
  }),
  name: field({
    select: { name: true },
    record: (r) => r.name,
    api: { schema: z.string(), toApi: copy },
    in: ["customer", "list", "calendar", "production", "feed", "email"],
    create: ({ input }) => ({ name: input.name }),
    erase: () => ({ name: ERASED_RECIPIENT }),
  }),
  phone: field({
    select: { phone: true },
    record: (r) => r.phone,
    api: { schema: z.string(), toApi: copy },
    in: ["list", "production", "feed"],
    create: ({ input }) => ({ phone: input.phone }),
    erase: () => ({ phone: "" }),
  }),
  email: field({
    select: { email: true },
    record: (r) => r.email,
    api: { schema: z.string(), toApi: copy },
    in: ["list", "email"],
    create: ({ input }) => ({ email: input.email }),
    erase: () => ({ email: ERASED_RECIPIENT }),
  }),
  photos: field({
    select: { photos: true },
    record: (r) => asStoredImages(r.photos),
    api: { schema: z.array(uploadUrl), toApi: (photos) => photos.map((p) => p.url) },
    erase: () => ({ photos: [] }),
    in: ["customer", "production"],
  }),
  estimatePaise: field({
    select: { estimatePaise: true },
    record: (r) => r.estimatePaise,
    api: { schema: paise, toApi: copy },
    in: ["customer", "list", "owner-email"],
    create: ({ estimatePaise }) => ({ estimatePaise }),
  }),
  quotedPaise: field({
    select: { quotedPaise: true },
    record: (r) => r.quotedPaise,
    api: { schema: paise.nullable(), toApi: copy },
    in: ["customer", "list", "feed", "email"],
  }),
  depositPaise: field({
    select: { depositPaise: true },
    record: (r) => r.depositPaise,
    api: { schema: paise.nullable(), toApi: copy },
    in: ["customer", "list", "email"],
  }),
  reason: field({
    select: { reason: true },
    record: (r) => r.reason,
    api: {
      schema: z.string().meta({ description: "Why the bakery declined or cancelled it, as the customer reads it." }),
      toApi: copy,
    },
    in: ["customer", "email"],
  }),
  quoteNote: field({ select: { quoteNote: true }, record: (r) => r.quoteNote, in: ["customer"] }),
  depositReceivedAt: field({
    select: { depositReceivedAt: true },
    record: (r) => r.depositReceivedAt,
    api: { schema: dateTime.nullable(), toApi: isoOrNull },
    in: ["list"],
  }),
  read: field({
    select: { readAt: true },
    /** When the owner first opened it (null: unread). */
    record: (r) => r.readAt,
    api: { schema: z.boolean().meta({ description: "The owner has opened it." }), toApi: (at) => at !== null },
    in: ["list"],
  }),
  erased: field({
    select: { erasedAt: true },
    /** When the customer's contact data and photos were erased (null: never). */
    record: (r) => r.erasedAt,
    api: {
      schema: z.boolean().meta({ description: "The customer's contact data and photos were erased." }),
      toApi: (at) => at !== null,
    },
    in: ["email"],
    erase: (now) => ({ erasedAt: now }),
  }),
  createdAt: field({
    select: { createdAt: true },
    record: (r) => r.createdAt,
    api: { schema: dateTime, toApi: iso },
    in: ["list"],
  }),
  updatedAt: field({ select: { updatedAt: true }, record: (r) => r.updatedAt, in: ["feed"] }),
  history: field({
    select: {
      events: {
        orderBy: [{ at: "asc" }, { id: "asc" }],
        select: { from: true, to: true, note: true, by: true, at: true },
      },
    },
    record: (r): OrderHistoryEntry[] => r.events.map((e) => ({ ...e, from: e.from, to: e.to, by: e.by })),
    api: {
      schema: z.array(
        z.object({
          from: orderStatus.nullable(),
          to: orderStatus,
          by: z.enum(ORDER_ACTORS),
          note: z.string(),
          at: dateTime,
        }),
      ),
      toApi: (history) => history.map((e) => ({ from: e.from, to: e.to, by: e.by, note: e.note, at: iso(e.at) })),
    },
    in: ["customer"],
  }),
};

type Shape = typeof ORDER_SHAPE;
type Key = keyof Shape;
type AnyField = Field<Prisma.OrderSelect, unknown, unknown, readonly OrderViewName[]>;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

const KEYS = Object.keys(ORDER_SHAPE) as Key[];
const fields = () => KEYS.map((key) => [key, ORDER_SHAPE[key] as unknown as AnyField] as const);

// ── Derived: what the pages read ─────────────────────────────────────────────────────────────────────────────

/** An order as the owner's page, the status page and the model see it. */
export type OrderView = { [K in Key]: ReturnType<Shape[K]["record"]> };

/** Every column an OrderView needs. */
export const orderSelect = Object.assign({}, ...KEYS.map((key) => ORDER_SHAPE[key].select)) as Intersection<
  Shape[Key]["select"]
>;
type OrderColumns = Row<typeof orderSelect>;

export function toOrderView(row: OrderColumns): OrderView {
  return Object.fromEntries(fields().map(([key, f]) => [key, f.record(row as never)])) as OrderView;
}

/** The fields a view carries. */
export type OrderViewKey<V extends OrderViewName> = {
  [K in Key]: V extends NonNullable<Shape[K]["in"]>[number] ? K : never;
}[Key];

export type OrderViewOf<V extends OrderViewName> = Pick<OrderView, OrderViewKey<V>>;

const viewKeys = (view: OrderViewName) => fields().filter(([, f]) => f.in?.includes(view));

/** The columns of one view's fields (a select for Prisma). */
export function orderSelectFor<V extends OrderViewName>(view: V): Intersection<Shape[OrderViewKey<V>]["select"]> {
  return Object.assign({}, ...viewKeys(view).map(([, f]) => f.select)) as Intersection<
    Shape[OrderViewKey<V>]["select"]
  >;
}

/** One view's fields of a row read with orderSelectFor(view) (or any wider select). */
export function toOrderViewOf<V extends OrderViewName>(view: V, row: object): OrderViewOf<V> {
  return Object.fromEntries(viewKeys(view).map(([key, f]) => [key, f.record(row as never)])) as OrderViewOf<V>;
}

/** One view's fields of a full order. */
export function pickOrderView<V extends OrderViewName>(view: V, order: OrderView): OrderViewOf<V> {
  return Object.fromEntries(viewKeys(view).map(([key]) => [key, order[key]])) as OrderViewOf<V>;
}

/**
 * Each field's line among the cake's details on the owner's order page: a label and the text shown (null: no line
 * for this order). A line reads the whole order, since one may tell several fields (the day with the pickup time);
 * the page lists them in the shape's order.
 */
const OWNER_DETAILS: Partial<Record<Key, { label: string; show: (order: OrderView) => string | null }>> = {
  occasion: { label: "Occasion", show: (o) => o.occasion },
  date: {
    label: "Needed",
    show: (o) =>
      formatDay(o.date) +
      (o.fulfilment === "pickup" ? `, pickup${o.pickupTime ? ` at ${o.pickupTime}` : ""}` : ", delivery"),
  },
  address: { label: "Deliver to", show: (o) => (o.fulfilment === "delivery" ? `${o.address} ${o.pincode}` : null) },
  size: { label: "Size and flavour", show: (o) => `${o.size} ${o.flavour}${o.eggless ? ", eggless" : ""}` },
  message: { label: "Message on the cake", show: (o) => o.message || "None" },
  notes: { label: "Notes", show: (o) => o.notes || "None" },
  estimatePaise: { label: "Estimate", show: (o) => formatMoney(o.estimatePaise) },
  quotedPaise: {
    label: "Quote",
    show: (o) =>
      o.quotedPaise === null
        ? null
        : `${formatMoney(o.quotedPaise)}, ${asksDeposit(o.depositPaise) ? `deposit ${formatMoney(o.depositPaise)}` : "no deposit"}` +
          (o.depositReceivedAt ? ` (received ${formatDateTime(o.depositReceivedAt)})` : ""),
  },
};

/** The cake's details as the owner's order page lists them: a label and a text each. */
export function orderDetailLines(order: OrderView): { label: string; text: string }[] {
  return KEYS.flatMap((key) => {
    const line = OWNER_DETAILS[key];
    const text = line?.show(order) ?? null;
    return line && text !== null ? [{ label: line.label, text }] : [];
  });
}

// ── Derived: the /api answer ─────────────────────────────────────────────────────────────────────────────────

type ApiKey = { [K in Key]: Shape[K] extends { api: object } ? K : never }[Key];
type ApiShape = { [K in ApiKey]: Shape[K] extends { api: { schema: infer S } } ? S : never };

/** A custom cake order as the owner (and the owner's scripts) see it. */
export const apiOrderSchema = z
  .object({
    _id: id,
    ...(Object.fromEntries(fields().flatMap(([key, f]) => (f.api ? [[key, f.api.schema]] : []))) as ApiShape),
  })
  .meta({ id: "Order" });
export type ApiOrder = z.infer<typeof apiOrderSchema>;

export const apiOrderListSchema = z
  .object({
    orders: z.array(apiOrderSchema),
    total: z.number().int().min(0).meta({ description: "How many orders match (every page)." }),
    page: z.number().int().min(1),
    pages: z.number().int().min(1),
    totals: apiOrderTotalsSchema,
  })
  .meta({ id: "OrderList" });

/** An order as the API answers it (both `_id` and `id`; money in paise). */
export function toApiOrder(order: OrderView): ApiOrder {
  const values = Object.fromEntries(
    fields().flatMap(([key, f]) => (f.api ? [[key, f.api.toApi(order[key])]] : [])),
  ) as Omit<ApiOrder, "_id">;
  return { _id: order.id, ...values };
}

// ── Derived: what is written ─────────────────────────────────────────────────────────────────────────────────

/** The columns a placed order writes from its request (the model adds its reference, token, photos, history). */
export function orderCreateData(request: PlacedRequest): Omit<Data, "reference" | "statusTokenHash"> {
  return Object.assign({}, ...fields().map(([, f]) => f.create?.(request) ?? {})) as Omit<
    Data,
    "reference" | "statusTokenHash"
  >;
}

/** The columns some fields write from a request (the owner's change of details writes the fields it changes). */
export function orderDataOf(keys: readonly Key[], request: PlacedRequest): Prisma.OrderUncheckedUpdateInput {
  return Object.assign({}, ...keys.map((key) => (ORDER_SHAPE[key] as unknown as AnyField).create?.(request) ?? {}));
}

/** What erasing the customer writes: their contact data, message, notes and photos go; the order stays. */
export function orderErasureData(now: Date): Prisma.OrderUpdateManyMutationInput {
  return Object.assign({}, ...fields().map(([, f]) => f.erase?.(now) ?? {})) as Prisma.OrderUpdateManyMutationInput;
}
