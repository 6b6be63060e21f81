// Dietary labels and nutrition per serving, through every path that writes or reads them: /api (POST,
// PUT, GET, search; 400s for bad input, nothing stored), the admin form actions (dashboard, add, edit), the
// offering and search loaders with ?diet= filters, and the demo seed.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import { ENERGY_REQUIRED, SERVING_SIZE_REQUIRED, SUGARS_OVER_CARBS, nutrientMessage } from "#app/lib/nutrition";

import { DIET_LABELS_MESSAGE } from "#app/lib/diet";

import { unpackCards } from "#app/lib/product-cards";

import { createOffering } from "#app/server/models/offerings.server";

import { createProduct, listProductsByOfferingSlug, searchProducts } from "#app/server/models/products.server";
import { seedDemoContent } from "#app/server/seed/seed.server";

import { action as dashboardAction } from "#app/routes/admin/dashboard";

import { action as addAction } from "#app/routes/admin/product-add";

import { action as editAction, loader as editLoader } from "#app/routes/admin/product-edit";

import { loader as offeringLoader } from "#app/routes/public/offering";

import { loader as productLoader } from "#app/routes/public/product";

import { loader as searchLoader } from "#app/routes/public/search";

import { db, freshStoreEachTest } from "#tests/helpers/db";
import { authorization, call, form, StrictProduct } from "#tests/helpers/api";

import { get, multipart, postMultipart, runLoader } from "#tests/helpers/requests";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { NUTRITION_SAMPLE as NUTRITION } from "#tests/helpers/samples";

const auth = authorization();

freshStoreEachTest();

/** The admin form with no label ticked (only the hidden empty value arrives) and every nutrition field empty. */
const NO_NUTRITION = {
  dietLabels: [""],
  servingSize: "",
  energyKcal: "",
  protein: "",
  carbohydrates: "",
  sugars: "",
  fat: "",
};

/** A product's required fields other than its title, in the given offering. */
const sweet = (category: string) => ({ price: "100", description: "Sweet.", category });

describe("/api/products", () => {
  it("round-trips labels and nutrition on POST (multipart), PUT, GET one and GET all, and search answers the labels", async () => {
    const cakes = await createOffering("Cakes");
    const created = await call("POST", "/api/products", {
      headers: auth,
      form: form({
        title: "Eggless Truffle",
        price: "450",
        description: "Dark.",
        category: "cakes",
        dietLabels: ["vegan", "eggless"],
        nutrition: JSON.stringify(NUTRITION),
      }),
    });
    expect(created.status).toBe(201);
    const product = StrictProduct.parse(await created.json());
    expect(product.dietLabels).toEqual(["eggless", "vegan"]);
    expect(product.nutrition).toEqual(NUTRITION);

    const one = StrictProduct.parse(await (await call("GET", `/api/products/${product.id}`)).json());
    expect(one).toMatchObject({ dietLabels: ["eggless", "vegan"], nutrition: NUTRITION });
    const all = (await (await call("GET", "/api/products?category=cakes")).json()) as unknown[];
    expect(all).toEqual([one]);

    // PUT without the fields keeps them; with them replaces them; null / empty clears them.
    const put = (fields: Record<string, string>) =>
      call("PUT", `/api/products/${product.id}`, {
        headers: auth,
        form: form({ title: "Truffle", price: "450", description: "Dark.", category: cakes.id, ...fields }),
      });
    const kept = await put({});
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({
      title: "Truffle",
      dietLabels: ["eggless", "vegan"],
      nutrition: NUTRITION,
    });
    const changed = await put({ dietLabels: "contains-nuts,eggless", servingSize: "1 piece", energyKcal: "200" });
    expect(await changed.json()).toMatchObject({
      dietLabels: ["eggless", "contains-nuts"],
      nutrition: {
        servingSize: "1 piece",
        energyKcal: 200,
        protein: null,
        carbohydrates: null,
        sugars: null,
        fat: null,
        fibre: null,
      },
    });
    const cleared = await put({ dietLabels: "", nutrition: "null" });
    expect(await cleared.json()).toMatchObject({ dietLabels: [], nutrition: null });

    await put({ dietLabels: "vegan" });
    const found = (await (await call("GET", "/api/products/search?query=truffle")).json()) as {
      dietLabels: string[];
    }[];
    expect(found[0]!.dietLabels).toEqual(["vegan"]);
  });

  it("refuses unknown labels and bad nutrition with 400 and clear messages, storing and changing nothing", async () => {
    const cakes = await createOffering("Cakes");
    const base = { title: "Cake", price: "100", description: "Sweet.", category: cakes.id };
    const cases: [Record<string, string | string[]>, string][] = [
      [{ dietLabels: ["eggless", "keto"] }, DIET_LABELS_MESSAGE],
      [{ dietLabels: "[1,2]" }, DIET_LABELS_MESSAGE],
      [{ nutrition: JSON.stringify({ ...NUTRITION, fat: -1 }) }, nutrientMessage("fat")],
      [{ nutrition: JSON.stringify({ ...NUTRITION, protein: "lots" }) }, nutrientMessage("protein")],
      [{ nutrition: JSON.stringify({ ...NUTRITION, fibre: 1.25 }) }, nutrientMessage("fibre")],
      [{ nutrition: JSON.stringify({ ...NUTRITION, sugars: 50 }) }, SUGARS_OVER_CARBS],
      [{ nutrition: JSON.stringify({ energyKcal: 100 }) }, SERVING_SIZE_REQUIRED],
      [{ servingSize: "1 slice", protein: "3" }, ENERGY_REQUIRED],
      [{ nutrition: "{not json" }, "Nutrition could not be read"],
      [{ nutrition: "[1]" }, "Nutrition could not be read"],
      [{ energyKcal: "1e3", servingSize: "1" }, nutrientMessage("energyKcal")],
    ];
    for (const [extra, message] of cases) {
      const response = await call("POST", "/api/products", { headers: auth, form: form({ ...base, ...extra }) });
      const body = (await response.json()) as { message: string; errors?: string[] };
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(body.errors?.join(" ") ?? body.message, JSON.stringify(extra)).toContain(message);
    }
    expect(await (await db()).product.count()).toBe(0);

    // JSON bodies are not accepted by POST /api/products (multipart), but the model takes objects: same rules.
    await expect(createProduct({ ...base, dietLabels: ["gluten-free", 3] })).rejects.toMatchObject({ status: 400 });
    const product = await createProduct({ ...base, dietLabels: ["gluten-free"], nutrition: NUTRITION });
    const bad = await call("PUT", `/api/products/${product.id}`, {
      headers: auth,
      form: form({ ...base, nutrition: JSON.stringify({ ...NUTRITION, energyKcal: 99999 }) }),
    });
    expect(bad.status).toBe(400);
    expect(await (await call("GET", `/api/products/${product.id}`)).json()).toMatchObject({
      dietLabels: ["gluten-free"],
      nutrition: NUTRITION,
    });
  });
});

