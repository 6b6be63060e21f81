// What the build and the server hand any visitor, read without a browser: no public byte names the admin prefix
// (the built files, and the pages and files a crawler fetches), /healthz, the security headers of a page, and a
// content-hashed script's headers and its brotli and gzip copies as sent on the wire.
import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serverUrl } from "./support/html";

const ADMIN_PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET on the shared server, the body as sent (not decoded). */
function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${serverUrl()}${target}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("public bytes", () => {
  it("the admin prefix appears in no public byte", async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(path.resolve("build/client"));
    expect(files.length).toBeGreaterThan(0);
    const slug = ADMIN_PREFIX.slice(1);
    for (const file of files) {
      expect(readFileSync(file).includes(slug), `${file} mentions the admin prefix`).toBe(false);
      expect(path.basename(file), "the route manifest must not be shipped").not.toMatch(/^manifest-.*\.js$/);
    }
    for (const url of ["/", "/robots.txt", "/sitemap.xml", "/no-such-page"]) {
      const response = await get(url);
      expect(response.body.toString("utf8").includes(slug), `${url} mentions the admin prefix`).toBe(false);
    }
  });

  it("health answers ok and security headers are set", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ status: "ok" });
    const home = await get("/", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(home.headers["x-powered-by"]).toBeUndefined();
    expect(home.headers["content-encoding"]).toMatch(/gzip|br/);
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["permissions-policy"]).toContain("camera=()");

    // A content-hashed build file keeps nosniff and its year-long immutable caching, and carries none of the
    // document-only headers (nor an ETag: it is never revalidated).
    const html = (await get("/")).body.toString("utf8");
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await get(script!, { "Accept-Encoding": "br, gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const name of [
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "referrer-policy",
      "etag",
      "last-modified",
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }

    // The build's own brotli and gzip copies of a script, by what the browser accepts (brotli first), each the same
    // script once decoded and smaller on the wire; the rest get the file itself.
    const plain = await get(script!, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const size = Number(plain.headers["content-length"]);
    expect(size).toBe(plain.body.length);
    for (const [accepted, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const coded = await get(script!, { "Accept-Encoding": accepted });
      expect(coded.headers["content-encoding"], accepted).toBe(coding);
      expect(coded.headers["vary"], accepted).toBe("Accept-Encoding");
      expect(coded.headers["content-type"], accepted).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(coded.body.length, accepted).toBeLessThan(size / 2);
      const decoded = coding === "br" ? brotliDecompressSync(coded.body) : gunzipSync(coded.body);
      expect(decoded.equals(plain.body), `${accepted}: the same script decoded`).toBe(true);
    }
  });
});
