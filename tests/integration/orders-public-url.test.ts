// The links in an order's e-mails in production: PUBLIC_URL when set; otherwise, for the owner's changes, the
// address of the owner's own request, and for e-mails a visitor's request queues (an order placed), the owner's
// address recorded from their signed-in requests. Never the Host a visitor's request came through: before the owner
// has signed in once, a visitor's order e-mail goes without the status link.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
});
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as orderLoader, action as orderAction } from "#app/routes/admin/order";
import { env } from "#app/server/platform/env.server";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { authorization, dispatch } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { dayFromToday, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";

/** A Host no e-mail may carry: the address a visitor's request came through inside the hosting network. */
const HOST = "orders-internal.lan:8123";
const INTERNAL = `http://${HOST}`;
/** Where the owner reaches the site (signed in, so trusted to name it). */
const OWNER_HOST = "bakery-owner.example:8080";
const OWNER = `http://${OWNER_HOST}`;
const saved = { NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL };

/** A visitor's POST /api/orders through the internal Host; returns the order's id and status token. */
async function placeOrder(days: number) {
  const placed = await dispatch(
    new Request(`${INTERNAL}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", host: HOST },
      body: JSON.stringify(orderRequest(dayFromToday(days))),
    }),
  );
  expect(placed.status).toBe(201);
  const token = new URL(((await placed.json()) as { statusUrl: string }).statusUrl).pathname.split("/").pop()!;
  const order = await (await db()).order.findFirstOrThrow({ select: { id: true }, orderBy: { createdAt: "desc" } });
  return { id: order.id, statusToken: token };
}

/**
 * A visitor places an order through the internal Host; the owner opens it and sends the quote on the order page
 * (a form), then confirms the deposit with PATCH /api/orders/{id} (API token), both through the owner's address;
 * then a second visitor's order comes through the internal Host. Returns both status tokens and the e-mails.
 */
async function placeQuoteConfirm() {
  const order = await placeOrder(10);
  const { cookie, csrf } = await signIn();
  const url = `${OWNER}${PREFIX}/orders/${order.id}`;
  await run(orderLoader, new Request(url, { headers: { cookie, host: OWNER_HOST } }), { id: order.id });
  const quoted = await run(
    orderAction,
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, host: OWNER_HOST, origin: OWNER },
      body: new URLSearchParams({ csrf, to: "quoted", version: "1", price: "1800.50", deposit: "600" }),
    }),
    { id: order.id },
  );
  expect(quoted.status).toBe(303);
  const confirmed = await dispatch(
    new Request(`${OWNER}/api/orders/${order.id}`, {
      method: "PATCH",
      headers: { ...authorization(), "content-type": "application/json", host: OWNER_HOST },
      body: JSON.stringify({ to: "confirmed", version: 2 }),
    }),
  );
  expect(confirmed.status).toBe(200);
  const second = await placeOrder(11);
  const emails = await (
    await db()
  ).outboxEmail.findMany({ where: { kind: "order-status" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  expect(emails).toHaveLength(4);
  // Nothing from the visitor's Host, in any form, in anything queued. The port only after a colon, plain or
  // percent-encoded: the random ids and keys of a row (hex, base 36, base64url) may hold its four digits.
  for (const email of emails) expect(JSON.stringify(email)).not.toMatch(/orders-internal|:8123|%3A8123/i);
  return { token: order.statusToken, secondToken: second.statusToken, emails };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});

afterEach(() => Object.assign(env, saved));

describe("order e-mails in production", () => {
  it("without PUBLIC_URL: no link before the owner signs in, then the owner's address, never the visitor's Host", async () => {
    Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: undefined });
    const { token, secondToken, emails } = await placeQuoteConfirm();
    const [received, quote, confirmed, secondReceived] = emails;
    // Placed before any signed-in request: no trusted address yet, so no link.
    expect(received!.text).not.toContain(token);
    expect(received!.html).not.toMatch(/href=/);
    // Only the token's hash is kept, so the owner's changes cannot repeat the link: they point back to the first.
    for (const email of [quote, confirmed]) {
      expect(email!.text).not.toContain(token);
      expect(email!.html).not.toMatch(/href=/);
    }
    // A visitor's order after the owner signed in: the owner's address.
    expect(secondReceived!.text).toContain(`${OWNER}/orders/${secondToken}`);
    expect(hrefs(secondReceived!.html)).toEqual([`${OWNER}/orders/${secondToken}`]);
    expect(quote!.text).toContain("1,800.50");
  });

  it("with PUBLIC_URL: the first e-mail's status link uses it (the later ones point back to it)", async () => {
    Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: "https://slicebakery.example/" });
    const { token, secondToken, emails } = await placeQuoteConfirm();
    const [first, quote, confirmed, secondReceived] = emails;
    const link = `https://slicebakery.example/orders/${token}`;
    expect(first!.text).toContain(link);
    expect(hrefs(first!.html)).toEqual([link]);
    const secondLink = `https://slicebakery.example/orders/${secondToken}`;
    expect(hrefs(secondReceived!.html)).toEqual([secondLink]);
    // Only the token's hash is kept: the later e-mails point back to the first one instead.
    for (const email of [quote, confirmed]) {
      expect(email!.text).not.toContain(token);
      expect(email!.html).not.toMatch(/href=/);
    }
  });
});
