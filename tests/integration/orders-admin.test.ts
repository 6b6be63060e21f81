// The owner's side of the cake orders on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the
// admin list (search, filters, sort, totals, pages), the unread count, the order page and its status changes
// with the domain's refusals, the settings screen, the calendar, the production list, the calendar feed (parsed
// as iCalendar), GET/PATCH /api/orders (each answer checked against the OpenAPI document), the Insights funnel,
// erasure of a person and the photo retention.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "orders-admin-token-0123456789abcdef";
});

import ICAL from "ical.js";
import { action as orderAction, loader as orderLoader } from "#app/routes/admin/order";
import { loader as ordersLoader } from "#app/routes/admin/orders";
import { loader as calendarLoader } from "#app/routes/admin/order-calendar";
import { loader as productionLoader } from "#app/routes/admin/order-production";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/order-settings";
import { loader as layoutLoader } from "#app/routes/admin/layout";
import { loader as feedLoader } from "#app/routes/resources/order-feed";
import { loader as insightsCsvLoader } from "#app/routes/admin/insights-csv";
import { addDays, bakeryToday, formatOrderDay } from "#app/lib/orders";
import { dayToDate } from "#app/server/models/orders/calendar.server";
import { addMonths } from "#app/lib/month-grid";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { addHoliday } from "#app/server/models/orders/setup.server";
import { changeOrderStatus, getOrder } from "#app/server/models/orders/status.server";
import { ORDER_TEXT } from "#app/lib/validation/order";
import { listOrdersPage } from "#app/server/models/orders/owner.server";
import { deleteExpiredOrderPhotos } from "#app/server/models/orders/privacy.server";
import { eraseSubscriber, requestSubscription } from "#app/server/models/subscribers.server";
import { insightsReport } from "#app/server/insights/store.server";
import { ORDER_LIST } from "#app/lib/admin-lists";
import { parseListQuery } from "#app/lib/list-query";
import { PREFIX, nextFlash, run, signIn } from "#tests/helpers/admin";
import { authorization, call } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { dayFromToday, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { secretHash } from "#app/server/auth/password.server";
import { BASE, get, postForm } from "#tests/helpers/requests";
import { clearUploads, png, storedKeys } from "#tests/helpers/uploads";

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  await seedOrderCatalog({ dayCapacity: 3 });
});

async function place(day: string, overrides: Record<string, unknown> = {}, photos: File[] = []) {
  return placeOrder(orderRequest(day, overrides), { emailOrigin: BASE, photos });
}

const listQuery = (search: string) => parseListQuery(new URLSearchParams(search), ORDER_LIST);

type ListData = {
  counts: { total: number; unread: number };
  info: { total: number; page: number; pages: number };
  rows: { id: string; reference: string; name: string; status: string; date: string }[];
};

describe("the orders list", () => {
  it("searches by name, phone and reference, filters by status, unread and day, sorts by the day, pages with true totals", async () => {
    const asha = await place(dayFromToday(10));
    const ravi = await place(dayFromToday(5), { name: "Ravi Menon", phone: "98860 11122", email: "ravi@example.com" });
    const late = await place(dayFromToday(20), { name: "Meera Iyer", phone: "+91 90000 00001" });
    const { cookie } = await signIn();
    const list = async (search = "") =>
      (await run(ordersLoader, get(`${PREFIX}/orders${search}`, { cookie }))).data as ListData;

    const all = await list();
    expect(all.counts).toEqual({ total: 3, unread: 3 });
    // Requests first, the longest waiting first; by day needed when asked.
    expect(all.rows.map((r) => r.reference)).toEqual([asha.reference, ravi.reference, late.reference]);
    expect((await list("?sort=date")).rows.map((r) => r.reference)).toEqual([
      ravi.reference,
      asha.reference,
      late.reference,
    ]);
    expect((await list("?sort=date-desc")).rows[0]!.reference).toBe(late.reference);

    expect((await list("?q=menon")).rows.map((r) => r.id)).toEqual([ravi.order.id]);
    expect((await list("?q=98860")).rows.map((r) => r.id)).toEqual([ravi.order.id]);
    expect((await list(`?q=${asha.reference.toLowerCase()}`)).rows.map((r) => r.id)).toEqual([asha.order.id]);
    // A LIKE wildcard is a character, not "anything".
    expect((await list("?q=%25")).rows).toEqual([]);

    await ownerMoves(late.order.id, ["declined"]);
    const declined = await list("?status=declined");
    expect(declined.rows.map((r) => r.id)).toEqual([late.order.id]);
    expect(declined.info.total).toBe(1);
    expect(declined.counts.total).toBe(3);
    expect((await list(`?day=${dayFromToday(5)}`)).rows.map((r) => r.id)).toEqual([ravi.order.id]);
    expect((await list("?when=past")).rows).toEqual([]);
    expect((await list("?when=upcoming")).info.total).toBe(3);
    // Unknown values are ignored, never an error: the bare list, where the declined order is history.
    expect((await list("?status=lost&when=soon&sort=x&page=abc")).info.total).toBe(2);

    const page2 = await listOrdersPage({ ...listQuery("show=all&page=2"), day: null }, 2);
    expect(page2.info).toMatchObject({ page: 2, pages: 2, total: 3, from: 3, to: 3 });
    expect(page2.rows.map((r) => r.id)).toEqual([late.order.id]);
  });

  it("counts new requests in the navigation until the owner opens them", async () => {
    const placed = await place(dayFromToday(10));
    await place(dayFromToday(11));
    const { cookie } = await signIn();
    const unread = async () =>
      ((await run(layoutLoader, get(PREFIX, { cookie }))).data as { unreadOrders: number }).unreadOrders;
    expect(await unread()).toBe(2);
    await run(orderLoader, get(`${PREFIX}/orders/${placed.order.id}`, { cookie }), { id: placed.order.id });
    expect(await unread()).toBe(1);
    const list = (await run(ordersLoader, get(`${PREFIX}/orders?unread=unread`, { cookie }))).data as ListData;
    expect(list.rows).toHaveLength(1);
    expect(list.counts.unread).toBe(1);
  });
});

