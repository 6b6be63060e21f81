// Product model against a real database and real image files in UPLOADS_DIR.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { database, setDatabase } from "#app/server/platform/db.server";
import { toDomainError } from "#app/server/models/errors.server";
import { caught, expectDomainError } from "#tests/helpers/domain";
import { clearUploads, png, storageKey, storedKeys, variantKeys } from "#tests/helpers/uploads";
import { storage } from "#app/server/storage/storage.server";
import { sniffImageType } from "#app/server/storage/file-types.server";
import { createOffering, renameOffering, type OfferingRecord } from "#app/server/models/offerings.server";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  listProductsByOfferingSlug,
  listRelatedProducts,
  searchProducts,
  searchProductsPage,
  toApiProduct,
  toApiSearchResult,
  updateProduct,
} from "#app/server/models/products.server";
import { TitleIndex, wordSimilarity } from "#app/server/models/products/title-index.server";
import { UploadError } from "#app/server/storage/upload-error.server";
import type { ProductInput } from "#app/server/models/products.server";

const photo = (background = "#f2b544") => png(background, 1200, 900);

const notAnImage = () => new File(["<svg onload=alert(1)></svg>".padEnd(64, " ")], "x.png", { type: "image/png" });

/** Runs `run` with a client whose `product.update`/`product.create` call `before` first (to simulate failures). */
async function withProductWriteHook(before: () => Promise<void>, run: () => Promise<unknown>) {
  const handle = await database();
  const hooked = handle.prisma.$extends({
    query: {
      product: {
        create: async ({ args, query }) => (await before(), query(args)),
        update: async ({ args, query }) => (await before(), query(args)),
      },
    },
  });
  setDatabase({ ...handle, prisma: hooked as unknown as typeof handle.prisma });
  try {
    return await run();
  } finally {
    setDatabase(handle);
  }
}

let pastries: OfferingRecord;
let loaves: OfferingRecord;

/** A product as the owner sends it: the price in rupees (the model reads it into paise, as the form's). */
type SentProduct = Omit<ProductInput, "price"> & { price: number };

function input(overrides: Partial<SentProduct> = {}): SentProduct {
  return { title: "Butter Croissant", price: 120.5, description: "Flaky.", category: pastries.id, ...overrides };
}

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  pastries = await createOffering("Pastries");
  loaves = await createOffering("Loaves");
});

