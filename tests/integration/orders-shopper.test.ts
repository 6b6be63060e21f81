// The order form's helps for a shopper, through the page's loader and action with real Requests: a cake's flavour
// and size carried in the address, a free day chosen without scripts, photo refusals at the photos field naming
// the limit (and how many photos the refused form had; a photo too large stops the upload, yet every typed value
// comes back), a message over its limit refused, the same request sent twice led to the first order; the status
// page's cancel confirmation; a cake's page linking to the form.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHOOSE_DAY_FIELD } from "#app/lib/order-choices";
import { ORDER_FIELDS } from "#app/lib/validation/order";
import OrderACake, { action as orderPage, loader as orderPageLoader } from "#app/routes/public/order-a-cake";
import { loader as statusLoader } from "#app/routes/public/order-status";
import { loader as productLoader } from "#app/routes/public/product";
import { createOffering } from "#app/server/models/offerings.server";
import { updateOrderSettings } from "#app/server/models/orders.server";
import { createProduct } from "#app/server/models/products.server";
import { env } from "#app/server/platform/env.server";
import { call as callApi } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, type DataResult } from "#tests/helpers/forms";
import { dayFromToday, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { get, postForm, postMultipart, runLoader } from "#tests/helpers/requests";
import { png } from "#tests/helpers/uploads";

let n = 0;
const freshIp = () => `198.51.100.${++n}`;
const originalMaxImage = env.MAX_IMAGE_MB;

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});
afterEach(() => {
  env.MAX_IMAGE_MB = originalMaxImage;
});

type Refusal = DataResult<{
  message: string;
  chosen: boolean;
  fields: Record<string, string>;
  freeDays: string[];
  photosSent: number;
  values: Record<string, string>;
}>;

/** The page as the server sends it back after a refusal (no script has run in it). */
async function pageAfter(refusal: Refusal): Promise<string> {
  const loaderData = await runLoader(orderPageLoader, "/order-a-cake");
  const props = { loaderData, actionData: refusal.data, params: {}, matches: [] } as unknown as Parameters<
    typeof OrderACake
  >[0];
  const Stub = createRoutesStub([{ path: "/order-a-cake", Component: () => createElement(OrderACake, props) }]);
  return renderToString(createElement(Stub, { initialEntries: ["/order-a-cake"] }));
}

function orderForm(overrides: Record<string, string> = {}, photos: File[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...orderRequest(dayFromToday(10)), eggless: "", ...overrides }))
    form.append(k, String(v));
  for (const photo of photos) form.append("photos", photo);
  return form;
}

describe("the order form's address", () => {
  it("starts with a flavour and size of the bakery's lists, and drops anything else", async () => {
    const sizes = await (await db()).cakeSize.findMany({ select: { id: true, label: true } });
    const oneKg = sizes.find((s) => s.label === "1 kg")!;
    const chosen = await runLoader(orderPageLoader, "/order-a-cake?flavour=red%20velvet&size=1%20kg");
    expect(chosen.prefill).toEqual({ flavour: "Red velvet", size: oneKg.id });
    const unknown = await runLoader(orderPageLoader, "/order-a-cake?flavour=Mango&size=9%20kg");
    expect(unknown.prefill).toEqual({});
    expect(unknown.photoRule).toBe("Up to 3 photos (JPEG, PNG, WebP, AVIF or GIF), each at most 10 MB.");
  });

  it("a cake's page links to the form with its flavour and size; another product's does not", async () => {
    const cakes = await createOffering("Cakes");
    const cake = await createProduct(
      {
        title: "Chocolate Truffle Cake",
        price: 850,
        description: "Dark chocolate sponge. Half kilo, serves six to eight.",
        category: cakes.id,
        shoppingLinks: {},
      },
      [],
    );
    const page = await runLoader(productLoader, `/product/${cake.id}`, { id: cake.id });
    expect(page.orderHref).toBe("/order-a-cake?flavour=Chocolate+truffle&size=0.5+kg");
    const breads = await createOffering("Loaves");
    const loaf = await createProduct(
      { title: "Country Sourdough", price: 240, description: "A 1 kg loaf.", category: breads.id, shoppingLinks: {} },
      [],
    );
    expect((await runLoader(productLoader, `/product/${loaf.id}`, { id: loaf.id })).orderHref).toBeNull();
  });
});

