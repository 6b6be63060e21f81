// The order settings' guard rails on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the
// week's hours, the pickup address and phone and the release limits saved and read back through the settings
// screen's action and loader, with their refusals; settings that leave no day to order saved with a warning on
// the screen and a notice on the order form; a pickup time outside the day's hours refused (form model and
// POST /api/orders); and the release of requests unanswered and quotes unpaid, e-mailing both sides.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.OWNER_EMAIL = "owner@slicebakery.example";
});

import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/order-settings";
import { weekdayOf } from "#app/lib/orders";
import { getBakeryDetails } from "#app/server/models/orders/settings.server";
import { orderFormView } from "#app/server/models/orders/form-view.server";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { changeOrderDetails } from "#app/server/models/orders/details.server";
import { releaseStaleOrders } from "#app/server/models/orders/release.server";
import { getOrder } from "#app/server/models/orders/status.server";
import { DomainError } from "#app/server/models/errors.server";
import { PREFIX, nextFlash, run, signIn } from "#tests/helpers/admin";
import { call } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { dayFromToday, insertOrder, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { BASE, get, postForm } from "#tests/helpers/requests";

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog({ dayCapacity: 3 });
});

const URL = `${PREFIX}/orders/settings`;

const GENERAL = {
  intent: "settings",
  dayCapacity: "3",
  leadDays: "2",
  bookingWindowDays: "120",
  egglessExtra: "100",
  photoRetentionDays: "90",
  upiId: "slicebakery@okaxis",
  upiName: "Slice Bakery",
};

/** Every weekday 09:00 to 20:00, with `over` (e.g. { opens6: "10:00" }). */
const hours = (over: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => [
      [`opens${i}`, "09:00"],
      [`closes${i}`, "20:00"],
    ]).flat(),
  ),
  ...over,
});

type Setup = {
  settings: Record<string, unknown>;
  noOrderableDay: string | null;
};

async function owner() {
  const { cookie, csrf } = await signIn();
  const post = (fields: Record<string, string | string[]>) =>
    run(settingsAction, postForm(URL, { csrf, ...fields }, { cookie }));
  const setup = async () => (await run(settingsLoader, get(URL, { cookie }))).data as Setup;
  return { cookie, post, setup };
}

