// How an order is read back (for its status page, the owner and the API) and how its e-mail is queued.
import { randomBytes } from "node:crypto";
import type { Prisma } from "#app/generated/prisma/client";
import type { OrderStatus } from "#app/lib/orders";
import { orderStatusEmail } from "../../email/order-templates.server";
import type { StoredImage } from "../../storage/images.server";
import { enqueueEmail } from "../outbox.server";
import { dateToDay } from "./calendar.server";
import { getBakeryContact } from "./contact.server";
import type { Tx } from "./settings.server";

export const orderSelect = {
  id: true,
  reference: true,
  status: true,
  version: true,
  occasion: true,
  dateNeeded: true,
  fulfilment: true,
  address: true,
  pincode: true,
  pickupTime: true,
  sizeLabel: true,
  sizePricePaise: true,
  flavour: true,
  eggless: true,
  cakeMessage: true,
  notes: true,
  name: true,
  phone: true,
  email: true,
  photos: true,
  estimatePaise: true,
  quotedPaise: true,
  depositPaise: true,
  quoteNote: true,
  depositReceivedAt: true,
  readAt: true,
  erasedAt: true,
  createdAt: true,
  updatedAt: true,
  events: {
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: { from: true, to: true, note: true, by: true, at: true },
  },
} satisfies Prisma.OrderSelect;

export type OrderEventView = {
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
  by: "owner" | "customer";
  at: Date;
};

export type OrderView = {
  id: string;
  reference: string;
  status: OrderStatus;
  version: number;
  occasion: string;
  /** YYYY-MM-DD, the bakery's day. */
  dateNeeded: string;
  fulfilment: "pickup" | "delivery";
  address: string;
  pincode: string;
  pickupTime: string | null;
  sizeLabel: string;
  sizePricePaise: number;
  flavour: string;
  eggless: boolean;
  cakeMessage: string;
  notes: string;
  name: string;
  phone: string;
  email: string;
  photos: StoredImage[];
  estimatePaise: number;
  quotedPaise: number | null;
  depositPaise: number | null;
  quoteNote: string;
  depositReceivedAt: Date | null;
  readAt: Date | null;
  erasedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  events: OrderEventView[];
};

type OrderRow = Omit<OrderView, "dateNeeded" | "photos"> & { dateNeeded: Date; photos: unknown };

export function toOrderView(row: OrderRow): OrderView {
  return { ...row, dateNeeded: dateToDay(row.dateNeeded), photos: asStoredImages(row.photos) };
}

export function asStoredImages(value: unknown): StoredImage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is StoredImage => typeof p === "object" && p !== null && typeof (p as StoredImage).url === "string",
  );
}

/** The private status link's token: 32 random bytes, so it cannot be guessed or counted through. */
export function newStatusToken(): string {
  return randomBytes(32).toString("base64url");
}

export const STATUS_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The path of an order's private status page. */
export function statusPath(token: string): string {
  return `/orders/${token}`;
}

/**
 * Queues the customer's e-mail about the order as it now stands (in the transaction that changed it). Only the
 * first one, queued when the order is placed, knows the status token (`token`) and carries the link: the token
 * is stored as a hash, so later e-mails point back to that first one.
 */
export async function queueOrderEmail(
  tx: Tx,
  order: OrderView,
  note: string,
  origin: string | null,
  token: string | null = null,
): Promise<void> {
  if (order.erasedAt) return;
  const bakery = await getBakeryContact(tx);
  await enqueueEmail(tx, {
    kind: "order-status",
    to: order.email,
    content: orderStatusEmail({
      reference: order.reference,
      name: order.name,
      status: order.status,
      dateNeeded: order.dateNeeded,
      fulfilment: order.fulfilment,
      sizeLabel: order.sizeLabel,
      flavour: order.flavour,
      eggless: order.eggless,
      quotedPaise: order.quotedPaise,
      depositPaise: order.depositPaise,
      note,
      statusUrl: origin && token ? `${origin}${statusPath(token)}` : null,
      linkSentBefore: token === null,
      bakery,
    }),
  });
}
