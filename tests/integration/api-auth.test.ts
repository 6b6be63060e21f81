// Authorisation of every /api write route: anonymous calls get 401 { message } and change nothing (rows, row
// contents, stored files), a wrong bearer token 401, an admin session cookie from another site 403; the
// bearer token and a same-origin session cookie are let through. The check runs before any body is read.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "auth-test-token-0123456789abcdef";
});

import { createAdminSession, destroyAdminSession } from "#app/server/auth/session.server";
import { db } from "#app/server/platform/db.server";
import {
  API_ROUTES,
  BASE,
  authorization,
  call,
  contentFingerprint,
  countRows,
  form,
  mp4,
  png,
  storedKeys,
} from "#tests/helpers/api";
import { createOneOfEach } from "#tests/helpers/records";

type WriteCall = {
  name: string;
  method: string;
  path: string;
  body: () => Promise<{ json?: unknown; form?: FormData }>;
};

let ids: { offering: string; product: string; banner: string; video: string };
let writes: WriteCall[];

beforeAll(async () => {
  const { offering, product, banner, video } = await createOneOfEach();
  ids = { offering: offering.id, product: product.id, banner: banner.id, video: video.id };

  const productFields = async () => ({
    form: form({
      title: "Hacked",
      price: "1",
      description: "x",
      category: ids.offering,
      images: [await png("#000000")],
    }),
  });
  writes = [
    {
      name: "POST /api/offerings",
      method: "POST",
      path: "/api/offerings",
      body: async () => ({ json: { name: "Hacked" } }),
    },
    {
      name: "PUT /api/offerings/:id",
      method: "PUT",
      path: `/api/offerings/${ids.offering}`,
      body: async () => ({ json: { name: "Hacked" } }),
    },
    {
      name: "DELETE /api/offerings/:id",
      method: "DELETE",
      path: `/api/offerings/${ids.offering}`,
      body: async () => ({}),
    },
    { name: "POST /api/products", method: "POST", path: "/api/products", body: productFields },
    { name: "PUT /api/products/:id", method: "PUT", path: `/api/products/${ids.product}`, body: productFields },
    {
      name: "DELETE /api/products/:id",
      method: "DELETE",
      path: `/api/products/${ids.product}`,
      body: async () => ({}),
    },
    {
      name: "POST /api/banner",
      method: "POST",
      path: "/api/banner",
      body: async () => ({ form: form({ largeBanner: await png() }) }),
    },
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
    {
      name: "PATCH /api/orders/:id",
      method: "PATCH",
      path: `/api/orders/${"c".repeat(25)}`,
      body: async () => ({ json: { to: "declined", version: 1 } }),
    },
    {
      name: "POST /api/send-message",
      method: "POST",
      path: "/api/send-message",
      body: async () => ({ form: form({ message: "Hacked", image: await png("#000000") }) }),
    },
  ];
  // A verified subscriber, so that an unauthorised broadcast would have queued an e-mail.
  const prisma = await db();
  await prisma.subscriber.create({
    data: { email: "reader@example.com", status: "verified", unsubscribeToken: "t".repeat(32) },
  });
});

/** Anyone may call these writes (the public forms' endpoints, rate-limited per IP). */
const PUBLIC_WRITES = [
  "POST /api/subscribe",
  "POST /api/subscribe/verify",
  "POST /api/contact",
  "POST /api/partner-contact",
  "POST /api/orders",
];
/** The reads that need the admin. */
const PRIVATE_READS = ["GET /api/outbox", "GET /api/orders"];

async function snapshot() {
  return { rows: await countRows(), content: await contentFingerprint(), files: await storedKeys() };
}

