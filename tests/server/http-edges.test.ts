// The edges of HTTP, tried with hand-built requests on raw sockets against a real production server process (no
// browser; a client library would fix or hide these bytes): a malformed or missing Host, absolute-form targets,
// HTTP/1.0, a trailing slash, a client-chosen request id that must never reach a shared page, unknown
// offerings, ETags across content codings, Referrer-Policy sent once. See app/server/http/request-target.server.ts.
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PrivateServer } from "../e2e/support/private-server";

const server = new PrivateServer({ seedDemo: true, env: { RATE_LIMIT_PUBLIC: "100000" } });

beforeAll(async () => {
  await server.start();
});
afterAll(async () => server.dispose());

type Raw = { status: number; head: string; headers: [string, string][]; body: Buffer<ArrayBufferLike>; text: string };

/** Sends `request` as written on its own connection and reads until the server closes it. */
function raw(request: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split).toString("latin1");
      const headers = head
        .split("\r\n")
        .slice(1)
        .map(
          (line) =>
            [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as [
              string,
              string,
            ],
        );
      let body: Buffer<ArrayBufferLike> = all.subarray(split + 4);
      if (/\r\ntransfer-encoding: chunked/i.test(head)) body = dechunk(body);
      resolve({ status: Number(head.split(" ")[1]), head, headers, body, text: body.toString("utf8") });
    });
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.split("\r\n")[0]}`)));
  });
}

/** The body of a chunked message (sizes in hex, each chunk followed by CRLF, a zero-size chunk last). */
function dechunk(data: Buffer<ArrayBufferLike>): Buffer<ArrayBufferLike> {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, eol).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

const header = (answer: Raw, name: string) => answer.headers.filter(([n]) => n === name).map(([, v]) => v);
const host = () => `127.0.0.1:${server.port}`;

/** The request log's lines (JSON) that carry `requestId`. */
function logLines(requestId: string): Record<string, unknown>[] {
  return server.log
    .split("\n")
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A refused request logged as the request log says it should be: `count` lines carrying `requestId` (one per
 * request sent with it), each a warn line for a 400 on `path`, and no stack trace or error printed since
 * `logStart` (a length of `server.log`).
 */
async function expectRefusalLogged(logStart: number, requestId: string, path: string, count = 1) {
  await expect.poll(() => logLines(requestId).length, { message: requestId }).toBeGreaterThanOrEqual(count);
  const lines = logLines(requestId);
  expect(lines, requestId).toHaveLength(count);
  for (const line of lines) expect(line).toMatchObject({ msg: "request", status: 400, level: "warn", path });
  const log = server.log.slice(logStart);
  expect(log).not.toMatch(/\n\s+at /);
  expect(log).not.toMatch(/Invalid URL|TypeError|Error:/);
}

test("a malformed Host is a 400 on every kind of route (JSON under /api), one warn line, no stack trace", async () => {
  const logStart = server.log.length;
  for (const [path, i] of [
    ["/healthz", 1],
    ["/", 2],
    ["/about-us", 3],
    ["/api/products", 4],
    ["/robots.txt", 5],
  ] as const) {
    const id = `bad-host-000${i}`;
    for (const bad of ["a b", "", "a/b", "x:port", "[zz]"]) {
      const answer = await raw(
        `GET ${path} HTTP/1.1\r\nHost: ${bad}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, `${path} Host: ${bad}`).toBe(400);
      expect(header(answer, "cache-control")).toEqual(["no-store"]);
      if (path.startsWith("/api/")) {
        expect(header(answer, "content-type")[0]).toContain("application/json");
        expect(JSON.parse(answer.text)).toEqual({
          message: "The request's Host header is missing or malformed.",
          requestId: id,
        });
      } else {
        expect(answer.text).toBe("The request's Host header is missing or malformed.\n");
      }
    }
    await expectRefusalLogged(logStart, id, path, 5);
  }
});

