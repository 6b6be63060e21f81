// Loaders of the public storefront pages and the sitemap/robots resources, called with real Requests against a
// real database.
import { beforeEach, describe, expect, it } from "vitest";
import type { SearchData } from "#app/lib/search";
import { db, resetDatabase, setCreationOrder } from "#tests/helpers/db";
import { context, get, runLoader } from "#tests/helpers/requests";
import { png } from "#tests/helpers/uploads";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { createBanners } from "#app/server/models/banners.server";
import { createOffering, type OfferingRecord } from "#app/server/models/offerings.server";
import { createProduct } from "#app/server/models/products.server";
import { loader as homeLoader } from "#app/routes/public/home";
import { loader as offeringsLoader } from "#app/routes/public/offerings";
import { loader as offeringLoader } from "#app/routes/public/offering";
import { loader as productLoader } from "#app/routes/public/product";
import { loader as searchLoader } from "#app/routes/public/search";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap-xml";
import { loader as robotsLoader } from "#app/routes/resources/robots-txt";
import { PLACEHOLDER_IMAGE } from "#app/lib/images";
import { unpackCards } from "#app/lib/product-cards";

type Links = { zepto?: string; instamart?: string; blinkit?: string };

async function product(
  category: OfferingRecord,
  title: string,
  price = 100,
  extra: { links?: Links; images?: File[] } = {},
) {
  const links = extra.links ?? {};
  return createProduct(
    {
      title,
      price,
      description: `${title}, baked this morning.`,
      category: category.id,
      shoppingLinks: { zepto: links.zepto, instamart: links.instamart, blinkit: links.blinkit },
    },
    extra.images ?? [],
  );
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (thrown) {
    const value = thrown as { init?: { status?: number }; status?: number };
    return value.init?.status ?? value.status ?? -1;
  }
  return 200;
}

beforeEach(async () => {
  await resetDatabase();
});

