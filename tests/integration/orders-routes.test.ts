// Custom cake orders through their routes, with real Requests: POST /api/orders (every answer checked against the
// OpenAPI document by the api helper), the /order-a-cake page action with photos (multipart, re-encoded, limited),
// the private status page (the UPI deposit link and QR code of a quoted order, the cancel) and the rate limit.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "30";
});
import { beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { ORDER_TEXT } from "#app/lib/validation/order";
import { action as orderPage, loader as orderPageLoader } from "#app/routes/public/order-a-cake";
import {
  action as statusAction,
  headers as statusHeaders,
  loader as statusLoader,
} from "#app/routes/public/order-status";
import { action as orderApi } from "#app/routes/api/orders";
import { orderFormView } from "#app/server/models/orders/form-view.server";
import { addHoliday, setDayCapacity } from "#app/server/models/orders/setup.server";
import { secretHash } from "#app/server/auth/password.server";
import { call as callApi } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { caught } from "#tests/helpers/domain";
import { call, isDataResult, type DataResult } from "#tests/helpers/forms";
import { dayFromToday, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { get, postForm, postMultipart, sendJson } from "#tests/helpers/requests";
import { png, storedKeys } from "#tests/helpers/uploads";

let n = 0;
const freshIp = () => `198.51.100.${++n}`;

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});

const tokenOf = (location: string) => /\/orders\/([A-Za-z0-9_-]{43})/.exec(location)![1]!;

