// API_CORS_ORIGINS opens the public GETs (and their OPTIONS preflight) to the listed origins only; writes and
// other origins get no CORS headers.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.API_CORS_ORIGINS = "https://app.slice.example, https://partner.example/";
});

import { call } from "#tests/helpers/api";
import { corsOrigins } from "#app/server/http/api-route.server";

describe("API_CORS_ORIGINS", () => {
  it("parses a comma list, ignoring blanks, trailing slashes and a wildcard", () => {
    expect([...corsOrigins(" https://a.example/ ,, *, http://b.example:8080 ")]).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
    expect([...corsOrigins("")]).toEqual([]);
  });

  it("lets a listed origin read public GETs, with Vary: Origin and the ETag exposed", async () => {
    for (const path of [
      "/api/offerings",
      "/api/products",
      "/api/products/search?query=x",
      "/api/banner",
      "/api/video",
      "/api/openapi.json",
    ]) {
      const response = await call("GET", path, { headers: { origin: "https://partner.example" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("https://partner.example");
      expect(response.headers.get("access-control-expose-headers")).toContain("ETag");
      expect(response.headers.get("vary")).toContain("Origin");
    }
  });

  it("gives an unlisted origin no CORS headers", async () => {
    const response = await call("GET", "/api/products", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("answers a GET preflight from a listed origin with 204 and refuses the rest", async () => {
    const ok = await call("OPTIONS", "/api/products", {
      headers: { origin: "https://app.slice.example", "access-control-request-method": "GET" },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://app.slice.example");
    expect(ok.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");

    const write = await call("OPTIONS", "/api/products", {
      headers: { origin: "https://app.slice.example", "access-control-request-method": "POST" },
    });
    expect(write.status).toBe(403);
    expect(write.headers.get("access-control-allow-origin")).toBeNull();

    const writeOnlyRoute = await call("OPTIONS", `/api/offerings/${"c".repeat(25)}`, {
      headers: { origin: "https://app.slice.example", "access-control-request-method": "GET" },
    });
    expect(writeOnlyRoute.status).toBe(403);

    const unlisted = await call("OPTIONS", "/api/products", {
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(unlisted.status).toBe(403);
    expect(unlisted.headers.get("access-control-allow-origin")).toBeNull();

    const plain = await call("OPTIONS", "/api/products");
    expect(plain.status).toBe(204);
    expect(plain.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("never adds CORS headers to writes", async () => {
    const response = await call("POST", "/api/offerings", {
      json: { name: "X" },
      headers: { origin: "https://partner.example" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
