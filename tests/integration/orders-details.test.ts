// Details of the cake orders on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): Insights count an
// order on the bakery's day it arrived, whatever the hour; the owner's search finds a phone number by its digits
// however either side is written; a quote without a deposit asks for none; a form with one photo too many is
// refused at the photos field with the order's own limit.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "30";
  process.env.ADMIN_API_TOKEN = "orders-details-token-0123456789abcdef";
});
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, NO_DEPOSIT_NEEDED } from "#app/lib/orders";
import { MAX_ORDER_PHOTOS, ORDER_TEXT } from "#app/lib/validation/order";
import { action as orderPage } from "#app/routes/public/order-a-cake";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { listOrdersPage, orderInsights } from "#app/server/models/orders/owner.server";
import { ORDER_LIST } from "#app/lib/admin-lists";
import { parseListQuery } from "#app/lib/list-query";
import { authorization, call as callApi } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, type DataResult } from "#tests/helpers/forms";
import { loader as statusLoader } from "#app/routes/public/order-status";
import { dayFromToday, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";
import { BASE, get, postMultipart } from "#tests/helpers/requests";
import { clearUploads, png, storedKeys } from "#tests/helpers/uploads";

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  await seedOrderCatalog({ dayCapacity: 20 });
});

async function place(overrides: Record<string, unknown> = {}) {
  return placeOrder(orderRequest(dayFromToday(10), overrides), { emailOrigin: BASE });
}

async function arrivedAt(id: string, instant: string) {
  await (await db()).$executeRawUnsafe(`UPDATE "Order" SET "createdAt" = $1 WHERE "id" = $2`, new Date(instant), id);
}

describe("Insights count an order on the bakery's day it arrived", () => {
  it("an order at 00:30 and one at 23:30 in Pune are counted on their own day, not the day before or after", async () => {
    const day = "2026-11-20";
    const early = await place({ occasion: "Wedding" });
    const late = await place();
    await arrivedAt(early.order.id, "2026-11-19T19:00:00Z"); // 00:30 on the 20th in India
    await arrivedAt(late.order.id, "2026-11-20T18:00:00Z"); // 23:30 on the 20th in India
    const requested = async (from: string, to = from) => (await orderInsights({ from, to })).funnel.requested;
    expect(await requested(day)).toBe(2);
    expect(await requested(addDays(day, -1))).toBe(0);
    expect(await requested(addDays(day, 1))).toBe(0);
    expect(await requested(addDays(day, -3), addDays(day, -1))).toBe(0);
    expect(await requested(addDays(day, -3), day)).toBe(2);
    expect((await orderInsights({ from: day, to: day })).byOccasion).toEqual([
      { occasion: "Birthday", orders: 1 },
      { occasion: "Wedding", orders: 1 },
    ]);
  });
});

describe("the owner's search finds a phone number by its digits", () => {
  it("however the stored number and the query are written: spaces, dashes, +91 or a leading 0", async () => {
    const spaced = await place({ name: "Asha Rao", phone: "+91 98765 43210" });
    const dashed = await place({ name: "Ravi Menon", phone: "98450-12345" });
    const plain = await place({ name: "Meera Iyer", phone: "08023456789" });
    const found = async (q: string) =>
      (await listOrdersPage({ ...parseListQuery(new URLSearchParams({ q }), ORDER_LIST), day: null })).rows
        .map((r) => r.reference)
        .sort();
    for (const q of ["9876543210", "98765 43210", "+91 98765 43210", "+919876543210", "098765-43210", "43210"])
      expect(await found(q), q).toEqual([spaced.reference]);
    for (const q of ["9845012345", "98450 12345", "+91 9845 012 345"])
      expect(await found(q), q).toEqual([dashed.reference]);
    expect(await found("080 2345 6789")).toEqual([plain.reference]);
    expect(await found("(080) 23456789")).toEqual([plain.reference]);
    // Names and references are found as before; a number that no phone holds finds nothing.
    expect(await found("menon")).toEqual([dashed.reference]);
    expect(await found(plain.reference.toLowerCase())).toEqual([plain.reference]);
    expect(await found("9999999999")).toEqual([]);
    // GET /api/orders searches by the same rule.
    const api = await callApi("GET", `/api/orders?q=${encodeURIComponent("98765 43210")}`, {
      headers: authorization(),
    });
    expect(((await api.json()) as { orders: { reference: string }[] }).orders.map((o) => o.reference)).toEqual([
      spaced.reference,
    ]);
  });
});

describe("a quote without a deposit", () => {
  it("asks for none: no UPI request on the page, an e-mail saying so, and a confirmation without a payment", async () => {
    const placed = await place();
    const id = placed.order.id;
    const quoted = await callApi("PATCH", `/api/orders/${id}`, {
      headers: authorization(),
      json: { to: "quoted", version: 1, quotedPaise: 150_000, depositPaise: 0 },
    });
    expect(quoted.status).toBe(200);
    const token = placed.statusPath.split("/").pop()!;
    const page = (await call(statusLoader, get(placed.statusPath), undefined, { token })) as {
      deposit: unknown;
      order: { status: string; depositPaise: number | null };
    };
    expect(page.order).toMatchObject({ status: "quoted", depositPaise: 0 });
    expect(page.deposit).toBeNull();

    const prisma = await db();
    const mail = async (subject: string) =>
      (await prisma.outboxEmail.findFirstOrThrow({ where: { kind: "order-status", subject: { startsWith: subject } } }))
        .text;
    const quoteMail = await mail("Your quote");
    expect(quoteMail).toContain(NO_DEPOSIT_NEEDED);
    expect(quoteMail).not.toMatch(/₹0|pay the deposit/);

    const confirmed = await callApi("PATCH", `/api/orders/${id}`, {
      headers: authorization(),
      json: { to: "confirmed", version: 2 },
    });
    expect(confirmed.status).toBe(200);
    expect(await prisma.orderPayment.count()).toBe(0);
    expect(await prisma.order.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "confirmed",
      depositReceivedAt: null,
    });
    const confirmMail = await mail(`Order ${placed.reference} is confirmed`);
    expect(confirmMail).toMatch(/is confirmed\./);
    expect(confirmMail).not.toContain("deposit");
  });
});

describe("one photo too many", () => {
  it("is refused at the photos field with the order's limit, whatever the count; nothing is stored", async () => {
    expect(ORDER_TEXT.tooManyPhotos).toBe(`Please attach at most ${MAX_ORDER_PHOTOS} photos.`);
    const before = await storedKeys();
    for (const count of [MAX_ORDER_PHOTOS + 1, MAX_ORDER_PHOTOS + 3]) {
      const form = new FormData();
      for (const [k, v] of Object.entries(orderRequest(dayFromToday(10)))) form.append(k, String(v));
      for (let i = 0; i < count; i++) form.append("photos", await png());
      const res = (await call(orderPage, postMultipart("/order-a-cake", form), `198.51.100.${count}`)) as DataResult<{
        message: string;
        fields: Record<string, string>;
        values: Record<string, string>;
      }>;
      expect(res.init?.status, String(count)).toBe(400);
      expect(res.data.message).toBe(ORDER_TEXT.tooManyPhotos);
      expect(res.data.fields).toEqual({ photos: ORDER_TEXT.tooManyPhotos });
    }
    expect(await (await db()).order.count()).toBe(0);
    expect(await storedKeys()).toEqual(before);
  });
});
