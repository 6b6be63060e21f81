// Declared allergens and honest free-from claims, through every path that writes or reads them: the model
// (stored columns, contradicting claims refused), /api (POST, PUT, GET one and all: the Product shape, 400s that
// store nothing), the admin form's radio groups (dashboard, edit), the product and offering loaders, the seed.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import { ALLERGENS_MESSAGE } from "#app/lib/allergens";

import { unpackCards } from "#app/lib/product-cards";

import { createOffering } from "#app/server/models/offerings.server";

import { createProduct, getProduct, updateProduct } from "#app/server/models/products.server";
import { seedDemoContent } from "#app/server/seed/seed.server";

import { action as dashboardAction } from "#app/routes/admin/dashboard";

import { action as editAction, loader as editLoader } from "#app/routes/admin/product-edit";

import { loader as offeringLoader } from "#app/routes/public/offering";

import { loader as productLoader } from "#app/routes/public/product";

import { db, freshStoreEachTest } from "#tests/helpers/db";
import { authorization, call, form, StrictProduct } from "#tests/helpers/api";

import { get, multipart, postMultipart, runLoader } from "#tests/helpers/requests";
import { PREFIX, run, signIn } from "#tests/helpers/admin";

const auth = authorization();
const NO_NUTS = "A product made without nuts cannot contain or may contain nuts.";

freshStoreEachTest();