describe("the order page", () => {
  it("shows the order without its status token, and walks it from quote to completed, each change e-mailed", async () => {
    const placed = await place(dayFromToday(10));
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/${placed.order.id}`;
    const params = { id: placed.order.id };
    const page = await run(orderLoader, get(url, { cookie }), params);
    const shown = page.data as { order: Record<string, unknown>; moves: string[] };
    expect(shown.order).not.toHaveProperty("statusToken");
    expect(shown.order.reference).toBe(placed.reference);
    expect(shown.moves).toEqual(["quoted", "declined", "cancelled"]);

    const steps: Record<string, string>[] = [
      { to: "quoted", price: "1500", deposit: "500", note: "Fondant roses included." },
      { to: "confirmed" },
      { to: "in_production" },
      { to: "ready" },
      { to: "completed" },
    ];
    for (const [i, step] of steps.entries()) {
      if (step.to === "completed") {
        // Completed is refused before the day the cake is needed, with the day named; on the day it is taken.
        const early = await run(orderAction, postForm(url, { csrf, version: "5", ...step }, { cookie }), params);
        expect(early.status).toBe(400);
        expect(early.data).toMatchObject({
          error: `This order can be marked completed from the day it is needed, ${formatOrderDay(dayFromToday(10))}.`,
        });
        await (
          await db()
        ).order.update({ where: { id: placed.order.id }, data: { dateNeeded: dayToDate(bakeryToday()) } });
      }
      const done = await run(orderAction, postForm(url, { csrf, version: String(i + 1), ...step }, { cookie }), params);
      expect(done.status).toBe(303);
      expect((await nextFlash(cookie, done.headers))?.message).toMatch(
        /^Order SB-.* is now .*The customer has been e-mailed\.$/,
      );
    }
    const order = (await getOrder(placed.order.id))!;
    expect(order).toMatchObject({ status: "completed", quotedPaise: 150_000, depositPaise: 50_000, version: 6 });
    expect(order.history.map((e) => e.to)).toEqual(["requested", ...steps.map((s) => s.to)]);
    const mail = await (await db()).outboxEmail.findMany({ where: { kind: "order-status" } });
    expect(mail).toHaveLength(6);
    const payment = await (await db()).orderPayment.findMany({ where: { orderId: placed.order.id } });
    expect(payment).toMatchObject([{ method: "upi", amountPaise: 50_000 }]);
  });

  it("shows the domain's refusal for an illegal change, a missing price and a stale version; changes nothing", async () => {
    const placed = await place(dayFromToday(10));
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/${placed.order.id}`;
    const params = { id: placed.order.id };
    const post = (fields: Record<string, string>) =>
      run(orderAction, postForm(url, { csrf, ...fields }, { cookie }), params);

    const illegal = await post({ to: "completed", version: "1" });
    expect(illegal.status).toBe(400);
    expect(illegal.data).toMatchObject({ error: "An order that is requested cannot become completed." });
    const noPrice = await post({ to: "quoted", version: "1" });
    expect(noPrice.status).toBe(400);
    // Each refusal names the field the owner's form marks.
    expect(noPrice.data).toMatchObject({
      error: "Please enter the price and the deposit to send a quote.",
      fields: { price: "Please enter the price and the deposit to send a quote." },
    });
    const stale = await post({ to: "declined", version: "7" });
    expect(stale.status).toBe(409);
    expect((stale.data as { error: string }).error).toMatch(/changed by someone else/);
    const overDeposit = await post({ to: "quoted", version: "1", price: "100", deposit: "200" });
    expect(overDeposit.status).toBe(400);
    expect(overDeposit.data).toMatchObject({ fields: { deposit: "The deposit cannot be more than the price." } });
    // The form's text goes through the API's money rule: a third decimal is refused, not rounded.
    for (const [fields, field, message] of [
      [{ price: "12.345", deposit: "1" }, "price", ORDER_TEXT.priceInvalid],
      [{ price: "100", deposit: "1e1" }, "deposit", ORDER_TEXT.depositInvalid],
    ] as const) {
      const refused = await post({ to: "quoted", version: "1", ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.data).toMatchObject({ fields: { [field]: message } });
    }

    expect(await getOrder(placed.order.id)).toMatchObject({ status: "requested", version: 1 });
    expect(await (await db()).outboxEmail.count()).toBe(1);

    const forged = await run(
      orderAction,
      postForm(url, { csrf: "wrong", to: "declined", version: "1" }, { cookie }),
      params,
    );
    expect(forged.status).toBe(403);
    const missing = await run(orderLoader, get(`${PREFIX}/orders/nope`, { cookie }), { id: "nope" });
    expect(missing.status).toBe(404);
    const anonymous = await run(orderLoader, get(url), params);
    expect(anonymous.status).toBe(302);
  });
});

describe("the settings screen", () => {
  it("saves each setting and list; bad input is a message, never a change", async () => {
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/settings`;
    const post = (fields: Record<string, string | readonly string[]>) =>
      run(settingsAction, postForm(url, { csrf, ...(fields as Record<string, string | string[]>) }, { cookie }));
    const ok = async (fields: Record<string, string | readonly string[]>) => {
      const done = await post(fields);
      expect(done.status, JSON.stringify(done.data)).toBe(303);
    };
    await ok({
      intent: "settings",
      dayCapacity: "5",
      leadDays: "3",
      bookingWindowDays: "90",
      closedWeekdays: ["1", "2"],
      upiId: "bakery@okhdfc",
      upiName: "Slice Bakery",
      egglessExtra: "80",
      photoRetentionDays: "30",
    });
    await ok({ intent: "size", label: "3 kg", grams: "3000", price: "3100" });
    await ok({ intent: "flavour", name: "Rasmalai" });
    await ok({ intent: "area", pincode: "411038", name: "Kothrud", fee: "60" });
    const day = dayFromToday(15);
    await ok({ intent: "override", day, capacity: "8" });
    await ok({ intent: "holiday", day: dayFromToday(16), note: "Diwali" });

    const setup = (await run(settingsLoader, get(url, { cookie }))).data as {
      settings: Record<string, unknown>;
      sizes: { id: string; label: string; pricePaise: number }[];
      flavours: { name: string }[];
      areas: { pincode: string; feePaise: number }[];
      overrides: { day: string; capacity: number }[];
      holidays: { day: string; note: string }[];
      feedMade: boolean;
    };
    expect(setup.settings).toMatchObject({
      dayCapacity: 5,
      leadDays: 3,
      bookingWindowDays: 90,
      closedWeekdays: [1, 2],
      upiId: "bakery@okhdfc",
      egglessExtraPaise: 8000,
      photoRetentionDays: 30,
    });
    expect(setup.sizes.find((s) => s.label === "3 kg")?.pricePaise).toBe(310_000);
    expect(setup.flavours.map((f) => f.name)).toContain("Rasmalai");
    expect(setup.areas.find((a) => a.pincode === "411038")?.feePaise).toBe(6000);
    expect(setup.overrides).toEqual([{ day, capacity: 8 }]);
    expect(setup.holidays).toEqual([{ day: dayFromToday(16), note: "Diwali" }]);
    expect(setup.feedMade).toBe(false);

    for (const [fields, message] of [
      [
        { intent: "settings", dayCapacity: "-1", leadDays: "2", egglessExtra: "0", photoRetentionDays: "90" },
        /at least 0/,
      ],
      [{ intent: "size", label: "3 kg", grams: "3000", price: "10" }, /already in the list/],
      [{ intent: "area", pincode: "56", name: "X", fee: "0" }, /6-digit PIN code/],
      [{ intent: "override", day: "2026-02-30", capacity: "2" }, /choose a day/],
      [{ intent: "remove", kind: "size", key: "not-an-id" }, /no longer in the list/],
      [{ intent: "nothing" }, /Unknown action/],
    ] as const) {
      const refused = await post(fields);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect((refused.data as { error: string }).error).toMatch(message);
    }
    // A refused field is named for the screen to mark it.
    const badPin = await post({ intent: "area", pincode: "56", name: "X", fee: "0" });
    expect(badPin.data).toMatchObject({ intent: "area", fields: { pincode: "Please enter a 6-digit PIN code." } });
    // So is the field of an entry already in its list (a 409, not a schema refusal).
    for (const [fields, field, message] of [
      [{ intent: "size", label: "3 kg", grams: "3000", price: "10" }, "label", "That size is already in the list."],
      [{ intent: "flavour", name: "Rasmalai" }, "name", "That flavour is already in the list."],
      [
        { intent: "area", pincode: "411038", name: "Again", fee: "0" },
        "pincode",
        "That PIN code is already in the list.",
      ],
    ] as const) {
      const duplicate = await post(fields);
      expect(duplicate.status).toBe(409);
      expect(duplicate.data).toMatchObject({ intent: fields.intent, error: message, fields: { [field]: message } });
    }
    const halfUpi = await post({
      intent: "settings",
      dayCapacity: "4",
      leadDays: "2",
      bookingWindowDays: "120",
      egglessExtra: "0",
      photoRetentionDays: "90",
      upiId: "bakery@upi",
    });
    expect(halfUpi.data).toMatchObject({ fields: { upiName: expect.stringMatching(/UPI ID and the payee name/) } });
    const size = setup.sizes.find((s) => s.label === "3 kg")!;
    await ok({ intent: "remove", kind: "size", key: size.id });
    await ok({ intent: "remove", kind: "override", key: day });
    const after = (await run(settingsLoader, get(url, { cookie }))).data as typeof setup;
    expect(after.sizes.map((s) => s.label)).not.toContain("3 kg");
    expect(after.overrides).toEqual([]);
  });
});

describe("changes that leave a day over-booked", () => {
  it("are saved with a warning naming the days, which the calendar flags", async () => {
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/settings`;
    const save = async (fields: Record<string, string | string[]>) => {
      const done = await run(settingsAction, postForm(url, { csrf, ...fields }, { cookie }));
      expect(done.status, JSON.stringify(done.data)).toBe(303);
      return nextFlash(cookie, done.headers);
    };
    const [cut, holiday, free, later] = [12, 13, 14, 15].map(dayFromToday) as [string, string, string, string];
    for (const day of [cut, cut, holiday, later, later]) await place(day);

    expect(await save({ intent: "override", day: cut, capacity: "1" })).toMatchObject({
      type: "warning",
      message: `Capacity for the day saved, but this day has more orders than room: ${formatOrderDay(cut)} (2 orders, room for 1). Move or cancel orders, or give the day more room; the calendar marks it.`,
    });
    expect(await save({ intent: "holiday", day: holiday, note: "" })).toMatchObject({
      type: "warning",
      message: expect.stringContaining(`${formatOrderDay(holiday)} (1 order, room for none)`),
    });
    // A day with no orders, and a day that still fits, are saved without a word of warning.
    expect(await save({ intent: "holiday", day: free, note: "" })).toMatchObject({
      type: "success",
      message: "Holiday added.",
    });
    expect(await save({ intent: "override", day: later, capacity: "2" })).toMatchObject({ type: "success" });
    // The usual capacity cut to one over-books every day with two orders that has no capacity of its own.
    const settings = {
      dayCapacity: "1",
      leadDays: "2",
      bookingWindowDays: "120",
      egglessExtra: "0",
      photoRetentionDays: "90",
    };
    await save({ intent: "override", day: later, capacity: "3" });
    expect((await save({ intent: "settings", ...settings }))?.message).toMatch(
      new RegExp(`these days have more orders than room: ${formatOrderDay(cut)} .*; ${formatOrderDay(holiday)} .*`),
    );
    await save({ intent: "remove", kind: "override", key: later });
    const warned = await save({ intent: "settings", ...settings });
    expect(warned?.message).toContain(`${formatOrderDay(later)} (2 orders, room for 1)`);

    // Every change was stored all the same.
    const setup = (await run(settingsLoader, get(url, { cookie }))).data as {
      settings: { dayCapacity: number };
      overrides: { day: string; capacity: number }[];
      holidays: { day: string }[];
    };
    expect(setup.settings.dayCapacity).toBe(1);
    expect(setup.overrides).toEqual([{ day: cut, capacity: 1 }]);
    expect(setup.holidays.map((h) => h.day)).toEqual([holiday, free]);

    // The calendar flags each over-booked day in words, whatever month it falls in.
    const marks = new Map<string, { kind: string; label: string }>();
    for (const month of new Set([cut, later].map((d) => d.slice(0, 7)))) {
      const { weeks } = (await run(calendarLoader, get(`${PREFIX}/orders/calendar?month=${month}`, { cookie })))
        .data as {
        weeks: ({ day: string; mark: { kind: string; label: string } } | null)[][];
      };
      for (const cell of weeks.flat()) if (cell) marks.set(cell.day, cell.mark);
    }
    expect(marks.get(cut)).toEqual({ kind: "overbooked", label: "Over-booked: 2 orders, room for 1" });
    expect(marks.get(holiday)).toEqual({ kind: "overbooked", label: "Over-booked: 1 order, room for none" });
    expect(marks.get(free)).toEqual({ kind: "holiday", label: "Holiday" });
    expect(marks.get(later)?.kind).toBe("overbooked");
  });
});

describe("the calendar, the production list and the feed", () => {
  it("says how many orders a past day had, its completed ones included", async () => {
    const placed = await place(dayFromToday(12));
    await ownerMoves(placed.order.id, ["quoted", "confirmed", "in_production", "ready"]);
    // Handed over on its day, which has passed since.
    const yesterday = addDays(bakeryToday(), -1);
    await (await db()).order.update({ where: { id: placed.order.id }, data: { dateNeeded: dayToDate(yesterday) } });
    await changeOrderStatus(placed.order.id, { to: "completed", version: 5 }, { by: "owner", emailOrigin: null });
    const { cookie } = await signIn();
    const shown = await run(
      calendarLoader,
      get(`${PREFIX}/orders/calendar?month=${yesterday.slice(0, 7)}`, { cookie }),
    );
    type Cell = { day: string; mark: { kind: string; label: string }; orders: { id: string }[] } | null;
    const cell = (shown.data as { weeks: Cell[][] }).weeks.flat().find((c) => c?.day === yesterday);
    expect(cell).toMatchObject({ mark: { kind: "past", label: "1 order" }, orders: [{ id: placed.order.id }] });
  });

  it("shows a month as a grid with each day's orders, room and mark; the production list has the confirmed cakes", async () => {
    const day = dayFromToday(10);
    const a = await place(day, { pickupTime: "11:00", eggless: true, message: "Happy 40th" });
    const b = await place(day, { pickupTime: "09:30" });
    await place(day, { name: "Third" });
    await ownerMoves(a.order.id, ["quoted", "confirmed"]);
    await ownerMoves(b.order.id, ["quoted", "confirmed"], { price: 1200, deposit: 0 });
    const { cookie } = await signIn();

    type Cell = {
      day: string;
      capacity: number;
      left: number;
      closed: string | null;
      mark: { kind: string; label: string };
      orders: { id: string }[];
    } | null;
    type Calendar = { month: string; monthError: string | null; previous: string; next: string; weeks: Cell[][] };
    const month = day.slice(0, 7);
    const shown = await run(calendarLoader, get(`${PREFIX}/orders/calendar?month=${month}`, { cookie }));
    expect(shown.status).toBe(200);
    const calendar = shown.data as Calendar;
    expect(calendar).toMatchObject({
      month,
      monthError: null,
      previous: addMonths(month, -1),
      next: addMonths(month, 1),
    });
    // Weeks of seven cells, Monday first: the month's days in order, empty cells only before and after them.
    expect(calendar.weeks.every((w) => w.length === 7)).toBe(true);
    const days = calendar.weeks.flat().filter((c): c is NonNullable<Cell> => c !== null);
    expect(days[0]!.day).toBe(`${month}-01`);
    expect(days.map((d) => d.day)).toEqual(days.map((_, n) => addDays(`${month}-01`, n)));
    expect(calendar.weeks[0]!.indexOf(days[0]!)).toBe((new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7);
    const full = days.find((d) => d.day === day)!;
    expect(full).toMatchObject({
      capacity: 3,
      left: 0,
      closed: "full",
      mark: { kind: "full", label: "Full (3 of 3)" },
    });
    expect(full.orders).toHaveLength(3);

    // This month by default; a month that is not one is a 400 with this month shown.
    const current = (await run(calendarLoader, get(`${PREFIX}/orders/calendar`, { cookie }))).data as Calendar;
    expect(current.month).toBe(bakeryToday().slice(0, 7));
    for (const bad of ["2026-13", "junk", "9999-01"]) {
      const refused = await run(calendarLoader, get(`${PREFIX}/orders/calendar?month=${bad}`, { cookie }));
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ month: current.month, monthError: expect.stringMatching(/month/) });
    }

    const production = (await run(productionLoader, get(`${PREFIX}/orders/production?day=${day}`, { cookie })))
      .data as {
      day: string;
      items: { reference: string; pickupTime: string; eggless: boolean; message: string }[];
    };
    expect(production.items.map((i) => i.reference)).toEqual([b.reference, a.reference]);
    expect(production.items[1]).toMatchObject({ pickupTime: "11:00", eggless: true, message: "Happy 40th" });
    const today = (await run(productionLoader, get(`${PREFIX}/orders/production?day=junk`, { cookie }))).data;
    expect(today).toMatchObject({ day: bakeryToday(), items: [] });
  });

  it("says a holiday's note on its day, and only on holidays that have one", async () => {
    const [noted, bare] = [dayFromToday(20), dayFromToday(21)];
    await addHoliday({ day: noted, note: "Diwali" });
    await addHoliday({ day: bare, note: "" });
    const { cookie } = await signIn();
    const marks = new Map<string, { kind: string; label: string }>();
    for (const month of new Set([noted, bare].map((d) => d.slice(0, 7)))) {
      const { weeks } = (await run(calendarLoader, get(`${PREFIX}/orders/calendar?month=${month}`, { cookie })))
        .data as { weeks: ({ day: string; mark: { kind: string; label: string } } | null)[][] };
      for (const cell of weeks.flat()) if (cell) marks.set(cell.day, cell.mark);
    }
    expect(marks.get(noted)).toEqual({ kind: "holiday", label: "Holiday: Diwali" });
    expect(marks.get(bare)).toEqual({ kind: "holiday", label: "Holiday" });
  });

  it("lists pickups by time, then deliveries with their full address; each with notes, phone and photos", async () => {
    const day = dayFromToday(11);
    const van = await place(
      day,
      {
        fulfilment: "delivery",
        address: "12 North Main Road, Koregaon Park",
        pincode: "411001",
        phone: "98450 55555",
        notes: "Severe peanut allergy: no nuts anywhere near this cake.",
      },
      [await png()],
    );
    const late = await place(day, { pickupTime: "18:00" });
    const early = await place(day, { pickupTime: "10:15" });
    for (const o of [van, late, early]) await ownerMoves(o.order.id, ["quoted", "confirmed"]);
    const { cookie } = await signIn();

    const { items } = (await run(productionLoader, get(`${PREFIX}/orders/production?day=${day}`, { cookie }))).data as {
      items: { reference: string; address: string; pincode: string; phone: string; notes: string; photos: unknown[] }[];
    };
    expect(items.map((i) => i.reference)).toEqual([early.reference, late.reference, van.reference]);
    expect(items[2]).toMatchObject({
      address: "12 North Main Road, Koregaon Park",
      pincode: "411001",
      phone: "98450 55555",
      notes: "Severe peanut allergy: no nuts anywhere near this cake.",
      photos: [{ url: expect.stringMatching(/^\/uploads\/orders\//) }],
    });
  });

  it("serves the confirmed orders as valid iCalendar under the secret URL (shown once, stored hashed); a new secret ends the old URL", async () => {
    const day = dayFromToday(10);
    const a = await place(day, { pickupTime: "17:30" });
    const b = await place(dayFromToday(12), {
      fulfilment: "delivery",
      address: "12 North Main Road",
      pincode: "411001",
    });
    await place(dayFromToday(13));
    for (const o of [a, b]) await ownerMoves(o.order.id, ["quoted", "confirmed"]);
    const { cookie, csrf } = await signIn();
    const newFeed = async () => {
      const made = await run(
        settingsAction,
        postForm(`${PREFIX}/orders/settings`, { csrf, intent: "rotate-feed" }, { cookie }),
      );
      expect(made.status).toBe(200);
      expect(made.headers.get("cache-control")).toBe("private, no-store");
      const { feedUrl } = made.data as { feedUrl: string };
      expect(feedUrl).toMatch(/\/order-calendar\/[A-Za-z0-9_-]{32}\.ics$/);
      return feedUrl.split("/").pop()!;
    };
    const file = await newFeed();
    // Shown this once: the settings page only says a feed exists, and the database holds the secret's hash.
    const page = await run(settingsLoader, get(`${PREFIX}/orders/settings`, { cookie }));
    expect(page.data).toMatchObject({ feedMade: true });
    expect(JSON.stringify(page.data)).not.toContain(file.replace(".ics", ""));
    const stored = await (await db()).orderSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored.feedTokenHash).toBe(secretHash(file.replace(".ics", "")));
    const feed = await run(feedLoader, get(`/order-calendar/${file}`), { file });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");

    const calendar = new ICAL.Component(ICAL.parse(feed.data as string));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary.split(" · ")[0])).toEqual([a.reference, b.reference]);
    for (const e of events) {
      expect(e.uid).toMatch(/@orders\.slice-bakery$/);
      expect(e.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    }
    // 17:30 in Pune is 12:00 UTC.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${day}T12:00:00.000Z`);
    expect(events[1]!.startDate.isDate).toBe(true);
    expect(events[1]!.location).toContain("411001");

    for (const wrong of ["nope.ics", `${"x".repeat(32)}.ics`, file.replace(".ics", ".txt")]) {
      expect((await run(feedLoader, get(`/order-calendar/${wrong}`), { file: wrong })).status).toBe(404);
    }
    const next = await newFeed();
    expect((await run(feedLoader, get(`/order-calendar/${file}`), { file })).status).toBe(404);
    expect((await run(feedLoader, get(`/order-calendar/${next}`), { file: next })).status).toBe(200);
  });
});

describe("GET and PATCH /api/orders", () => {
  it("lists and reads orders with the bearer token, filtered as the admin list; 401 without it", async () => {
    const a = await place(dayFromToday(10));
    await place(dayFromToday(11), { name: "Ravi Menon" });
    expect((await call("GET", "/api/orders")).status).toBe(401);
    const all = await call("GET", "/api/orders", { headers: authorization() });
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("no-store");
    const body = (await all.json()) as { orders: { id: string; reference: string }[]; total: number };
    expect(body.total).toBe(2);
    expect(body.orders.map((o) => o.reference)).toEqual([a.reference, expect.any(String)]);
    const searched = (await (await call("GET", "/api/orders?q=ravi", { headers: authorization() })).json()) as {
      total: number;
    };
    expect(searched.total).toBe(1);

    const one = await call("GET", `/api/orders/${a.order.id}`, { headers: authorization() });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ _id: a.order.id, id: a.order.id, status: "requested", version: 1 });
    expect((await call("GET", "/api/orders/zzzzzzzzzzzzzzzzzzzzzzzzz", { headers: authorization() })).status).toBe(404);
    expect((await call("GET", `/api/orders/${a.order.id}`)).status).toBe(401);
  });

  it("PATCH changes the status by the same rules: 200, 400 for an illegal change, 409 for a stale version", async () => {
    const a = await place(dayFromToday(10));
    const patch = (json: unknown, headers: Record<string, string> = authorization()) =>
      call("PATCH", `/api/orders/${a.order.id}`, { headers, json });
    expect((await patch({ to: "declined", version: 1 }, {})).status).toBe(401);
    const quoted = await patch({
      to: "quoted",
      version: 1,
      quotedPaise: 180_000,
      depositPaise: 60_000,
      note: "With gold leaf",
    });
    expect(quoted.status).toBe(200);
    expect(await quoted.json()).toMatchObject({
      status: "quoted",
      version: 2,
      quotedPaise: 180_000,
      depositPaise: 60_000,
    });
    const illegal = await patch({ to: "completed", version: 2 });
    expect(illegal.status).toBe(400);
    expect(((await illegal.json()) as { message: string }).message).toBe(
      "An order that is quoted cannot become completed.",
    );
    const stale = await patch({ to: "confirmed", version: 1 });
    expect(stale.status).toBe(409);
    const bad = await patch({ to: "nowhere", version: "x" });
    expect(bad.status).toBe(400);
    // JSON takes numbers as numbers and money in whole paise, as the document says: never coerced or rounded.
    for (const [json, field, message] of [
      [{ to: "confirmed", version: "2" }, "version", ORDER_TEXT.versionInvalid],
      [{ to: "confirmed", version: true }, "version", ORDER_TEXT.versionInvalid],
    ] as const) {
      const refused = await patch(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(await refused.json(), field).toMatchObject({ message, errors: [message] });
    }
    const b = await place(dayFromToday(11));
    for (const [json, field, message] of [
      [{ quotedPaise: 1234.5, depositPaise: 1 }, "quotedPaise", ORDER_TEXT.quotedPaiseInvalid],
      [{ quotedPaise: "180000", depositPaise: 1 }, "quotedPaise", ORDER_TEXT.quotedPaiseInvalid],
      [{ quotedPaise: 180_000, depositPaise: null }, "depositPaise", ORDER_TEXT.depositPaiseInvalid],
      [{ quotedPaise: 180_000, depositPaise: "" }, "depositPaise", ORDER_TEXT.depositPaiseInvalid],
      [{ quotedPaise: 180_000, depositPaise: [] }, "depositPaise", ORDER_TEXT.depositPaiseInvalid],
    ] as const) {
      const refused = await call("PATCH", `/api/orders/${b.order.id}`, {
        headers: authorization(),
        json: { to: "quoted", version: 1, ...json },
      });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(await refused.json(), field).toMatchObject({ message, errors: [message] });
    }
    expect(await getOrder(b.order.id)).toMatchObject({ status: "requested", version: 1 });
    const notJson = await call("PATCH", `/api/orders/${a.order.id}`, { headers: authorization(), body: "to=x" });
    expect([400, 415]).toContain(notJson.status);
    expect(await getOrder(a.order.id)).toMatchObject({ status: "quoted", version: 2 });
    expect((await call("PATCH", "/api/orders", { headers: authorization(), json: {} })).status).toBe(405);
  });
});