describe("admin product forms", () => {
  let cookie: string;
  let csrf: string;
  let categoryId: string;
  const fields = (extra: Record<string, string | string[]> = {}) => ({
    csrf,
    intent: "add-product",
    title: "Carrot Cake",
    price: "180",
    description: "Spiced.",
    category: categoryId,
    dietLabels: ["", "eggless", "contains-nuts"],
    servingSize: "1 slice (100 g)",
    energyKcal: "370",
    protein: "5",
    carbohydrates: "44",
    sugars: "28",
    fat: "19.5",
    fibre: "",
    ...extra,
  });

  beforeEach(async () => {
    ({ cookie, csrf } = await signIn());
    categoryId = (await (await db()).offering.create({ data: { name: "Cakes", slug: "cakes" } })).id;
  });

  it("the dashboard and /product/add store the ticked labels and the nutrition; the edit form shows and changes them", async () => {
    expect((await run(dashboardAction, postMultipart(PREFIX, multipart(fields()), { cookie }))).status).toBe(303);
    expect(
      (
        await run(
          addAction,
          postMultipart(`${PREFIX}/product/add`, multipart(fields({ title: "Plain", ...NO_NUTRITION })), { cookie }),
        )
      ).status,
    ).toBe(303);
    const rows = await (await db()).product.findMany({ orderBy: { title: "asc" } });
    expect(rows.map((r) => [r.title, r.dietLabels, r.servingSize, r.energyKcal?.toString() ?? null, r.fibreG])).toEqual(
      [
        ["Carrot Cake", ["eggless", "contains-nuts"], "1 slice (100 g)", "370", null],
        ["Plain", [], null, null, null],
      ],
    );

    const id = rows[0]!.id;
    const page = await run(editLoader, get(`${PREFIX}/product/${id}/update`, { cookie }), { id });
    expect(page.data).toMatchObject({
      product: {
        dietLabels: ["eggless", "contains-nuts"],
        nutrition: { servingSize: "1 slice (100 g)", energyKcal: 370, fat: 19.5, fibre: null },
      },
    });

    // Unticking everything (only the hidden empty value arrives) clears the labels; emptying nutrition clears it.
    const cleared = multipart({
      ...fields(NO_NUTRITION),
      intent: "update-product",
    });
    expect(
      (await run(editAction, postMultipart(`${PREFIX}/product/${id}/update`, cleared, { cookie }), { id })).status,
    ).toBe(303);
    expect(await (await db()).product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      dietLabels: [],
      servingSize: null,
      energyKcal: null,
    });
  });

  it("answers bad labels or nutrition with 400, the message by field and the typed values, storing nothing", async () => {
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ fat: "-2" }, "fat", nutrientMessage("fat")],
      [{ sugars: "50" }, "sugars", SUGARS_OVER_CARBS],
      [{ servingSize: "" }, "servingSize", SERVING_SIZE_REQUIRED],
      [{ dietLabels: ["", "paleo"] }, "dietLabels", DIET_LABELS_MESSAGE],
    ];
    for (const [extra, field, message] of cases) {
      const result = await run(dashboardAction, postMultipart(PREFIX, multipart(fields(extra)), { cookie }));
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({
        intent: "add-product",
        fieldErrors: { [field]: message },
        values: { title: "Carrot Cake" },
      });
    }
    const kept = await run(dashboardAction, postMultipart(PREFIX, multipart(fields({ fat: "-2" })), { cookie }));
    expect(kept.data).toMatchObject({
      values: { dietLabels: "eggless,contains-nuts", fat: "-2", servingSize: "1 slice (100 g)" },
    });
    expect(await (await db()).product.count()).toBe(0);
  });
});

