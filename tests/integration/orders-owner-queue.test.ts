// What the owner is told and what the owner's order screens open on, on a real database (PGlite, and PostgreSQL
// when DATABASE_URL is set): the owner's e-mail for each new request and each customer's cancel (and none, with
// nothing refused, without OWNER_EMAIL); the dashboard's orders panel on the bakery's days; the orders list and
// GET /api/orders opening on what needs action, in its order, with the history behind `show`, the money of every
// matching order, and the search by e-mail address and phone digits.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "owner-queue-token-0123456789abcdef";
  process.env.OWNER_EMAIL = "owner@slicebakery.example";
  process.env.RATE_LIMIT_PUBLIC = "50";
});

import { loader as dashboardLoader } from "#app/routes/admin/dashboard";
import { loader as ordersLoader } from "#app/routes/admin/orders";
import { action as statusAction } from "#app/routes/public/order-status";
import { ORDER_LIST } from "#app/lib/admin-lists";
import { parseListQuery } from "#app/lib/list-query";
import { bakeryToday, type OrderStatus } from "#app/lib/orders";
import { orderAgenda } from "#app/server/models/orders/agenda.server";
import { listOrdersPage } from "#app/server/models/orders/owner.server";
import { rereadEnv } from "#app/server/platform/env.server";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { authorization, call } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call as callRoute } from "#tests/helpers/forms";
import { dayFromToday, insertOrder, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { BASE, get, postForm } from "#tests/helpers/requests";

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog({ dayCapacity: 5 });
});

