// The bakery's order settings (one row, made on first use) and its lists: sizes, flavours, delivery areas.
import type { Prisma, PrismaClient } from "#app/generated/prisma/client";
import { DEFAULT_BOOKING_WINDOW_DAYS } from "#app/lib/orders";
import { db } from "../../platform/db.server";
import { env } from "../../platform/env.server";

export type Tx = Prisma.TransactionClient | PrismaClient;

export type OrderSettingsView = {
  dayCapacity: number;
  leadDays: number;
  closedWeekdays: number[];
  upiId: string | null;
  upiName: string | null;
  egglessExtraPaise: number;
  photoRetentionDays: number;
  /** How many days ahead of today an order can be for. */
  bookingWindowDays: number;
};

/** How many orders a day takes when the owner has not said (ORDER_DAY_CAPACITY, else 4). */
export function defaultDayCapacity(): number {
  return env.ORDER_DAY_CAPACITY;
}

/** The settings in force: the stored row, with the default capacity where the owner has not set one. */
export async function getOrderSettings(tx?: Tx): Promise<OrderSettingsView> {
  const row = await (tx ?? (await db())).orderSettings.findUnique({ where: { id: 1 } });
  return {
    dayCapacity: row?.dayCapacity ?? defaultDayCapacity(),
    leadDays: row?.leadDays ?? 2,
    closedWeekdays: row?.closedWeekdays ?? [],
    upiId: row?.upiId ?? null,
    upiName: row?.upiName ?? null,
    egglessExtraPaise: row?.egglessExtraPaise ?? 0,
    photoRetentionDays: row?.photoRetentionDays ?? 90,
    bookingWindowDays: row?.bookingWindowDays ?? DEFAULT_BOOKING_WINDOW_DAYS,
  };
}

/** A change to the settings: only the fields given; a null capacity goes back to the default. */
export type OrderSettingsUpdate = Partial<Omit<OrderSettingsView, "dayCapacity"> & { dayCapacity: number | null }>;

export async function updateOrderSettings(update: OrderSettingsUpdate): Promise<OrderSettingsView> {
  const prisma = await db();
  await prisma.orderSettings.upsert({ where: { id: 1 }, create: { id: 1, ...update }, update });
  return getOrderSettings();
}

export type CakeSizeView = { id: string; label: string; grams: number; pricePaise: number };
export type DeliveryAreaView = { pincode: string; name: string; feePaise: number };
export type OrderCatalog = {
  sizes: CakeSizeView[];
  flavours: string[];
  areas: DeliveryAreaView[];
};

/** What the order form offers: the active sizes and flavours in the owner's order, and the delivery areas. */
export async function getOrderCatalog(tx?: Tx): Promise<OrderCatalog> {
  const prisma = tx ?? (await db());
  const [sizes, flavours, areas] = await Promise.all([
    prisma.cakeSize.findMany({
      where: { active: true },
      orderBy: [{ position: "asc" }, { grams: "asc" }],
      select: { id: true, label: true, grams: true, pricePaise: true },
    }),
    prisma.cakeFlavour.findMany({
      where: { active: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: { name: true },
    }),
    prisma.deliveryArea.findMany({
      orderBy: { pincode: "asc" },
      select: { pincode: true, name: true, feePaise: true },
    }),
  ]);
  return { sizes, flavours: flavours.map((f) => f.name), areas };
}
