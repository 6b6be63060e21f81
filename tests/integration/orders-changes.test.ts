// Orders change as life changes, on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the owner
// changes the details (within the day's capacity, the bakery's lists, recorded in the history and e-mailed),
// revises a quote, declines or cancels with a reason the customer reads (refused without one), reopens an ended
// order while its day has room, and completes an order only from its day; from the order page (with its
// confirmation step) and from PATCH /api/orders/{id}.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "orders-changes-token-0123456789abcdef";
});

import { action as orderAction, loader as orderLoader } from "#app/routes/admin/order";
import { loader as statusLoader } from "#app/routes/public/order-status";
import { bakeryToday, formatOrderDay, REASON_REQUIRED } from "#app/lib/orders";
import { ONE_CHANGE_AT_A_TIME, ORDER_TEXT } from "#app/lib/validation/order";
import {
  changeOrderDetails,
  changeOrderStatus,
  dayToDate,
  getOrder,
  ORDER_CHANGED,
  placeOrder,
} from "#app/server/models/orders.server";
import { PREFIX, nextFlash, run, signIn } from "#tests/helpers/admin";
import { authorization, call } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { caught, expectDomainError } from "#tests/helpers/domain";
import { dayFromToday, insertOrder, orderRequest, OWNER_REASON, seedOrderCatalog } from "#tests/helpers/orders";
import { BASE, get, postForm } from "#tests/helpers/requests";

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog({ dayCapacity: 2 });
});

const owner = { by: "owner" as const, emailOrigin: null };

async function place(day: string, overrides: Record<string, unknown> = {}) {
  return placeOrder(orderRequest(day, overrides), { emailOrigin: BASE });
}

async function lastMail(to = "asha@example.com") {
  return (await db()).outboxEmail.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
}

describe("changing an order's details", () => {
  it("moves it to a day with room, to another size (a new estimate) and to a delivery; history and e-mail say what changed", async () => {
    const placed = await place(dayFromToday(10));
    const moved = await changeOrderDetails(
      placed.order.id,
      { version: 1, date: dayFromToday(12), size: "2 kg", message: "Happy 40th" },
      { emailOrigin: null },
    );
    expect(moved).toMatchObject({
      date: dayFromToday(12),
      size: "2 kg",
      sizePricePaise: 210_000,
      estimatePaise: 210_000,
      message: "Happy 40th",
      version: 2,
      status: "requested",
    });
    const entry = moved.history.at(-1)!;
    expect(entry).toMatchObject({ from: "requested", to: "requested", by: "owner" });
    expect(entry.note).toContain(
      `The day: ${formatOrderDay(dayFromToday(12))} (was ${formatOrderDay(dayFromToday(10))}).`,
    );
    expect(entry.note).toContain("The size: 2 kg (was 1 kg).");
    const mail = await lastMail();
    expect(mail.subject).toBe(`We changed order ${placed.reference}`);
    expect(mail.text).toContain("The message on the cake: “Happy 40th” (was “Happy birthday Asha”).");

    const delivery = await changeOrderDetails(
      placed.order.id,
      { version: 2, fulfilment: "delivery", address: "12 MG Road", pincode: "411001" },
      { emailOrigin: null },
    );
    // A delivery has no pickup time and carries the area's charge.
    expect(delivery).toMatchObject({ fulfilment: "delivery", pickupTime: null, estimatePaise: 215_000 });

    // Nothing changed: nothing written, nobody e-mailed.
    const count = await (await db()).outboxEmail.count();
    const same = await changeOrderDetails(placed.order.id, { version: 3, size: "2 KG" }, { emailOrigin: null });
    expect(same.version).toBe(3);
    expect(await (await db()).outboxEmail.count()).toBe(count);
  });

  it("refuses a full day (409 with free days), a size or PIN code not offered, a delivery without address, a stale version, an ended order", async () => {
    const full = dayFromToday(9);
    await place(full);
    await place(full, { email: "b@example.com" });
    const placed = await place(dayFromToday(10));
    const id = placed.order.id;
    const refusal = await changeOrderDetails(id, { version: 1, date: full }, { emailOrigin: null }).catch((e) => e);
    expect(refusal).toMatchObject({ status: 409, day: full });
    expect(refusal.nextFreeDays).toContain(dayFromToday(10));
    await expectDomainError(
      changeOrderDetails(id, { version: 1, size: "9 kg" }, { emailOrigin: null }),
      400,
      ORDER_TEXT.sizeRequired,
    );
    await expectDomainError(
      changeOrderDetails(
        id,
        { version: 1, fulfilment: "delivery", address: "x", pincode: "110001" },
        { emailOrigin: null },
      ),
      400,
      ORDER_TEXT.pincodeOutside,
    );
    await expectDomainError(
      changeOrderDetails(id, { version: 1, fulfilment: "delivery" }, { emailOrigin: null }),
      400,
      ORDER_TEXT.addressRequired,
    );
    await expectDomainError(
      changeOrderDetails(id, { version: 7, message: "x" }, { emailOrigin: null }),
      409,
      ORDER_CHANGED,
    );
    await changeOrderStatus(id, { to: "declined", version: 1, reason: OWNER_REASON }, owner);
    await expectDomainError(
      changeOrderDetails(id, { version: 2, message: "x" }, { emailOrigin: null }),
      400,
      "An order that is declined cannot be changed.",
    );
    expect(await getOrder(id)).toMatchObject({ date: dayFromToday(10), size: "1 kg", version: 2 });
  });
});