afterEach(() => {
  process.env.OWNER_EMAIL = "owner@slicebakery.example";
  rereadEnv();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An order written in `status` for `date`, with the given columns (an arrival time, a pickup time, money). */
async function order(status: OrderStatus, date: string, data: Record<string, unknown> = {}) {
  const { id, statusToken } = await insertOrder(status, date);
  const row = await (await db()).order.update({ where: { id }, data, select: { id: true, reference: true } });
  return { ...row, statusToken };
}

async function ownerMail() {
  return (await db()).outboxEmail.findMany({ where: { kind: "order-owner-notice" }, orderBy: { createdAt: "asc" } });
}

async function placeThroughApi(overrides: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/orders", { json: orderRequest(dayFromToday(10), overrides) });
  expect(res.status).toBe(201);
  const { reference, statusUrl } = (await res.json()) as { reference: string; statusUrl: string };
  const row = await (await db()).order.findUniqueOrThrow({ where: { reference }, select: { id: true } });
  return { id: row.id, reference, token: statusUrl.slice(statusUrl.lastIndexOf("/") + 1) };
}

describe("the owner's e-mail", () => {
  it("goes to OWNER_EMAIL for every new request and every customer's cancel, linking to the order", async () => {
    const first = await placeThroughApi();
    const second = await placeThroughApi({ name: "Ravi Menon", email: "ravi@example.com", phone: "98860 11122" });
    let mail = await ownerMail();
    expect(mail.map((m) => [m.to, m.subject.includes(m === mail[0] ? first.reference : second.reference)])).toEqual([
      ["owner@slicebakery.example", true],
      ["owner@slicebakery.example", true],
    ]);
    expect(mail[0]!.subject).toMatch(/^New cake request /);
    expect(mail[0]!.text).toContain(`${BASE}${PREFIX}/orders/${first.id}`);
    expect(mail[0]!.html).toContain(`href="${BASE}${PREFIX}/orders/${first.id}"`);
    // The customer's contact data stays behind the sign-in.
    expect(mail[1]!.text).not.toMatch(/Ravi|ravi@example\.com|98860\D?11122/);

    const cancelled = await callRoute(statusAction, postForm(`/orders/${first.token}`, { version: "1" }), undefined, {
      token: first.token,
    });
    expect((cancelled as Response).status).toBe(302);
    mail = await ownerMail();
    expect(mail).toHaveLength(3);
    expect(mail[2]!.subject).toBe(
      `Cancelled by the customer: ${first.reference} for ${mail[2]!.subject.split(" for ")[1]}`,
    );
    expect(mail[2]!.text).toContain(`${PREFIX}/orders/${first.id}`);

    // The owner's own decline or cancel is not news to the owner.
    await ownerMoves(second.id, ["cancelled"]);
    expect(await ownerMail()).toHaveLength(3);
  });

  it("without OWNER_EMAIL: orders are taken and cancelled as before, no owner e-mail, and the screens say so", async () => {
    delete process.env.OWNER_EMAIL;
    rereadEnv();
    const placed = await placeThroughApi();
    await callRoute(statusAction, postForm(`/orders/${placed.token}`, { version: "1" }), undefined, {
      token: placed.token,
    });
    expect(await ownerMail()).toEqual([]);
    // The customer still gets each e-mail.
    expect(await (await db()).outboxEmail.count({ where: { kind: "order-status" } })).toBe(2);
    const { cookie } = await signIn();
    const dashboard = await run(dashboardLoader, get(PREFIX, { cookie }));
    expect((dashboard.data as { ownerNotified: boolean }).ownerNotified).toBe(false);
    const list = await run(ordersLoader, get(`${PREFIX}/orders`, { cookie }));
    expect((list.data as { notified: boolean }).notified).toBe(false);

    process.env.OWNER_EMAIL = "owner@slicebakery.example";
    rereadEnv();
    expect(
      ((await run(ordersLoader, get(`${PREFIX}/orders`, { cookie }))).data as { notified: boolean }).notified,
    ).toBe(true);
  });
});

describe("the dashboard's orders panel", () => {
  it("lists requests to quote oldest first, deposits awaited, and today's and tomorrow's cakes, each by its id", async () => {
    const today = dayFromToday(0);
    const newer = await order("requested", dayFromToday(4), { createdAt: minutesAgo(10) });
    const older = await order("requested", dayFromToday(9), { createdAt: minutesAgo(300) });
    await order("requested", dayFromToday(-1)); // its day has passed: nothing to quote
    const laterQuote = await order("quoted", dayFromToday(12));
    const soonQuote = await order("quoted", dayFromToday(3));
    const evening = await order("ready", today, { pickupTime: "18:00" });
    const morning = await order("confirmed", today, { pickupTime: "09:30" });
    await order("completed", today);
    await order("cancelled", dayFromToday(1));
    const tomorrow = await order("in_production", dayFromToday(1));
    await order("confirmed", dayFromToday(2));

    const { cookie } = await signIn();
    const { agenda } = (await run(dashboardLoader, get(PREFIX, { cookie }))).data as {
      agenda: Awaited<ReturnType<typeof orderAgenda>>;
    };
    const ids = (list: { items: { id: string }[] }) => list.items.map((i) => i.id);
    expect(ids(agenda.requests)).toEqual([older.id, newer.id]);
    expect(ids(agenda.awaitingDeposit)).toEqual([soonQuote.id, laterQuote.id]);
    expect(ids(agenda.todayCakes)).toEqual([morning.id, evening.id]);
    expect(ids(agenda.tomorrowCakes)).toEqual([tomorrow.id]);
    expect(agenda.requests.total).toBe(2);
    expect(agenda.today).toBe(today);
  });

  it("takes today and tomorrow as the bakery's days: 01:30 in India is already the next day", async () => {
    // 20:00 UTC on 10 March is 01:30 on 11 March in India.
    const now = new Date("2030-03-10T20:00:00Z");
    expect(bakeryToday(now)).toBe("2030-03-11");
    const utcDay = await order("confirmed", "2030-03-10");
    const indiaDay = await order("confirmed", "2030-03-11");
    const next = await order("ready", "2030-03-12");
    const agenda = await orderAgenda(now);
    expect(agenda.todayCakes.items.map((i) => i.id)).toEqual([indiaDay.id]);
    expect(agenda.tomorrowCakes.items.map((i) => i.id)).toEqual([next.id]);
    expect([...agenda.todayCakes.items, ...agenda.tomorrowCakes.items].map((i) => i.id)).not.toContain(utcDay.id);
  });
});

type ListData = {
  rows: { id: string }[];
  info: { total: number };
  totals: { valuePaise: number; depositsReceivedPaise: number; balanceDuePaise: number };
};

describe("the orders list and GET /api/orders", () => {
  /** One order in each place of the list, with money that makes the totals tell each rule apart. */
  async function everyKind() {
    const soon = dayFromToday(2);
    const o = {
      requestOld: await order("requested", dayFromToday(20), { createdAt: minutesAgo(600), estimatePaise: 100_000 }),
      requestNew: await order("requested", dayFromToday(3), { createdAt: minutesAgo(5), estimatePaise: 200_000 }),
      quoteLater: await order("quoted", dayFromToday(15)),
      quoteSoon: await order("quoted", soon),
      upcomingLate: await order("confirmed", dayFromToday(6), { depositReceivedAt: new Date() }),
      upcomingEvening: await order("ready", soon, { pickupTime: "18:00", depositReceivedAt: new Date() }),
      upcomingMorning: await order("in_production", soon, { pickupTime: "10:00", depositReceivedAt: new Date() }),
      completed: await order("completed", dayFromToday(-3), {
        depositReceivedAt: new Date(),
        email: "meera.iyer@example.com",
        phone: "+91 90000 00001",
      }),
      pastConfirmed: await order("confirmed", dayFromToday(-1), { depositReceivedAt: new Date() }),
      declined: await order("declined", dayFromToday(8)),
      cancelled: await order("cancelled", dayFromToday(30)),
    };
    return o;
  }

  it("opens on what needs action in its order; the history behind show; totals of every matching order", async () => {
    const o = await everyKind();
    const { cookie } = await signIn();
    const list = async (search = "") =>
      (await run(ordersLoader, get(`${PREFIX}/orders${search}`, { cookie }))).data as ListData;
    const ids = (data: ListData) => data.rows.map((r) => r.id);

    const open = await list();
    expect(ids(open)).toEqual([
      o.requestOld.id,
      o.requestNew.id,
      o.quoteSoon.id,
      o.quoteLater.id,
      o.upcomingMorning.id,
      o.upcomingEvening.id,
      o.upcomingLate.id,
    ]);
    // Value: requests' estimates (1,000 + 2,000) and five quotes of 1,500; deposits received: three of 500.
    expect(open.totals).toEqual({
      valuePaise: 300_000 + 5 * 150_000,
      depositsReceivedPaise: 3 * 50_000,
      balanceDuePaise: 300_000 + 5 * 150_000 - 3 * 50_000,
    });

    const history = await list("?show=history");
    // Latest day first; declined and cancelled are worth nothing, a completed cake owes nothing.
    expect(ids(history)).toEqual([o.cancelled.id, o.declined.id, o.pastConfirmed.id, o.completed.id]);
    expect(history.totals).toEqual({
      valuePaise: 2 * 150_000,
      depositsReceivedPaise: 2 * 50_000,
      balanceDuePaise: 100_000,
    });
    const all = await list("?show=all");
    expect(ids(all)).toEqual([...ids(open), ...ids(history)]);

    // A search looks through every order: by e-mail and by the phone's digits, however written.
    expect(ids(await list("?q=MEERA.IYER@"))).toEqual([o.completed.id]);
    expect(ids(await list(`?q=${encodeURIComponent("090000 00001")}`))).toEqual([o.completed.id]);
    expect(ids(await list("?q=meera&show=open"))).toEqual([]);
    expect((await list("?status=declined")).info.total).toBe(1);
    // The other sorts stay, over the same scope: by day needed, the three orders of the soonest day first.
    const byDate = ids(await list("?sort=date"));
    expect(byDate).toHaveLength(7);
    expect(new Set(byDate.slice(0, 3))).toEqual(new Set([o.quoteSoon.id, o.upcomingMorning.id, o.upcomingEvening.id]));
    expect(byDate[3]).toBe(o.requestNew.id);
  });

  it("pages across the groups: each page continues where the last one stopped", async () => {
    const o = await everyKind();
    const query = (page: number) => ({
      ...parseListQuery(new URLSearchParams(`show=all&page=${page}`), ORDER_LIST),
      day: null,
    });
    const pages = await Promise.all([1, 2, 3, 4].map((p) => listOrdersPage(query(p), 3)));
    expect(pages[0]!.info).toMatchObject({ total: 11, pages: 4 });
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual([
      o.requestOld.id,
      o.requestNew.id,
      o.quoteSoon.id,
      o.quoteLater.id,
      o.upcomingMorning.id,
      o.upcomingEvening.id,
      o.upcomingLate.id,
      o.cancelled.id,
      o.declined.id,
      o.pastConfirmed.id,
      o.completed.id,
    ]);
    // The totals are the whole list's, whatever the page.
    expect(pages[3]!.totals).toEqual(pages[0]!.totals);
  });

  it("GET /api/orders answers the same order and totals, documents show and refuses a value it does not take", async () => {
    const o = await everyKind();
    const res = await call("GET", "/api/orders", { headers: authorization() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { orders: { id: string }[]; total: number; totals: ListData["totals"] };
    expect(body.orders.map((x) => x.id).slice(0, 4)).toEqual([
      o.requestOld.id,
      o.requestNew.id,
      o.quoteSoon.id,
      o.quoteLater.id,
    ]);
    expect(body.total).toBe(7);
    expect(body.totals.depositsReceivedPaise).toBe(150_000);
    const history = (await (await call("GET", "/api/orders?show=history", { headers: authorization() })).json()) as {
      orders: { id: string }[];
    };
    expect(history.orders.map((x) => x.id)).toEqual([
      o.cancelled.id,
      o.declined.id,
      o.pastConfirmed.id,
      o.completed.id,
    ]);
    const searched = (await (
      await call("GET", `/api/orders?q=${encodeURIComponent("meera.iyer@example.com")}`, { headers: authorization() })
    ).json()) as { orders: { id: string }[] };
    expect(searched.orders.map((x) => x.id)).toEqual([o.completed.id]);
    const refused = await call("GET", "/api/orders?show=later", { headers: authorization() });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/show/);
  });
});

describe("the indexes the new queries use", () => {
  it("has an index on the requests' arrival and a trigram index on the e-mail address", async () => {
    const rows = await (
      await db()
    ).$queryRaw<{ indexname: string }[]>`SELECT indexname FROM pg_indexes WHERE tablename = 'Order' ORDER BY 1`;
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(["Order_status_createdAt_idx", "Order_email_trgm_idx"]),
    );
  });
});