describe("createProduct", () => {
  it("stores every image as WebP and AVIF variants and writes the product with its ordered images", async () => {
    const product = await createProduct(
      input({
        shoppingLinks: { zepto: "https://zepto.example/p", instamart: undefined, blinkit: "https://blinkit.example/b" },
      }),
      [await photo(), await photo("#222222")],
    );
    expect(product).toMatchObject({
      title: "Butter Croissant",
      price: 12_050,
      description: "Flaky.",
      category: pastries,
      shoppingLinks: { zepto: "https://zepto.example/p", blinkit: "https://blinkit.example/b" },
    });
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      expect(image.url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-1200\.webp$/);
      expect(image.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
      for (const v of image.variants) {
        expect(v.avif).toBe(v.url.replace(/\.webp$/, ".avif"));
        const file = await storage().get(storageKey(v.avif!));
        expect(file?.type).toBe("image/avif");
        expect(sniffImageType(new Uint8Array(await file!.arrayBuffer()))).toBe("image/avif");
        expect(file!.size).toBeLessThan((await storage().get(storageKey(v.url)))!.size);
      }
    }
    expect(await storedKeys()).toEqual(variantKeys(...product.images));
    const rows = await (
      await db()
    ).productImage.findMany({ orderBy: { position: "asc" }, select: { url: true, position: true } });
    expect(rows).toEqual(product.images.map((i, position) => ({ url: i.url, position })));
    const raw = await (await db()).product.findUniqueOrThrow({ where: { id: product.id } });
    expect(raw.price.toString()).toBe("120.5");
    expect(raw.instamartUrl).toBeNull();
  });

  it("accepts the category as a slug or lower-cased name too", async () => {
    expect((await createProduct(input({ category: "loaves" }))).category).toEqual(loaves);
    expect((await createProduct(input({ category: "Pastries" }))).category).toEqual(pastries);
  });

  it("refuses an unknown category with 400 before storing anything", async () => {
    await expectDomainError(
      createProduct(input({ category: "c".repeat(25) }), [await photo()]),
      400,
      "Choose an existing offering.",
    );
    await expectDomainError(
      createProduct(input({ category: "cakes" }), [await photo()]),
      400,
      "Choose an existing offering.",
    );
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a file that is not an image (415) and removes the images already stored", async () => {
    const error = await caught(createProduct(input(), [await photo(), notAnImage()]));
    expect(error).toBeInstanceOf(UploadError);
    expect(toDomainError(error)).toMatchObject({ status: 415 });
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("removes the stored files when the database write fails", async () => {
    const error = await caught(
      withProductWriteHook(
        async () => {
          throw new Error("database went away");
        },
        async () => createProduct(input(), [await photo()]),
      ),
    );
    expect(error).toMatchObject({ message: "database went away" });
    expect(toDomainError(error)).toBeNull();
    expect(await storedKeys()).toEqual([]);
  });

  it("maps the offering vanishing mid-write (a real foreign-key error) to 400 and removes the files", async () => {
    const doomed = await createOffering("Doomed");
    const error = await caught(
      withProductWriteHook(
        async () => {
          await (await db()).offering.delete({ where: { id: doomed.id } });
        },
        async () => createProduct(input({ category: doomed.id }), [await photo()]),
      ),
    );
    expect(error).toMatchObject({ status: 400, message: "Choose an existing offering." });
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("reading products", () => {
  it("gets one product, null for unknown or malformed ids", async () => {
    const product = await createProduct(input(), [await photo()]);
    expect(await getProduct(product.id)).toEqual(product);
    expect(await getProduct("c".repeat(25))).toBeNull();
    expect(await getProduct('\'; DROP TABLE "Product"; --')).toBeNull();
    expect(await getProduct("")).toBeNull();
  });

  it("lists newest first, optionally by category slug or lower-cased name", async () => {
    const a = await createProduct(input({ title: "A" }));
    const b = await createProduct(input({ title: "B", category: loaves.id }));
    const c = await createProduct(input({ title: "C" }));
    expect((await listProducts()).map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect((await listProducts({ category: "pastries" })).map((p) => p.title)).toEqual(["C", "A"]);
    expect((await listProducts({ category: " LOAVES " })).map((p) => p.title)).toEqual(["B"]);
    expect(await listProducts({ category: "cakes" })).toEqual([]);
    expect(await listProducts({ category: "%" })).toEqual([]);
    expect(await listProducts({ category: "p_stries" })).toEqual([]);
    expect(await listProducts({ category: "" })).toHaveLength(3);
  });

  it("lists cards for the offering page", async () => {
    const withImage = await createProduct(input({ title: "Danish", price: 80 }), [await photo()]);
    await createProduct(input({ title: "Plain" }));
    const page = await listProductsByOfferingSlug("pastries");
    expect(page.offering).toEqual(pastries);
    expect(page.products).toEqual([
      { id: expect.any(String), title: "Plain", price: 12_050, image: null, dietLabels: [] },
      {
        id: withImage.id,
        title: "Danish",
        price: 8_000,
        image: { url: withImage.images[0]!.url, variants: withImage.images[0]!.variants },
        dietLabels: [],
      },
    ]);
    expect(await listProductsByOfferingSlug("cakes")).toEqual({ offering: null, total: 0, products: [] });
  });

  it("lists related products of the same category, excluding the product itself", async () => {
    const me = await createProduct(input({ title: "Me" }));
    const others = [];
    for (const title of ["One", "Two", "Three"]) others.push(await createProduct(input({ title })));
    await createProduct(input({ title: "Bread", category: loaves.id }));
    const related = await listRelatedProducts(me);
    expect(related.map((p) => p.title)).toEqual(["Three", "Two", "One"]);
    expect((await listRelatedProducts(me, 2)).map((p) => p.title)).toEqual(["Three", "Two"]);
  });

  it("maps to the API shape", async () => {
    const product = await createProduct(
      input({ shoppingLinks: { zepto: "https://z.example/1", instamart: undefined, blinkit: undefined } }),
      [await photo()],
    );
    const api = toApiProduct(product);
    expect(api).toEqual({
      _id: product.id,
      id: product.id,
      title: "Butter Croissant",
      price: 120.5,
      description: "Flaky.",
      category: { _id: pastries.id, id: pastries.id, name: "Pastries", slug: "pastries" },
      images: [product.images[0]!.url],
      shoppingLinks: { zepto: "https://z.example/1" },
      dietLabels: [],
      allergens: { contains: [], mayContain: [] },
      nutrition: null,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    });
    expect(JSON.parse(JSON.stringify(api))).toEqual(api);
  });
});

describe("updateProduct", () => {
  it("keeps old images, drops the named ones (files after commit), appends new ones, applies the order", async () => {
    const product = await createProduct(input(), [
      await photo("#111111"),
      await photo("#222222"),
      await photo("#333333"),
    ]);
    const [first, second, third] = product.images;
    const added = await photo("#444444");
    const updated = await updateProduct(
      product.id,
      input({ title: "Almond Croissant", price: 150, category: loaves.id }),
      { newFiles: [added], removeImages: [second!.url], imageOrder: [third!.id, first!.url] },
    );
    expect(updated).toMatchObject({ title: "Almond Croissant", price: 15_000, category: loaves });
    expect(updated.images.map((i) => i.url).slice(0, 2)).toEqual([third!.url, first!.url]);
    expect(updated.images).toHaveLength(3);
    expect(await storedKeys()).toEqual(variantKeys(...updated.images));
    expect(await getProduct(product.id)).toEqual(updated);
    const positions = await (
      await db()
    ).productImage.findMany({ where: { productId: product.id }, orderBy: { position: "asc" } });
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it("keeps the shop links when none are sent and replaces them when they are", async () => {
    const product = await createProduct(
      input({ shoppingLinks: { zepto: "https://z.example", instamart: "https://i.example", blinkit: undefined } }),
    );
    expect((await updateProduct(product.id, input({ title: "New" }))).shoppingLinks).toEqual({
      zepto: "https://z.example",
      instamart: "https://i.example",
    });
    const cleared = await updateProduct(
      product.id,
      input({ shoppingLinks: { zepto: undefined, instamart: undefined, blinkit: "https://b.example" } }),
    );
    expect(cleared.shoppingLinks).toEqual({ blinkit: "https://b.example" });
  });

  it("answers 404 for unknown ids and 400 for an unknown category, storing nothing", async () => {
    const product = await createProduct(input(), [await photo()]);
    const before = await storedKeys();
    await expectDomainError(
      updateProduct("c".repeat(25), input(), { newFiles: [await photo()] }),
      404,
      "Product not found.",
    );
    await expectDomainError(updateProduct("x", input()), 404, "Product not found.");
    await expectDomainError(
      updateProduct(product.id, input({ category: "cakes" }), { newFiles: [await photo()] }),
      400,
      "Choose an existing offering.",
    );
    expect(await storedKeys()).toEqual(before);
    expect(await getProduct(product.id)).toEqual(product);
  });

  it("removes the new files and keeps the old ones when the transaction fails", async () => {
    const product = await createProduct(input(), [await photo()]);
    const before = await storedKeys();
    const error = await caught(
      withProductWriteHook(
        async () => {
          throw new Error("write failed");
        },
        async () =>
          updateProduct(product.id, input({ title: "X" }), {
            newFiles: [await photo()],
            removeImages: [product.images[0]!.url],
          }),
      ),
    );
    expect(error).toMatchObject({ message: "write failed" });
    expect(await storedKeys()).toEqual(before);
    expect(await getProduct(product.id)).toEqual(product);
  });

  it("ignores removeImages entries that are not this product's images", async () => {
    const a = await createProduct(input({ title: "A" }), [await photo()]);
    const b = await createProduct(input({ title: "B" }), [await photo()]);
    const updated = await updateProduct(a.id, input({ title: "A" }), {
      removeImages: [b.images[0]!.url, "/uploads/../../etc/passwd"],
    });
    expect(updated.images).toEqual(a.images);
    expect(await storedKeys()).toEqual(variantKeys(...a.images, ...b.images));
  });
});

describe("deleteProduct", () => {
  it("deletes the row, its image rows and then its files", async () => {
    const doomed = await createProduct(input({ title: "Doomed" }), [await photo(), await photo("#000000")]);
    const kept = await createProduct(input({ title: "Kept" }), [await photo()]);
    await deleteProduct(doomed.id);
    expect(await getProduct(doomed.id)).toBeNull();
    expect(await (await db()).productImage.count({ where: { productId: doomed.id } })).toBe(0);
    expect(await storedKeys()).toEqual(variantKeys(...kept.images));
  });

  it("answers 404 for unknown or malformed ids", async () => {
    await expectDomainError(deleteProduct("c".repeat(25)), 404, "Product not found.");
    await expectDomainError(deleteProduct("../x"), 404, "Product not found.");
  });
});

describe("searchProducts", () => {
  async function seed(titles: string[]) {
    for (const title of titles) await createProduct(input({ title }));
  }

  it("ranks exact, then prefix, then contains, then similar titles", async () => {
    await seed([
      "Butter Croissant",
      "Sourdough Loaf",
      "Croissant Sandwich",
      "Croissant",
      "Almond Croissant",
      "Crossant Roll",
    ]);
    expect((await searchProducts("croissant")).map((r) => r.title)).toEqual([
      "Croissant", // exact
      "Croissant Sandwich", // prefix
      "Almond Croissant", // contains (equal similarity: by title)
      "Butter Croissant",
      "Crossant Roll", // similar words only
    ]);
  });

  it("ranks a word start before a match inside a word, and every word in any order before similar titles", async () => {
    await seed([
      "Multigrain Loaf",
      "Rye Grain Loaf",
      "Grainy Bun",
      "Croissant Pistachio",
      "Pistachio Croissant Tart",
      "Pistachio Crossant",
      "Almond Cake",
    ]);
    expect((await searchProducts("grain")).map((r) => r.title)).toEqual([
      "Grainy Bun", // prefix
      "Rye Grain Loaf", // a word starts with it
      "Multigrain Loaf", // inside a word
    ]);
    expect((await searchProducts("pistachio croissant")).map((r) => r.title)).toEqual([
      "Pistachio Croissant Tart", // prefix
      "Croissant Pistachio", // every word, another order
      "Pistachio Crossant", // similar
    ]);
  });

  it("fills the limit from the best tiers first", async () => {
    await seed(["Crossant Roll", "Butter Croisant", "Croissant"]);
    for (let i = 0; i < 24; i += 1) await createProduct(input({ title: `Croissant ${String(i).padStart(2, "0")}` }));
    const titles = (await searchProducts("croissant")).map((r) => r.title);
    expect(titles).toEqual([
      "Croissant",
      ...Array.from({ length: 19 }, (_, i) => `Croissant ${String(i).padStart(2, "0")}`),
    ]);
    expect((await searchProducts("croisant")).map((r) => r.title).slice(0, 2)).toEqual([
      "Butter Croisant",
      "Croissant",
    ]);
  });

  it("tolerates typos", async () => {
    await seed(["Butter Croissant", "Sourdough Loaf", "Chocolate Truffle Cake", "Banana Bread"]);
    expect((await searchProducts("croisant")).map((r) => r.title)).toEqual(["Butter Croissant"]);
    expect((await searchProducts("sourdogh")).map((r) => r.title)).toEqual(["Sourdough Loaf"]);
    expect((await searchProducts("banana bred")).map((r) => r.title)).toEqual(["Banana Bread"]);
    expect((await searchProducts("choclate")).map((r) => r.title)).toEqual(["Chocolate Truffle Cake"]);
  });

  it("is case-insensitive and matches inside words", async () => {
    await seed(["Multigrain Loaf"]);
    expect((await searchProducts("GRAIN")).map((r) => r.title)).toEqual(["Multigrain Loaf"]);
  });

  it("answers [] for an empty or blank query", async () => {
    await seed(["Butter Croissant"]);
    expect(await searchProducts("")).toEqual([]);
    expect(await searchProducts("   ")).toEqual([]);
  });

  it("treats %, _ and \\ in the query as plain characters", async () => {
    await seed(["100% Whole Wheat", "Rye_Loaf", "Plain Loaf", "Back\\slash Bun"]);
    expect((await searchProducts("%")).map((r) => r.title)).toEqual(["100% Whole Wheat"]);
    expect((await searchProducts("_")).map((r) => r.title)).toEqual(["Rye_Loaf"]);
    expect((await searchProducts("\\")).map((r) => r.title)).toEqual(["Back\\slash Bun"]);
    expect((await searchProducts('\'; DROP TABLE "Product"; --')).length).toBe(0);
    expect(await (await db()).product.count()).toBe(4);
  });

  it("follows every change of a product: title, price, labels, images, deletion", async () => {
    const product = await createProduct(input({ title: "Lemon Tart", price: 100 }));
    expect((await searchProducts("lemon")).map((r) => [r.title, r.price])).toEqual([["Lemon Tart", 10_000]]);
    await updateProduct(product.id, input({ title: "Lemon Drizzle Slice", price: 140, dietLabels: ["eggless"] }), {
      newFiles: [await photo()],
    });
    expect(await searchProducts("tart")).toEqual([]);
    const [found] = await searchProducts("drizzle", 20, ["eggless"]);
    expect(found).toMatchObject({ title: "Lemon Drizzle Slice", price: 14_000, dietLabels: ["eggless"] });
    expect(found!.images).toHaveLength(1);
    await deleteProduct(product.id);
    expect(await searchProducts("drizzle")).toEqual([]);
  });

  it("indexes the catalogue again only when a product or an image changed", async () => {
    await seed(["Butter Croissant"]);
    const build = vi.spyOn(TitleIndex, "build");
    try {
      await searchProducts("croissant");
      await searchProducts("butter");
      await createOffering("Cookies"); // another content table: same products, same index
      expect((await searchProducts("croissant")).map((r) => r.title)).toEqual(["Butter Croissant"]);
      expect(build).toHaveBeenCalledTimes(1);
      await seed(["Almond Croissant"]);
      expect((await searchProducts("croissant")).map((r) => r.title)).toEqual(["Almond Croissant", "Butter Croissant"]);
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      build.mockRestore();
    }
  });

  it("finds by offering name, dietary label and description words, singular or plural, titles first", async () => {
    const cakes = await createOffering("Cakes");
    await createProduct(
      input({
        title: "Red Velvet Slice",
        category: cakes.id,
        dietLabels: ["eggless"],
        description: "Cream cheese frosting.",
      }),
    );
    await createProduct(input({ title: "Chocolate Truffle Cake", category: cakes.id, description: "Dark ganache." }));
    await createProduct(
      input({
        title: "Seeded Multigrain Loaf",
        category: loaves.id,
        dietLabels: ["vegan"],
        description: "Flax seeds.",
      }),
    );
    await createProduct(input({ title: "Butter Croissant", description: "Laminated with cultured butter." }));
    const titles = async (q: string) => (await searchProducts(q)).map((r) => r.title);
    expect(await titles("cake")).toEqual(["Chocolate Truffle Cake", "Red Velvet Slice"]);
    expect(await titles("cakes")).toEqual(["Chocolate Truffle Cake", "Red Velvet Slice"]);
    expect(await titles("pastries")).toEqual(["Butter Croissant"]);
    expect(await titles("loaves")).toEqual(["Seeded Multigrain Loaf"]);
    expect(await titles("eggless")).toEqual(["Red Velvet Slice"]);
    expect(await titles("vegan")).toEqual(["Seeded Multigrain Loaf"]);
    expect(await titles("laminated")).toEqual(["Butter Croissant"]);
    expect(await titles("croisant")).toEqual(["Butter Croissant"]);
  });

  it("pages every match with the true counts", async () => {
    const cakes = await createOffering("Cakes");
    for (let i = 0; i < 30; i += 1) {
      await createProduct(
        input({
          title: `Slice ${String(i).padStart(2, "0")}`,
          category: cakes.id,
          dietLabels: i % 3 === 0 ? ["eggless"] : [],
        }),
      );
    }
    const first = await searchProductsPage("cakes", 1);
    expect([first.total, first.unfiltered, first.page, first.pages, first.results.length]).toEqual([30, 30, 1, 2, 24]);
    const second = await searchProductsPage("cake", 2);
    expect(second.results.map((r) => r.title)).toEqual([
      "Slice 24",
      "Slice 25",
      "Slice 26",
      "Slice 27",
      "Slice 28",
      "Slice 29",
    ]);
    expect((await searchProductsPage("cake", 99)).page).toBe(2); // past the end: the last page
    const eggless = await searchProductsPage("cake", 1, ["eggless"]);
    expect([eggless.total, eggless.unfiltered, eggless.pages]).toEqual([10, 30, 1]);
    expect(await searchProductsPage("  ", 1)).toEqual({ results: [], total: 0, unfiltered: 0, page: 1, pages: 1 });
  });

  it("indexes again when an offering is renamed or a description changes", async () => {
    const product = await createProduct(input({ title: "Butter Croissant", description: "Flaky." }));
    expect(await searchProducts("viennoiserie")).toEqual([]);
    await renameOffering(pastries.id, "Viennoiseries");
    expect((await searchProducts("viennoiserie")).map((r) => r.title)).toEqual(["Butter Croissant"]);
    expect(await searchProducts("pastries")).toEqual([]);
    await updateProduct(product.id, input({ title: "Butter Croissant", description: "Made with Normandy butter." }));
    expect((await searchProducts("normandy")).map((r) => r.title)).toEqual(["Butter Croissant"]);
  });

  it("measures similarity as pg_trgm's word_similarity does", async () => {
    const pairs: [string, string][] = [
      ["croisant", "Butter Croissant"],
      ["croissant", "Crossant Roll"],
      ["banana bred", "Banana Bread"],
      ["bred", "Banana Bread"],
      ["choclate", "Chocolate Truffle Cake"],
      ["rasberry tart", "Tart raspberry no. 10058"],
      ["no. 4242", "Cookie classic no. 42429"],
      ["pistachio croissant", "Pistachio Crossant"],
      ["grain", "Gram Flour"],
      ["ab ab ab", "abab ab"],
      ["Crème", "Creme Brulee crème"],
      ["a", "a b a"],
      ["xyz", "Butter Croissant"],
      ["tart tart", "Tart lemon tart"],
      ["O'Brien's", "obrien s bun"],
      ["12-34", "1234 12 34"],
      ["seeded rye", "Rye loaf seeded no. 10158"],
      ["muffin lemon", "Lemon muffin with lemon zest and lemon glaze"],
    ];
    const prisma = await db();
    for (const [a, b] of pairs) {
      const [row] = await prisma.$queryRaw<{ s: number }[]>`SELECT word_similarity(${a}, ${b})::float8 AS s`;
      expect(wordSimilarity(a, b), `${a} / ${b}`).toBe(Math.fround(row!.s));
    }
  });

  it("returns id, title, price and ordered image URLs, and at most `limit` results", async () => {
    const product = await createProduct(input({ title: "Glazed Donut", price: 45.25 }), [
      await photo(),
      await photo("#000000"),
    ]);
    for (let i = 0; i < 25; i += 1) await createProduct(input({ title: `Donut ${String(i).padStart(2, "0")}` }));
    const results = await searchProducts("glazed donut");
    expect(results[0]).toEqual({
      id: product.id,
      title: "Glazed Donut",
      price: 4_525,
      images: product.images.map((i) => i.url),
      image: { url: product.images[0]!.url, variants: product.images[0]!.variants },
      dietLabels: [],
    });
    expect(toApiSearchResult(results[0]!)).toEqual({
      _id: product.id,
      id: product.id,
      title: "Glazed Donut",
      images: product.images.map((i) => i.url),
      price: 45.25,
      dietLabels: [],
    });
    expect(await searchProducts("donut")).toHaveLength(20);
    expect(await searchProducts("donut", 5)).toHaveLength(5);
    const plain = (await searchProducts("donut 00"))[0]!;
    expect(plain).toMatchObject({ title: "Donut 00", images: [], image: null });
  });
});
