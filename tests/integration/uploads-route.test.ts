import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/resources/uploads";
import { storage } from "#app/server/storage/storage.server";
import { context, get } from "#tests/helpers/requests";

async function serve(key: string, headers: Record<string, string> = {}) {
  const request = get(`/uploads/${key}`, headers);
  return loader({ request, params: { "*": key }, context: context(), unstable_pattern: "/uploads/*" } as never);
}

describe("GET /uploads/*", () => {
  it("serves a stored file with its type, revalidated by every cache (nosniff comes from the server, once)", async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 256);
    await storage().set("videos/abc123.mp4", new File([bytes], "abc123.mp4", { type: "video/mp4" }));
    const response = await serve("videos/abc123.mp4");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    // The server's security-header middleware sets nosniff on every answer; a second copy here was sent as
    // "nosniff, nosniff" (tests/server/front-door.test.ts checks the header over a socket).
    expect(response.headers.get("x-content-type-options")).toBeNull();
    // A file may be deleted at any time: no cache reuses it without asking (a 304 while it is unchanged).
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
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

  it("ignores an invalid Range or another unit (200, the whole file), as RFC 9110 asks, and 416 only when nothing fits", async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 256);
    await storage().set("videos/range2.mp4", new File([bytes], "range2.mp4", { type: "video/mp4" }));
    for (const range of ["bytes=5-1", "bytes=abc", "items=0-5", "bytes=", "bytes=5-1,0-2", "bytes 0-5"]) {
      const response = await serve("videos/range2.mp4", { range });
      expect(response.status, range).toBe(200);
      expect(response.headers.get("content-range"), range).toBeNull();
      expect(new Uint8Array(await response.arrayBuffer()), range).toEqual(bytes);
    }
    const unsatisfiable = await serve("videos/range2.mp4", { range: "bytes=2000-3000" });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get("content-range")).toBe("bytes */1000");
    // The unit is case-insensitive; a suffix range is the last bytes.
    const suffix = await serve("videos/range2.mp4", { range: "Bytes=-10" });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe("bytes 990-999/1000");
  });

  it("answers several ranges as one: 200 with the whole file, or 206 when they merge into one", async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 256);
    await storage().set("videos/range3.mp4", new File([bytes], "range3.mp4", { type: "video/mp4" }));
    const several = await serve("videos/range3.mp4", { range: "bytes=0-0,5-5" });
    expect(several.status).toBe(200);
    expect(new Uint8Array(await several.arrayBuffer())).toEqual(bytes);
    const merged = await serve("videos/range3.mp4", { range: "bytes=0-9, 10-19" });
    expect(merged.status).toBe(206);
    expect(merged.headers.get("content-range")).toBe("bytes 0-19/1000");
    // One range past the end is dropped, the other served.
    const partly = await serve("videos/range3.mp4", { range: "bytes=0-1,5000-6000" });
    expect(partly.status).toBe(206);
    expect(partly.headers.get("content-range")).toBe("bytes 0-1/1000");
  });

  it("answers 404 for unknown keys and for keys that try to leave the uploads folder", async () => {
    expect((await serve("videos/missing.mp4")).status).toBe(404);
    expect((await serve("../package.json")).status).toBe(404);
    expect((await serve("videos/../../etc/passwd")).status).toBe(404);
  });
});