describe("home loader", () => {
  it("splits banners by device, lists videos, offerings with products (with covers) and the newest products", async () => {
    const pastries = await createOffering("Pastries");
    await createOffering("Cupboard");
    const first = await product(pastries, "Butter Croissant", 95, { images: [await png("#f2b544", 1200, 1200)] });
    const second = await product(pastries, "Almond Danish", 135);
    await setCreationOrder(["Product", first.id], ["Product", second.id]);
    await createBanners({ large: await png("#f2b544", 1920, 720), small: await png("#f2b544", 800, 1000) });
    await createBanners({ large: await png("#7a4419", 1920, 720) });
    const prisma = await db();
    await prisma.video.create({
      data: { title: "", description: "", videoUrl: "/uploads/videos/a.mp4", mimeType: "video/mp4", size: 10n },
    });

    const data = await runLoader(homeLoader, "/");
    expect(data.banners.large).toHaveLength(2);
    expect(data.banners.small).toHaveLength(1);
    expect(data.banners.large[0]!.variants.length).toBeGreaterThan(0);
    expect(data.videos).toEqual([
      expect.objectContaining({ title: "", description: "", videoUrl: "/uploads/videos/a.mp4" }),
    ]);
    expect(data.fresh.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(data.fresh[1]!.image?.url).toBe(first.images[0]!.url);
    expect(data.fresh[0]!.image).toBeNull();
    const byName = Object.fromEntries(data.offerings.map((o) => [o.name, o]));
    expect(byName.Pastries).toMatchObject({ slug: "pastries", productCount: 2, image: { url: first.images[0]!.url } });
    // An offering without products waits for its first one before it shows on the home page.
    expect(byName.Cupboard).toBeUndefined();
    expect(data.offerings).toHaveLength(1);
    expect(data.origin).toBe("http://localhost:3000");
  });

  it("works on an empty database", async () => {
    const data = await runLoader(homeLoader, "/");
    expect(data).toMatchObject({ banners: { large: [], small: [] }, videos: [], offerings: [], fresh: [] });
  });
});

describe("offerings loader", () => {
  it("lists every offering with its product count; an offering without products falls back to its drawing", async () => {
    const cakes = await createOffering("Cakes");
    await createOffering("Loaves");
    await createOffering("Cupboard");
    await product(cakes, "Red Velvet Slice");
    const data = await runLoader(offeringsLoader, "/offerings");
    expect(data.offerings.map((o) => [o.name, o.productCount])).toEqual([
      ["Cakes", 1],
      ["Cupboard", 0],
      ["Loaves", 0],
    ]);
    // None has a product image: the hand-drawn pictures in public/images/offerings are used, else the placeholder.
    expect(data.offerings.map((o) => o.image.url)).toEqual([
      "/images/offerings/cakes.webp",
      PLACEHOLDER_IMAGE,
      "/images/offerings/loaves.webp",
    ]);
  });
});

describe("offering products loader", () => {
  it("gives the products of the offering named by the slug, and the slug as written in the URL", async () => {
    const loaves = await createOffering("Loaves");
    const cakes = await createOffering("Cakes");
    const sourdough = await product(loaves, "Country Sourdough", 240, {
      images: [await png("#f2b544", 1200, 1200), await png("#c0395b", 900, 900)],
    });
    await product(cakes, "Carrot Walnut Cake");
    const data = await runLoader(offeringLoader, "/offerings/Loaves", { slug: "Loaves" });
    expect(data.slug).toBe("Loaves");
    expect(data.offering).toMatchObject({ name: "Loaves", slug: "loaves" });
    expect(data.count).toBe(1);
    expect(unpackCards(data.cards)).toEqual([
      {
        id: sourdough.id,
        title: "Country Sourdough",
        price: 24_000,
        image: { url: sourdough.images[0]!.url, variants: expect.any(Array) },
        dietLabels: [],
      },
    ]);
  });

  it("lists every product newest first, each with its first image and that image's variants (none without images)", async () => {
    const loaves = await createOffering("Loaves");
    const first = await product(loaves, "Seeded Rye", 180, {
      images: [await png("#f2b544", 1200, 1200), await png("#c0395b", 900, 900)],
    });
    const bare = await product(loaves, "Plain Loaf", 90);
    const third = await product(loaves, "Multigrain", 150.5, { images: [await png("#2f6f4f", 800, 800)] });
    await setCreationOrder(["Product", first.id], ["Product", bare.id], ["Product", third.id]);
    const data = await runLoader(offeringLoader, "/offerings/loaves", { slug: "loaves" });
    const products = unpackCards(data.cards);
    expect(data.firstImage).toBe(third.images[0]!.url);
    expect(products.map((p) => p.title)).toEqual(["Multigrain", "Plain Loaf", "Seeded Rye"]);
    expect(products[0]).toEqual({
      id: third.id,
      title: "Multigrain",
      price: 15_050,
      image: { url: third.images[0]!.url, variants: third.images[0]!.variants },
      dietLabels: [],
    });
    expect(products[1]).toEqual({ id: bare.id, title: "Plain Loaf", price: 9_000, image: null, dietLabels: [] });
    expect(products[2]!.image).toEqual({ url: first.images[0]!.url, variants: first.images[0]!.variants });
    expect(products[2]!.image!.variants.map((v) => v.width)).toEqual(expect.arrayContaining([480]));
  });

  it("an unknown slug is the 404 page, whatever it says", async () => {
    await createOffering("Pastries");
    for (const slug of ["nothing-here", "nope", "<script>alert(1)</script>", "pastries-1"]) {
      expect(await status(runLoader(offeringLoader, `/offerings/${encodeURIComponent(slug)}`, { slug })), slug).toBe(
        404,
      );
    }
  });

  it("an offering without products gives an empty list", async () => {
    await createOffering("Pastries");
    const data = await runLoader(offeringLoader, "/offerings/pastries", { slug: "pastries" });
    expect(data.offering?.name).toBe("Pastries");
    expect(unpackCards(data.cards)).toEqual([]);
  });
});

describe("product loader", () => {
  it("gives the product, only its existing shop links, and other products of the same offering", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    const croissant = await product(pastries, "Butter Croissant", 1250.5, {
      links: { zepto: "https://www.zeptonow.com/pn/croissant", blinkit: "https://blinkit.com/prn/croissant" },
      images: [await png("#f2b544", 1200, 1200), await png("#c0395b", 1000, 1000)],
    });
    const danish = await product(pastries, "Almond Danish", 135);
    await product(loaves, "Country Sourdough", 240);

    const data = await runLoader(productLoader, `/product/${croissant.id}`, { id: croissant.id });
    expect(data.product).toMatchObject({
      id: croissant.id,
      title: "Butter Croissant",
      price: 125_050,
      category: { name: "Pastries", slug: "pastries" },
    });
    expect(data.product.images.map((i) => i.url)).toEqual(croissant.images.map((i) => i.url));
    expect(data.shopLinks).toEqual([
      { key: "zepto", label: "Zepto", url: "https://www.zeptonow.com/pn/croissant" },
      { key: "blinkit", label: "Blinkit", url: "https://blinkit.com/prn/croissant" },
    ]);
    expect(data.related.map((p) => p.title)).toEqual(["Almond Danish"]);
    expect(data.related[0]).toMatchObject({ id: danish.id, price: 13_500 });
  });

  it("an unknown or malformed id is a 404", async () => {
    expect(
      await status(runLoader(productLoader, "/product/cm0000000000000000000000", { id: "cm0000000000000000000000" })),
    ).toBe(404);
    expect(await status(runLoader(productLoader, "/product/not%20an%20id", { id: "not an id" }))).toBe(404);
  });
});

