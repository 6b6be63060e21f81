// Placing a custom cake order (the order form and POST /api/orders): the request is checked against the bakery's
// lists and calendar, its photos are re-encoded and stored, and under the day's lock the order, its first history
// entry and the customer's e-mail are written together.
import { bakeryToday, bookingWindowRefusal, estimatePaise, type OrderFulfilment } from "#app/lib/orders";
import { pickupTimeRefusal, type WeekHours } from "#app/lib/order-settings";
import {
  MAX_ORDER_PHOTOS,
  ORDER_FIELDS,
  ORDER_TEXT,
  orderInput,
  orderInputForm,
  type OrderInput,
} from "#app/lib/validation/order";
import { db } from "../../platform/db.server";
import { env } from "../../platform/env.server";
import { UploadError } from "../../storage/upload-error.server";
import { secretHash } from "../../auth/password.server";
import { removeImages, storeImage, type StoredImage } from "../../storage/images.server";
import { badRequest, DomainError, invalidInput, rethrowAsDomainError } from "../errors.server";
import { assertDayOpen, dayToDate, lockOrderDay } from "./calendar.server";
import { newStatusToken, queueOrderEmail, statusPath } from "./records.server";
import { orderCreateData, orderSelect, toOrderView, type OrderView } from "./shape.server";
import { orderFormChanged } from "./form-view.server";
import { queueOwnerOrderNotice } from "./owner-notice.server";
import { getOrderCatalog, getOrderSettings, type CakeSizeView, type OrderCatalog, type Tx } from "./settings.server";

export type PlaceOrderOptions = {
  /** Reference photos (already size-limited by the reader); empty files are skipped. */
  photos?: readonly File[];
  /** The origin for the e-mail's status link (ownerEmailOrigin or visitorEmailOrigin), or null to leave the link out. */
  emailOrigin: string | null;
  now?: Date;
  /** "form" when the request is the order form's text fields; a JSON body otherwise. */
  from?: "form" | "json";
  /**
   * Lead a twin of a recent order to that order instead of placing it again (DuplicateOrderError): the order form
   * does, since Back and Send again, or a second tap on a slow phone, sends the same request twice.
   */
  leadTwinToFirst?: boolean;
};

/** How long an identical request counts as the same one sent again (the customer's e-mail, day, size and message). */
export const TWIN_ORDER_MINUTES = 10;

/** The same request sent again within TWIN_ORDER_MINUTES: the first order stands, nothing more is stored. */
export class DuplicateOrderError extends DomainError {
  constructor(
    readonly reference: string,
    /** The first order's status token hash: whoever holds its token (the browser that placed it) is led there. */
    readonly statusTokenHash: string,
  ) {
    const message = `You sent us this order a few minutes ago: it is ${reference}, and we have e-mailed you the link to follow it. We have not taken it twice.`;
    super(409, message, [message]);
  }
}

export type PlacedOrder = { reference: string; token: string; statusPath: string; order: OrderView };

/** A field's refusal: a 400 whose message and field say what to change. */
export function fieldRefusal(field: string, message: string) {
  return badRequest(message, [message], { [field]: message });
}

type Resolved = { input: OrderInput; size: CakeSizeView; deliveryFeePaise: number; egglessExtraPaise: number };

/** The size a request names, by its id or its label in any case; refused at its field when not offered. */
export function findSize(catalog: OrderCatalog, wanted: string): CakeSizeView {
  const label = wanted.toLowerCase();
  const size = catalog.sizes.find((s) => s.id === wanted || s.label.toLowerCase() === label);
  if (!size) throw fieldRefusal("size", ORDER_TEXT.sizeRequired);
  return size;
}

/** The flavour as the bakery writes it; refused at its field when not offered. */
export function findFlavour(catalog: OrderCatalog, wanted: string): string {
  const flavour = catalog.flavours.find((f) => f.toLowerCase() === wanted.toLowerCase());
  if (!flavour) throw fieldRefusal("flavour", ORDER_TEXT.flavourRequired);
  return flavour;
}

/** The delivery charge of a PIN code the bakery delivers to (0 for a pickup); refused at its field otherwise. */
export function deliveryFee(catalog: OrderCatalog, fulfilment: OrderFulfilment, pincode: string | undefined): number {
  if (fulfilment !== "delivery") return 0;
  const area = catalog.areas.find((a) => a.pincode === pincode);
  if (!area) throw fieldRefusal("pincode", ORDER_TEXT.pincodeOutside);
  return area.feePaise;
}

/** A pickup time outside the opening hours of the day's weekday, refused at its field (none given is any time). */
export function checkPickupTime(hours: WeekHours, date: string, pickupTime: string | null | undefined): void {
  if (!pickupTime) return;
  const outside = pickupTimeRefusal(date, pickupTime, hours);
  if (outside) throw fieldRefusal("pickupTime", outside);
}

