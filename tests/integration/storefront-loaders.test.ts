// Loaders of the public storefront pages and the sitemap/robots resources, called with real Requests against a
// real database.
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { context, get } from "#tests/helpers/requests";
import { ADMIN_PREFIX } from "#app/server/admin-prefix.server";
import { createBanners } from "#app/server/models/banners.server";
import { createOffering, type OfferingRecord } from "#app/server/models/offerings.server";
import { createProduct, OFFERING_PAGE_SIZE } from "#app/server/models/products.server";
import { loader as homeLoader } from "#app/routes/public/home";
import { loader as offeringsLoader } from "#app/routes/public/offerings";
import { loader as offeringLoader, meta as offeringMeta } from "#app/routes/public/offering";
import { loader as productLoader } from "#app/routes/public/product";
import { loader as searchLoader } from "#app/routes/public/search";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap-xml";
import { loader as robotsLoader } from "#app/routes/resources/robots-txt";
import { PLACEHOLDER_IMAGE } from "#app/lib/images";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLoader = (args: any) => any;
async function run<L extends AnyLoader>(loader: L, path: string, params: Record<string, string> = {}): Promise<Awaited<ReturnType<L>>> {
  return loader({ request: get(path), params, context: context(), unstable_pattern: path });
}

async function png(width = 1200, height = 1200, background = "#f2b544"): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

type Links = { zepto?: string; instamart?: string; blinkit?: string };