test("HTTP/1.0 without Host is a 400, one warn line, no stack trace; with Host it is served; HTTP/1.1 without Host is the same 400", async () => {
  const logStart = server.log.length;
  const bare = await raw("GET /robots.txt HTTP/1.0\r\nX-Request-Id: no-host-10-0001\r\n\r\n");
  expect(bare.status).toBe(400);
  expect(bare.text).toContain("Host header is missing");
  await expectRefusalLogged(logStart, "no-host-10-0001", "/robots.txt");
  const api = await raw("GET /api/offerings HTTP/1.0\r\nX-Request-Id: no-host-10-0002\r\n\r\n");
  expect(api.status).toBe(400);
  expect(JSON.parse(api.text)).toEqual({
    message: "The request's Host header is missing or malformed.",
    requestId: "no-host-10-0002",
  });
  await expectRefusalLogged(logStart, "no-host-10-0002", "/api/offerings");
  const withHost = await raw(`GET /robots.txt HTTP/1.0\r\nHost: ${host()}\r\n\r\n`);
  expect(withHost.status).toBe(200);
  expect(withHost.text).toContain("Sitemap:");
  // The server's own answer (Node's bare 400 is turned off), security headers included.
  const noHost11 = await raw("GET /healthz HTTP/1.1\r\nX-Request-Id: no-host-11-0001\r\nConnection: close\r\n\r\n");
  expect(noHost11.status).toBe(400);
  expect(noHost11.text).toContain("Host header is missing");
  expect(header(noHost11, "x-content-type-options")).toEqual(["nosniff"]);
  await expectRefusalLogged(logStart, "no-host-11-0001", "/healthz");
});

