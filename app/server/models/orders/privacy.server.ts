// Privacy for orders: erasing a person takes their contact data and photos off their orders (the order itself
// stays, for the bakery's counts and books), and a completed order's photos are deleted once the owner's
// retention has passed.
import { ERASED_RECIPIENT } from "#app/lib/admin-lists";
import { db } from "../../platform/db.server";
import { removeImages } from "../../storage/images.server";
import { asStoredImages } from "./records.server";
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
    data: {
      name: ERASED_RECIPIENT,
      phone: "",
      email: ERASED_RECIPIENT,
      address: "",
      notes: "",
      cakeMessage: "",
      photos: [],
      erasedAt: now,
    },
  });
  return { orders: orders.length, photos: orders.flatMap((o) => asStoredImages(o.photos)) };
}

/** Deletes the photos of orders completed more than the retention ago. Returns how many orders lost photos. */
export async function deleteExpiredOrderPhotos(now = new Date()): Promise<number> {
  const prisma = await db();
  const { photoRetentionDays } = await getOrderSettings(prisma);
  const before = new Date(now.getTime() - photoRetentionDays * 86_400_000);
  const due = await prisma.order.findMany({
    where: {
      status: "completed",
      events: { some: { to: "completed", at: { lt: before } } },
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
