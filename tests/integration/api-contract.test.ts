// One test per /api call (the statuses and shapes clients rely on): status, exact
// shape (checked with the same Zod schemas the OpenAPI document is generated from), _id/id, and the side
// effects in the database and in storage. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import { z } from "zod";

import {
  apiBannerSchema,
  apiMessageSchema,
  apiOfferingSchema,
  apiOutboxEmailSchema,
  apiSearchResultSchema,
  apiVideoSchema,
} from "#app/lib/api-shapes";

import { db, freshStoreEachTest } from "#tests/helpers/db";
import { authorization, call, form, mp4, png, storedKeys, StrictProduct } from "#tests/helpers/api";

import { requestIsDocumented } from "#tests/helpers/openapi";

import { NOT_UTF8 } from "#app/server/platform/body.server";

import { storageKey } from "#tests/helpers/uploads";
import { listProducts, toApiProduct } from "#app/server/models/products.server";
import { latestCode } from "#tests/helpers/forms";

import { CONTACT_TEXT } from "#app/lib/validation/contact";

import { PARTNER_TEXT } from "#app/lib/validation/partner";

import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";

const auth = authorization();

freshStoreEachTest();

async function createOffering(name: string) {
  const response = await call("POST", "/api/offerings", { json: { name }, headers: auth });
  expect(response.status).toBe(201);
  return apiOfferingSchema.strict().parse(await response.json());
}

type ProductFields = Record<string, string | string[] | File | File[]>;

async function createProduct(fields: ProductFields) {
  const response = await call("POST", "/api/products", { form: form(fields), headers: auth });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return StrictProduct.parse(body);
}

/** The plain product most tests need: a croissant with one image in the given offering. */
async function createCroissant(category: string, fields: ProductFields = {}) {
  return createProduct({
    title: "Croissant",
    price: "80",
    description: "Buttery.",
    category,
    images: [await png()],
    ...fields,
  });
}

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; errors?: string[]; requestId?: string };
  expect(typeof body.message).toBe("string");
  if (message) expect(body.message).toBe(message);
  return body;
}

/** A valid Contact Us body and a valid Partner With Us body, for the tests that change one field. */
const contact = {
  fullName: "Meera",
  email: "meera@example.com",
  subject: "General Inquiry",
  message: "Do you bake rye?",
};
const partner = {
  fullName: "Kiran",
  email: "kiran@example.com",
  companyName: "Chai Co",
  partnershipType: "Reseller",
  phone: "9876543210",
  website: "https://chai.example",
  message: "We would love to stock your loaves.",
};

const imageKeys = (urls: string[]) => urls.map(storageKey);

