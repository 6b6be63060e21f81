// The bakery's order settings (one row, made on first use) and its lists: sizes, flavours, delivery areas; and
// what a customer is told about the bakery (pickup address, phone, WhatsApp, opening hours, delivery charges).
import type { Prisma, PrismaClient } from "#app/generated/prisma/client";
import { DEFAULT_BOOKING_WINDOW_DAYS } from "#app/lib/orders";
import { describeWeek, readWeekHours, weekSchedule, type DayHours, type WeekSchedule } from "#app/lib/order-settings";
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
  /** Where customers pick up ("" until the owner writes it). */
  pickupAddress: string;
  /** The bakery's phone as the owner wrote it ("" until then). */
  phone: string;
  /** The WhatsApp number when it differs from the phone, else "". */
  whatsapp: string;
  /** Each weekday's opening hours, Sunday first, closed weekdays included (an override can open one). */
  openingHours: DayHours[];
  /** Days after which an unanswered request releases its day, or null (never). */
  releaseRequestsAfterDays: number | null;
  /** Days after which a quote without its deposit releases its day, or null (never). */
  releaseQuotesAfterDays: number | null;
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
    pickupAddress: row?.pickupAddress ?? "",
    phone: row?.phone ?? "",
    whatsapp: row?.whatsapp ?? "",
    openingHours: readWeekHours(row?.openingHours),
    releaseRequestsAfterDays: row?.releaseRequestsAfterDays ?? null,
    releaseQuotesAfterDays: row?.releaseQuotesAfterDays ?? null,
  };
}

/** A change to the settings: only the fields given; a null capacity goes back to the default. */
export type OrderSettingsUpdate = Partial<Omit<OrderSettingsView, "dayCapacity"> & { dayCapacity: number | null }>;

export async function updateOrderSettings(update: OrderSettingsUpdate): Promise<OrderSettingsView> {
  const prisma = await db();
  const { openingHours, ...rest } = update;
  const data = {
    ...rest,
    ...(openingHours ? { openingHours: openingHours.map((h) => `${h.opens}-${h.closes}`) } : {}),
  };
  await prisma.orderSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
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

/**
 * What customers are told about the bakery: where to pick up, the phone (and WhatsApp, which is the phone unless
 * the owner gave another number), the week's hours (each weekday, closed ones marked; and as a few lines of
 * text), and the delivery areas with their charges. Empty texts are for the caller to leave out.
 */
export type BakeryDetails = {
  pickupAddress: string;
  phone: string;
  /** The number to WhatsApp: the owner's WhatsApp number, else the phone ("" when neither is set). */
  whatsapp: string;
  week: WeekSchedule;
  /** "Monday to Friday: 09:00–20:00", "Sunday: closed". */
  hoursLines: string[];
  areas: DeliveryAreaView[];
};

export function bakeryDetailsOf(settings: OrderSettingsView, areas: DeliveryAreaView[]): BakeryDetails {
  const week = weekSchedule(settings.openingHours, settings.closedWeekdays);
  return {
    pickupAddress: settings.pickupAddress,
    phone: settings.phone,
    whatsapp: settings.whatsapp || settings.phone,
    week,
    hoursLines: describeWeek(week),
    areas,
  };
}

/** The bakery's details for the order form, the status page and the e-mails (two indexed reads). */
export async function getBakeryDetails(tx?: Tx): Promise<BakeryDetails> {
  const prisma = tx ?? (await db());
  const [settings, areas] = await Promise.all([
    getOrderSettings(prisma),
    prisma.deliveryArea.findMany({
      orderBy: { pincode: "asc" },
      select: { pincode: true, name: true, feePaise: true },
    }),
  ]);
  return bakeryDetailsOf(settings, areas);
}