/** The request checked against its schema and the bakery's sizes, flavours and delivery areas. */
export async function checkOrderRequest(
  raw: unknown,
  from: "form" | "json" = "json",
  now = new Date(),
): Promise<Resolved> {
  const parsed = (from === "form" ? orderInputForm : orderInput).safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, ORDER_FIELDS, ORDER_TEXT.invalid);
  const input = parsed.data;
  // A day past the booking window is refused first, on one read of the settings: no list, lock or day is read.
  const settings = await getOrderSettings();
  const tooFar = bookingWindowRefusal(
    input.date,
    { today: bakeryToday(now), windowDays: settings.bookingWindowDays },
    { pastAllowed: true },
  );
  if (tooFar) throw fieldRefusal("date", tooFar);
  const catalog = await getOrderCatalog();
  const size = findSize(catalog, input.size);
  const flavour = findFlavour(catalog, input.flavour);
  if (input.fulfilment === "pickup") checkPickupTime(settings.openingHours, input.date, input.pickupTime);
  const deliveryFeePaise = deliveryFee(catalog, input.fulfilment, input.pincode);
  return {
    input: {
      ...input,
      flavour,
      // A pickup has no address; a delivery no pickup time.
      ...(input.fulfilment === "pickup" ? { address: undefined, pincode: undefined } : { pickupTime: undefined }),
    },
    size,
    deliveryFeePaise,
    egglessExtraPaise: settings.egglessExtraPaise,
  };
}

async function storePhotos(files: readonly File[]): Promise<StoredImage[]> {
  const sent = files.filter((f) => f.size > 0);
  if (sent.length > MAX_ORDER_PHOTOS) throw fieldRefusal("photos", ORDER_TEXT.tooManyPhotos);
  const stored: StoredImage[] = [];
  try {
    for (const file of sent) stored.push(await storeImage(new Uint8Array(await file.arrayBuffer()), "orders"));
  } catch (error) {
    await removeImages(stored);
    // A photo the images refuse (not an image, unreadable, too many pixels) is told at the photos field, with
    // what the field takes.
    if (error instanceof UploadError) throw orderPhotoRefusal(error);
    throw error;
  }
  return stored;
}

/** A refused photo (by the reader or the images), told at the photos field with what the field takes. */
export function orderPhotoRefusal(error: UploadError): DomainError {
  const message = `${error.message} ${orderPhotoRule()}`;
  return new DomainError(error.status, message, [message], { photos: message });
}

/** What the photos field takes, with the server's size limit: said under it and in each of its refusals. */
export function orderPhotoRule(): string {
  return `Up to ${MAX_ORDER_PHOTOS} photos (JPEG, PNG, WebP, AVIF or GIF), each at most ${env.MAX_IMAGE_MB} MB.`;
}

/**
 * The first order of the same request (e-mail, day, size and message) placed within TWIN_ORDER_MINUTES and still
 * open, read under the day's lock so that two copies sent at once find each other. The day's index serves it.
 */
async function recentTwin(tx: Tx, input: OrderInput, sizeId: string, now: Date) {
  return tx.order.findFirst({
    where: {
      dateNeeded: dayToDate(input.date),
      email: input.email,
      sizeId,
      cakeMessage: input.message,
      status: { in: ["requested", "quoted"] },
      createdAt: { gte: new Date(now.getTime() - TWIN_ORDER_MINUTES * 60_000) },
    },
    orderBy: { createdAt: "asc" },
    select: { reference: true, statusTokenHash: true },
  });
}

/** The next reference of the year: SB-26-0042. The counter row is per year, so numbers restart each January. */
async function nextReference(tx: Tx, now: Date): Promise<string> {
  const year = Number(bakeryToday(now).slice(0, 4));
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "OrderCounter" ("year", "last") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "last" = "OrderCounter"."last" + 1
    RETURNING "last"`;
  return `SB-${String(year % 100).padStart(2, "0")}-${String(row!.last).padStart(4, "0")}`;
}

/**
 * Places an order, or refuses it: 400 for a field (message by field), 409 DayUnavailableError naming the next free
 * days when the day takes no more orders. Nothing is stored when it is refused.
 */
export async function placeOrder(raw: unknown, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const { input, size, deliveryFeePaise, egglessExtraPaise } = await checkOrderRequest(raw, options.from, now);
  const photos = await storePhotos(options.photos ?? []);
  const token = newStatusToken();
  try {
    const order = await (
      await db()
    ).$transaction(
      async (tx) => {
        const state = await lockOrderDay(tx, input.date, now);
        // Before the day's room is checked: the first order may be what filled it.
        const twin = options.leadTwinToFirst ? await recentTwin(tx, input, size.id, now) : null;
        if (twin) throw new DuplicateOrderError(twin.reference, twin.statusTokenHash);
        await assertDayOpen(tx, state, now);
        const created = await tx.order.create({
          data: {
            reference: await nextReference(tx, now),
            statusTokenHash: secretHash(token),
            ...orderCreateData({
              input,
              size,
              estimatePaise: estimatePaise({
                sizePricePaise: size.pricePaise,
                eggless: input.eggless,
                egglessExtraPaise,
                deliveryFeePaise,
              }),
            }),
            photos,
            events: { create: { from: null, to: "requested", by: "customer" } },
          },
          select: orderSelect,
        });
        const order = toOrderView(created);
        await queueOrderEmail(tx, order, "", options.emailOrigin, token);
        await queueOwnerOrderNotice(tx, order, "requested", options.emailOrigin);
        return order;
      },
      // Requests for one day wait for each other on its lock: give the queue time rather than fail it.
      { maxWait: 20_000, timeout: 20_000 },
    );
    orderFormChanged();
    return { reference: order.reference, token, statusPath: statusPath(token), order };
  } catch (error) {
    await removeImages(photos);
    return rethrowAsDomainError(error, {});
  }
}
