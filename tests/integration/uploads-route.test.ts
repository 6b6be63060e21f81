import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/resources/uploads";
import { storage } from "#app/server/storage/storage.server";
import { context, get } from "#tests/helpers/requests";

async function serve(key: string, headers: Record<string, string> = {}) {
  const request = get(`/uploads/${key}`, headers);
  return loader({ request, params: { "*": key }, context: context(), unstable_pattern: "/uploads/*" } as never);
}

describe("GET /uploads/*", () => {
  it("serves a stored file with its type and long-lived caching (nosniff comes from the server, once)", async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 256);
    await storage().set("videos/abc123.mp4", new File([bytes], "abc123.mp4", { type: "video/mp4" }));
    const response = await serve("videos/abc123.mp4");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    // The server's security-header middleware sets nosniff on every answer; a second copy here was sent as
    // "nosniff, nosniff" (tests/e2e/front-door.spec.ts checks the header over a socket).
    expect(response.headers.get("x-content-type-options")).toBeNull();
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers a Range request with 206 and exactly the asked bytes", async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 256);
    await storage().set("videos/range1.mp4", new File([bytes], "range1.mp4", { type: "video/mp4" }));
    const response = await serve("videos/range1.mp4", { range: "bytes=100-199" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it("answers 404 for unknown keys and for keys that try to leave the uploads folder", async () => {
    expect((await serve("videos/missing.mp4")).status).toBe(404);
    expect((await serve("../package.json")).status).toBe(404);
    expect((await serve("videos/../../etc/passwd")).status).toBe(404);
  });
});