describe("the settings screen", () => {
  it("saves the week's hours, closed weekdays and release limits, and the pickup address and phones", async () => {
    const { post, setup } = await owner();
    const saved = await post({
      ...GENERAL,
      ...hours({ opens0: "10:00", closes0: "14:00" }),
      closedWeekdays: ["1"],
      releaseRequestsAfterDays: "3",
      releaseQuotesAfterDays: "",
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    const shop = await post({
      intent: "shop",
      pickupAddress: "Shop 3, Lane 5, Koregaon Park, Pune 411001",
      phone: "+91 20 2615 0142",
      whatsapp: "+91 98450 12399",
    });
    expect(shop.status, JSON.stringify(shop.data)).toBe(303);

    const { settings, noOrderableDay } = await setup();
    expect(noOrderableDay).toBeNull();
    expect(settings).toMatchObject({
      closedWeekdays: [1],
      releaseRequestsAfterDays: 3,
      releaseQuotesAfterDays: null,
      pickupAddress: "Shop 3, Lane 5, Koregaon Park, Pune 411001",
      phone: "+91 20 2615 0142",
      whatsapp: "+91 98450 12399",
    });
    expect((settings.openingHours as unknown[])[0]).toEqual({ opens: "10:00", closes: "14:00" });

    // What the order form, status page and e-mails read: Monday closed, Sunday short, the areas with charges.
    const details = await getBakeryDetails();
    expect(details.hoursLines).toEqual(["Monday: closed", "Tuesday to Saturday: 09:00–20:00", "Sunday: 10:00–14:00"]);
    expect(details.whatsapp).toBe("+91 98450 12399");
    expect(details.areas).toEqual([{ pincode: "411001", name: "Camp and Koregaon Park", feePaise: 5_000 }]);

    // The same number twice is kept once: WhatsApp then goes to the phone.
    await post({ intent: "shop", pickupAddress: "", phone: "+91 98450 12399", whatsapp: "+91 98450-12399" });
    expect((await setup()).settings.whatsapp).toBe("");
    expect((await getBakeryDetails()).whatsapp).toBe("+91 98450 12399");
  });

  it("refuses bad hours, phones and limits with a message on the field, and stores nothing", async () => {
    const { post, setup } = await owner();
    const before = (await setup()).settings;
    for (const [fields, field, message] of [
      [
        { ...GENERAL, ...hours({ opens3: "21:00" }) },
        "opens3",
        "On Wednesday, opening time must be before closing time.",
      ],
      [
        { ...GENERAL, ...hours({ closes2: "25:00" }) },
        "closes2",
        "Please enter the time you close on Tuesday like 20:00.",
      ],
      [
        { ...GENERAL, ...hours(), releaseQuotesAfterDays: "0" },
        "releaseQuotesAfterDays",
        "Days to pay a deposit must be at least 1.",
      ],
      [
        { ...GENERAL, ...hours(), releaseRequestsAfterDays: "soon" },
        "releaseRequestsAfterDays",
        "Days to answer a request must be a whole number.",
      ],
      [
        { ...GENERAL, ...hours(), closedWeekdays: ["1", "9"] },
        "closedWeekdays",
        "Please choose closed days from the week's list.",
      ],
      [{ intent: "shop", phone: "12345" }, "phone", "Phone: please enter 10 to 15 digits, like +91 98450 12399."],
      [
        { intent: "shop", whatsapp: "+91 98450" },
        "whatsapp",
        "WhatsApp number: please enter 10 to 15 digits, like +91 98450 12399.",
      ],
      [
        { intent: "shop", pickupAddress: "x".repeat(301) },
        "pickupAddress",
        "Pickup address must be at most 300 characters.",
      ],
    ] as const) {
      const refused = await post(fields);
      expect(refused.status, field).toBe(400);
      expect((refused.data as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect((await setup()).settings).toEqual(before);
  });

  it("saves settings that leave no day to order, but says so on the screen, in the message and on the order form", async () => {
    const { cookie, post, setup } = await owner();
    expect((await orderFormView()).calendar.takingOrders).toBe(true);

    const closed = await post({ ...GENERAL, ...hours(), closedWeekdays: ["0", "1", "2", "3", "4", "5", "6"] });
    expect(closed.status).toBe(303);
    expect((await nextFlash(cookie, closed.headers))?.message).toMatch(
      /^Order settings saved\. No day can be ordered: .* Every weekday is closed: open at least one\.$/,
    );
    expect((await setup()).noOrderableDay).toMatch(/Every weekday is closed/);
    expect((await orderFormView()).calendar.takingOrders).toBe(false);

    const none = await post({ ...GENERAL, ...hours(), dayCapacity: "0" });
    expect(none.status).toBe(303);
    expect((await setup()).noOrderableDay).toMatch(/Orders per day is 0: set it to at least 1\./);
    expect((await orderFormView()).calendar.takingOrders).toBe(false);

    // One day of its own with room is enough to take orders again.
    await post({ intent: "override", day: dayFromToday(10), capacity: "2" });
    expect((await setup()).noOrderableDay).toBeNull();
    expect((await orderFormView()).calendar.takingOrders).toBe(true);
  });

  it("warns when holidays cover the whole booking window", async () => {
    const { cookie, post, setup } = await owner();
    await post({ ...GENERAL, leadDays: "0", bookingWindowDays: "2" });
    for (const days of [0, 1]) await post({ intent: "holiday", day: dayFromToday(days), note: "Diwali" });
    expect((await setup()).noOrderableDay).toBeNull();
    const last = await post({ intent: "holiday", day: dayFromToday(2), note: "Diwali" });
    expect((await nextFlash(cookie, last.headers))?.message).toMatch(/^Holiday added\. No day can be ordered/);
    expect((await setup()).noOrderableDay).toMatch(/Every day up to 2 days ahead is closed/);
  });
});

describe("a pickup time outside the day's hours", () => {
  it("is refused on the pickup time with the day's hours, by the form's model, POST /api/orders and the owner's change", async () => {
    const day = dayFromToday(10);
    const prisma = await db();
    const week = Array.from({ length: 7 }, () => "09:00-20:00");
    week[weekdayOf(day)] = "10:00-16:00";
    await prisma.orderSettings.update({ where: { id: 1 }, data: { openingHours: week } });

    const refused = await placeOrder(orderRequest(day, { pickupTime: "03:00" }), { emailOrigin: BASE }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).status).toBe(400);
    expect((refused as DomainError).fields).toEqual({
      pickupTime: expect.stringMatching(/^We are open from 10:00 to 16:00 on \w+days: please choose a pickup time/),
    });

    const api = await call("POST", "/api/orders", { json: orderRequest(day, { pickupTime: "17:30" }) });
    expect(api.status).toBe(400);
    expect(JSON.stringify(await api.json())).toContain("We are open from 10:00 to 16:00");
    expect(await prisma.order.count()).toBe(0);

    const taken = await placeOrder(orderRequest(day, { pickupTime: "16:00" }), { emailOrigin: BASE });
    expect(taken.order.pickupTime).toBe("16:00");

    // The owner's change of the time is held to the same hours.
    const moved = await changeOrderDetails(
      taken.order.id,
      { version: 1, pickupTime: "03:00" },
      { emailOrigin: null },
    ).catch((error: unknown) => error);
    expect((moved as DomainError).fields).toEqual({
      pickupTime: expect.stringMatching(/^We are open from 10:00 to 16:00/),
    });
    expect((await getOrder(taken.order.id))!.pickupTime).toBe("16:00");
  });
});

describe("releasing days nobody acts on", () => {
  const DAY = 86_400_000;

  async function limits(requests: number | null, quotes: number | null) {
    await (
      await db()
    ).orderSettings.update({
      where: { id: 1 },
      data: { releaseRequestsAfterDays: requests, releaseQuotesAfterDays: quotes },
    });
  }

  it("does nothing until the owner sets a limit", async () => {
    const old = await insertOrder("requested");
    await (await db()).order.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 30 * DAY) } });
    expect(await releaseStaleOrders()).toBe(0);
    expect((await getOrder(old.id))!.status).toBe("requested");
  });

  it("cancels a request unanswered past the limit and a quote unpaid past it, e-mailing the customer and the owner", async () => {
    const prisma = await db();
    await limits(3, 2);
    const stale = await insertOrder("requested");
    const fresh = await insertOrder("requested");
    await prisma.order.update({ where: { id: stale.id }, data: { createdAt: new Date(Date.now() - 4 * DAY) } });
    await prisma.order.update({ where: { id: fresh.id }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });
    const quoted = await insertOrder("requested");
    await ownerMoves(quoted.id, ["quoted"]);
    const confirmed = await insertOrder("requested");
    await ownerMoves(confirmed.id, ["quoted", "confirmed"]);
    // Both quotes were sent three days ago; the confirmed one was paid.
    await prisma.orderEvent.updateMany({
      where: { orderId: { in: [quoted.id, confirmed.id] } },
      data: { at: new Date(Date.now() - 3 * DAY) },
    });
    await prisma.order.updateMany({
      where: { id: { in: [quoted.id, confirmed.id] } },
      data: { createdAt: new Date(Date.now() - 3 * DAY) },
    });

    expect(await releaseStaleOrders()).toBe(2);
    expect(await releaseStaleOrders()).toBe(0);

    const released = (await getOrder(stale.id))!;
    expect(released.status).toBe("cancelled");
    expect(released.history.at(-1)).toMatchObject({ to: "cancelled", by: "owner" });
    expect(released.history.at(-1)!.note).toMatch(/could not answer your request within 3 days/);
    expect((await getOrder(quoted.id))!.history.at(-1)!.note).toMatch(/did not receive the deposit within 2 days/);
    expect((await getOrder(fresh.id))!.status).toBe("requested");
    expect((await getOrder(confirmed.id))!.status).toBe("confirmed");

    const emails = await prisma.outboxEmail.findMany({
      where: { OR: [{ kind: "order-owner-notice" }, { kind: "order-status", subject: { contains: "cancelled" } }] },
      select: { kind: true, to: true, subject: true, text: true },
      orderBy: { subject: "asc" },
    });
    const owner = emails.filter((e) => e.kind === "order-owner-notice");
    const customer = emails.filter((e) => e.kind === "order-status");
    expect(owner.map((e) => e.to)).toEqual(["owner@slicebakery.example", "owner@slicebakery.example"]);
    expect(owner.every((e) => e.subject.startsWith("Released: SB-"))).toBe(true);
    expect(owner.map((e) => e.text).join("\n")).toMatch(/because the request was not answered within 3 days/);
    expect(owner.map((e) => e.text).join("\n")).toMatch(/because the deposit was not paid within 2 days of the quote/);
    expect(customer).toHaveLength(2);
    expect(customer.every((e) => e.to === "ravi@example.com" && /freed the day/.test(e.text))).toBe(true);
  });

  it("leaves a quote sent again within the limit", async () => {
    const prisma = await db();
    await limits(null, 2);
    const quoted = await insertOrder("requested");
    await ownerMoves(quoted.id, ["quoted"]);
    await prisma.orderEvent.updateMany({ where: { orderId: quoted.id }, data: { at: new Date(Date.now() - 5 * DAY) } });
    await prisma.orderEvent.create({ data: { orderId: quoted.id, from: "quoted", to: "quoted", by: "owner" } });
    expect(await releaseStaleOrders()).toBe(0);
    expect((await getOrder(quoted.id))!.status).toBe("quoted");
  });
});