describe("ending and reopening an order", () => {
  it("declines only with a reason, which the status page and the e-mail give; reopening clears it while the day has room", async () => {
    const placed = await place(dayFromToday(10));
    const id = placed.order.id;
    const refused = await changeOrderStatus(id, { to: "declined", version: 1 }, owner).catch((e) => e);
    expect(refused).toMatchObject({ status: 400, message: REASON_REQUIRED, fields: { reason: REASON_REQUIRED } });
    const declined = await changeOrderStatus(id, { to: "declined", version: 1, reason: OWNER_REASON }, owner);
    expect(declined).toMatchObject({ status: "declined", reason: OWNER_REASON });
    expect(declined.history.at(-1)!.note).toBe(OWNER_REASON);
    expect((await lastMail()).text).toContain(`Why: ${OWNER_REASON}`);
    const page = await run(statusLoader, get(placed.statusPath), { token: placed.token });
    expect((page.data as { order: { reason: string } }).order.reason).toBe(OWNER_REASON);

    // Meanwhile the day filled up: the order cannot take a place again.
    await place(dayFromToday(10), { email: "b@example.com" });
    await place(dayFromToday(10), { email: "c@example.com" });
    const full = await caught(changeOrderStatus(id, { to: "requested", version: 2 }, owner));
    expect(full).toMatchObject({ status: 409, day: dayFromToday(10) });
    await (await db()).orderSettings.update({ where: { id: 1 }, data: { dayCapacity: 3 } });
    const reopened = await changeOrderStatus(id, { to: "requested", version: 2 }, owner);
    expect(reopened).toMatchObject({ status: "requested", reason: "", version: 3 });
  });

  it("revises a quote; completes an order only from its day", async () => {
    const order = await insertOrder("quoted");
    const revised = await changeOrderStatus(
      order.id,
      { to: "quoted", version: 1, quotedPaise: 180_000, depositPaise: 60_000 },
      owner,
    );
    expect(revised).toMatchObject({ status: "quoted", quotedPaise: 180_000, depositPaise: 60_000 });
    expect(revised.history.at(-1)).toMatchObject({ from: "quoted", to: "quoted" });

    const ready = await insertOrder("ready", dayFromToday(1));
    await expectDomainError(
      changeOrderStatus(ready.id, { to: "completed", version: 1 }, owner),
      400,
      `This order can be marked completed from the day it is needed, ${formatOrderDay(dayFromToday(1))}.`,
    );
    const onTheDay = await insertOrder("ready", bakeryToday());
    expect(await changeOrderStatus(onTheDay.id, { to: "completed", version: 1 }, owner)).toMatchObject({
      status: "completed",
    });
  });
});

