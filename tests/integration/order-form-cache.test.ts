// The order form kept by the response cache, on a real database (PGlite, or PostgreSQL with DATABASE_URL) and a
// real socket through the pipeline's own cache steps: the calendar version (migration calendar_version) moves with
// every write that changes what the form offers, in the same transaction, and with nothing else; the form is
// rendered once per calendar version and bakery day and then answered from memory; an order, a status change, a
// setting, a write made outside the app and midnight each render it anew, while the other pages stay kept; and a
// day that filled after a visitor's copy was made is still refused when the order is sent.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RESPONSE_CACHE_MB = "8";
  process.env.RATE_LIMIT_PUBLIC = "100";
});
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  action as orderPage,
  headers as orderPageHeaders,
  loader as orderPageLoader,
} from "#app/routes/public/order-a-cake";
import { openOrder } from "#app/server/models/orders/owner.server";
import { eraseOrderCustomer } from "#app/server/models/orders/privacy.server";
import { addHoliday, saveOrderSettings, setDayCapacity } from "#app/server/models/orders/setup.server";
import { calendarVersion, contentVersion } from "#app/server/platform/content-version.server";
import { cacheServer, followVersions } from "#tests/helpers/cache-server";
import { call as callApi } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, type DataResult } from "#tests/helpers/forms";
import { dayFromToday, insertOrder, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { postForm } from "#tests/helpers/requests";

followVersions();

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
  // The reset empties the version tables too: a content statement writes its row back, so that on PostgreSQL the
  // next poll reads the number this process was notified of instead of an empty table (a change of version).
  await (await db()).$executeRawUnsafe(`UPDATE "Offering" SET "updatedAt" = now() WHERE false`);
});

const known = () => vi.waitUntil(() => contentVersion() !== null && calendarVersion() !== null, { timeout: 5_000 });

async function storedCalendarVersion(): Promise<string> {
  const rows = await (
    await db()
  ).$queryRaw<{ v: string }[]>`SELECT "version"::text AS v FROM "CalendarVersion" WHERE "id" = 1`;
  return rows[0]?.v ?? "none";
}

describe("the calendar version", () => {
  it("changes with every write that changes what the order form offers, before the write returns", async () => {
    const prisma = await db();
    const day = (days: number) => new Date(`${dayFromToday(days)}T00:00:00Z`);
    let orderId = "";
    const writes: [string, () => Promise<unknown>][] = [
      ["Order insert", async () => (orderId = (await insertOrder("requested")).id)],
      ["Order status", () => ownerMoves(orderId, ["declined"])],
      ["Order day", () => prisma.order.update({ where: { id: orderId }, data: { dateNeeded: day(31) } })],
      ["Order delete", () => prisma.order.delete({ where: { id: orderId } })],
      ["OrderSettings update", () => prisma.orderSettings.update({ where: { id: 1 }, data: { leadDays: 3 } })],
      ["OrderDayOverride insert", () => prisma.orderDayOverride.create({ data: { day: day(9), capacity: 1 } })],
      ["OrderClosedDay insert", () => prisma.orderClosedDay.create({ data: { day: day(7) } })],
      ["OrderClosedDay delete", () => prisma.orderClosedDay.deleteMany()],
      ["CakeSize update", () => prisma.cakeSize.updateMany({ where: { label: "2 kg" }, data: { active: false } })],
      ["CakeFlavour insert", () => prisma.cakeFlavour.create({ data: { name: "Mango" } })],
      ["DeliveryArea delete", () => prisma.deliveryArea.deleteMany()],
      ["raw SQL", () => prisma.$executeRawUnsafe(`UPDATE "Order" SET "status" = 'cancelled' WHERE false`)],
      ["TRUNCATE", () => prisma.$executeRawUnsafe(`TRUNCATE "OrderDayOverride"`)],
    ];
    for (const [what, write] of writes) {
      await known();
      const before = calendarVersion();
      const content = contentVersion();
      await write();
      expect(calendarVersion(), `${what}: seen by this process when the write returns`).not.toBe(before);
      expect(calendarVersion(), what).toBe(await storedCalendarVersion());
      expect(contentVersion(), `${what}: the other pages stay kept`).toBe(content);
    }
  });

  it("stays the same for content writes, for the owner opening an order and for an erasure", async () => {
    const prisma = await db();
    const { id } = await insertOrder("requested");
    await known();
    const before = calendarVersion();
    await prisma.offering.create({ data: { name: "Tarts", slug: "tarts" } });
    await openOrder(id);
    expect(await eraseOrderCustomer(id)).toBe(1);
    await prisma.contactMessage.create({ data: { fullName: "A", email: "a@b.co", subject: "s", message: "m" } });
    expect(calendarVersion()).toBe(before);
    expect(await storedCalendarVersion()).toBe(before);
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).readAt).not.toBeNull();
  });
});

