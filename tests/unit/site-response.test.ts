// The site's ServerResponse over real HTTP: the defaults (request id, security headers, HSTS) go out with every
// answer, whichever way its writer set its own headers, each name once, the writer's own value winning; and the
// request class, made with the fields the insights counter fills in.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFileHeaders, setSecurityHeaders, STATIC_SECURITY_HEADERS } from "#app/server/http/headers.server";
import { COUNTING_FIELDS, countAnswer, openCount } from "#app/server/insights/counting.server";
import { expressShapedClasses, sentHeader } from "#app/server/platform/site-response.server";

/** The raw header lines of one answer, names in lower case (to see duplicates a client would merge). */
function rawHeaders(port: number, path: string): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => {
      const head = text.split("\r\n\r\n")[0]!.split("\r\n").slice(1);
      resolve(
        head.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
    });
    socket.on("error", reject);
  });
}

const values = (headers: [string, string][], name: string) => headers.filter(([n]) => n === name).map(([, v]) => v);

describe("SiteResponse", () => {
  let server: Server;
  let port = 0;
  const seen = new Map<string, { length: unknown; type: unknown }>();
  /** Whether the request and response Express handled kept the prototypes the server made them with. */
  let keptPrototypes: boolean | null = null;
  /** A hit's request: its own keys as the server made it, and once the insights counter has been through it. */
  const hitKeys = { made: [] as PropertyKey[], opened: [] as PropertyKey[], counted: [] as PropertyKey[] };
  const LIST = ["Content-Type", "text/html; charset=utf-8", "referrer-policy", "no-referrer", "Content-Length", "2"];

  beforeAll(async () => {
    const app = express();
    const classes = expressShapedClasses(app, COUNTING_FIELDS);
    app.get("/express", (_req, res) => {
      res.append("Referrer-Policy", "same-origin");
      res.json({ ok: true });
    });
    app.get("/file", (_req, res) => {
      buildFileHeaders(res);
      res.type("text/javascript").send("1");
    });
    server = createServer(classes, (req, res) => {
      res.requestId = "id-0001";
      res.addDefault("Strict-Transport-Security", "max-age=31536000");
      setSecurityHeaders(res);
      res.on("finish", () =>
        seen.set(req.url!, { length: sentHeader(res, "content-length"), type: sentHeader(res, "content-type") }),
      );
      if (req.url === "/list-file") {
        // The same list object with another kind's defaults: merged for those, not served from the first merge.
        buildFileHeaders(res);
        res.writeHead(200, LIST).end("ok");
      } else if (req.url === "/list" || req.url === "/offerings/cakes") {
        // As a cache hit writes: one list, nothing set before; the same list object on every hit. Counted as a hit
        // counts, as it writes (an offering page is counted; this client is a bot).
        hitKeys.made = Reflect.ownKeys(req);
        openCount(req);
        hitKeys.opened = Reflect.ownKeys(req);
        res.writeHead(200, LIST).end("ok");
        countAnswer(req, res);
        hitKeys.counted = Reflect.ownKeys(req);
      } else if (req.url === "/set") {
        res.setHeader("X-Frame-Options", "SAMEORIGIN");
        res.writeHead(404, { "Content-Type": "text/plain", "x-content-type-options": "nosniff" }).end("no");
      } else {
        const prototypes = [Object.getPrototypeOf(req), Object.getPrototypeOf(res)];
        res.once("finish", () => {
          keptPrototypes = Object.getPrototypeOf(req) === prototypes[0] && Object.getPrototypeOf(res) === prototypes[1];
        });
        app(req, res);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds the defaults to a list handed to writeHead, each once, the list's own name winning in any case", async () => {
    for (let round = 0; round < 2; round++) {
      const headers = await rawHeaders(port, "/list");
      expect(values(headers, "referrer-policy")).toEqual(["no-referrer"]);
      expect(values(headers, "x-request-id")).toEqual(["id-0001"]);
      expect(values(headers, "strict-transport-security")).toEqual(["max-age=31536000"]);
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
        if (name !== "Referrer-Policy") expect(values(headers, name.toLowerCase()), name).toEqual([value]);
      }
      expect(values(headers, "content-length")).toEqual(["2"]);
    }
    const file = await rawHeaders(port, "/list-file");
    expect(values(file, "x-frame-options")).toEqual([]);
    expect(values(file, "x-content-type-options")).toEqual(["nosniff"]);
    expect(values(file, "x-request-id")).toEqual(["id-0001"]);
    expect(values(await rawHeaders(port, "/list"), "x-frame-options")).toEqual(["DENY"]);
    // The list is left as it was (a cache entry's list is handed over again on the next hit).
    expect(LIST).toHaveLength(6);
    // What the request log and the insights counter read of an answer written from a list.
    expect(seen.get("/list")).toEqual({ length: "2", type: "text/html; charset=utf-8" });
  });

  it("makes each request with the counting fields in place, so that a hit adds no property to its request", async () => {
    await rawHeaders(port, "/offerings/cakes");
    expect(hitKeys.made.length).toBeGreaterThan(0);
    expect(hitKeys.opened).toEqual(hitKeys.made);
    expect(hitKeys.counted).toEqual(hitKeys.made);
  });

  it("adds them to headers set one by one and to an object, leaving the names set", async () => {
    const headers = await rawHeaders(port, "/set");
    expect(values(headers, "x-frame-options")).toEqual(["SAMEORIGIN"]);
    expect(values(headers, "x-content-type-options")).toEqual(["nosniff"]);
    expect(values(headers, "referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
    expect(values(headers, "x-request-id")).toEqual(["id-0001"]);
    expect(seen.get("/set")?.type).toBe("text/plain");
  });

  it("keeps them on what Express answers, its appended value instead of the default", async () => {
    const headers = await rawHeaders(port, "/express");
    expect(values(headers, "referrer-policy")).toEqual(["same-origin"]);
    expect(values(headers, "permissions-policy")).toEqual([STATIC_SECURITY_HEADERS["Permissions-Policy"]]);
    expect(values(headers, "x-request-id")).toEqual(["id-0001"]);
    expect(values(headers, "content-type")).toEqual(["application/json; charset=utf-8"]);
    // Made with Express's prototypes, the objects keep them (V8 gives a swapped one a hidden class of its own).
    expect(keptPrototypes).toBe(true);
  });

  it("gives a build file nosniff and the request's own headers, none of the document-only ones", async () => {
    const headers = await rawHeaders(port, "/file");
    expect(values(headers, "x-content-type-options")).toEqual(["nosniff"]);
    expect(values(headers, "x-request-id")).toEqual(["id-0001"]);
    for (const name of ["referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"]) {
      expect(values(headers, name), name).toEqual([]);
    }
  });
});