describe("refusals that help", () => {
  it("a free day chosen without scripts comes back in the date field; nothing is placed", async () => {
    const res = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm({ [CHOOSE_DAY_FIELD]: dayFromToday(12) })),
      freshIp(),
    )) as Refusal;
    expect(res.init?.status).toBe(200);
    expect(res.data.chosen).toBe(true);
    expect(res.data.message).toMatch(/ is chosen: check your order and send it again\.$/);
    expect(res.data.values).toMatchObject({ date: dayFromToday(12), name: "Asha Rao" });
    expect(await (await db()).order.count()).toBe(0);
  });

  it("a photo that is not an image, or too large, is refused at the photos field naming the limit", async () => {
    const fake = new File(["<svg onload=alert(1)>"], "cake.png", { type: "image/png" });
    const notImage = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm({}, [fake])),
      freshIp(),
    )) as Refusal;
    expect(notImage.init?.status).toBe(415);
    expect(notImage.data.fields.photos).toBe(
      "Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded. Up to 3 photos (JPEG, PNG, WebP, AVIF or GIF), each at most 10 MB.",
    );
    expect(notImage.data.photosSent).toBe(1);

    env.MAX_IMAGE_MB = 0.01;
    const big = await png("#123456", 1600, 1200);
    const tooLarge = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm({}, [big])),
      freshIp(),
    )) as Refusal;
    expect(tooLarge.init?.status).toBe(413);
    expect(tooLarge.data.fields.photos).toBe(
      "Images must be 0.01 MB or smaller. Up to 3 photos (JPEG, PNG, WebP, AVIF or GIF), each at most 0.01 MB.",
    );
    expect(await (await db()).order.count()).toBe(0);
  });

  it("a photo over the limit stops the upload, yet every field typed before it comes back: the photos go last", async () => {
    env.MAX_IMAGE_MB = 0.01;
    const typed: Record<string, string> = {
      ...(orderRequest(dayFromToday(10), {
        fulfilment: "delivery",
        address: "12 North Main Road",
        pincode: "411001",
      }) as Record<string, string>),
      eggless: "on",
      notes: "Gold leaf, no nuts",
    };
    // The body a browser sends: the parts in the form's own order, so the photo after every text field.
    expect(ORDER_FIELDS.at(-1)).toBe("photos");
    // Every field the request names, in the form's order (a field it does not name is left out, as a browser may).
    const sent = ORDER_FIELDS.filter((name) => name === "photos" || typed[name] !== undefined);
    const form = new FormData();
    for (const name of sent)
      if (name === "photos") form.append(name, await png("#123456", 1600, 1200));
      else form.append(name, typed[name]!);
    const res = (await call(orderPage, postMultipart("/order-a-cake", form), freshIp())) as Refusal;
    expect(res.init?.status).toBe(413);
    const texts = sent.filter((name) => name !== "photos").map((name) => [name, typed[name]]);
    expect(res.data.values).toEqual(Object.fromEntries(texts));
    expect(res.data.fields).toEqual({
      photos: "Images must be 0.01 MB or smaller. Up to 3 photos (JPEG, PNG, WebP, AVIF or GIF), each at most 0.01 MB.",
    });
    expect(res.data.photosSent).toBe(1);
    expect(await (await db()).order.count()).toBe(0);

    // The page comes back filled in, its photos field still last, asking there for the photos again.
    const html = await pageAfter(res);
    expect([...html.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]).at(-1)).toBe("photos");
    for (const shown of ['value="Asha Rao"', ">12 North Main Road</textarea>", ">Gold leaf, no nuts</textarea>"])
      expect(html).toContain(shown);
    expect(html).toMatch(
      /id="order-photos-error"[^>]*>.*?<span>Images must be 0\.01 MB or smaller\. .*? Please attach the photos again\.<\/span>/,
    );
  });

  it("a refusal of another field says how many photos came, so the page can ask for them again", async () => {
    const res = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm({ phone: "123" }, [await png(), await png("#7a4419")])),
      freshIp(),
    )) as Refusal;
    expect(res.init?.status).toBe(400);
    expect(res.data.fields.phone).toBe("Please enter a phone number of 10 to 15 digits.");
    expect(res.data.photosSent).toBe(2);
  });

  it("a message over 40 characters is refused with its limit, never cut", async () => {
    const res = (await call(
      orderPage,
      postForm("/order-a-cake", {
        ...(orderRequest(dayFromToday(10)) as Record<string, string>),
        eggless: "",
        message: "x".repeat(41),
      }),
      freshIp(),
    )) as Refusal;
    expect(res.init?.status).toBe(400);
    expect(res.data.fields.message).toBe("Message on the cake must be at most 40 characters.");
    expect(await (await db()).order.count()).toBe(0);
  });
});