describe("offering and search loaders with ?diet=", () => {
  it("lists only the products with every label, with the offering's total, and ignores unknown filters", async () => {
    const cakes = await createOffering("Cakes");
    const base = sweet(cakes.id);
    await createProduct({ ...base, title: "A eggless", dietLabels: ["eggless", "no-nuts"] });
    await createProduct({ ...base, title: "B eggless vegan nuts", dietLabels: ["eggless", "vegan", "contains-nuts"] });
    await createProduct({ ...base, title: "C plain" });

    const page = await runLoader(offeringLoader, "/offerings/cakes?diet=eggless", { slug: "cakes" });
    expect(page).toMatchObject({ filters: ["eggless"], total: 3, count: 2 });
    expect(unpackCards(page.cards).map((c) => [c.title, c.dietLabels])).toEqual([
      ["B eggless vegan nuts", ["eggless", "vegan", "contains-nuts"]],
      ["A eggless", ["eggless", "no-nuts"]],
    ]);
    const noNuts = await runLoader(offeringLoader, "/offerings/cakes?diet=eggless,no-nuts&diet=bogus", {
      slug: "cakes",
    });
    expect(noNuts.filters).toEqual(["eggless", "no-nuts"]);
    expect(unpackCards(noNuts.cards).map((c) => c.title)).toEqual(["A eggless"]);
    // "C plain" says nothing about nuts: it is not counted as made without them.
    const marked = await runLoader(offeringLoader, "/offerings/cakes?diet=no-nuts", { slug: "cakes" });
    expect(marked).toMatchObject({ total: 3, count: 1 });
    expect(unpackCards(marked.cards).map((c) => c.title)).toEqual(["A eggless"]);
    const none = await runLoader(offeringLoader, "/offerings/cakes?diet=gluten-free", { slug: "cakes" });
    expect(none).toMatchObject({ total: 3, count: 0 });
    const unfiltered = await runLoader(offeringLoader, "/offerings/cakes?diet=nonsense", { slug: "cakes" });
    expect(unfiltered).toMatchObject({ filters: [], total: 3, count: 3 });
    expect(await listProductsByOfferingSlug("cakes", ["vegan", "no-nuts"])).toMatchObject({ total: 3, products: [] });

    const search = await runLoader(searchLoader, "/search?query=eggless&diet=vegan");
    expect(search).toMatchObject({
      filters: ["vegan"],
      unfiltered: 2,
      results: [{ title: "B eggless vegan nuts", dietLabels: ["eggless", "vegan", "contains-nuts"] }],
    });
    expect((await searchProducts("plain", 20, ["eggless"])).length).toBe(0);
    const api = (await (await call("GET", "/api/products/search?query=eggless&diet=vegan,bogus")).json()) as {
      title: string;
    }[];
    expect(api.map((r) => r.title)).toEqual(["B eggless vegan nuts"]);
    const apiNoNuts = (await (await call("GET", "/api/products/search?query=eggless&diet=no-nuts")).json()) as {
      title: string;
    }[];
    expect(apiNoNuts.map((r) => r.title)).toEqual(["A eggless"]);
  });

  it("the product loader gives the labels and the nutrition", async () => {
    const cakes = await createOffering("Cakes");
    const product = await createProduct({
      ...sweet(cakes.id),
      title: "Slice",
      dietLabels: ["vegan"],
      nutrition: NUTRITION,
    });
    const page = await runLoader(productLoader, `/product/${product.id}`, { id: product.id });
    expect(page.product).toMatchObject({ dietLabels: ["vegan"], nutrition: NUTRITION });
  });

  it("the demo seed gives every product labels-or-none and nutrition, and some but not all cakes are eggless", async () => {
    await seedDemoContent(await db());
    const products = await (await db()).product.findMany({ include: { category: true } });
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.every((p) => p.servingSize && p.energyKcal)).toBe(true);
    const page = await runLoader(offeringLoader, "/offerings/cakes?diet=eggless", { slug: "cakes" });
    expect(page.count).toBeGreaterThan(0);
    expect(page.count).toBeLessThan(page.total);
  });
});
