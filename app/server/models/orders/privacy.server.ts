// Privacy for orders: erasing a person takes their contact data and photos off their orders (the order itself
// stays, for the bakery's counts and books), and an ended order's photos (completed, declined or cancelled) are
// deleted once the owner's retention has passed.
import { ORDER_TEXT } from "#app/lib/validation/order";
import { db } from "../../platform/db.server";
import { isRecordId, notFound } from "../errors.server";
import { eraseOutboxRecipient } from "../outbox.server";
import { removeImages } from "../../storage/images.server";
import { asStoredImages, orderErasureData } from "./shape.server";
import { getOrderSettings, type Tx } from "./settings.server";

/**
 * Erases the contact data (name, phone, e-mail, address, notes, message on the cake) and the photo list of every
 * order placed with `email`, in the caller's transaction. Returns the photos, to delete from storage once the
 * transaction has committed (a rolled-back erasure must not have lost them).
 */
export async function eraseOrdersOf(tx: Tx, email: string, now = new Date()) {
  const orders = await tx.order.findMany({
    where: { email: { equals: email, mode: "insensitive" }, erasedAt: null },
    select: { id: true, photos: true },
  });
  if (orders.length === 0) return { orders: 0, photos: [] };
  await tx.order.updateMany({
    where: { id: { in: orders.map((o) => o.id) } },
    data: orderErasureData(now),
  });
  return { orders: orders.length, photos: orders.flatMap((o) => asStoredImages(o.photos)) };
}

/**
 * Erases the person behind one order (from the order's page, for someone who never subscribed): every order
 * placed with the same e-mail address loses its contact data and photos, and their outbox rows are blanked as a
 * subscriber's are. Returns how many orders were erased.
 */
export async function eraseOrderCustomer(id: unknown, now = new Date()): Promise<number> {
  if (!isRecordId(id)) throw notFound(ORDER_TEXT.notFound);
  const prisma = await db();
  const { orders, photos } = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id }, select: { email: true, erasedAt: true } });
    if (!order) throw notFound(ORDER_TEXT.notFound);
    if (order.erasedAt) return { orders: 0, photos: [] };
    // Their e-mails go the way a subscriber's do: the bodies hold the private status link.
    await eraseOutboxRecipient(tx, order.email);
    return eraseOrdersOf(tx, order.email, now);
  });
  await removeImages(photos);
  return orders;
}

/** The statuses an order ends in: its photos are kept for the retention after it reached one, then deleted. */
const FINAL_STATUSES = ["completed", "declined", "cancelled"] as const;

/**
 * Deletes the photos of orders that ended (completed, declined or cancelled) more than the retention ago.
 * Returns how many orders lost photos.
 */
export async function deleteExpiredOrderPhotos(now = new Date()): Promise<number> {
  const prisma = await db();
  const { photoRetentionDays } = await getOrderSettings(prisma);
  const before = new Date(now.getTime() - photoRetentionDays * 86_400_000);
  const due = await prisma.order.findMany({
    where: {
      status: { in: [...FINAL_STATUSES] },
      events: { some: { to: { in: [...FINAL_STATUSES] }, at: { lt: before } } },
      NOT: { photos: { equals: [] } },
    },
    select: { id: true, photos: true, version: true },
    take: 200,
  });
  let done = 0;
  for (const order of due) {
    // Only the order as read: one changed meanwhile is left for the next run.
    const { count } = await prisma.order.updateMany({
      where: { id: order.id, version: order.version },
      data: { photos: [] },
    });
    if (count === 1) {
      await removeImages(asStoredImages(order.photos));
      done += 1;
    }
  }
  return done;
}
