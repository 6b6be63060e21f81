// Dates at every door on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the booking window
// (the owner's setting, 120 days until set) for the order form, POST /api/orders and the owner's holidays and
// day capacities; and a day PostgreSQL cannot store (year 0000) or that is no day at all, a 400 with a clear
// message wherever a date is read: orders, the owner's list and GET /api/orders filters, the production list,
// holidays, day capacities and /api/insights. Never a 500, never a stored order.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "order-dates-token-0123456789abcdef";
  process.env.RATE_LIMIT_PUBLIC = "100";
});
import { beforeEach, describe, expect, it } from "vitest";
import { action as orderPage, loader as orderPageLoader } from "#app/routes/public/order-a-cake";
import { loader as ordersLoader } from "#app/routes/admin/orders";
import { loader as productionLoader } from "#app/routes/admin/order-production";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/order-settings";
import { getOrderSettings } from "#app/server/models/orders/settings.server";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { authorization, call as callApi } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, type DataResult } from "#tests/helpers/forms";
import { dayFromToday, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";
import { get, postForm } from "#tests/helpers/requests";

let n = 0;
const freshIp = () => `198.51.100.${++n}`;

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});

const FAR = ["9999-12-31", "2099-01-01", dayFromToday(121)];
const NOT_STORABLE = ["0000-01-01", "0000-12-31"];
const windowMessage = (days: number) =>
  new RegExp(`^We take orders up to ${days} days ahead: please choose a day up to `);

describe("the booking window", () => {
  it("POST /api/orders: a day past the window is a 400 on the date; its last day is taken", async () => {
    for (const date of FAR) {
      const res = await callApi("POST", "/api/orders", { json: orderRequest(date) });
      expect(res.status, date).toBe(400);
      const body = (await res.json()) as { message: string; errors: string[] };
      expect(body.message).toMatch(windowMessage(120));
    }
    expect(await (await db()).order.count()).toBe(0);
    expect((await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(120)) })).status).toBe(201);
  });

  it("POST /api/orders: a day of the year 0000 or no day at all is a 400 on the date; a long-past day a 409 with free days", async () => {
    for (const date of [...NOT_STORABLE, "2026-02-30", "+010000-01-01"]) {
      const res = await callApi("POST", "/api/orders", { json: orderRequest(date) });
      expect(res.status, date).toBe(400);
      expect(await res.json()).toMatchObject({ message: "Please choose the date you need the cake (YYYY-MM-DD)." });
    }
    const past = await callApi("POST", "/api/orders", { json: orderRequest("0001-01-01") });
    expect(past.status).toBe(409);
    expect(await past.json()).toMatchObject({ nextFreeDays: [dayFromToday(2), dayFromToday(3), dayFromToday(4)] });
    expect(await (await db()).order.count()).toBe(0);
  });

  it("the order form: the same refusals on the page, with the values kept", async () => {
    for (const date of [...FAR, ...NOT_STORABLE]) {
      const res = (await call(
        orderPage,
        postForm("/order-a-cake", { ...(orderRequest(date) as Record<string, string>), eggless: "" }),
        freshIp(),
      )) as DataResult<{ message: string; fields: Record<string, string>; values: Record<string, string> }>;
      expect(res.init?.status, date).toBe(400);
      expect(res.data.fields.date).toMatch(NOT_STORABLE.includes(date) ? /YYYY-MM-DD/ : windowMessage(120));
      expect(res.data.values.date).toBe(date);
    }
    expect(await (await db()).order.count()).toBe(0);
  });

  it("is the owner's setting: the form's calendar ends there, and the form and /api follow it", async () => {
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/settings`;
    const form = await call(orderPageLoader, get("/order-a-cake"));
    expect((form as { calendar: { latest: string } }).calendar.latest).toBe(dayFromToday(120));

    const settings = {
      csrf,
      intent: "settings",
      dayCapacity: "3",
      leadDays: "2",
      egglessExtra: "0",
      photoRetentionDays: "90",
    };
    const saved = await run(settingsAction, postForm(url, { ...settings, bookingWindowDays: "10" }, { cookie }));
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    expect((await getOrderSettings()).bookingWindowDays).toBe(10);
    const shown = (await run(settingsLoader, get(url, { cookie }))).data as { settings: { bookingWindowDays: number } };
    expect(shown.settings.bookingWindowDays).toBe(10);

    const after = (await call(orderPageLoader, get("/order-a-cake"))) as { calendar: { latest: string } };
    expect(after.calendar.latest).toBe(dayFromToday(10));
    const refused = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(11)) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(windowMessage(10)) });
    expect((await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) })).status).toBe(201);

    for (const [value, message] of [
      ["0", /at least 1/],
      ["731", /at most 730/],
      ["2", /longer than the lead time/],
      ["", /whole number|at least 1/],
    ] as const) {
      const bad = await run(settingsAction, postForm(url, { ...settings, bookingWindowDays: value }, { cookie }));
      expect(bad.status, value).toBe(400);
      expect(bad.data, value).toMatchObject({ fields: { bookingWindowDays: expect.stringMatching(message) } });
    }
    expect((await getOrderSettings()).bookingWindowDays).toBe(10);
  });

  it("holidays and day capacities take a day from today to the window's end; others are a 400 on the day", async () => {
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/settings`;
    const post = (fields: Record<string, string>) =>
      run(settingsAction, postForm(url, { csrf, ...fields }, { cookie }));
    for (const intent of ["holiday", "override"]) {
      for (const day of [dayFromToday(-1), dayFromToday(121), "9999-12-31", "0000-01-01", "2026-02-30"]) {
        const res = await post({ intent, day, capacity: "2", note: "" });
        expect(res.status, `${intent} ${day}`).toBe(400);
        expect((res.data as { fields: Record<string, string> }).fields.day).toMatch(
          /^(We take orders up to 120 days ahead|Please choose a day from today|Please choose a day \(YYYY)/,
        );
      }
      expect((await post({ intent, day: dayFromToday(120), capacity: "2", note: "" })).status).toBe(303);
    }
    for (const kind of ["holiday", "override"]) {
      const removed = await post({ intent: "remove", kind, key: "0000-01-01" });
      expect(removed.status, kind).toBe(400);
      expect(removed.data).toMatchObject({ error: "Please choose a day (YYYY-MM-DD)." });
    }
    const prisma = await db();
    expect(await prisma.orderClosedDay.count()).toBe(1);
    expect(await prisma.orderDayOverride.count()).toBe(1);
  });
});