async function product(category: OfferingRecord, title: string, price = 100, extra: { links?: Links; images?: File[] } = {}) {
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

/** What the loader threw (a redirect Response or a data() error), or null when it returned. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null } | null> {
  try {
    await promise;
  } catch (value) {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
    const error = value as { init?: { status?: number } };
    return { status: error.init?.status ?? -1, location: null };
  }
  return null;
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
  it("splits banners by device, lists videos, offerings with covers and the newest products", async () => {
    const pastries = await createOffering("Pastries");
    await createOffering("Cupboard");
    const first = await product(pastries, "Butter Croissant", 95, { images: [await png()] });
    await new Promise((r) => setTimeout(r, 5));
    const second = await product(pastries, "Almond Danish", 135);
    await createBanners({ large: await png(1920, 720), small: await png(800, 1000) });
    await createBanners({ large: await png(1920, 720, "#7a4419") });
    const prisma = await db();
    await prisma.video.create({
      data: { title: "", description: "", videoUrl: "/uploads/videos/a.mp4", mimeType: "video/mp4", size: 10n },
    });

    const data = await run(homeLoader, "/");
    expect(data.banners.large).toHaveLength(2);
    expect(data.banners.small).toHaveLength(1);
    expect(data.banners.large[0]!.variants.length).toBeGreaterThan(0);
    expect(data.videos).toEqual([expect.objectContaining({ title: "", description: "", videoUrl: "/uploads/videos/a.mp4" })]);
    expect(data.fresh.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(data.fresh[1]!.image?.url).toBe(first.images[0]!.url);
    expect(data.fresh[0]!.image).toBeNull();
    const byName = Object.fromEntries(data.offerings.map((o) => [o.name, o]));
    expect(byName.Pastries).toMatchObject({ slug: "pastries", productCount: 2, image: { url: first.images[0]!.url } });
    // No product image and no drawing in public/images/offerings: the placeholder.
    expect(byName.Cupboard).toMatchObject({ productCount: 0, image: { url: PLACEHOLDER_IMAGE } });
    expect(data.origin).toBe("http://localhost:3000");
  });

  it("works on an empty database", async () => {
    const data = await run(homeLoader, "/");
    expect(data).toMatchObject({ banners: { large: [], small: [] }, videos: [], offerings: [], fresh: [] });
  });
});

describe("offerings loader", () => {
  it("lists every offering with its product count; an offering without products falls back to its drawing", async () => {
    const cakes = await createOffering("Cakes");
    await createOffering("Loaves");
    await product(cakes, "Red Velvet Slice");
    const data = await run(offeringsLoader, "/offerings");
    expect(data.offerings.map((o) => [o.name, o.productCount])).toEqual([
      ["Cakes", 1],
      ["Loaves", 0],
    ]);
    // Neither has a product image: the hand-drawn pictures in public/images/offerings are used.
    expect(data.offerings.map((o) => o.image.url)).toEqual(["/images/offerings/cakes.webp", "/images/offerings/loaves.webp"]);
  });
});

describe("offering products loader", () => {
  it("gives the products of the offering named by the slug, and the slug as written in the URL", async () => {
    const loaves = await createOffering("Loaves");
    const cakes = await createOffering("Cakes");
    const sourdough = await product(loaves, "Country Sourdough", 240, { images: [await png(), await png(900, 900, "#c0395b")] });
    await product(cakes, "Carrot Walnut Cake");
    const data = await run(offeringLoader, "/offerings/Loaves", { slug: "Loaves" });
    expect(data.slug).toBe("Loaves");
    expect(data.offering).toMatchObject({ name: "Loaves", slug: "loaves" });
    expect(data.products).toEqual([
      { id: sourdough.id, title: "Country Sourdough", price: 240, image: { url: sourdough.images[0]!.url, variants: expect.any(Array) } },
    ]);
  });

  it("an unknown slug gives no offering and no products (the page shows the empty message)", async () => {
    const data = await run(offeringLoader, "/offerings/nothing-here", { slug: "nothing-here" });
    expect(data).toMatchObject({ slug: "nothing-here", offering: null, products: [] });
  });

  it("an offering without products gives an empty list", async () => {
    await createOffering("Pastries");
    const data = await run(offeringLoader, "/offerings/pastries", { slug: "pastries" });
    expect(data.offering?.name).toBe("Pastries");
    expect(data.products).toEqual([]);
  });
});

describe("offering products loader: pages of 24", () => {
  const TOTAL = 50; // pages of 24, 24 and 2
  let ids: string[] = []; // newest first

  /** TOTAL products a minute apart (no images), straight into the table; a Loaves product that must not show. */
  async function seedPastries() {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    const prisma = await db();
    const start = Date.parse("2026-01-01T08:00:00Z");
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      id: `cmpage${String(i).padStart(18, "0")}`,
      title: `Pastry ${i}`,
      price: "50.00",
      description: "Flaky.",
      categoryId: pastries.id,
      createdAt: new Date(start + i * 60_000),
    }));
    await prisma.product.createMany({ data: rows });
    await product(loaves, "Country Sourdough");
    ids = rows.map((r) => r.id).reverse();
    return pastries;
  }

  const pageOf = (search: string) => run(offeringLoader, `/offerings/pastries${search}`, { slug: "pastries" });

  it("fills the 2-, 3- and 4-column grid evenly", () => {
    expect(OFFERING_PAGE_SIZE).toBe(24);
    for (const columns of [2, 3, 4]) expect(OFFERING_PAGE_SIZE % columns).toBe(0);
  });

  it("page 1 (no parameter): the 24 newest products, the total and the number of pages", async () => {
    await seedPastries();
    const data = await pageOf("");
    expect(data).toMatchObject({ slug: "pastries", path: "/offerings/pastries", page: 1, pageCount: 3, total: TOTAL });
    expect(data.offering).toMatchObject({ name: "Pastries", slug: "pastries" });
    expect(data.products.map((p) => p.id)).toEqual(ids.slice(0, 24));
    expect(data.products[0]).toEqual({ id: ids[0], title: `Pastry ${TOTAL - 1}`, price: 50, image: null });
  });

  it("page 2: the next 24; the last page: the 2 oldest; all pages together: every product once, in order", async () => {
    await seedPastries();
    const second = await pageOf("?page=2");
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: TOTAL });
    expect(second.products.map((p) => p.id)).toEqual(ids.slice(24, 48));
    const last = await pageOf("?page=3");
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(last.products.map((p) => p.id)).toEqual(ids.slice(48));
    expect(last.products.map((p) => p.title)).toEqual(["Pastry 1", "Pastry 0"]);
    const first = await pageOf("");
    expect([...first.products, ...second.products, ...last.products].map((p) => p.id)).toEqual(ids);
  });

  it("each card has the product's first image, also on later pages", async () => {
    const pastries = await seedPastries();
    // The oldest possible createdAt keeps it last: on page 3.
    const withImages = await product(pastries, "Old Danish", 80, { images: [await png(), await png(900, 900, "#c0395b")] });
    await (await db()).product.update({ where: { id: withImages.id }, data: { createdAt: new Date("2020-01-01T00:00:00Z") } });
    const last = await pageOf("?page=3");
    expect(last.products.map((p) => p.title)).toEqual(["Pastry 1", "Pastry 0", "Old Danish"]);
    expect(last.products[2]).toEqual({
      id: withImages.id,
      title: "Old Danish",
      price: 80,
      image: { url: withImages.images[0]!.url, variants: withImages.images[0]!.variants },
    });
  });

  it("a page beyond the last is a 404, however large", async () => {
    await seedPastries();
    for (const search of ["?page=4", "?page=99999", "?page=99999999999999999999999"]) {
      expect(await thrown(pageOf(search)), search).toEqual({ status: 404, location: null });
    }
  });

  it("a page that is not a whole number of at least 1 redirects (301) to page 1; ?page=1 and ?page=02 to the canonical URL", async () => {
    await seedPastries();
    for (const search of ["?page=abc", "?page=0", "?page=-1", "?page=", "?page=2.5", "?page=1", "?page=%00"]) {
      expect(await thrown(pageOf(search)), search).toEqual({ status: 301, location: "/offerings/pastries" });
    }
    expect(await thrown(pageOf("?page=02"))).toEqual({ status: 301, location: "/offerings/pastries?page=2" });
    expect(await thrown(pageOf("?ref=menu&page=abc"))).toEqual({ status: 301, location: "/offerings/pastries?ref=menu" });
    // Other parameters alone change nothing.
    expect((await pageOf("?ref=menu&page=2")).products.map((p) => p.id)).toEqual(ids.slice(24, 48));
  });

  it("an offering without products has one empty page (the empty message); page 2 is a 404", async () => {
    await createOffering("Cakes");
    const data = await run(offeringLoader, "/offerings/cakes", { slug: "cakes" });
    expect(data).toMatchObject({ offering: { name: "Cakes" }, products: [], total: 0, page: 1, pageCount: 1 });
    expect(await thrown(run(offeringLoader, "/offerings/cakes?page=2", { slug: "cakes" }))).toEqual({ status: 404, location: null });
  });

  it("an unknown slug has one empty page (the empty message); page 2 is a 404, ?page=abc a redirect", async () => {
    await seedPastries();
    const data = await run(offeringLoader, "/offerings/nothing-here", { slug: "nothing-here" });
    expect(data).toMatchObject({ offering: null, products: [], total: 0, page: 1, pageCount: 1 });
    expect(await thrown(run(offeringLoader, "/offerings/nothing-here?page=2", { slug: "nothing-here" }))).toEqual({ status: 404, location: null });
    expect(await thrown(run(offeringLoader, "/offerings/nothing-here?page=abc", { slug: "nothing-here" }))).toEqual({
      status: 301,
      location: "/offerings/nothing-here",
    });
  });

  it("meta: a canonical URL per page (page 1 without ?page), <link rel=prev/next>, the page in the title", async () => {
    await seedPastries();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const metaOf = async (search: string) => offeringMeta({ loaderData: await pageOf(search), params: { slug: "pastries" } } as any);
    const links = (tags: Awaited<ReturnType<typeof metaOf>>) =>
      Object.fromEntries(
        tags.flatMap((t) => ("tagName" in t && t.tagName === "link" ? [[t.rel as string, t.href as string]] : [])),
      );
    const title = (tags: Awaited<ReturnType<typeof metaOf>>) => tags.flatMap((t) => ("title" in t ? [t.title] : []))[0];
    const base = "http://localhost:3000/offerings/pastries";

    const first = await metaOf("");
    expect(links(first)).toEqual({ canonical: base, next: `${base}?page=2` });
    expect(title(first)).toBe("Pastries Products | Slice Bakery");
    expect(first.find((t) => "name" in t && t.name === "description")).toMatchObject({ content: expect.stringMatching(/^50 fresh pastries /) });

    const second = await metaOf("?page=2");
    expect(links(second)).toEqual({ canonical: `${base}?page=2`, prev: base, next: `${base}?page=3` });
    expect(title(second)).toBe("Pastries Products (page 2 of 3) | Slice Bakery");

    expect(links(await metaOf("?page=3"))).toEqual({ canonical: `${base}?page=3`, prev: `${base}?page=2` });
  });
});