describe("the order form through the response cache", () => {
  // The pipeline's two cache steps on a real socket: a hit is answered before any route runs (serveFromCache), a
  // miss runs the order form's loader (or a plain page) inside the root middleware that stores it, with the one
  // context React Router hands to both.
  const renders = { form: 0, other: 0 };
  /** The path and query the last render of the form was given. */
  let renderedTarget = "";
  const server = cacheServer(async (request, loadContext) => {
    const url = new URL(request.url);
    if (url.pathname !== "/order-a-cake") {
      renders.other++;
      return new Response("<p>About us</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    renders.form++;
    renderedTarget = url.pathname + url.search;
    const data = await orderPageLoader({ request, params: {}, context: loadContext, unstable_pattern: "" } as never);
    const headers = orderPageHeaders({ actionHeaders: new Headers(), loaderHeaders: new Headers() } as never);
    return Response.json(data, { headers });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  type Form = { calendar: { earliest: string; unavailable: string[] }; catalog: { flavours: string[] } };
  async function form(): Promise<Form & { etag: string | null; cacheControl: string | null }> {
    await known();
    // Identity bytes: a stored copy and a render then carry the same tag (this socket has no compressor on a render).
    const response = await fetch(`${server.origin()}/order-a-cake`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Form;
    // A CDN drops its copy on an order, not only on a content write.
    expect(response.headers.get("surrogate-key")).toBe("content calendar");
    return { ...body, etag: response.headers.get("etag"), cacheControl: response.headers.get("cache-control") };
  }
  /** The form twice: the first answer may render it, the second must come from the cache. */
  async function formTwice(): Promise<Form> {
    const first = await form();
    const rendered = renders.form;
    const second = await form();
    expect(renders.form, "the second answer comes from the cache").toBe(rendered);
    expect(second.etag).toBe(first.etag);
    return second;
  }
  async function aboutUs() {
    await known();
    expect((await fetch(`${server.origin()}/about-us`)).status).toBe(200);
  }

  it("is rendered once per calendar version, shared like any public page, and every change shows on the next answer", async () => {
    await aboutUs();
    const fromStart = renders.form;
    let shown = await formTwice();
    expect(renders.form).toBe(fromStart + 1);
    expect(shown.calendar.unavailable).toEqual([]);
    expect((await form()).cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
    for (let i = 0; i < 5; i++) await form();
    expect(renders.form, "a spike of readers costs cache hits").toBe(fromStart + 1);

    // The owner's day capacity, then an order that fills the day, then the owner declining it.
    await setDayCapacity({ day: dayFromToday(9), capacity: 1 });
    expect((await formTwice()).calendar.unavailable).toEqual([]);
    expect((await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(9)) })).status).toBe(201);
    expect((await formTwice()).calendar.unavailable).toEqual([dayFromToday(9)]);
    const { id } = await (await db()).order.findFirstOrThrow({ select: { id: true } });
    await ownerMoves(id, ["declined"]);
    expect((await formTwice()).calendar.unavailable).toEqual([]);

    // The owner's holiday and settings.
    await addHoliday({ day: dayFromToday(7), note: "" });
    expect((await formTwice()).calendar.unavailable).toEqual([dayFromToday(7)]);
    await saveOrderSettings({
      dayCapacity: 3,
      leadDays: 4,
      closedWeekdays: [],
      egglessExtra: 100,
      photoRetentionDays: 90,
      bookingWindowDays: 120,
    });
    expect((await formTwice()).calendar.earliest).toBe(dayFromToday(4));

    // Writes made outside this process's models, as another process or a script would: no model drops anything.
    const prisma = await db();
    await prisma.orderClosedDay.create({ data: { day: new Date(`${dayFromToday(12)}T00:00:00Z`) } });
    expect((await formTwice()).calendar.unavailable).toEqual([dayFromToday(7), dayFromToday(12)]);
    await prisma.$executeRawUnsafe(`UPDATE "CakeFlavour" SET "active" = false WHERE "name" = 'Vanilla'`);
    shown = await formTwice();
    expect(shown.catalog.flavours).not.toContain("Vanilla");
    // A content write (the layout's data) renders it anew too.
    await prisma.offering.create({ data: { name: "Tarts", slug: "tarts" } });
    const rendered = renders.form;
    await formTwice();
    expect(renders.form).toBe(rendered + 1);

    // None of the order writes above emptied the other pages: one render since the content write.
    const others = renders.other;
    await aboutUs();
    expect(renders.other).toBe(others + 1);
    await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(20)) });
    await aboutUs();
    expect(renders.other, "an order leaves the other pages kept").toBe(others + 1);
  });

  it("is one copy for the visitors a promotion sends, whatever campaign tags and click ids their links carry", async () => {
    await known();
    const visit = async (query: string) => {
      const response = await fetch(`${server.origin()}/order-a-cake${query}`, {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(response.status, query).toBe(200);
    };
    const fromStart = renders.form;
    await visit("?utm_source=instagram&utm_medium=story&fbclid=IwAR0first");
    expect(renders.form).toBe(fromStart + 1);
    expect(renderedTarget, "the render never saw them").toBe("/order-a-cake");
    for (const query of ["?fbclid=IwAR1second", "?gclid=Cj0KCQ&srsltid=AfmBOo", "?utm_campaign=diwali", ""]) {
      await visit(query);
    }
    expect(renders.form, "every later visitor is answered from the one copy").toBe(fromStart + 1);
  });

  it("is rendered anew when the bakery's day changes", async () => {
    const today = await formTwice();
    expect(today.calendar.earliest).toBe(dayFromToday(2));
    const rendered = renders.form;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const tomorrow = await formTwice();
    expect(renders.form).toBe(rendered + 1);
    expect(tomorrow.calendar.earliest).toBe(dayFromToday(2));
    expect(tomorrow.calendar.earliest).not.toBe(today.calendar.earliest);
  });

  it("a day that filled after the visitor's copy was made is refused when the order is sent, nothing stored", async () => {
    const day = dayFromToday(10);
    await setDayCapacity({ day, capacity: 1 });
    // The visitor's copy: the day is free (a CDN or the browser may keep it a few seconds more).
    expect((await formTwice()).calendar.unavailable).not.toContain(day);
    expect(
      (await callApi("POST", "/api/orders", { json: orderRequest(day, { email: "first@example.com" }) })).status,
    ).toBe(201);
    const refused = (await call(
      orderPage,
      postForm("/order-a-cake", { ...(orderRequest(day) as Record<string, string>), eggless: "" }),
      "198.51.100.77",
    )) as DataResult<{ message: string; freeDays: string[] }>;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toMatch(/is fully booked\. The nearest free days are /);
    // The free days nearest the refused one, on both sides.
    expect(refused.data.freeDays).toEqual([dayFromToday(8), dayFromToday(9), dayFromToday(11), dayFromToday(12)]);
    expect(await (await db()).order.count()).toBe(1);
    // The refusal is the visitor's own: never shared or kept.
    const refusalHeaders = orderPageHeaders({
      actionHeaders: new Headers(refused.init?.headers),
      loaderHeaders: new Headers(),
    } as never);
    expect(refusalHeaders).toMatchObject({ "Cache-Control": "private, no-store" });
  });
});