describe("insights, erasure and photo retention", () => {
  it("counts the order funnel and the orders by occasion and by size (screen data, CSV and /api/insights)", async () => {
    const a = await place(dayFromToday(10), { occasion: "Wedding" });
    const b = await place(dayFromToday(11), { size: "2 kg" });
    await place(dayFromToday(12));
    await ownerMoves(a.order.id, ["quoted", "confirmed"]);
    await ownerMoves(b.order.id, ["quoted", "declined"], { price: 2500, deposit: 500 });
    const today = bakeryToday();
    const report = await insightsReport({ from: addDays(today, -6), to: today });
    expect(report.orders).toEqual({
      funnel: { requested: 3, quoted: 2, confirmed: 1, completed: 0, declinedOrCancelled: 1 },
      byOccasion: [
        { occasion: "Birthday", orders: 2 },
        { occasion: "Wedding", orders: 1 },
      ],
      bySize: [
        { size: "1 kg", orders: 2 },
        { size: "2 kg", orders: 1 },
      ],
    });
    const api = await call("GET", "/api/insights", { headers: authorization() });
    expect(((await api.json()) as typeof report).orders.funnel.requested).toBe(3);
    const { cookie } = await signIn();
    const csv = await run(insightsCsvLoader, get(`${PREFIX}/insights.csv?section=order-funnel&days=7`, { cookie }));
    expect(csv.data).toBe(
      "step,orders\r\nrequested,3\r\nquoted,2\r\nconfirmed,1\r\ncompleted,0\r\ndeclined_or_cancelled,1\r\n",
    );
  });

  it("erasing a subscriber erases their orders' contact data and photos; other people's orders stay", async () => {
    const photo = await png();
    const mine = await place(dayFromToday(10), { email: "Asha@Example.com" }, [photo]);
    const other = await place(dayFromToday(10), { email: "someone@example.com", name: "Someone" });
    expect(await storedKeys()).not.toEqual([]);
    await requestSubscription("asha@example.com");
    const subscriber = await (await db()).subscriber.findFirstOrThrow();
    await eraseSubscriber(subscriber.id);
    const erased = (await getOrder(mine.order.id))!;
    expect(erased).toMatchObject({
      name: "(erased)",
      email: "(erased)",
      phone: "",
      address: "",
      photos: [],
      message: "",
    });
    expect(erased.erased).not.toBeNull();
    expect(await storedKeys()).toEqual([]);
    expect(await getOrder(other.order.id)).toMatchObject({ name: "Someone", erased: null });
    // An erased order's later changes e-mail nobody.
    const before = await (await db()).outboxEmail.count();
    await ownerMoves(mine.order.id, ["declined"]);
    expect(await (await db()).outboxEmail.count()).toBe(before);
  });

  it("the order page erases its customer from every order placed with the same address, once confirmed", async () => {
    const first = await place(dayFromToday(10), {}, [await png()]);
    const second = await place(dayFromToday(11), { email: "ASHA@example.com" });
    const other = await place(dayFromToday(12), { email: "someone@example.com" });
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/${first.order.id}`;
    const params = { id: first.order.id };
    const unconfirmed = await run(orderAction, postForm(url, { csrf, intent: "erase" }, { cookie }), params);
    expect(unconfirmed.status).toBe(400);
    expect(await getOrder(first.order.id)).toMatchObject({ erased: null });
    const done = await run(orderAction, postForm(url, { csrf, intent: "erase", confirmed: "yes" }, { cookie }), params);
    expect(done.status).toBe(303);
    expect((await nextFlash(cookie, done.headers))?.message).toBe(
      "The customer's contact data and photos were erased from 2 orders.",
    );
    for (const id of [first.order.id, second.order.id]) {
      expect(await getOrder(id)).toMatchObject({ name: "(erased)", phone: "", email: "(erased)", photos: [] });
    }
    expect(await storedKeys()).toEqual([]);
    expect(await getOrder(other.order.id)).toMatchObject({ erased: null, name: "Asha Rao" });
  });

  it("deletes a completed order's photos once the owner's retention has passed, not before", async () => {
    await (await db()).orderSettings.update({ where: { id: 1 }, data: { photoRetentionDays: 30 } });
    const placed = await place(dayFromToday(10), {}, [await png()]);
    const id = placed.order.id;
    await ownerMoves(id, ["quoted", "confirmed", "in_production", "ready"], { price: 1000, deposit: 100 });
    // Completed on the cake's day.
    await (await db()).order.update({ where: { id }, data: { dateNeeded: dayToDate(bakeryToday()) } });
    await changeOrderStatus(id, { to: "completed", version: 5 }, { by: "owner", emailOrigin: null });
    const stored = await storedKeys();
    expect(stored).not.toEqual([]);
    expect(await deleteExpiredOrderPhotos(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await storedKeys()).toEqual(stored);
    expect(await deleteExpiredOrderPhotos(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await getOrder(id))!.photos).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });
});