describe("product loader", () => {
  it("gives the product, only its existing shop links, and other products of the same offering", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    const croissant = await product(pastries, "Butter Croissant", 1250.5, {
      links: { zepto: "https://www.zeptonow.com/pn/croissant", blinkit: "https://blinkit.com/prn/croissant" },
      images: [await png(), await png(1000, 1000, "#c0395b")],
    });
    const danish = await product(pastries, "Almond Danish", 135);
    await product(loaves, "Country Sourdough", 240);

    const data = await run(productLoader, `/product/${croissant.id}`, { id: croissant.id });
    expect(data.product).toMatchObject({
      id: croissant.id,
      title: "Butter Croissant",
      price: 1250.5,
      category: { name: "Pastries", slug: "pastries" },
    });
    expect(data.product.images.map((i) => i.url)).toEqual(croissant.images.map((i) => i.url));
    expect(data.shopLinks).toEqual([
      { key: "zepto", label: "Zepto", url: "https://www.zeptonow.com/pn/croissant" },
      { key: "blinkit", label: "Blinkit", url: "https://blinkit.com/prn/croissant" },
    ]);
    expect(data.related.map((p) => p.title)).toEqual(["Almond Danish"]);
    expect(data.related[0]).toMatchObject({ id: danish.id, price: 135 });
  });

  it("an unknown or malformed id is a 404", async () => {
    expect(await status(run(productLoader, "/product/cm0000000000000000000000", { id: "cm0000000000000000000000" }))).toBe(404);
    expect(await status(run(productLoader, "/product/not%20an%20id", { id: "not an id" }))).toBe(404);
  });
});

