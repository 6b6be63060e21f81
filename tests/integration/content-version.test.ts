// The content version (migration content_version + app/server/platform/content-version.server.ts) on the real database
// (PGlite, or PostgreSQL with DATABASE_URL): every kind of write to every content table changes it in the same
// transaction and is seen by this process before the write returns; other tables leave it alone; a rolled-back
// write changes nothing; data kept in memory per version is reloaded after a write; and the response cache
// stays within its byte bound.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RESPONSE_CACHE_MB = "1";
});

import { contentVersion, memoByContent, startContentVersion } from "#app/server/platform/content-version.server";
import { database } from "#app/server/platform/db.server";
import { listOfferings } from "#app/server/models/offerings.server";
import { responseCacheMiddleware, responseCacheStats } from "#app/server/http/response-cache.server";
import { contentEtag } from "#app/server/http/api-route.server";
import { db } from "#tests/helpers/db";
import { context, get } from "#tests/helpers/requests";
import { loader as robotsLoader } from "#app/routes/resources/robots-txt";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap-xml";
import { loader as offeringsApiLoader } from "#app/routes/api/offerings";
import { loader as searchApiLoader } from "#app/routes/api/products-search";

let stop: () => Promise<void>;

beforeAll(async () => {
  stop = await startContentVersion(await database());
});
afterAll(async () => {
  await stop?.();
});

async function storedVersion(): Promise<string> {
  const rows = await (
    await db()
  ).$queryRaw<{ v: string }[]>`SELECT "version"::text AS v FROM "ContentVersion" WHERE "id" = 1`;
  return rows[0]?.v ?? "none";
}