describe("the model", () => {
  it("stores the declaration, keeps it when absent on update, and refuses claims it contradicts", async () => {
    const cakes = await createOffering("Cakes");
    const base = { title: "Bun", price: "40", description: "Soft.", category: cakes.id };
    const bun = await createProduct({ ...base, allergens: { contains: ["milk", "gluten"], mayContain: ["nuts"] } });
    expect(bun.allergens).toEqual({ contains: ["gluten", "milk"], mayContain: ["nuts"] });
    const row = await (await db()).product.findUniqueOrThrow({ where: { id: bun.id } });
    expect([row.allergensContains, row.allergensMayContain]).toEqual([["gluten", "milk"], ["nuts"]]);
    expect((await createProduct({ ...base, title: "Plain" })).allergens).toEqual({ contains: [], mayContain: [] });

    expect((await updateProduct(bun.id, { ...base, title: "Bun 2" })).allergens).toEqual(bun.allergens);
    // The claim alone, against the stored "may contain nuts": refused, nothing changed.
    await expect(updateProduct(bun.id, { ...base, dietLabels: ["no-nuts"] })).rejects.toMatchObject({
      status: 400,
      message: NO_NUTS,
    });
    await expect(
      createProduct({ ...base, dietLabels: ["vegan"], allergens: { contains: ["milk"] } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(createProduct({ ...base, allergens: { contains: ["almond"] } })).rejects.toMatchObject({
      status: 400,
    });
    expect((await getProduct(bun.id))?.dietLabels).toEqual([]);
    expect(await (await db()).product.count()).toBe(2);
  });
});

describe("/api/products", () => {
  it("round-trips the allergens on POST, PUT, GET one and GET all, and answers 400 for bad ones, storing nothing", async () => {
    await createOffering("Pastries");
    const base = { title: "Croissant", price: "90", description: "Flaky.", category: "pastries" };
    const created = await call("POST", "/api/products", {
      headers: auth,
      form: form({ ...base, allergens: JSON.stringify({ contains: ["milk", "gluten"], mayContain: ["nuts"] }) }),
    });
    expect(created.status).toBe(201);
    const product = StrictProduct.parse(await created.json());
    expect(product.allergens).toEqual({ contains: ["gluten", "milk"], mayContain: ["nuts"] });
    const one = StrictProduct.parse(await (await call("GET", `/api/products/${product.id}`)).json());
    expect(one.allergens).toEqual(product.allergens);
    const all = (await (await call("GET", "/api/products")).json()) as unknown[];
    expect(all.map((p) => StrictProduct.parse(p))).toEqual([one]);

    const kept = await call("PUT", `/api/products/${product.id}`, { headers: auth, form: form(base) });
    expect(StrictProduct.parse(await kept.json()).allergens).toEqual(product.allergens);
    const cleared = await call("PUT", `/api/products/${product.id}`, {
      headers: auth,
      form: form({ ...base, allergens: "null", dietLabels: "no-nuts" }),
    });
    expect(StrictProduct.parse(await cleared.json())).toMatchObject({
      allergens: { contains: [], mayContain: [] },
      dietLabels: ["no-nuts"],
    });

    for (const [allergens, message] of [
      [JSON.stringify({ contains: ["walnut"] }), ALLERGENS_MESSAGE],
      [JSON.stringify({ contains: ["milk"], mayContain: ["milk"] }), ALLERGENS_MESSAGE],
      ["{oops", ALLERGENS_MESSAGE],
      [JSON.stringify({ mayContain: ["nuts"] }), NO_NUTS],
    ] as const) {
      const response = await call("PUT", `/api/products/${product.id}`, {
        headers: auth,
        form: form({ ...base, title: "Changed", allergens, dietLabels: "no-nuts" }),
      });
      expect(response.status, allergens).toBe(400);
      const body = (await response.json()) as { message: string; errors?: string[] };
      expect(body.errors?.join(" ") ?? body.message).toContain(message);
    }
    expect(await (await call("GET", `/api/products/${product.id}`)).json()).toMatchObject({
      title: "Croissant",
      allergens: { contains: [], mayContain: [] },
    });
  });
});

describe("admin product form", () => {
  it("stores the radio groups, shows them on edit, and answers a contradiction with 400 and the typed values", async () => {
    const { cookie, csrf } = await signIn();
    const categoryId = (await (await db()).offering.create({ data: { name: "Cakes", slug: "cakes" } })).id;
    const fields = (extra: Record<string, string | string[]> = {}) => ({
      csrf,
      intent: "add-product",
      title: "Red Velvet",
      price: "150",
      description: "Soft.",
      category: categoryId,
      dietLabels: [""],
      "allergen-gluten": "contains",
      "allergen-milk": "contains",
      "allergen-egg": "contains",
      "allergen-nuts": "may-contain",
      "allergen-peanuts": "",
      "allergen-soy": "",
      "allergen-sesame": "",
      "allergen-sulphites": "",
      ...extra,
    });
    const refused = await run(
      dashboardAction,
      postMultipart(PREFIX, multipart(fields({ dietLabels: ["", "no-nuts"] })), { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: { dietLabels: NO_NUTS },
      values: { "allergen-nuts": "may-contain", "allergen-egg": "contains", dietLabels: "no-nuts" },
    });
    expect(await (await db()).product.count()).toBe(0);

    expect((await run(dashboardAction, postMultipart(PREFIX, multipart(fields()), { cookie }))).status).toBe(303);
    const { id } = await (await db()).product.findFirstOrThrow();
    const page = await run(editLoader, get(`${PREFIX}/product/${id}/update`, { cookie }), { id });
    expect(page.data).toMatchObject({
      product: { allergens: { contains: ["gluten", "milk", "egg"], mayContain: ["nuts"] } },
    });

    const edited = multipart({ ...fields({ "allergen-nuts": "", "allergen-egg": "" }), intent: "update-product" });
    const result = await run(editAction, postMultipart(`${PREFIX}/product/${id}/update`, edited, { cookie }), { id });
    expect(result.status).toBe(303);
    expect(await (await db()).product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      allergensContains: ["gluten", "milk"],
      allergensMayContain: [],
    });
  });
});

describe("pages", () => {
  it("the product loader gives the allergens; without nuts lists only the products marked so", async () => {
    const cakes = await createOffering("Cakes");
    const base = { price: "100", description: "Sweet.", category: cakes.id };
    const marked = await createProduct({
      ...base,
      title: "Marked",
      dietLabels: ["no-nuts"],
      allergens: { contains: ["milk"] },
    });
    await createProduct({ ...base, title: "Unmarked" });
    await createProduct({ ...base, title: "Nutty", dietLabels: ["contains-nuts"], allergens: { contains: ["nuts"] } });
    const page = await runLoader(productLoader, `/product/${marked.id}`, { id: marked.id });
    expect(page.product).toMatchObject({ dietLabels: ["no-nuts"], allergens: { contains: ["milk"], mayContain: [] } });
    const filtered = await runLoader(offeringLoader, "/offerings/cakes?diet=no-nuts", { slug: "cakes" });
    expect(filtered).toMatchObject({ total: 3, count: 1 });
    expect(unpackCards(filtered.cards).map((c) => c.title)).toEqual(["Marked"]);
  });

  it("the demo seed declares the allergens: croissants contain gluten and milk and may contain nuts", async () => {
    await seedDemoContent(await db());
    const rows = await (await db()).product.findMany();
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    expect(byTitle.get("Butter Croissant")).toMatchObject({
      allergensContains: ["gluten", "milk"],
      allergensMayContain: ["nuts"],
    });
    expect(byTitle.get("Almond Danish")?.allergensContains).toContain("nuts");
    expect(rows.every((r) => r.allergensContains.includes("gluten"))).toBe(true);
    expect(rows.some((r) => r.dietLabels.includes("no-nuts"))).toBe(false);
  });
});