describe("a date PostgreSQL cannot store, or no date, where the owner reads one", () => {
  it("GET /api/orders?day= is a 400 naming the parameter", async () => {
    for (const day of ["0000-01-01", "2026-02-30", "junk", "10000-01-01"]) {
      const res = await callApi("GET", `/api/orders?day=${day}`, { headers: authorization() });
      expect(res.status, day).toBe(400);
      expect(await res.json()).toMatchObject({
        message: "day must be a real day written YYYY-MM-DD, from the year 0001 to 9999.",
      });
    }
    const ok = await callApi("GET", `/api/orders?day=0001-01-01`, { headers: authorization() });
    expect(ok.status).toBe(200);
  });

  it("the owner's list and the production list say so on the page, with a 400", async () => {
    const { cookie } = await signIn();
    for (const day of ["0000-01-01", "junk"]) {
      const list = await run(ordersLoader, get(`${PREFIX}/orders?day=${day}`, { cookie }));
      expect(list.status, day).toBe(400);
      expect(list.data).toMatchObject({
        rows: [],
        dayError: "The day must be a real day written YYYY-MM-DD, from the year 0001 to 9999.",
      });
      const production = await run(productionLoader, get(`${PREFIX}/orders/production?day=${day}`, { cookie }));
      expect(production.status, day).toBe(400);
      expect(production.data).toMatchObject({ dayError: expect.stringMatching(/^The day must be a real day/) });
    }
    expect((await run(ordersLoader, get(`${PREFIX}/orders?day=9999-12-31`, { cookie }))).status).toBe(200);
    expect((await run(productionLoader, get(`${PREFIX}/orders/production?day=0001-01-01`, { cookie }))).status).toBe(
      200,
    );
  });

  it("GET /api/insights?from=&to= of the year 0000 is a 400", async () => {
    for (const query of ["from=0000-01-01", "to=0000-12-31", "from=0000-01-01&to=0000-01-02"]) {
      const res = await callApi("GET", `/api/insights?${query}`, { headers: authorization() });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({
        message: expect.stringMatching(/must be a real day written YYYY-MM-DD/),
      });
    }
  });
});