describe("content version", () => {
  it("changes with every write to a content table, before the write returns", async () => {
    const prisma = await db();
    const writes: [string, () => Promise<unknown>][] = [
      ["Offering insert", () => prisma.offering.create({ data: { id: "off1", name: "Tarts", slug: "tarts" } })],
      ["Offering update", () => prisma.offering.update({ where: { id: "off1" }, data: { name: "Pies" } })],
      [
        "Product insert",
        () =>
          prisma.product.create({ data: { id: "p1", title: "Pie", price: 10, description: "d", categoryId: "off1" } }),
      ],
      [
        "ProductImage insert",
        () => prisma.productImage.create({ data: { productId: "p1", position: 0, url: "/u/x.webp", variants: [] } }),
      ],
      ["ProductImage delete", () => prisma.productImage.deleteMany({ where: { productId: "p1" } })],
      ["Product update", () => prisma.product.update({ where: { id: "p1" }, data: { title: "Apple pie" } })],
      [
        "Banner insert",
        () => prisma.banner.create({ data: { id: "b1", device: "large", image: "/u/b.webp", variants: [] } }),
      ],
      ["Banner delete", () => prisma.banner.delete({ where: { id: "b1" } })],
      [
        "Video insert",
        () =>
          prisma.video.create({
            data: { id: "v1", title: "t", description: "d", videoUrl: "/u/v.mp4", mimeType: "video/mp4", size: 1n },
          }),
      ],
      ["Video update", () => prisma.video.update({ where: { id: "v1" }, data: { title: "t2" } })],
      [
        "AppSetting upsert",
        () =>
          prisma.appSetting.upsert({ where: { key: "k" }, create: { key: "k", value: "1" }, update: { value: "2" } }),
      ],
      ["Offering delete (cascades)", () => prisma.offering.delete({ where: { id: "off1" } })],
      ["raw SQL", () => prisma.$executeRawUnsafe(`UPDATE "Video" SET "title" = 'raw'`)],
      ["TRUNCATE", () => prisma.$executeRawUnsafe(`TRUNCATE "Video"`)],
    ];
    for (const [what, write] of writes) {
      const before = contentVersion();
      expect(before, what).not.toBeNull();
      await write();
      expect(contentVersion(), `${what}: seen by this process when the write returns`).not.toBe(before);
      expect(contentVersion(), what).toBe(await storedVersion());
    }
  });

  it("stays the same for tables no public page shows, and for a rolled-back write", async () => {
    const prisma = await db();
    const before = contentVersion();
    await prisma.contactMessage.create({ data: { fullName: "A", email: "a@b.co", subject: "s", message: "m" } });
    await prisma.subscriber.create({ data: { email: "s@b.co", unsubscribeToken: "tok-1" } });
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.offering.create({ data: { name: "Ghost", slug: "ghost" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(contentVersion()).toBe(before);
    expect(await storedVersion()).toBe(before);
  });

  it("keeps the navigation's offerings in memory until the next write", async () => {
    const prisma = await db();
    let loads = 0;
    const load = async () => {
      loads++;
      return prisma.offering.count();
    };
    expect(await memoByContent("test-count", load)).toBe(await memoByContent("test-count", load));
    expect(loads).toBe(1);
    const first = await listOfferings();
    expect(await listOfferings()).toBe(first);
    await prisma.offering.create({ data: { name: "Cookies", slug: "cookies" } });
    expect((await listOfferings()).map((o) => o.name)).toContain("Cookies");
    await memoByContent("test-count", load);
    expect(loads).toBe(2);
  });
});

describe("response cache memory", () => {
  it("stays within RESPONSE_CACHE_MB whatever the number of URLs", async () => {
    const page = "<!doctype html><p>" + "x".repeat(50_000) + "</p>";
    const next = async () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    for (let i = 0; i < 40; i++) {
      // On PostgreSQL the version counts as known while a poll succeeded in the last second (a loaded machine).
      await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
      const response = await responseCacheMiddleware(
        {
          request: new Request(`http://localhost/search?query=${i}`),
          params: {},
          context: context() as never,
          unstable_pattern: "",
        } as never,
        next as never,
      );
      expect((response as Response).headers.get("etag")).toBeTruthy();
    }
    const stats = responseCacheStats();
    expect(stats.maxBytes).toBe(1024 * 1024);
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
  });
});

describe("response cache single flight", () => {
  const call = (path: string, next: () => Promise<Response>, headers: Record<string, string> = {}) =>
    responseCacheMiddleware(
      {
        request: new Request(`http://localhost${path}`, { headers }),
        params: {},
        context: context() as never,
        unstable_pattern: "",
      } as never,
      next as never,
    ) as Promise<Response>;

  it("renders a page once for the requests that arrive while it renders", async () => {
    await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = "<!doctype html><p>one render</p>";
    const next = async () => {
      renders++;
      await gate;
      return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const path = `/offerings/pastries?flight=${Date.now()}`;
    // The last one revalidates a copy it holds: it gets a 304 from the same render.
    const etag = contentEtag(Buffer.from(body));
    const waiting = Array.from({ length: 8 }, (_, i) => call(path, next, i === 7 ? { "if-none-match": etag } : {}));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const answers = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(answers.pop()!.status).toBe(304);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("etag")).toBe(etag);
      expect(await answer.text()).toBe(body);
    }
  });

  it("lets each waiting request render its own when the first render cannot be shared", async () => {
    await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const next = async () => {
      renders++;
      if (renders === 1) {
        await gate;
        return new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain" } });
      }
      return new Response("<p>fine</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const path = `/about-us?flaky=${Date.now()}`;
    const waiting = Array.from({ length: 3 }, () => call(path, next));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const statuses = (await Promise.all(waiting)).map((a) => a.status);
    expect(statuses[0]).toBe(500);
    expect(statuses.slice(1)).toEqual([200, 200]);
    expect(renders).toBe(3);
  });

  it("keeps no render that a write overlapped: neither the cache nor a CDN (no-store), nor the requests that waited", async () => {
    await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const next = async () => {
      renders++;
      if (renders === 1) await gate;
      return new Response("<p>either side</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const path = `/offerings?overlapped=${Date.now()}`;
    const waiting = Array.from({ length: 2 }, () => call(path, next));
    await new Promise((r) => setTimeout(r, 20));
    // The write lands while the page renders: what the render read may be from either side of it.
    await (await db()).offering.create({ data: { name: "Overlap", slug: `overlap-${Date.now()}` } });
    release();
    for (const answer of await Promise.all(waiting)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(renders).toBe(1);
    // Not stored: the next request renders again, and that render, which no write overlapped, is shared.
    const after = await call(path, next);
    expect(renders).toBe(2);
    expect(after.headers.get("cache-control")).toMatch(/^public, /);
  });

  it("lets each waiting request render its own when the first render throws", async () => {
    await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
    let renders = 0;
    const next = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      if (renders === 1) throw new Error("render failed");
      return new Response("<p>fine</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const path = `/blog?throws=${Date.now()}`;
    const [first, ...rest] = await Promise.allSettled(Array.from({ length: 3 }, () => call(path, next)));
    expect(first!.status).toBe("rejected");
    for (const r of rest) expect(r.status === "fulfilled" && r.value.status).toBe(200);
  });
});

describe("shared caching headers", () => {
  // Through the root middleware, as React Router runs them: robots.txt, sitemap.xml and the public /api reads
  // carry the same CDN-friendly Cache-Control as HTML pages, the surrogate key a CDN purge names, a weak ETag (each
  // content coding has its own: this is the identity one), and a 304 for a matching If-None-Match.
  const cases: [string, (args: never) => unknown][] = [
    ["/robots.txt", robotsLoader as never],
    ["/sitemap.xml", sitemapLoader as never],
    ["/api/offerings", offeringsApiLoader as never],
    ["/api/products/search?query=crois", searchApiLoader as never],
  ];
  for (const [path, loader] of cases) {
    it(`${path}: s-maxage, stale-while-revalidate, ETag and 304`, async () => {
      const render = async (headers: Record<string, string> = {}) => {
        await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
        const request = get(path, headers);
        const next = async () =>
          (await loader({ request, params: {}, context: context(), unstable_pattern: path } as never)) as Response;
        return (await responseCacheMiddleware(
          { request, params: {}, context: context() as never, unstable_pattern: "" } as never,
          next as never,
        )) as Response;
      };
      const first = await render();
      expect(first.status).toBe(200);
      const cacheControl = first.headers.get("cache-control") ?? "";
      expect(cacheControl).toMatch(/(^|, )public(,|$)/);
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl).toContain("max-age=0");
      expect(first.headers.get("surrogate-key")).toBe("content");
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^W\/"[!#-~]{20,}"$/);
      const body = await first.text();
      expect(body.length).toBeGreaterThan(0);

      const revalidated = await render({ "if-none-match": etag! });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toBe(cacheControl);
      // The tag of another coding is not this answer's.
      const otherCoding = await render({ "if-none-match": etag!.replace(/"$/, '-br"') });
      expect(otherCoding.status).toBe(200);

      const other = await render({ "if-none-match": '"something-else"' });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(body);
    });
  }
});