describe("POST /api/orders", () => {
  it("201 with the reference and the private status link, which opens the order's page", async () => {
    const res = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string; statusUrl: string };
    expect(body.reference).toMatch(/^SB-\d{2}-0001$/);
    expect(body.statusUrl).toMatch(/^http:\/\/localhost:3000\/orders\/[A-Za-z0-9_-]{43}$/);
    const page = (await call(statusLoader, get(new URL(body.statusUrl).pathname), undefined, {
      token: tokenOf(body.statusUrl),
    })) as { order: { reference: string; status: string } };
    expect(page.order).toMatchObject({ reference: body.reference, status: "requested" });
    expect(await (await db()).outboxEmail.count({ where: { kind: "order-status" } })).toBe(1);
  });

  it("400 with each field's message; 409 with the next free days; nothing stored", async () => {
    const bad = await callApi("POST", "/api/orders", { json: { ...orderRequest("tomorrow"), email: "x", phone: "1" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "Please choose the date you need the cake (YYYY-MM-DD).",
      errors: [
        "Please choose the date you need the cake (YYYY-MM-DD).",
        "Please enter a phone number of 10 to 15 digits.",
        "Please enter a valid email address.",
      ],
    });
    const soon = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(0)) });
    expect(soon.status).toBe(409);
    expect(await soon.json()).toMatchObject({ nextFreeDays: [dayFromToday(2), dayFromToday(3), dayFromToday(4)] });
    expect(await (await db()).order.count()).toBe(0);
  });

  it("takes JSON's types as the document says: a boolean for eggless, never text", async () => {
    for (const eggless of ["true", "on", 1, null]) {
      const refused = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10), { eggless }) });
      expect(refused.status, JSON.stringify(eggless)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: ORDER_TEXT.egglessInvalid });
    }
    expect(await (await db()).order.count()).toBe(0);
    const placed = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10), { eggless: true }) });
    expect(placed.status).toBe(201);
    expect(await (await db()).order.findFirst({ select: { eggless: true } })).toEqual({ eggless: true });
  });

  it("refuses a body that is not JSON (415) or not readable (400); a filled honeypot looks placed and stores nothing", async () => {
    expect(
      (await callApi("POST", "/api/orders", { body: "a=1", headers: { "content-type": "text/plain" } })).status,
    ).toBe(415);
    expect((await callApi("POST", "/api/orders", { json: "{not json" })).status).toBe(400);
    const trapped = await callApi("POST", "/api/orders", {
      json: { ...orderRequest(dayFromToday(10)), [HONEYPOT_FIELD]: "bot" },
    });
    expect(trapped.status).toBe(201);
    expect(await (await db()).order.count()).toBe(0);
  });

  it("answers 429 once an address has sent RATE_LIMIT_PUBLIC requests in a minute", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(((await call(orderApi, sendJson("/api/orders", {}), ip)) as Response).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the /order-a-cake page", () => {
  it("offers the sizes, flavours and areas, and the days it cannot take", async () => {
    const prisma = await db();
    await prisma.orderClosedDay.create({ data: { day: new Date(`${dayFromToday(5)}T00:00:00Z`) } });
    const data = (await call(orderPageLoader, get("/order-a-cake"))) as Awaited<ReturnType<typeof orderPageLoader>>;
    expect(data.catalog.sizes.map((s) => s.label)).toEqual(["0.5 kg", "1 kg", "2 kg"]);
    expect(data.calendar.earliest).toBe(dayFromToday(2));
    expect(data.calendar.unavailable).toEqual([dayFromToday(5)]);
  });

  it("keeps its view for a second, dropped at once by an order, a status change or a setting made here", async () => {
    const prisma = await db();
    const unavailable = async () =>
      ((await call(orderPageLoader, get("/order-a-cake"))) as Awaited<ReturnType<typeof orderPageLoader>>).calendar
        .unavailable;
    const day = (days: number) => new Date(`${dayFromToday(days)}T00:00:00Z`);
    const t0 = new Date();
    const viewAt = async (ms: number) => (await orderFormView(new Date(t0.getTime() + ms))).calendar.unavailable;
    expect(await viewAt(0)).toEqual([]);

    // A holiday written past the model, as another process would: this process keeps its view for the second...
    await prisma.orderClosedDay.create({ data: { day: day(5) } });
    expect(await viewAt(999)).toEqual([]);
    // ...and reads again after it.
    expect(await viewAt(1_000)).toEqual([dayFromToday(5)]);

    // Every later look is at one instant, so a view that a write failed to drop would still be the one kept.
    const later = 5_000;
    // A day with room for one, then filled through the API: full at once; declined: free again at once.
    await setDayCapacity({ day: dayFromToday(9), capacity: 1 });
    expect(await viewAt(later)).toEqual([dayFromToday(5)]);
    expect((await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(9)) })).status).toBe(201);
    expect(await viewAt(later)).toEqual([dayFromToday(5), dayFromToday(9)]);
    const { id } = await prisma.order.findFirstOrThrow({ select: { id: true } });
    await ownerMoves(id, ["declined"]);
    expect(await viewAt(later)).toEqual([dayFromToday(5)]);

    // The owner's holiday through the settings: at once; and the page shows what the view holds.
    await addHoliday({ day: dayFromToday(7), note: "" });
    expect(await viewAt(later)).toEqual([dayFromToday(5), dayFromToday(7)]);
    expect(await unavailable()).toEqual([dayFromToday(5), dayFromToday(7)]);
  });

  it("places an order with two photos, re-encoded and stored, and goes to its private page", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(orderRequest(dayFromToday(10), { eggless: "on" }))) form.append(k, String(v));
    form.append("photos", await png("#c0395b"));
    form.append("photos", await png("#7a4419", 800, 600, "second.png"));
    const res = (await call(orderPage, postMultipart("/order-a-cake", form), freshIp())) as Response;
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}\?placed=1$/);
    const order = await (await db()).order.findFirstOrThrow();
    // Only the token's hash is stored: the link opens the order, the stored value does not.
    expect(order.statusTokenHash).toBe(secretHash(tokenOf(location)));
    expect(JSON.stringify(order)).not.toContain(tokenOf(location));
    expect(order.eggless).toBe(true);
    const photos = order.photos as { url: string }[];
    expect(photos).toHaveLength(2);
    expect(photos.every((p) => /^\/uploads\/orders\/[a-f0-9]+-\d+\.webp$/.test(p.url))).toBe(true);
    expect((await storedKeys()).filter((k) => k.startsWith("orders/")).length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a fourth photo and a file that is not an image, storing nothing", async () => {
    const before = await storedKeys();
    const form = new FormData();
    for (const [k, v] of Object.entries(orderRequest(dayFromToday(10)))) form.append(k, String(v));
    for (let i = 0; i < 4; i++) form.append("photos", await png());
    const tooMany = await call(orderPage, postMultipart("/order-a-cake", form), freshIp());
    expect(isDataResult(tooMany)).toBe(true);
    expect((tooMany as DataResult).init?.status).toBeGreaterThanOrEqual(400);

    const fake = new FormData();
    for (const [k, v] of Object.entries(orderRequest(dayFromToday(10)))) fake.append(k, String(v));
    fake.append("photos", new File(["<svg onload=alert(1)>"], "cake.png", { type: "image/png" }));
    const refused = (await call(orderPage, postMultipart("/order-a-cake", fake), freshIp())) as DataResult<{
      message: string;
    }>;
    expect(refused.init?.status).toBe(415);
    expect(refused.data.message).toMatch(/Only image files/);
    expect(await (await db()).order.count()).toBe(0);
    expect(await storedKeys()).toEqual(before);
  });

  it("a full day comes back with the message, the nearest free days on both sides and the values", async () => {
    const day = dayFromToday(10);
    for (let i = 0; i < 3; i++)
      await callApi("POST", "/api/orders", { json: orderRequest(day, { email: `full${i}@example.com` }) });
    const res = (await call(
      orderPage,
      postForm("/order-a-cake", { ...(orderRequest(day) as Record<string, string>), eggless: "" }),
      freshIp(),
    )) as DataResult<{ message: string; freeDays: string[]; values: Record<string, string> }>;
    expect(res.init?.status).toBe(409);
    expect(res.data.message).toMatch(/is fully booked\. The nearest free days are /);
    expect(res.data.freeDays).toEqual([dayFromToday(8), dayFromToday(9), dayFromToday(11), dayFromToday(12)]);
    expect(res.data.values.name).toBe("Asha Rao");
  });
});