describe("search loader", () => {
  it("ranks exact and prefix matches first and tolerates a typo", async () => {
    const cakes = await createOffering("Cakes");
    const pastries = await createOffering("Pastries");
    await product(cakes, "Chocolate Truffle Cake");
    await product(cakes, "Cake Rusk");
    await product(cakes, "Cake");
    await product(pastries, "Butter Croissant");
    await product(pastries, "Pain au Chocolat");

    const cake = await run(searchLoader, "/search?query=%20cake%20");
    expect(cake.query).toBe("cake");
    expect(cake.error).toBe(false);
    expect(cake.results.map((r) => r.title)).toEqual(["Cake", "Cake Rusk", "Chocolate Truffle Cake"]);

    const typo = await run(searchLoader, "/search?query=croisant");
    expect(typo.results.map((r) => r.title)).toEqual(["Butter Croissant"]);
    expect(typo.results[0]).toEqual({ id: expect.any(String), title: "Butter Croissant", price: 100, image: null });

    const choc = await run(searchLoader, "/search?query=chocolat");
    expect(choc.results.map((r) => r.title)).toEqual(["Chocolate Truffle Cake", "Pain au Chocolat"]);
  });

  it("an empty or blank query gives no results and no database work", async () => {
    const pastries = await createOffering("Pastries");
    await product(pastries, "Butter Croissant");
    for (const path of ["/search", "/search?query=", "/search?query=%20%20"]) {
      const data = await run(searchLoader, path);
      expect(data).toMatchObject({ query: "", results: [], error: false });
    }
  });

  it("treats LIKE wildcards as text", async () => {
    const pastries = await createOffering("Pastries");
    await product(pastries, "Butter Croissant");
    expect((await run(searchLoader, "/search?query=%25")).results).toEqual([]);
    expect((await run(searchLoader, "/search?query=_")).results).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page, article, offering and product, never the admin area", async () => {
    const pastries = await createOffering("Pastries");
    const croissant = await product(pastries, "Butter Croissant");
    const response: Response = await run(sitemapLoader, "/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/offerings", "/about-us", "/blog", "/where-to-order", "/contact", "/know-yourself", "/contact-support", "/partner-with-us"]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    for (const slug of ["brown-bread", "nutrition-labels", "hidden-sugars", "no-results", "mind-game", "reels-trends"]) {
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
      data: Array.from({ length: count }, (_, i) => ({ title: `Loaf ${i}`, price: "50.00", description: "Bread.", categoryId: loaves.id })),
    });
    const xml = await (await run(sitemapLoader, "/sitemap.xml")).text();
    const products = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(products).toHaveLength(count);
    expect(new Set(products).size).toBe(count);
  });

  it("robots.txt allows everything, points to the sitemap and does not name the admin prefix", async () => {
    const response: Response = await run(robotsLoader, "/robots.txt");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).not.toContain("Disallow");
    expect(text).not.toContain(ADMIN_PREFIX.slice(1));
  });
});
