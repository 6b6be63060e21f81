// The dashboard's orders panel: what the owner has to do next. Requests to price (oldest first), quotes waiting
// for their deposit (soonest day first), and the cakes of today and tomorrow (the bakery's days), by pickup time.
// Each list is one indexed query ("status", "createdAt" / "status", "dateNeeded" / "dateNeeded", "status"),
// cut at AGENDA_ROWS with the full count beside it.
import type { Prisma } from "#app/generated/prisma/client";
import { addDays, bakeryToday, type OrderStatus } from "#app/lib/orders";
import { db } from "../../platform/db.server";
import { dateToDay, dayToDate } from "./calendar.server";
import { PRODUCTION_STATUSES } from "./owner.server";

/** How many orders each list of the panel shows (the rest are a link to the orders list away). */
export const AGENDA_ROWS = 6;

const agendaSelect = {
  id: true,
  reference: true,
  status: true,
  dateNeeded: true,
  fulfilment: true,
  pickupTime: true,
  sizeLabel: true,
  flavour: true,
  name: true,
  phone: true,
  quotedPaise: true,
  depositPaise: true,
  createdAt: true,
} satisfies Prisma.OrderSelect;

type Row = Prisma.OrderGetPayload<{ select: typeof agendaSelect }>;

export type AgendaItem = Omit<Row, "dateNeeded" | "status" | "createdAt"> & {
  status: OrderStatus;
  dateNeeded: string;
  createdAt: string;
};

export type AgendaList = { items: AgendaItem[]; total: number };

export type OrderAgenda = {
  today: string;
  tomorrow: string;
  requests: AgendaList;
  awaitingDeposit: AgendaList;
  todayCakes: AgendaList;
  tomorrowCakes: AgendaList;
};

const toItem = (row: Row): AgendaItem => ({
  ...row,
  status: row.status as OrderStatus,
  dateNeeded: dateToDay(row.dateNeeded),
  createdAt: row.createdAt.toISOString(),
});

export async function orderAgenda(now = new Date()): Promise<OrderAgenda> {
  const prisma = await db();
  const today = bakeryToday(now);
  const tomorrow = addDays(today, 1);
  const notPast = { gte: dayToDate(today) };
  const list = async (
    where: Prisma.OrderWhereInput,
    orderBy: Prisma.OrderOrderByWithRelationInput[],
  ): Promise<AgendaList> => {
    const [rows, total] = await Promise.all([
      prisma.order.findMany({ where, orderBy, take: AGENDA_ROWS, select: agendaSelect }),
      prisma.order.count({ where }),
    ]);
    return { items: rows.map(toItem), total };
  };
  const cakesOn = (day: string) =>
    list({ dateNeeded: dayToDate(day), status: { in: [...PRODUCTION_STATUSES] } }, [
      { pickupTime: { sort: "asc", nulls: "last" } },
      { reference: "asc" },
    ]);
  const [requests, awaitingDeposit, todayCakes, tomorrowCakes] = await Promise.all([
    list({ status: "requested", dateNeeded: notPast }, [{ createdAt: "asc" }, { id: "asc" }]),
    list({ status: "quoted", dateNeeded: notPast }, [{ dateNeeded: "asc" }, { createdAt: "asc" }, { id: "asc" }]),
    cakesOn(today),
    cakesOn(tomorrow),
  ]);
  return { today, tomorrow, requests, awaitingDeposit, todayCakes, tomorrowCakes };
}