test("an absolute-form target is served like its origin-form (RFC 9112 3.2.2); other targets are a 400", async () => {
  const robots = await raw(`GET http://${host()}/robots.txt HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(robots.status).toBe(200);
  expect(robots.text).toContain("Sitemap:");
  const page = await raw(`GET http://${host()}/about-us?x=1 HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(page.status).toBe(200);
  expect(page.text).toContain("</html>");
  // The target's authority is the host (the Host field is then ignored, even a malformed one).
  const api = await raw(`GET http://${host()}/api/offerings HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
  expect(api.status).toBe(200);
  expect(Array.isArray(JSON.parse(api.text))).toBe(true);
  for (const target of ["ftp://x/robots.txt", "robots.txt", "http://a b/"]) {
    const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect([400], target).toContain(answer.status);
  }
  const options = await raw(`OPTIONS * HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(options.status).toBe(204);
  expect(header(options, "allow")).toEqual(["GET, HEAD, POST, OPTIONS"]);
});

test("a trailing slash is a 308 to the path without it, query kept but for campaign tags; / stays; no open redirect", async () => {
  const cases: [string, string][] = [
    ["/about-us/", "/about-us"],
    ["/about-us/?a=1&utm_source=x&b=2&fbclid=IwAR0x", "/about-us?a=1&b=2"],
    ["/offerings/cakes//", "/offerings/cakes"],
    ["//evil.example/", "/evil.example"],
    ["/api/offerings/", "/api/offerings"],
  ];
  for (const [from, to] of cases) {
    const answer = await raw(`GET ${from} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(answer.status, from).toBe(308);
    expect(header(answer, "location"), from).toEqual([to]);
  }
  expect((await raw(`GET / HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
  expect((await raw(`HEAD /blog/ HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`)).status).toBe(308);
});

test("every public page carries one canonical link on PUBLIC_URL, whatever Host the request named", async () => {
  for (const path of [
    "/",
    "/about-us",
    "/blog",
    "/contact-support",
    "/offerings",
    "/offerings/cakes",
    "/search",
    "/subscribe",
  ]) {
    for (const forged of [host(), "evil.example"]) {
      const answer = await raw(`GET ${path}?utm_source=x HTTP/1.1\r\nHost: ${forged}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(200);
      const links = [...answer.text.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
      expect(links, `${path} Host: ${forged}`).toEqual([`${server.url}${path === "/" ? "/" : path}`]);
      expect(answer.text).not.toContain("evil.example");
    }
  }
  // The 404 page names no canonical address.
  const missing = await raw(`GET /no-such-page HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(missing.status).toBe(404);
  expect(missing.text).not.toContain('rel="canonical"');
});

test("a client-chosen X-Request-Id goes back in the header and the log, never into a page another visitor gets", async () => {
  const planted = "PLANTED-call-this-number";
  for (const path of ["/", "/about-us", "/_root.data", "/offerings/cakes.data", "/no-such-page"]) {
    // The first (a render: the cache is empty for this query) and the second (a hit) with the planted id.
    const query = `?fresh=${Date.now()}`;
    for (let i = 0; i < 2; i++) {
      const mine = await raw(
        `GET ${path}${query} HTTP/1.1\r\nHost: ${host()}\r\nX-Request-Id: ${planted}\r\nConnection: close\r\n\r\n`,
      );
      expect(header(mine, "x-request-id"), path).toEqual([planted]);
      expect(mine.text, path).not.toContain(planted);
    }
    const next = await raw(`GET ${path}${query} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(header(next, "etag").length, `${path} is shared`).toBe(1);
    expect(next.text, path).not.toContain(planted);
    expect(header(next, "x-request-id")[0]).not.toBe(planted);
  }
  // Lines are written in batches, a few milliseconds after their answers.
  await expect.poll(() => logLines(planted).length).toBe(10);
});

test("an unknown offering is the 404 page, an existing one its page", async () => {
  for (const slug of ["nope", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "cakes-1"]) {
    const answer = await raw(`GET /offerings/${slug} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(answer.status, slug).toBe(404);
    expect(answer.text).toContain("Oops! Page Not Found");
    expect(answer.text).not.toContain("nope Products");
  }
  const cakes = await raw(`GET /offerings/cakes HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(cakes.status).toBe(200);
});

test("each coding has its own weak ETag, a fresh render's and a stored one's alike; a 304 only for the coding's own tag", async () => {
  const codings = ["gzip", "br", "identity"] as const;
  // /search with a query no one asked for yet: its first answer is rendered afresh (compressed on its way out),
  // the second comes from the response cache (compressed once, stored).
  for (const path of ["/about-us", "/api/offerings", `/search?query=edges-${Date.now()}`]) {
    const tags = new Map<string, Set<string>>(codings.map((coding) => [coding, new Set<string>()]));
    for (let round = 0; round < 2; round++) {
      for (const coding of codings) {
        const answer = await raw(
          `GET ${path} HTTP/1.1\r\nHost: ${host()}\r\nAccept-Encoding: ${coding}\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.status, `${path} ${coding}`).toBe(200);
        const etag = header(answer, "etag");
        expect(etag, `${path} ${coding}`).toHaveLength(1);
        expect(etag[0], `${path} ${coding}`).toMatch(/^W\/"[!#-~]{20,}"$/);
        tags.get(coding)!.add(etag[0]!);
        // Every size is sent in the coding asked for, so the tag a 304 is decided by is the one the bytes carry.
        const encoding = header(answer, "content-encoding")[0] ?? "identity";
        expect(encoding, `${path} ${coding}`).toBe(coding);
        // The bytes are what the coding says.
        const decoded =
          encoding === "gzip"
            ? gunzipSync(answer.body)
            : encoding === "br"
              ? brotliDecompressSync(answer.body)
              : answer.body;
        expect(decoded.length).toBeGreaterThan(0);
      }
    }
    // One tag per coding, the same for the render and the stored copy; three codings, three tags.
    for (const coding of codings) expect(tags.get(coding)!.size, `${path} ${coding}`).toBe(1);
    const tagOf = (coding: string) => [...tags.get(coding)!][0]!;
    expect(new Set(codings.map(tagOf)).size, path).toBe(3);
    for (const held of codings) {
      for (const asked of codings) {
        const revalidated = await raw(
          `GET ${path} HTTP/1.1\r\nHost: ${host()}\r\nAccept-Encoding: ${asked}\r\nIf-None-Match: ${tagOf(held)}\r\nConnection: close\r\n\r\n`,
        );
        expect(revalidated.status, `${path}: holding ${held}, asking for ${asked}`).toBe(held === asked ? 304 : 200);
        expect(header(revalidated, "etag"), path).toEqual([tagOf(asked)]);
      }
    }
  }
});

test("the click-out sends Referrer-Policy once, its own no-referrer; pages send the default once", async () => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as { _id?: string; id?: string }[];
  const id = products[0]?._id ?? products[0]?.id;
  expect(id).toBeTruthy();
  const go = await raw(`GET /go/${id}/zepto HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(go.status).toBe(303);
  expect(header(go, "referrer-policy")).toEqual(["no-referrer"]);
  const page = await raw(`GET /about-us HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
  expect(header(page, "referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
});

test("a request whose client goes away before the answer is logged as such: no status, level warn", async () => {
  const id = "cut-short-00000001";
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  // A body announced and never sent: the server waits for it, then the connection is reset.
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Request-Id: ${id}\r\n\r\n{`,
  );
  await new Promise((r) => setTimeout(r, 300));
  socket.resetAndDestroy();
  await expect.poll(() => logLines(id).length, { timeout: 5_000 }).toBe(1);
  expect(logLines(id)[0]).toMatchObject({
    method: "POST",
    path: "/api/contact",
    status: null,
    level: "warn",
    aborted: true,
  });
});