describe("the same order sent twice within minutes", () => {
  it("leads the browser that placed it to the first order; another is told its reference; nothing is stored twice", async () => {
    const first = (await call(orderPage, postMultipart("/order-a-cake", orderForm()), freshIp())) as Response;
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^slice_placed_orders=.*Path=\/order-a-cake.*HttpOnly/i);

    // Back and Send again: the same browser lands on the first order's page.
    const again = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm(), { cookie: cookie.split(";")[0]! }),
      freshIp(),
    )) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(location.replace("?placed=1", "?again=1"));

    // Without the cookie: a refusal that names the first order.
    const reference = (await (await db()).order.findFirstOrThrow()).reference;
    const other = (await call(orderPage, postMultipart("/order-a-cake", orderForm()), freshIp())) as Refusal;
    expect(other.init?.status).toBe(409);
    expect(other.data.message).toContain(reference);
    expect(await (await db()).order.count()).toBe(1);

    // A different message is a different order.
    const second = (await call(
      orderPage,
      postMultipart("/order-a-cake", orderForm({ message: "Happy birthday Ravi" })),
      freshIp(),
    )) as Response;
    expect(second.status).toBe(302);
    expect(await (await db()).order.count()).toBe(2);
  });

  it("counts again once the first order is cancelled, and the API places what it is sent", async () => {
    await call(orderPage, postMultipart("/order-a-cake", orderForm()), freshIp());
    const { id } = await (await db()).order.findFirstOrThrow({ select: { id: true } });
    await ownerMoves(id, ["cancelled"]);
    const afterCancel = (await call(orderPage, postMultipart("/order-a-cake", orderForm()), freshIp())) as Response;
    expect(afterCancel.status).toBe(302);
    const api = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) });
    expect(api.status).toBe(201);
    expect(await (await db()).order.count()).toBe(3);
  });
});

describe("the customer's cancel", () => {
  it("asks first: ?cancel shows the confirmation while the order can be cancelled, never after", async () => {
    const res = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) });
    const path = new URL(((await res.json()) as { statusUrl: string }).statusUrl).pathname;
    const token = path.split("/").at(-1)!;
    const view = async (query: string) =>
      (await call(statusLoader, get(`${path}${query}`), undefined, { token })) as { confirmCancel: boolean };
    expect((await view("")).confirmCancel).toBe(false);
    expect((await view("?cancel")).confirmCancel).toBe(true);
    const { id } = await (await db()).order.findFirstOrThrow({ select: { id: true } });
    await ownerMoves(id, ["quoted", "confirmed"]);
    expect((await view("?cancel")).confirmCancel).toBe(false);
  });
});

describe("the bakery's contact, from the order settings", () => {
  it("is on the form, the order's page and its e-mail, with WhatsApp's international number", async () => {
    await updateOrderSettings({ pickupAddress: "12 North Main Road\nPune 411001", phone: "098450 12399" });
    const form = await runLoader(orderPageLoader, "/order-a-cake");
    expect(form.bakery).toMatchObject({ pickupAddress: "12 North Main Road\nPune 411001", phone: "098450 12399" });
    expect(form.bakery.hoursLines.length).toBeGreaterThan(0);

    const res = await callApi("POST", "/api/orders", { json: orderRequest(dayFromToday(10)) });
    const path = new URL(((await res.json()) as { statusUrl: string }).statusUrl).pathname;
    const page = (await call(statusLoader, get(path), undefined, { token: path.split("/").at(-1)! })) as {
      bakery: { pickupAddress: string; phone: string };
    };
    expect(page.bakery.pickupAddress).toBe("12 North Main Road\nPune 411001");
    const email = await (await db()).outboxEmail.findFirstOrThrow({ where: { kind: "order-status" } });
    expect(email.text).toContain("Pick up at: 12 North Main Road, Pune 411001");
    expect(email.text).toContain("Questions? Call us on 098450 12399 or WhatsApp us: https://wa.me/919845012399.");
  });
});