describe("the private status page", () => {
  async function placed() {
    const res = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) });
    const { statusUrl } = (await res.json()) as { statusUrl: string };
    const token = tokenOf(statusUrl);
    const order = await (await db()).order.findUniqueOrThrow({ where: { statusTokenHash: secretHash(token) } });
    return { token, order };
  }

  it("shows a quoted order's UPI deposit as a link and a QR code; never cached or indexed", async () => {
    const { token, order } = await placed();
    await ownerMoves(order.id, ["quoted"]);
    const page = (await call(statusLoader, get(`/orders/${token}`), undefined, { token })) as {
      deposit: { link: string; qrSvg: string };
    };
    expect(page.deposit.link).toBe(
      `upi://pay?pa=slicebakery%40okaxis&pn=Slice%20Bakery&am=500.00&cu=INR&tn=${order.reference}`,
    );
    expect(page.deposit.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(statusHeaders()).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  });

  it("an unknown link is a 404", async () => {
    const missing = await caught(
      call(statusLoader, get(`/orders/${"a".repeat(43)}`), undefined, { token: "a".repeat(43) }),
    );
    expect(isDataResult(missing)).toBe(true);
    expect((missing as DataResult).init?.status).toBe(404);
  });

  it("cancels until the order is confirmed, then says why it cannot", async () => {
    const { token, order } = await placed();
    const res = (await call(statusAction, postForm(`/orders/${token}`, { version: "1" }), undefined, {
      token,
    })) as Response;
    expect(res.headers.get("location")).toBe(`/orders/${token}?cancelled=1`);
    expect(await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "cancelled",
    });

    const second = await placed();
    await ownerMoves(second.order.id, ["quoted", "confirmed"]);
    const refused = (await call(statusAction, postForm(`/orders/${second.token}`, { version: "3" }), undefined, {
      token: second.token,
    })) as DataResult<{ message: string }>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.message).toBe("An order that is confirmed cannot become cancelled.");
  });
});