describe("the route list", () => {
  it("classifies every write method of every /api route as admin-only or public, and every read as public or private", async () => {
    const adminWrites = new Set(writes.map((w) => w.name));
    for (const route of API_ROUTES) {
      const pattern = `/api/${route.pattern}`;
      const concrete = pattern.replace(":id", "c".repeat(25));
      const options = await call("OPTIONS", concrete);
      expect(options.status, pattern).toBe(204);
      const allow = (options.headers.get("allow") ?? "").split(", ");
      for (const method of allow.filter((m) => !["GET", "HEAD", "OPTIONS"].includes(m))) {
        const name = `${method} ${pattern}`;
        expect(
          adminWrites.has(name) || PUBLIC_WRITES.includes(name),
          `${name} is neither in the admin writes nor public`,
        ).toBe(true);
        expect(adminWrites.has(name) && PUBLIC_WRITES.includes(name), name).toBe(false);
      }
    }
  });
});

describe("the admin-only reads", () => {
  it("GET /api/outbox and GET /api/orders answer 401 anonymously, 401 with a wrong token, 403 cross-site, 200 with the token", async () => {
    for (const name of PRIVATE_READS) {
      const path = name.replace(/^GET /, "");
      const anonymous = await call("GET", path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Authentication required.", requestId: expect.any(String) });
      expect(anonymous.headers.get("cache-control")).toBe("no-store");
      expect((await call("GET", path, { headers: authorization("wrong-token-0123456789abcdef") })).status).toBe(401);
      const { setCookie } = await createAdminSession();
      expect(
        (await call("GET", path, { headers: { cookie: setCookie.split(";")[0]!, origin: "https://evil.example" } }))
          .status,
      ).toBe(403);
      const ok = await call("GET", path, { headers: authorization() });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("the public writes", () => {
  it("need no credentials: valid anonymous calls succeed, invalid ones are a 400 that stores nothing", async () => {
    const prisma = await db();
    const valid: [string, unknown, number][] = [
      ["/api/subscribe", { email: "new@example.com" }, 200],
      [
        "/api/contact",
        { fullName: "Meera", email: "meera@example.com", subject: "General Inquiry", message: "Hello there." },
        201,
      ],
      [
        "/api/partner-contact",
        {
          fullName: "Kiran",
          email: "kiran@example.com",
          companyName: "Chai Co",
          partnershipType: "Reseller",
          message: "Let us work together.",
        },
        201,
      ],
    ];
    for (const [path, json, status] of valid) expect((await call("POST", path, { json })).status, path).toBe(status);
    expect(await prisma.subscriber.count({ where: { email: "new@example.com" } })).toBe(1);
    expect(await prisma.contactMessage.count()).toBe(1);
    expect(await prisma.partnerEnquiry.count()).toBe(1);

    const before = await countRows();
    for (const name of PUBLIC_WRITES) {
      const response = await call("POST", name.replace(/^POST /, ""), { json: { email: "not an e-mail" } });
      expect(response.status, name).toBe(400);
      expect(response.headers.get("cache-control"), name).toBe("no-store");
    }
    expect(await countRows()).toEqual(before);
  });
});

describe("every write route", () => {
  it("answers 401 { message } to an anonymous call and changes nothing", async () => {
    const before = await snapshot();
    for (const write of writes) {
      const response = await call(write.method, write.path, await write.body());
      expect(response.status, write.name).toBe(401);
      expect(response.headers.get("content-type"), write.name).toMatch(/^application\/json/);
      expect(await response.json(), write.name).toEqual({
        message: "Authentication required.",
        requestId: expect.any(String),
      });
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
        const response = await call(write.method, write.path, {
          ...(await write.body()),
          headers: authorization(candidate),
        });
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
    const response = await call("POST", "/api/offerings", {
      json: { name: "X" },
      headers: { cookie: setCookie.split(";")[0]!, origin: BASE },
    });
    expect(response.status).toBe(401);
  });

  it("checks authorisation before reading the body: an anonymous malformed or oversized body is still 401", async () => {
    const before = await snapshot();
    const huge = "x".repeat(200_000);
    for (const write of writes) {
      const malformed = await call(write.method, write.path, {
        body: "{not json",
        headers: { "content-type": "application/json" },
      });
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
