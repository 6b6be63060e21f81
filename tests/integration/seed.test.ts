import { describe, expect, it } from "vitest";
import { database } from "#app/server/platform/db.server";
import { seedDemoContent } from "#app/server/seed/seed.server";
import { keyForUrl, storage } from "#app/server/storage/storage.server";

describe("demo seed", () => {
  it("fills an empty database once, with images stored through the upload storage", async () => {
    const { prisma } = await database();
    expect(await seedDemoContent(prisma)).toEqual({ seeded: true });

    const offerings = await prisma.offering.findMany({ orderBy: { name: "asc" } });
    expect(offerings.map((o) => [o.name, o.slug])).toEqual([
      ["Cakes", "cakes"],
      ["Loaves", "loaves"],
      ["Pastries", "pastries"],
    ]);
    expect(await prisma.product.count()).toBe(12);
    const products = await prisma.product.findMany({ include: { images: true } });
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.zeptoUrl).toMatch(/^https:\/\//);
      expect(product.instamartUrl).toMatch(/^https:\/\//);
      expect(product.blinkitUrl).toMatch(/^https:\/\//);
    }
    // 90 days of demo insights, ending yesterday (today's figures are the real ones).
    const days = await prisma.$queryRaw<{ days: number; products: number }[]>`
      SELECT count(DISTINCT "day")::int AS "days", count(DISTINCT "subject") FILTER (WHERE "metric" = 'product')::int AS "products"
      FROM "InsightCount"`;
    expect(days[0]).toEqual({ days: 90, products: 12 });
    const banners = await prisma.banner.findMany();
    expect(banners.map((b) => b.device).sort()).toEqual(["large", "small"]);

    const sample = products[0]!.images[0]!;
    const key = keyForUrl(sample.url);
    expect(key).toMatch(/^products\/[a-z0-9]+-\d+\.webp$/);
    expect(await storage().has(key!)).toBe(true);
    const file = await storage().get(key!);
    expect(file?.type).toBe("image/webp");
  });

  it("is idempotent: a second run adds nothing", async () => {
    const { prisma } = await database();
    expect(await seedDemoContent(prisma)).toEqual({ seeded: false });
    expect(await prisma.offering.count()).toBe(3);
    expect(await prisma.product.count()).toBe(12);
    expect(await prisma.banner.count()).toBe(2);
  });
});