describe("offerings", () => {
  it("GET /api/offerings answers 200 [{ _id, id, name, slug }] sorted by name", async () => {
    await createOffering("Loaves");
    await createOffering("cakes");
    await createOffering("Pastries");
    const response = await call("GET", "/api/offerings");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const list = z.array(apiOfferingSchema.strict()).parse(await response.json());
    expect(list.map((o) => o.name)).toEqual(["cakes", "Loaves", "Pastries"]);
    for (const o of list) expect(o._id).toBe(o.id);
    expect(list[0]!.slug).toBe("cakes");
  });

  it("POST /api/offerings { name } answers 201 with the offering; blank 400; duplicate 409", async () => {
    const created = await createOffering("  Cup Cakes ");
    expect(created).toMatchObject({ name: "Cup Cakes", slug: "cup-cakes" });
    expect(created._id).toBe(created.id);
    const row = await (await db()).offering.findUnique({ where: { id: created.id } });
    expect(row).toMatchObject({ name: "Cup Cakes", slug: "cup-cakes" });

    await expectError(
      await call("POST", "/api/offerings", { json: { name: "   " }, headers: auth }),
      400,
      "Offering name is required.",
    );
    await expectError(
      await call("POST", "/api/offerings", { json: {}, headers: auth }),
      400,
      "Offering name is required.",
    );
    await expectError(await call("POST", "/api/offerings", { json: { name: "Cup Cakes" }, headers: auth }), 409);
    expect(await (await db()).offering.count()).toBe(1);
  });

  it("PUT /api/offerings/:id { name } answers 200; the slug follows the name; unknown id 404", async () => {
    const created = await createOffering("Loaves");
    const response = await call("PUT", `/api/offerings/${created.id}`, {
      json: { name: "Sourdough Loaves" },
      headers: auth,
    });
    expect(response.status).toBe(200);
    const renamed = apiOfferingSchema.strict().parse(await response.json());
    expect(renamed).toEqual({ _id: created.id, id: created.id, name: "Sourdough Loaves", slug: "sourdough-loaves" });
    expect(await (await db()).offering.findUnique({ where: { id: created.id } })).toMatchObject({
      slug: "sourdough-loaves",
    });

    await expectError(
      await call("PUT", `/api/offerings/${"c".repeat(25)}`, { json: { name: "X" }, headers: auth }),
      404,
    );
    await expectError(await call("PUT", `/api/offerings/not-an-id`, { json: { name: "X" }, headers: auth }), 404);
    await expectError(await call("PUT", `/api/offerings/${created.id}`, { json: { name: "" }, headers: auth }), 400);
  });

  it("DELETE /api/offerings/:id answers 200 { message } and deletes its products and their files", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    const croissant = await createCroissant(pastries.id);
    const bread = await createProduct({
      title: "Rye",
      price: "120",
      description: "Dark.",
      category: loaves.id,
      images: [await png("#553311")],
    });
    const before = await storedKeys();
    expect(before.length).toBeGreaterThan(0);

    const response = await call("DELETE", `/api/offerings/${pastries.id}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(apiMessageSchema.strict().parse(await response.json())).toEqual({
      message: "Offering and related products deleted successfully!",
    });
    const prisma = await db();
    expect(await prisma.offering.findUnique({ where: { id: pastries.id } })).toBeNull();
    expect(await prisma.product.findUnique({ where: { id: croissant.id } })).toBeNull();
    expect(await prisma.productImage.count({ where: { productId: croissant.id } })).toBe(0);
    expect(await prisma.product.findUnique({ where: { id: bread.id } })).not.toBeNull();
    const after = await storedKeys();
    for (const key of imageKeys(croissant.images)) expect(after).not.toContain(key);
    for (const key of imageKeys(bread.images)) expect(after).toContain(key);

    await expectError(await call("DELETE", `/api/offerings/${pastries.id}`, { headers: auth }), 404);
  });
});

describe("products", () => {
  it("POST /api/products (multipart) answers 201 with the Product; images stored; shoppingLinks JSON text", async () => {
    const pastries = await createOffering("Pastries");
    const product = await createProduct({
      title: "Almond Croissant",
      price: "120.5",
      description: "Twice baked.",
      category: pastries.id,
      shoppingLinks: JSON.stringify({ zepto: "https://zepto.example/p/1", blinkit: "https://blinkit.example/p/1" }),
      images: [await png(), await png("#aa3355")],
    });
    expect(product).toMatchObject({
      title: "Almond Croissant",
      price: 120.5,
      description: "Twice baked.",
      category: { _id: pastries.id, id: pastries.id, name: "Pastries", slug: "pastries" },
      shoppingLinks: { zepto: "https://zepto.example/p/1", blinkit: "https://blinkit.example/p/1" },
    });
    expect(product._id).toBe(product.id);
    expect(typeof product.price).toBe("number");
    expect(product.images).toHaveLength(2);
    for (const url of product.images) expect(url).toMatch(/^\/uploads\/products\/.+/);
    const keys = await storedKeys();
    for (const key of imageKeys(product.images)) expect(keys).toContain(key);
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);

    const row = await (await db()).product.findUnique({ where: { id: product.id }, include: { images: true } });
    expect(row?.price.toString()).toBe("120.5");
    expect(row?.images).toHaveLength(2);
    expect(row?.zeptoUrl).toBe("https://zepto.example/p/1");
  });

  it("POST /api/products rejects a negative or non-numeric price, a missing field and a bad image with 4xx", async () => {
    const pastries = await createOffering("Pastries");
    const base = { title: "Tart", price: "50", description: "Fruit.", category: pastries.id };
    const negative = await expectError(
      await call("POST", "/api/products", { form: form({ ...base, price: "-1" }), headers: auth }),
      400,
    );
    expect(negative.errors).toContain("Price must be a number of zero or more, with at most two decimals.");
    await expectError(
      await call("POST", "/api/products", { form: form({ ...base, price: "abc" }), headers: auth }),
      400,
    );
    const missing = await expectError(
      await call("POST", "/api/products", { form: form({ price: "5" }), headers: auth }),
      400,
    );
    expect(missing.errors).toEqual(["Title is required.", "Description is required.", "Choose an offering."]);
    await expectError(
      await call("POST", "/api/products", { form: form({ ...base, category: "nope" }), headers: auth }),
      400,
    );
    const fake = new File(["<html>not an image</html>".padEnd(64, " ")], "x.png", { type: "image/png" });
    await expectError(
      await call("POST", "/api/products", { form: form({ ...base, images: [await png(), fake] }), headers: auth }),
      415,
    );
    await expectError(await call("POST", "/api/products", { json: base, headers: auth }), 415);
    const urlencoded = new URLSearchParams(base).toString();
    await expectError(
      await call("POST", "/api/products", {
        body: urlencoded,
        headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      }),
      415,
    );
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("GET /api/products answers every Product, newest first; ?category= matches the slug or the lower-cased name", async () => {
    const pastries = await createOffering("Pastries");
    const cupCakes = await createOffering("Cup Cakes");
    const a = await createProduct({ title: "Croissant", price: "80", description: "Buttery.", category: pastries.id });
    const b = await createProduct({
      title: "Red velvet",
      price: "60.25",
      description: "Cream cheese.",
      category: cupCakes.id,
    });
    const response = await call("GET", "/api/products");
    expect(response.status).toBe(200);
    const all = z.array(StrictProduct).parse(await response.json());
    expect(all.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(all[0]!.price).toBe(60.25);

    const bySlug = z.array(StrictProduct).parse(await (await call("GET", "/api/products?category=cup-cakes")).json());
    expect(bySlug.map((p) => p.id)).toEqual([b.id]);
    const byName = z
      .array(StrictProduct)
      .parse(await (await call("GET", `/api/products?category=${encodeURIComponent("cup cakes")}`)).json());
    expect(byName.map((p) => p.id)).toEqual([b.id]);
    const none = await call("GET", "/api/products?category=nothing-here");
    expect(await none.json()).toEqual([]);
  });

  it("GET /api/products (built by the database) has exactly toApiProduct's shape and values", async () => {
    const pastries = await createOffering("Pastries");
    // Edge values the database must write as JSON exactly as the model would: zero, escapes, a huge price, gaps.
    const products: ProductFields[] = [
      { title: "Plain", price: "0", description: "Free sample." },
      {
        title: 'Éclair "quoted" \\ 🥐',
        price: "120.50",
        description: "Line one\nline two\ttab",
        shoppingLinks: JSON.stringify({ instamart: "https://instamart.example/x?a=1&b=2" }),
        images: [await png("#101010"), await png("#202020")],
      },
      { title: "Big", price: "99999999.99", description: "Wedding cake." },
      {
        title: "Labelled",
        price: "60",
        description: "Vegan, nuts, nutrition with gaps.",
        dietLabels: ["contains-nuts", "vegan", "eggless"],
        nutrition: JSON.stringify({
          servingSize: "1 piece (40 g)",
          energyKcal: 152.5,
          protein: 0,
          carbohydrates: 20.1,
          sugars: null,
          fat: 7,
        }),
      },
    ];
    for (const fields of products) await createProduct({ category: pastries.id, ...fields });
    const fromDb = (await (await call("GET", "/api/products")).json()) as unknown[];
    const fromModel = (await listProducts()).map(toApiProduct);
    expect(fromDb).toEqual(JSON.parse(JSON.stringify(fromModel)));
    const filtered = (await (await call("GET", "/api/products?category=Pastries")).json()) as unknown[];
    expect(filtered).toEqual(
      JSON.parse(JSON.stringify((await listProducts({ category: "Pastries" })).map(toApiProduct))),
    );
  });

  it("GET /api/products/search?query= answers [{ _id, id, title, images, price }], best first, at most 20", async () => {
    const pastries = await createOffering("Pastries");
    await createProduct({ title: "Chocolate Croissant", price: "90", description: "Dark.", category: pastries.id });
    const exact = await createCroissant(pastries.id);
    await createProduct({ title: "Rye loaf", price: "80", description: "Dark.", category: pastries.id });
    const response = await call("GET", "/api/products/search?query=croissant");
    expect(response.status).toBe(200);
    const results = z.array(apiSearchResultSchema.strict()).parse(await response.json());
    expect(results.map((r) => r.title)).toEqual(["Croissant", "Chocolate Croissant"]);
    expect(results[0]).toEqual({
      _id: exact.id,
      id: exact.id,
      title: "Croissant",
      images: exact.images,
      price: 80,
      dietLabels: [],
    });

    expect(await (await call("GET", "/api/products/search?query=")).json()).toEqual([]);
    expect(await (await call("GET", "/api/products/search")).json()).toEqual([]);
    expect(await (await call("GET", "/api/products/search?query=%20%20")).json()).toEqual([]);

    const prisma = await db();
    await prisma.product.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        title: `Croissant no. ${i}`,
        price: "10",
        description: "x",
        categoryId: pastries.id,
      })),
    });
    const many = (await (await call("GET", "/api/products/search?query=croissant")).json()) as unknown[];
    expect(many).toHaveLength(20);

    // Offering names, labels and descriptions are searched too; same shape, still at most 20, titles first.
    const buttery = z
      .array(apiSearchResultSchema.strict())
      .parse(await (await call("GET", "/api/products/search?query=buttery")).json());
    expect(buttery.map((r) => r.title)).toEqual(["Croissant"]);
    const byOffering = z
      .array(apiSearchResultSchema.strict())
      .parse(await (await call("GET", "/api/products/search?query=pastry")).json());
    expect(byOffering).toHaveLength(20);
    expect(byOffering[0]!.title).toBe("Chocolate Croissant");
  });

  it("GET /api/products/:id answers the Product; unknown or malformed id 404 { message }", async () => {
    const pastries = await createOffering("Pastries");
    const created = await createCroissant(pastries.id);
    const response = await call("GET", `/api/products/${created.id}`);
    expect(response.status).toBe(200);
    expect(StrictProduct.parse(await response.json())).toEqual(created);
    await expectError(await call("GET", `/api/products/${"z".repeat(25)}`), 404, "Product not found.");
    await expectError(await call("GET", "/api/products/%00%27%22"), 404, "Product not found.");
  });

  it("PUT /api/products/:id adds new images, keeps the old ones unless removeImages names them", async () => {
    const pastries = await createOffering("Pastries");
    const cakes = await createOffering("Cakes");
    const created = await createCroissant(pastries.id, {
      shoppingLinks: JSON.stringify({ zepto: "https://zepto.example/c" }),
      images: [await png("#111111"), await png("#222222")],
    });
    const [first, second] = created.images;

    const added = await call("PUT", `/api/products/${created.id}`, {
      form: form({
        title: "Croissant XL",
        price: "99.99",
        description: "Bigger.",
        category: cakes.slug,
        images: [await png("#333333")],
      }),
      headers: auth,
    });
    expect(added.status).toBe(200);
    const afterAdd = StrictProduct.parse(await added.json());
    expect(afterAdd).toMatchObject({ id: created.id, title: "Croissant XL", price: 99.99, category: { id: cakes.id } });
    expect(afterAdd.images.slice(0, 2)).toEqual([first, second]);
    expect(afterAdd.images).toHaveLength(3);
    expect(afterAdd.shoppingLinks).toEqual({ zepto: "https://zepto.example/c" }); // absent: kept

    const removed = await call("PUT", `/api/products/${created.id}`, {
      form: form({
        title: "Croissant XL",
        price: "99.99",
        description: "Bigger.",
        category: cakes.id,
        removeImages: [first!],
      }),
      headers: auth,
    });
    expect(removed.status).toBe(200);
    const afterRemove = StrictProduct.parse(await removed.json());
    expect(afterRemove.images).toEqual([second, afterAdd.images[2]]);
    const keys = await storedKeys();
    expect(keys.some((k) => k === imageKeys([first!])[0])).toBe(false);
    for (const key of imageKeys(afterRemove.images)) expect(keys).toContain(key);
    expect(await (await db()).productImage.count({ where: { productId: created.id } })).toBe(2);

    await expectError(
      await call("PUT", `/api/products/${"q".repeat(25)}`, {
        form: form({ title: "a", price: "1", description: "b", category: cakes.id }),
        headers: auth,
      }),
      404,
    );
    await expectError(
      await call("PUT", `/api/products/${created.id}`, {
        form: form({ title: "", price: "-3", description: "b", category: cakes.id }),
        headers: auth,
      }),
      400,
    );
  });

  it("DELETE /api/products/:id answers 200 { message }, deletes the row, its images and files", async () => {
    const pastries = await createOffering("Pastries");
    const created = await createCroissant(pastries.id);
    const response = await call("DELETE", `/api/products/${created.id}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Product deleted successfully!" });
    expect(await (await db()).product.count()).toBe(0);
    expect(await (await db()).productImage.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
    await expectError(await call("DELETE", `/api/products/${created.id}`, { headers: auth }), 404);
  });
});

describe("banners", () => {
  it("POST /api/banner answers 201 [Banner] for the files sent (large first); neither file 400", async () => {
    const response = await call("POST", "/api/banner", {
      form: form({ smallBanner: await png("#00ff00", 400, 300), largeBanner: await png("#ff0000", 1600, 500) }),
      headers: auth,
    });
    expect(response.status).toBe(201);
    const created = z.array(apiBannerSchema.strict()).parse(await response.json());
    expect(created.map((b) => b.device)).toEqual(["large", "small"]);
    for (const b of created) {
      expect(b._id).toBe(b.id);
      expect(b.image).toMatch(/^\/uploads\/banners\//);
      expect(b.title).toBe("");
    }
    expect(await (await db()).banner.count()).toBe(2);
    const keys = await storedKeys();
    for (const key of imageKeys(created.map((b) => b.image))) expect(keys).toContain(key);

    const onlySmall = await call("POST", "/api/banner", { form: form({ smallBanner: await png() }), headers: auth });
    expect(onlySmall.status).toBe(201);
    expect(((await onlySmall.json()) as unknown[]).length).toBe(1);

    await expectError(
      await call("POST", "/api/banner", { form: form({}), headers: auth }),
      400,
      "Please select at least one banner image.",
    );
    // A field the route would not read, or a second file where one is kept, is refused, never dropped.
    await expectError(
      await call("POST", "/api/banner", { form: form({ title: "x", smallBanner: await png() }), headers: auth }),
      400,
      "Unknown field: title.",
    );
    const twoLarge = form({ largeBanner: await png() });
    twoLarge.append("largeBanner", await png("#0000ff"));
    await expectError(
      await call("POST", "/api/banner", { form: twoLarge, headers: auth }),
      400,
      "Send largeBanner only once.",
    );
    expect(await (await db()).banner.count()).toBe(3);
  });

  it("GET /api/banner answers 200 [{ _id, id, image, device, title }]", async () => {
    await call("POST", "/api/banner", { form: form({ largeBanner: await png() }), headers: auth });
    const response = await call("GET", "/api/banner");
    expect(response.status).toBe(200);
    const list = z.array(apiBannerSchema.strict()).parse(await response.json());
    expect(list).toHaveLength(1);
    expect(list[0]!.device).toBe("large");
  });

  it("PUT /api/banner/:id (banner, device, title) answers 200 Banner and replaces the file", async () => {
    const [created] = (await (
      await call("POST", "/api/banner", { form: form({ largeBanner: await png() }), headers: auth })
    ).json()) as {
      id: string;
      image: string;
    }[];
    const response = await call("PUT", `/api/banner/${created!.id}`, {
      form: form({ banner: await png("#123456"), device: "small", title: "" }),
      headers: auth,
    });
    expect(response.status).toBe(200);
    const updated = apiBannerSchema.strict().parse(await response.json());
    expect(updated).toMatchObject({ id: created!.id, _id: created!.id, device: "small", title: "" });
    expect(updated.image).not.toBe(created!.image);
    const keys = await storedKeys();
    expect(keys).toContain(imageKeys([updated.image])[0]);
    expect(keys).not.toContain(imageKeys([created!.image])[0]);

    await expectError(
      await call("PUT", `/api/banner/${created!.id}`, { form: form({ device: "large" }), headers: auth }),
      400,
      "No new image selected.",
    );
    await expectError(
      await call("PUT", `/api/banner/${created!.id}`, {
        form: form({ banner: await png(), device: "huge" }),
        headers: auth,
      }),
      400,
    );
    await expectError(
      await call("PUT", `/api/banner/${"b".repeat(25)}`, { form: form({ banner: await png() }), headers: auth }),
      404,
    );
    expect(await storedKeys()).toEqual(keys);
  });

  it("DELETE /api/banner/:id answers 200 { message } and removes the row and files", async () => {
    const [created] = (await (
      await call("POST", "/api/banner", { form: form({ largeBanner: await png() }), headers: auth })
    ).json()) as {
      id: string;
    }[];
    const response = await call("DELETE", `/api/banner/${created!.id}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Banner deleted successfully!" });
    expect(await (await db()).banner.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
    await expectError(await call("DELETE", `/api/banner/${created!.id}`, { headers: auth }), 404);
  });
});

describe("videos", () => {
  async function upload(title = "Morning bake") {
    const response = await call("POST", "/api/video", {
      form: form({ title, description: "Croissants rising.", videoFile: mp4() }),
      headers: auth,
    });
    expect(response.status).toBe(201);
    return apiVideoSchema.strict().parse(await response.json());
  }

  it("POST /api/video (videoFile, title, description) answers 201 Video; the file is stored", async () => {
    const video = await upload();
    expect(video).toMatchObject({ title: "Morning bake", description: "Croissants rising." });
    expect(video._id).toBe(video.id);
    expect(video.videoUrl).toMatch(/^\/uploads\/videos\/[a-f0-9]{32}\.mp4$/);
    expect(await storedKeys()).toEqual(imageKeys([video.videoUrl]));
    expect(await (await db()).video.count()).toBe(1);

    await expectError(
      await call("POST", "/api/video", { form: form({ title: "x", description: "y" }), headers: auth }),
      400,
      "Please fill all fields and select a video.",
    );
    const notVideo = new File(["just some text, not a video at all"], "x.mp4", { type: "video/mp4" });
    await expectError(
      await call("POST", "/api/video", {
        form: form({ title: "x", description: "y", videoFile: notVideo }),
        headers: auth,
      }),
      415,
    );
    await expectError(
      await call("POST", "/api/video", { form: form({ description: "y", videoFile: mp4() }), headers: auth }),
      400,
    );
    expect(await (await db()).video.count()).toBe(1);
    expect(await storedKeys()).toHaveLength(1);
  });

  it("GET /api/video and GET /api/video/:id answer the videos / one; unknown id 404", async () => {
    const older = await upload("Older");
    const newer = await upload("Newer");
    const list = z.array(apiVideoSchema.strict()).parse(await (await call("GET", "/api/video")).json());
    expect(list.map((v) => v.id)).toEqual([newer.id, older.id]);
    const one = await call("GET", `/api/video/${older.id}`);
    expect(one.status).toBe(200);
    expect(apiVideoSchema.strict().parse(await one.json())).toEqual(older);
    await expectError(await call("GET", `/api/video/${"v".repeat(25)}`), 404, "Video not found.");
  });

  it("PUT /api/video/:id (title, description, optional videoFile) answers 200 Video", async () => {
    const video = await upload();
    const textOnly = await call("PUT", `/api/video/${video.id}`, {
      form: form({ title: "Evening bake", description: "Loaves." }),
      headers: auth,
    });
    expect(textOnly.status).toBe(200);
    expect(apiVideoSchema.strict().parse(await textOnly.json())).toEqual({
      ...video,
      title: "Evening bake",
      description: "Loaves.",
    });
    expect(await storedKeys()).toEqual(imageKeys([video.videoUrl]));

    const withFile = await call("PUT", `/api/video/${video.id}`, {
      form: form({ title: "Evening bake", description: "Loaves.", videoFile: mp4(9) }),
      headers: auth,
    });
    expect(withFile.status).toBe(200);
    const replaced = apiVideoSchema.strict().parse(await withFile.json());
    expect(replaced.videoUrl).not.toBe(video.videoUrl);
    expect(await storedKeys()).toEqual(imageKeys([replaced.videoUrl]));

    await expectError(
      await call("PUT", `/api/video/${video.id}`, { form: form({ title: "", description: "" }), headers: auth }),
      400,
      "Title and description are required.",
    );
    await expectError(
      await call("PUT", `/api/video/${"v".repeat(25)}`, {
        form: form({ title: "a", description: "b" }),
        headers: auth,
      }),
      404,
    );
  });

  it("DELETE /api/video/:id answers 200 { message } and removes the row and the file", async () => {
    const video = await upload();
    const response = await call("DELETE", `/api/video/${video.id}`, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Video deleted successfully!" });
    expect(await (await db()).video.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("newsletter, messages and outbox", () => {
  const Message = apiMessageSchema.strict();

  /** A JSON POST answered `status` with exactly `{ message }`. */
  async function expectMessage(path: string, json: unknown, status: number, message: string) {
    const response = await call("POST", path, { json });
    expect(response.status).toBe(status);
    expect(Message.parse(await response.json())).toEqual({ message });
  }

  /** A JSON POST refused with a 400 listing these messages, in this order. */
  async function expectErrors(path: string, json: unknown, errors: string[]) {
    expect((await expectError(await call("POST", path, { json }), 400)).errors).toEqual(errors);
  }

  it("POST /api/subscribe: 200 { message } and a code queued; already verified 409 { message, emailExists }; bad e-mail 400", async () => {
    const db_ = await db();
    await expectMessage("/api/subscribe", { email: "  Asha@Example.COM " }, 200, SUBSCRIBE_TEXT.codeSent);
    expect(await db_.subscriber.findFirst({ where: { email: "Asha@example.com" } })).toMatchObject({
      status: "pending",
    });
    const code = await latestCode("Asha@example.com");

    const verified = await call("POST", "/api/subscribe/verify", { json: { email: "Asha@example.com", code } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: SUBSCRIBE_TEXT.verified });

    const again = await call("POST", "/api/subscribe", { json: { email: "Asha@EXAMPLE.com" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: SUBSCRIBE_TEXT.alreadySubscribed,
      emailExists: true,
      requestId: expect.any(String),
    });

    const before = await db_.subscriber.count();
    await expectError(
      await call("POST", "/api/subscribe", { json: { email: "not-an-email" } }),
      400,
      SUBSCRIBE_TEXT.emailInvalid,
    );
    await expectError(await call("POST", "/api/subscribe", { json: {} }), 400, SUBSCRIBE_TEXT.emailRequired);
    expect(await db_.subscriber.count()).toBe(before);
  });

  it('POST /api/subscribe/verify: a wrong or unknown code is 400 { message: "Invalid verification code." }', async () => {
    await call("POST", "/api/subscribe", { json: { email: "ravi@example.com" } });
    const code = await latestCode("ravi@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    await expectError(
      await call("POST", "/api/subscribe/verify", { json: { email: "ravi@example.com", code: wrong } }),
      400,
      SUBSCRIBE_TEXT.invalidCode,
    );
    await expectError(
      await call("POST", "/api/subscribe/verify", { json: { email: "nobody@example.com", code } }),
      400,
      SUBSCRIBE_TEXT.invalidCode,
    );
    expect(await (await db()).subscriber.findFirst({ where: { email: "ravi@example.com" } })).toMatchObject({
      status: "pending",
    });
  });

  it("POST /api/contact: 201 { message } and stored; a missing field or bad e-mail 400 { message, errors }", async () => {
    const fields = contact;
    await expectMessage("/api/contact", fields, 201, CONTACT_TEXT.success);
    expect(await (await db()).contactMessage.findMany()).toMatchObject([
      { fullName: "Meera", email: "meera@example.com" },
    ]);
    await expectErrors("/api/contact", { ...fields, fullName: "", email: "x" }, [
      CONTACT_TEXT.fullNameRequired,
      CONTACT_TEXT.emailInvalid,
    ]);
    expect(await (await db()).contactMessage.count()).toBe(1);
  });

  it("POST /api/partner-contact: 201 { message }; 400 { message, errors } in the required order", async () => {
    const fields = partner;
    await expectMessage("/api/partner-contact", fields, 201, PARTNER_TEXT.success);
    expect(await (await db()).partnerEnquiry.count()).toBe(1);
    await expectErrors(
      "/api/partner-contact",
      { ...fields, message: "short", partnershipType: "", phone: "12", website: "nope" },
      [PARTNER_TEXT.messageTooShort, PARTNER_TEXT.typeRequired, PARTNER_TEXT.phoneInvalid, PARTNER_TEXT.websiteInvalid],
    );
    expect(await (await db()).partnerEnquiry.count()).toBe(1);
  });

  it('POST /api/send-message: 202 { message: "Message queued for N subscribers." }; neither field 400; GET /api/outbox lists the e-mails', async () => {
    await call("POST", "/api/subscribe", { json: { email: "una@example.com" } });
    await call("POST", "/api/subscribe/verify", {
      json: { email: "una@example.com", code: await latestCode("una@example.com") },
    });
    const queued = await call("POST", "/api/send-message", {
      form: form({ message: "Fresh croissants at 7!" }),
      headers: auth,
    });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toEqual({ message: "Message queued for 1 subscribers." });
    await expectError(await call("POST", "/api/send-message", { form: form({ message: "  " }), headers: auth }), 400);

    const outbox = await call("GET", "/api/outbox", { headers: auth });
    expect(outbox.status).toBe(200);
    const emails = z.array(apiOutboxEmailSchema.strict()).parse(await outbox.json());
    expect(emails.map((e) => e.to)).toEqual(["una@example.com", "una@example.com"]);
    for (const e of emails) expect(e._id).toBe(e.id);
    expect(emails.some((e) => e.text.includes("Fresh croissants at 7!"))).toBe(true);
  });
});

describe("every /api answer", () => {
  it("an unknown /api path is 404 { message }", async () => {
    const response = await call("GET", "/api/nothing/here");
    await expectError(response, 404);
  });

  it("a wrong method is 405 with an Allow header", async () => {
    const cases: [string, string, string][] = [
      ["PATCH", "/api/offerings", "GET, HEAD, POST, OPTIONS"],
      ["DELETE", "/api/products", "GET, HEAD, POST, OPTIONS"],
      ["POST", "/api/products/search", "GET, HEAD, OPTIONS"],
      ["GET", `/api/offerings/${"c".repeat(25)}`, "PUT, DELETE, OPTIONS"],
      ["POST", `/api/video/${"c".repeat(25)}`, "GET, HEAD, PUT, DELETE, OPTIONS"],
      ["PUT", "/api/openapi.json", "GET, HEAD, OPTIONS"],
      ["GET", "/api/subscribe", "POST, OPTIONS"],
      ["PUT", "/api/subscribe/verify", "POST, OPTIONS"],
      ["DELETE", "/api/contact", "POST, OPTIONS"],
      ["GET", "/api/partner-contact", "POST, OPTIONS"],
      ["GET", "/api/send-message", "POST, OPTIONS"],
      ["POST", "/api/outbox", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await call(method, path, { headers: auth });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it("public GETs send Cache-Control and a weak ETag (one tag for every content coding), and answer a matching If-None-Match with 304", async () => {
    await createOffering("Pastries");
    const first = await call("GET", "/api/offerings");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[!#-~]{20,}"$/);
    const body = await first.text();

    const again = await call("GET", "/api/offerings");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);

    const notModified = await call("GET", "/api/offerings", { headers: { "if-none-match": etag! } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("etag")).toBe(etag);

    const listed = await call("GET", "/api/offerings", { headers: { "if-none-match": `"other", ${etag!.slice(2)}` } });
    expect(listed.status).toBe(304);

    await createOffering("Loaves");
    const changed = await call("GET", "/api/offerings", { headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("writes and errors are no-store", async () => {
    const created = await call("POST", "/api/offerings", { json: { name: "Pastries" }, headers: auth });
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(created.headers.get("etag")).toBeNull();
    const missing = await call("GET", `/api/products/${"p".repeat(25)}`);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const anonymous = await call("POST", "/api/offerings", { json: { name: "Loaves" } });
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const subscribed = await call("POST", "/api/subscribe", { json: { email: "nostore@example.com" } });
    expect(subscribed.status).toBe(200);
    expect(subscribed.headers.get("cache-control")).toBe("no-store");
    const badContact = await call("POST", "/api/contact", { json: {} });
    expect(badContact.headers.get("cache-control")).toBe("no-store");
  });

  it("the outbox is a private read: no-store, no ETag, no CORS", async () => {
    const response = await call("GET", "/api/outbox", { headers: { ...auth, origin: "https://partner.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("CORS is off by default: no Access-Control-Allow-Origin, and preflights are refused", async () => {
    const response = await call("GET", "/api/products", { headers: { origin: "https://partner.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await call("OPTIONS", "/api/products", {
      headers: { origin: "https://partner.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("refused, never cleaned: what the document forbids, the server refuses", () => {
  /** The body is refused with a 400, and the OpenAPI document forbids it too. */
  async function expectRefusedJson(path: string, body: Record<string, unknown>, label: string) {
    expect(requestIsDocumented("POST", path, body).valid, `${label}: the document should forbid it`).toBe(false);
    const response = await call("POST", path, { json: body });
    expect(response.status, label).toBe(400);
  }

  it("a multipart type with a suffix (multipart/form-dataX) is not multipart: 415, nothing stored", async () => {
    await createOffering("Breads");
    const body = new FormData();
    for (const [k, v] of Object.entries({ title: "Rye", price: "90", description: "Dark.", category: "breads" }))
      body.append(k, v);
    const encoded = new Response(body);
    const type = encoded.headers.get("content-type")!.replace("multipart/form-data", "multipart/form-dataX");
    const response = await call("POST", "/api/products", {
      body: await encoded.arrayBuffer(),
      headers: { ...auth, "content-type": type },
    });
    await expectError(response, 415);
    expect(await (await db()).product.count()).toBe(0);
  });

  it("/api/send-message takes multipart only, as documented: a urlencoded body is a 415 and queues nothing", async () => {
    const response = await call("POST", "/api/send-message", {
      body: "message=Hello",
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
    });
    await expectError(response, 415);
    expect(await (await db()).broadcast.count()).toBe(0);
  });

  it("/api/partner-contact refuses values that are not strings, as /api/contact does", async () => {
    const cases: [string, unknown][] = [
      ["website", false],
      ["website", ["https://x.com"]],
      ["phone", {}],
      ["phone", 1234567890],
      ["message", 12345678901],
    ];
    for (const [field, value] of cases) {
      await expectRefusedJson(
        "/api/partner-contact",
        { ...partner, [field]: value },
        `partner ${field}=${JSON.stringify(value)}`,
      );
      await expectRefusedJson(
        "/api/contact",
        { ...contact, [field === "website" ? "phone" : field]: value },
        `contact ${field}=${JSON.stringify(value)}`,
      );
    }
    expect(await (await db()).partnerEnquiry.count()).toBe(0);
    expect(await (await db()).contactMessage.count()).toBe(0);
  });

  it("e-mail addresses follow one rule: empty labels, dots at the ends, single-label domains, look-alikes and invisible characters are a 400", async () => {
    const refused = [
      "a@b..co",
      ".a@b.com",
      "a.@b.com",
      "a@b.com.",
      "0@com",
      "a@.b.com",
      "a@b-.com",
      "a@bаkery.com",
      "meera@example.com\u200B",
      "\uFEFFmeera@example.com",
      "mé@example.com",
    ];
    for (const email of refused) {
      await expectRefusedJson("/api/subscribe", { email }, `subscribe ${JSON.stringify(email)}`);
      await expectRefusedJson("/api/contact", { ...contact, email }, `contact ${JSON.stringify(email)}`);
    }
    expect(await (await db()).subscriber.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
    // An internationalised domain in its xn-- form, and an upper-case domain (lower-cased), are addresses.
    for (const email of ["asha@xn--bckerei-cxa.de", " Asha@Cafe.EXAMPLE "]) {
      expect(requestIsDocumented("POST", "/api/subscribe", { email }).valid, email).toBe(true);
      expect((await call("POST", "/api/subscribe", { json: { email } })).status, email).toBe(200);
    }
  });

  it("names, titles and messages without a visible character, or with invisible or text-direction characters, are a 400", async () => {
    for (const name of ["\u200B", "Meera\u200B", "\u202Eareem", "Mee\u2060ra", "\u00AD", " \u200D "]) {
      await expectRefusedJson("/api/contact", { ...contact, fullName: name }, `fullName ${JSON.stringify(name)}`);
    }
    await expectRefusedJson("/api/contact", { ...contact, message: "\u200B\u200B" }, "message of zero-width spaces");
    expect(await (await db()).contactMessage.count()).toBe(0);

    const offering = await createOffering("Cakes");
    for (const title of ["\u200B", "Cake\u202E", "\u2066Cake"]) {
      const response = await call("POST", "/api/products", {
        form: form({ title, price: "10", description: "Nice.", category: offering.slug }),
        headers: auth,
      });
      await expectError(response, 400);
      const video = await call("POST", "/api/video", {
        form: form({ title, description: "Rising.", videoFile: mp4() }),
        headers: auth,
      });
      await expectError(video, 400);
    }
    await expectError(await call("POST", "/api/offerings", { json: { name: "\u202E" }, headers: auth }), 400);
    expect(await (await db()).product.count()).toBe(0);
    expect(await (await db()).video.count()).toBe(0);
  });

  it("a lone surrogate in JSON, and a body that is not UTF-8, are a 400; nothing is stored as U+FFFD", async () => {
    await expectRefusedJson("/api/contact", { ...contact, fullName: "Mee\ud800ra" }, "lone surrogate");
    await expectRefusedJson(
      "/api/contact",
      { ...contact, message: "Hello \udfff there" },
      "lone surrogate in a message",
    );
    const json = new TextEncoder().encode(JSON.stringify({ ...contact, fullName: "Meera" }));
    const invalid = new Uint8Array([...json.slice(0, 13), 0xff, 0xfe, ...json.slice(13)]); // inside "Meera"
    const response = await call("POST", "/api/contact", {
      body: invalid,
      headers: { "content-type": "application/json" },
    });
    const body = await expectError(response, 400, NOT_UTF8);
    expect(body.requestId).toEqual(expect.any(String));
    expect(await (await db()).contactMessage.count()).toBe(0);
  });

  it("a banner part the route would not read, or a repeated field, is a 400, never dropped", async () => {
    await expectError(
      await call("POST", "/api/banner", { form: form({ smallBanner: await png(), title: "Sale" }), headers: auth }),
      400,
      "Unknown field: title.",
    );
    const product = new FormData();
    for (const [k, v] of Object.entries({ title: "Rye", price: "90", description: "Dark.", category: "x" }))
      product.append(k, v);
    product.append("title", "Second title");
    await expectError(
      await call("POST", "/api/products", { form: product, headers: auth }),
      400,
      "Send title only once.",
    );
    expect(await (await db()).banner.count()).toBe(0);
  });
});
