// The request target and Host checks (app/server/http/request-target.server.ts) on a real Node server over raw
// sockets: which hosts are well formed, where a trailing slash leads, that tracking parameters are dropped
// (app/lib/tracking-parameters.ts), and the forwarded headers that are checked only when a proxy is trusted. The
// production server's whole answer is tried in tests/server/http-edges.test.ts.
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkRequestTarget,
  pathAndQueryOf,
  trailingSlashRedirect,
  validHost,
} from "#app/server/http/request-target.server";

describe("validHost", () => {
  it("takes names, IPv4, bracketed IPv6, with or without a port", () => {
    for (const host of [
      "localhost",
      "slicebakery.in",
      "127.0.0.1:3000",
      "[::1]:3000",
      "[2001:db8::1]",
      "my_app:8080",
      "a.b-c.example.",
    ]) {
      expect(validHost(host), host).toBe(true);
    }
  });
  it("refuses what no URL can be built from", () => {
    for (const host of [
      undefined,
      "",
      "a b",
      "a/b",
      "a?b",
      "a#b",
      "user@host",
      "host:port",
      "host:123456",
      "[zz]",
      "a\\b",
      "<x>",
      "a:1:2",
    ]) {
      // Twice: a refused Host is never remembered as a good one.
      expect(validHost(host), String(host)).toBe(false);
      expect(validHost(host), String(host)).toBe(false);
    }
  });
});

describe("pathAndQueryOf", () => {
  it("gives what the URL parser gives, with or without parsing", () => {
    const parsed = (target: string) => {
      const url = new URL(`http://h${target}`);
      return url.pathname + url.search;
    };
    for (const target of [
      "/",
      "/about-us",
      "/search?query=crois",
      "/search.data?query=a%20b&from=dropdown&_routes=routes%2Fpublic%2Fsearch",
      "/sitemap.xml",
      "/_root.data",
      "/a/b.c/.d/..e/",
      "//double//slash",
      "/a?",
      "/a?#x",
      "/a#frag",
      "/a?b=1#frag",
      "/a/./b",
      "/a/../b",
      "/a/..",
      "/a/.?x=1",
      "/a/%2e%2E/b",
      "/a/.%2e/b",
      "/a\\b",
      "/a b",
      '/a"b',
      "/a<b>",
      "/a`b{c}",
      "/caf\u00e9",
      "/a?x='y'",
      "/a?x=<y>",
      "/a?x= y",
      "/a?x=%zz&y=?z",
      "/a?x=/./",
      "/a|b^c[d]",
      "/a\tb",
    ]) {
      expect(pathAndQueryOf(target), target).toBe(parsed(target));
    }
  });
});

describe("trailingSlashRedirect", () => {
  it("drops trailing slashes, keeps the query, leaves / alone, and never makes a protocol-relative Location", () => {
    expect(trailingSlashRedirect("/")).toBeNull();
    expect(trailingSlashRedirect("/about-us")).toBeNull();
    expect(trailingSlashRedirect("/about-us?x=/")).toBeNull();
    expect(trailingSlashRedirect("/about-us/")).toBe("/about-us");
    expect(trailingSlashRedirect("/about-us///?a=1&b=2")).toBe("/about-us?a=1&b=2");
    expect(trailingSlashRedirect("//evil.example/")).toBe("/evil.example");
    expect(trailingSlashRedirect("/\\evil.example/")).toBe("/evil.example");
    expect(trailingSlashRedirect("//")).toBe("/");
  });
});

function serve(trustProxy: number): Promise<Server> {
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (checkRequestTarget(req, res, trustProxy).kind === "answered") return;
    res.end(`${req.headers.host} ${req.url}`);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function raw(server: Server, request: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => (text += c));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

describe("checkRequestTarget on a real server", () => {
  let direct: Server;
  let proxied: Server;
  beforeAll(async () => {
    direct = await serve(0);
    proxied = await serve(1);
  });
  afterAll(async () => {
    await new Promise((resolve) => direct.close(resolve));
    await new Promise((resolve) => proxied.close(resolve));
  });

  it("turns an absolute-form target into its path, with its authority as the host", async () => {
    const answer = await raw(
      direct,
      "GET http://shop.example:8080/a/b?q=1 HTTP/1.1\r\nHost: other\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.endsWith("shop.example:8080 /a/b?q=1")).toBe(true);
  });

  it("hands on the target without its campaign tags and click ids", async () => {
    const tracked = await raw(
      direct,
      "GET /search?utm_source=news&query=cake&fbclid=IwAR0x HTTP/1.1\r\nHost: ok.example\r\nConnection: close\r\n\r\n",
    );
    expect(tracked.endsWith("ok.example /search?query=cake")).toBe(true);
  });

  it("checks X-Forwarded-Host and X-Forwarded-Proto only when a proxy is trusted", async () => {
    const forged = (proto: string, host: string) =>
      `GET /x HTTP/1.1\r\nHost: ok.example\r\nX-Forwarded-Host: ${host}\r\nX-Forwarded-Proto: ${proto}\r\nConnection: close\r\n\r\n`;
    expect(await raw(proxied, forged("https", "a b"))).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(proxied, forged("javascript", "ok.example"))).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(proxied, forged("https, http", "ok.example, proxy.internal"))).toMatch(/^HTTP\/1\.1 200 /);
    // Not trusted: Express ignores them, and so does the check.
    expect(await raw(direct, forged("javascript", "a b"))).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("a 400 under /api is JSON, elsewhere text; both with a length and no-store", async () => {
    const api = await raw(direct, "GET /api/x HTTP/1.0\r\n\r\n");
    expect(api).toMatch(/^HTTP\/1\.1 400 /);
    expect(api).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
    expect(api).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(api.slice(api.indexOf("\r\n\r\n") + 4)).toBe(
      JSON.stringify({ message: "The request's Host header is missing or malformed." }),
    );
    const page = await raw(direct, "GET /about HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
    const text = "The request's Host header is missing or malformed.\n";
    expect(page).toMatch(new RegExp(`\r\nContent-Length: ${text.length}\r\n`, "i"));
    expect(page.endsWith(`\r\n\r\n${text}`)).toBe(true);
  });
});