/** The search loader's answer; the result count it told the insights counter (in the load context) is checked too. */
async function search(path: string): Promise<SearchData> {
  const slot = { searchResults: null as number | null };
  const answer: SearchData = await searchLoader({
    request: get(path),
    params: {},
    context: context(undefined, slot),
    unstable_pattern: path,
  } as never);
  expect(slot.searchResults).toBe(answer.total ?? answer.results.length);
  return answer;
}

describe("search loader", () => {
  it("ranks exact and prefix matches first and tolerates a typo", async () => {
    const cakes = await createOffering("Cakes");
    const pastries = await createOffering("Pastries");
    await product(cakes, "Chocolate Truffle Cake");
    await product(cakes, "Cake Rusk");
    await product(cakes, "Cake");
    await product(pastries, "Butter Croissant");
    await product(pastries, "Pain au Chocolat");

    const cake = await search("/search?query=%20cake%20");
    expect(cake.query).toBe("cake");
    expect(cake.error).toBe(false);
    expect(cake.results.map((r) => r.title)).toEqual(["Cake", "Cake Rusk", "Chocolate Truffle Cake"]);

    const typo = await search("/search?query=croisant");
    expect(typo.results.map((r) => r.title)).toEqual(["Butter Croissant"]);
    expect(typo.results[0]).toEqual({
      id: expect.any(String),
      title: "Butter Croissant",
      price: 10_000,
      image: null,
      dietLabels: [],
    });

    const choc = await search("/search?query=chocolat");
    expect(choc.results.map((r) => r.title)).toEqual(["Chocolate Truffle Cake", "Pain au Chocolat"]);
  });

  it("an empty or blank query gives no results and no database work", async () => {
    const pastries = await createOffering("Pastries");
    await product(pastries, "Butter Croissant");
    for (const path of ["/search", "/search?query=", "/search?query=%20%20"]) {
      const data = await search(path);
      expect(data).toMatchObject({ query: "", results: [], error: false });
    }
  });

  it("counts every match and pages them (?page=), with ?q= redirected to ?query=", async () => {
    const cakes = await createOffering("Cakes");
    const loaves = await createOffering("Loaves");
    for (let i = 0; i < 50; i += 1) await product(cakes, `Slice ${String(i).padStart(2, "0")}`);
    await product(loaves, "Country Sourdough");

    const first = await search("/search?query=cakes");
    expect([first.total, first.page, first.pages, first.results.length]).toEqual([50, 1, 3, 24]);
    const third = await search("/search?query=cakes&page=3");
    expect([third.page, third.results.map((r) => r.title)]).toEqual([3, ["Slice 48", "Slice 49"]]);
    expect((await search("/search?query=cakes&page=9")).page).toBe(3);
    expect((await search("/search?query=cakes&page=-1")).page).toBe(1);
    expect((await search("/search?query=loaf")).results.map((r) => r.title)).toEqual(["Country Sourdough"]);

    // The dropdown's request: the best 20, not counted.
    const dropdown = await search("/search?query=cake&from=dropdown");
    expect([dropdown.total, dropdown.results.length]).toEqual([null, 20]);

    const moved = (await Promise.resolve(runLoader(searchLoader, "/search?q=%20cake%20&page=2&diet=vegan")).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect([moved.status, moved.headers.get("Location")]).toEqual([302, "/search?query=cake&page=2&diet=vegan"]);
    expect((await search("/search?q=")).query).toBe("");
  });

  it("states the true counts with diet filters", async () => {
    const cakes = await createOffering("Cakes");
    for (let i = 0; i < 30; i += 1) {
      await createProduct({
        title: `Slice ${i}`,
        price: 100,
        description: "Sweet.",
        category: cakes.id,
        dietLabels: i < 25 ? ["eggless"] : [],
      });
    }
    const eggless = await search("/search?query=cake&diet=eggless");
    expect([eggless.total, eggless.unfiltered, eggless.results.length, eggless.pages]).toEqual([25, 30, 24, 2]);
  });

  it("treats LIKE wildcards as text", async () => {
    const pastries = await createOffering("Pastries");
    await product(pastries, "Butter Croissant");
    expect((await search("/search?query=%25")).results).toEqual([]);
    expect((await search("/search?query=_")).results).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page, article, offering and product, never the admin area", async () => {
    const pastries = await createOffering("Pastries");
    const croissant = await product(pastries, "Butter Croissant");
    const response: Response = await runLoader(sitemapLoader, "/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/offerings",
      "/about-us",
      "/blog",
      "/where-to-order",
      "/contact",
      "/know-yourself",
      "/contact-support",
      "/partner-with-us",
    ]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    for (const slug of [
      "brown-bread",
      "nutrition-labels",
      "hidden-sugars",
      "no-results",
      "mind-game",
      "reels-trends",
    ]) {
      expect(locs).toContain(`http://localhost:3000/blogs/${slug}`);
    }
    expect(locs).toContain("http://localhost:3000/offerings/pastries");
    expect(locs).toContain(`http://localhost:3000/product/${croissant.id}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain(ADMIN_PREFIX.slice(1));
  });

  it("streams thousands of products in pages, each listed once", async () => {
    const loaves = await createOffering("Loaves");
    const prisma = await db();
    const count = 2345;
    await prisma.product.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        title: `Loaf ${i}`,
        price: "50.00",
        description: "Bread.",
        categoryId: loaves.id,
      })),
    });
    const xml = await (await runLoader(sitemapLoader, "/sitemap.xml")).text();
    const products = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(products).toHaveLength(count);
    expect(new Set(products).size).toBe(count);
  });

  it("robots.txt allows everything, points to the sitemap and does not name the admin prefix", async () => {
    const response: Response = await runLoader(robotsLoader, "/robots.txt");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).not.toContain("Disallow");
    expect(text).not.toContain(ADMIN_PREFIX.slice(1));
  });
});