describe("the order page", () => {
  it("asks before declining: the button opens a confirmation with the reason, which the post needs", async () => {
    const placed = await place(dayFromToday(10));
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/${placed.order.id}`;
    const params = { id: placed.order.id };
    const plain = (await run(orderLoader, get(url, { cookie }), params)).data as { confirm: string | null };
    expect(plain.confirm).toBeNull();
    const asked = (await run(orderLoader, get(`${url}?confirm=declined`, { cookie }), params)).data as {
      confirm: string | null;
    };
    expect(asked.confirm).toBe("declined");
    // A status that needs no confirmation is never asked.
    const other = (await run(orderLoader, get(`${url}?confirm=quoted`, { cookie }), params)).data as {
      confirm: string | null;
    };
    expect(other.confirm).toBeNull();

    const noReason = await run(orderAction, postForm(url, { csrf, to: "declined", version: "1" }, { cookie }), params);
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ to: "declined", fields: { reason: REASON_REQUIRED } });
    const done = await run(
      orderAction,
      postForm(`${url}?confirm=declined`, { csrf, to: "declined", version: "1", reason: OWNER_REASON }, { cookie }),
      params,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(url);
    expect((await nextFlash(cookie, done.headers))?.message).toMatch(/is now declined/);
    expect(await getOrder(placed.order.id)).toMatchObject({ status: "declined", reason: OWNER_REASON });
  });

  it("changes the details from its form, and shows a refusal at its field with the typed values", async () => {
    const placed = await place(dayFromToday(10));
    const { cookie, csrf } = await signIn();
    const url = `${PREFIX}/orders/${placed.order.id}`;
    const params = { id: placed.order.id };
    const fields = {
      csrf,
      intent: "details",
      version: "1",
      date: dayFromToday(11),
      fulfilment: "pickup",
      pickupTime: "11:00",
      pincode: "",
      address: "",
      size: "1 kg",
      flavour: "Red velvet",
      message: "Happy birthday Asha",
    };
    const bad = await run(orderAction, postForm(url, { ...fields, fulfilment: "delivery" }, { cookie }), params);
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      to: "details",
      fields: { address: ORDER_TEXT.addressRequired },
      values: { fulfilment: "delivery" },
    });
    const done = await run(orderAction, postForm(url, fields, { cookie }), params);
    expect(done.status).toBe(303);
    expect(await getOrder(placed.order.id)).toMatchObject({
      date: dayFromToday(11),
      pickupTime: "11:00",
      flavour: "Red velvet",
      version: 2,
    });
  });
});

describe("PATCH /api/orders/{id}", () => {
  it("changes the details or the status (not both); refuses a decline without its reason; 404 for an unknown order", async () => {
    const placed = await place(dayFromToday(10));
    const patch = (json: unknown, id = placed.order.id, headers: Record<string, string> = authorization()) =>
      call("PATCH", `/api/orders/${id}`, { headers, json });
    expect((await patch({ version: 1, size: "2 kg" }, placed.order.id, {})).status).toBe(401);
    const changed = await patch({ version: 1, size: "2 kg", date: dayFromToday(11) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ size: "2 kg", date: dayFromToday(11), version: 2, reason: "" });
    const both = await patch({ to: "quoted", version: 2, size: "1 kg" });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ message: ONE_CHANGE_AT_A_TIME });
    const bad = await patch({ version: 2, date: "tomorrow" });
    expect(bad.status).toBe(400);
    const noReason = await patch({ to: "cancelled", version: 2 });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: REASON_REQUIRED });
    const cancelled = await patch({ to: "cancelled", version: 2, reason: OWNER_REASON });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", reason: OWNER_REASON });
    const reopened = await patch({ to: "requested", version: 3 });
    expect(await reopened.json()).toMatchObject({ status: "requested", reason: "" });
    expect((await patch({ version: 1, size: "2 kg" }, "cm0000000000000000000000x")).status).toBe(404);
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: placed.order.id } })).dateNeeded).toEqual(
      dayToDate(dayFromToday(11)),
    );
  });
});
