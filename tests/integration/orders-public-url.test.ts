// The links in an order's e-mails in production: PUBLIC_URL only, never the Host a request came through. Without
// PUBLIC_URL the order is still placed and quoted, and its e-mails go without the status link (nothing from the
// request's Host in them); the owner's order page says so.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
});
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as orderLoader, action as orderAction } from "#app/routes/admin/order";
import { env } from "#app/server/platform/env.server";
import { ORDER_LINKS_MISSING } from "#app/lib/validation/order-text";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { authorization, dispatch } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { dayFromToday, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";

/** A Host no e-mail may carry: the address a request came through inside the hosting network. */
const HOST = "orders-internal.lan:8123";
const INTERNAL = `http://${HOST}`;
const saved = { NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL };

/**
 * Places an order through POST /api/orders, has the owner send the quote on the order page (a form) and confirm
 * the deposit with PATCH /api/orders/{id}, every request through the internal Host. Returns the order's
 * status token and the owner's order page data.
 */
async function placeQuoteConfirm() {
  const placed = await dispatch(
    new Request(`${INTERNAL}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", host: HOST },
      body: JSON.stringify(orderRequest(dayFromToday(10))),
    }),
  );
  expect(placed.status).toBe(201);
  const token = new URL(((await placed.json()) as { statusUrl: string }).statusUrl).pathname.split("/").pop()!;
  const order = await (await db()).order.findFirstOrThrow({ select: { id: true } });
  const { cookie, csrf } = await signIn();
  const url = `${INTERNAL}${PREFIX}/orders/${order.id}`;
  const page = await run(orderLoader, new Request(url, { headers: { cookie, host: HOST } }), { id: order.id });
  const quoted = await run(
    orderAction,
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, host: HOST, origin: INTERNAL },
      body: new URLSearchParams({ csrf, to: "quoted", version: "1", price: "1800.50", deposit: "600" }),
    }),
    { id: order.id },
  );
  expect(quoted.status).toBe(303);
  const confirmed = await dispatch(
    new Request(`${INTERNAL}/api/orders/${order.id}`, {
      method: "PATCH",
      headers: { ...authorization(), "content-type": "application/json", host: HOST },
      body: JSON.stringify({ to: "confirmed", version: 2 }),
    }),
  );
  expect(confirmed.status).toBe(200);
  const emails = await (
    await db()
  ).outboxEmail.findMany({ where: { kind: "order-status" }, orderBy: { createdAt: "asc" } });
  expect(emails).toHaveLength(3);
  // Nothing from the request's Host, in any form, in anything queued.
  for (const email of emails) expect(JSON.stringify(email)).not.toMatch(/orders-internal|8123/);
  return { token, page: page.data as { linksMissing: boolean }, emails };
}

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});

afterEach(() => Object.assign(env, saved));

describe("order e-mails in production", () => {
  it("without PUBLIC_URL: the order is placed, quoted and confirmed, its e-mails have no link, the owner is told", async () => {
    Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: undefined });
    const { token, page, emails } = await placeQuoteConfirm();
    for (const email of emails) {
      expect(email.text).not.toContain(token);
      expect(email.html).not.toContain(token);
      expect(email.html).not.toMatch(/href=/);
    }
    expect(emails[1]!.text).toContain("1,800.50");
    expect(page.linksMissing).toBe(true);
    expect(ORDER_LINKS_MISSING).toMatch(/PUBLIC_URL/);
  });

  it("with PUBLIC_URL: the first e-mail's status link uses it (the later ones point back to it)", async () => {
    Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: "https://slicebakery.example/" });
    const { token, page, emails } = await placeQuoteConfirm();
    const link = `https://slicebakery.example/orders/${token}`;
    const [first, ...later] = emails;
    expect(first!.text).toContain(link);
    expect([...first!.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([link]);
    for (const email of later) {
      expect(email.text).not.toContain(token);
      expect(email.html).not.toMatch(/href=/);
    }
    expect(page.linksMissing).toBe(false);
  });
});
