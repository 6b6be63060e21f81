// Authorisation of every /api write route: anonymous calls get 401 { message } and change nothing (rows, row
// contents, stored files), a wrong bearer token 401, an admin session cookie from another site 403; the
// bearer token and a same-origin session cookie are let through. The check runs before any body is read.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "auth-test-token-0123456789abcdef";
});

import { createAdminSession, destroyAdminSession } from "#app/server/auth/session.server";
import { createBanners } from "#app/server/models/banners.server";
import { createOffering } from "#app/server/models/offerings.server";
import { createProduct } from "#app/server/models/products.server";
import { createVideo } from "#app/server/models/videos.server";
import { BASE, authorization, call, contentFingerprint, countRows, form, mp4, png, storedKeys } from "#tests/helpers/api";
import { writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

type WriteCall = { name: string; method: string; path: string; body: () => Promise<{ json?: unknown; form?: FormData }> };

let ids: { offering: string; product: string; banner: string; video: string };
let writes: WriteCall[];

beforeAll(async () => {
  const offering = await createOffering("Pastries");
  const product = await createProduct(
    { title: "Croissant", price: 80, description: "Buttery.", category: offering.id },
    [await png()],
  );
  const [banner] = await createBanners({ large: await png() });
  const dir = await mkdtemp(path.join(tmpdir(), "auth-video-"));
  const tempPath = path.join(dir, "v.mp4");
  await writeFile(tempPath, new Uint8Array(await mp4().arrayBuffer()));
  const video = await createVideo({ title: "Bake", description: "Rising.", video: { tempPath, size: 4096, type: "video/mp4", name: "v.mp4" } });
  ids = { offering: offering.id, product: product.id, banner: banner!.id, video: video.id };

  const productFields = async () => ({
    form: form({ title: "Hacked", price: "1", description: "x", category: ids.offering, images: [await png("#000000")] }),
  });
  writes = [
    { name: "POST /api/offerings", method: "POST", path: "/api/offerings", body: async () => ({ json: { name: "Hacked" } }) },
    { name: "PUT /api/offerings/:id", method: "PUT", path: `/api/offerings/${ids.offering}`, body: async () => ({ json: { name: "Hacked" } }) },
    { name: "DELETE /api/offerings/:id", method: "DELETE", path: `/api/offerings/${ids.offering}`, body: async () => ({}) },
    { name: "POST /api/products", method: "POST", path: "/api/products", body: productFields },
    { name: "PUT /api/products/:id", method: "PUT", path: `/api/products/${ids.product}`, body: productFields },
    { name: "DELETE /api/products/:id", method: "DELETE", path: `/api/products/${ids.product}`, body: async () => ({}) },
    { name: "POST /api/banner", method: "POST", path: "/api/banner", body: async () => ({ form: form({ largeBanner: await png() }) }) },
    {
      name: "PUT /api/banner/:id",
      method: "PUT",
      path: `/api/banner/${ids.banner}`,
      body: async () => ({ form: form({ banner: await png(), device: "small", title: "x" }) }),
    },
    { name: "DELETE /api/banner/:id", method: "DELETE", path: `/api/banner/${ids.banner}`, body: async () => ({}) },
    {
      name: "POST /api/video",
      method: "POST",
      path: "/api/video",
      body: async () => ({ form: form({ title: "x", description: "y", videoFile: mp4() }) }),
    },
    {
      name: "PUT /api/video/:id",
      method: "PUT",
      path: `/api/video/${ids.video}`,
      body: async () => ({ form: form({ title: "x", description: "y", videoFile: mp4(3) }) }),
    },
    { name: "DELETE /api/video/:id", method: "DELETE", path: `/api/video/${ids.video}`, body: async () => ({}) },
  ];
});

async function snapshot() {
  return { rows: await countRows(), content: await contentFingerprint(), files: await storedKeys() };
}

describe("every write route", () => {
  it("answers 401 { message } to an anonymous call and changes nothing", async () => {
    const before = await snapshot();
    for (const write of writes) {
      const response = await call(write.method, write.path, await write.body());
      expect(response.status, write.name).toBe(401);
      expect(response.headers.get("content-type"), write.name).toMatch(/^application\/json/);
      expect(await response.json(), write.name).toEqual({ message: "Authentication required." });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 to a wrong bearer token (even one differing in a single character) and changes nothing", async () => {
    const before = await snapshot();
    const token = process.env.ADMIN_API_TOKEN!;
    const wrong = [`${token.slice(0, -1)}X`, "", token.slice(0, 8), `${token}0`];
    for (const write of writes) {
      for (const candidate of wrong) {
        const response = await call(write.method, write.path, { ...(await write.body()), headers: authorization(candidate) });
        expect(response.status, `${write.name} with ${JSON.stringify(candidate)}`).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 to an admin session cookie sent from another site, and changes nothing", async () => {
    const { setCookie } = await createAdminSession();
    const cookie = setCookie.split(";")[0]!;
    const before = await snapshot();
    const crossSite: Record<string, string>[] = [
      { cookie, origin: "https://evil.example" },
      { cookie, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { cookie }, // no Origin and no Sec-Fetch-Site: not provably same-origin
    ];
    for (const write of writes) {
      for (const headers of crossSite) {
        const response = await call(write.method, write.path, { ...(await write.body()), headers });
        expect(response.status, `${write.name} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await response.json()) as { message: string }).message).toBe("Cross-site request refused.");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a logged-out session's cookie with 401", async () => {
    const { session, setCookie } = await createAdminSession();
    await destroyAdminSession(new Request(BASE, { headers: { cookie: setCookie.split(";")[0]! } }));
    void session;
    const response = await call("POST", "/api/offerings", { json: { name: "X" }, headers: { cookie: setCookie.split(";")[0]!, origin: BASE } });
    expect(response.status).toBe(401);
  });

  it("checks authorisation before reading the body: an anonymous malformed or oversized body is still 401", async () => {
    const before = await snapshot();
    const huge = "x".repeat(200_000);
    for (const write of writes) {
      const malformed = await call(write.method, write.path, { body: "{not json", headers: { "content-type": "application/json" } });
      expect(malformed.status, write.name).toBe(401);
      const oversized = await call(write.method, write.path, { body: huge, headers: { "content-type": "text/plain" } });
      expect(oversized.status, write.name).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets the bearer token and a same-origin admin session through", async () => {
    const withToken = await call("POST", "/api/offerings", { json: { name: "Loaves" }, headers: authorization() });
    expect(withToken.status).toBe(201);
    const { setCookie } = await createAdminSession();
    const sameOrigin = await call("POST", "/api/offerings", {
      json: { name: "Cakes" },
      headers: { cookie: setCookie.split(";")[0]!, origin: BASE },
    });
    expect(sameOrigin.status).toBe(201);
    const fetchMetadata = await call("PUT", `/api/offerings/${ids.offering}`, {
      json: { name: "Viennoiserie" },
      headers: { cookie: setCookie.split(";")[0]!, "sec-fetch-site": "same-origin" },
    });
    expect(fetchMetadata.status).toBe(200);
  });
});
