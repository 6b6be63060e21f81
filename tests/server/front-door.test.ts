// The server's front door, tried over real sockets against a real production server process (no browser):
// methods (405 + Allow before React Router), body limits (413 by Content-Length at once, chunked bodies cut
// at the limit) with the server's peak memory measured, wrong body types, early answers on a keep-alive
// connection, and security headers sent once. See app/server/http/front-door.server.ts.
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PrivateServer } from "../e2e/support/private-server";

const server = new PrivateServer({
  env: { RATE_LIMIT_PUBLIC: "100000", ADMIN_API_TOKEN: "front-door-token-0123456789abcdef" },
});
const ADMIN = "/studio-7f3a9c2e"; // the default ADMIN_PREFIX the build uses

beforeAll(async () => {
  await server.start();
});
afterAll(async () => server.dispose());

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** One request on its own connection; `body` may be a Buffer or a stream (sent chunked). */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | Readable,
  agent?: http.Agent,
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers, agent: agent ?? false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body instanceof Readable) {
      body.on("error", () => {});
      body.pipe(req);
    } else {
      req.end(body);
    }
  });
}

/** A body of `total` bytes streamed in 64 kB chunks (so it goes out chunked), stopping when the socket closes. */
function stream(total: number, byte = "x"): Readable {
  const chunk = Buffer.alloc(64 * 1024, byte);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** Resets the server process's peak resident memory to its current one (Linux: clear_refs 5). */
function resetPeak() {
  writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
}

/** The server process's peak resident memory since the last reset (kB), from /proc. */
function peakKb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]);
}

/** A raw request line and headers on a socket (for methods Node's client will not send): the status line. */
function raw(lines: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(lines));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (c: string) => (text += c));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${lines.split("\r\n")[0]}`)));
  });
}

const origin = () => ({ Origin: server.url });

let markers = 0;

/**
 * A mark in the log once everything answered so far has printed: a marker request (GET /healthz with an id of its
 * own) goes out now, and its line is written once it is answered, after whatever the earlier requests logged while
 * they were answered. Gives where that line starts and where the next one will.
 */
async function logMark(): Promise<{ start: number; end: number }> {
  const marker = `front-door-marker-${String(++markers).padStart(4, "0")}`;
  expect((await send("GET", "/healthz", { "X-Request-Id": marker })).status).toBe(200);
  const lineEnd = () => {
    const at = server.log.indexOf(marker);
    return at === -1 ? -1 : server.log.indexOf("\n", at);
  };
  await expect.poll(lineEnd).toBeGreaterThan(-1);
  const at = server.log.indexOf(marker);
  return { start: server.log.lastIndexOf("\n", at) + 1, end: lineEnd() + 1 };
}

/** Every non-empty line `answer()` made the server print, with or without a request id: between two marks. */
async function logOf<T>(answer: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const before = await logMark();
  const result = await answer();
  const after = await logMark();
  const lines = server.log
    .slice(before.end, after.start)
    .split("\n")
    .filter((line) => line.trim() !== "");
  return { result, lines };
}

test("oversized and endless bodies are refused at once on every kind of route, and the server's memory stays flat", async () => {
  const big = Buffer.alloc(100_000_000, "x");
  big.write("fullName=A&email=a%40b.co&message=");
  const routes = [
    "/contact-support",
    "/partner-with-us",
    "/subscribe",
    "/know-yourself",
    `${ADMIN}/login`,
    "/api/contact",
    "/api/partner-contact",
    "/api/subscribe",
    "/api/products",
    `${ADMIN}/product/add`,
  ];
  // The start (migrations, seeding) set a peak far above idle: measure from the current figure.
  await send("GET", "/healthz");
  resetPeak();
  const before = peakKb();
  for (const path of routes) {
    // 100 MB urlencoded with a Content-Length: 413 before anything is read.
    const declared = await send(
      "POST",
      path,
      { ...origin(), "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length) },
      big,
    );
    expect(declared.status, `${path} 100 MB`).toBe(413);
    expect(declared.headers.connection, path).toBe("close");
    expect(declared.ms, path).toBeLessThan(2_000);
  }
  for (const [path, type] of [
    ["/api/partner-contact", "application/json"],
    ["/contact-support", "application/x-www-form-urlencoded"],
    ["/know-yourself", "application/x-www-form-urlencoded"],
    ["/api/subscribe", "application/json"],
  ] as const) {
    // 200 MB chunked (no Content-Length): counted as it arrives, cut at 64 kB.
    const chunked = await send("POST", path, { ...origin(), "Content-Type": type }, stream(200_000_000));
    expect(chunked.status, `${path} chunked`).toBe(413);
    expect(chunked.headers.connection, path).toBe("close");
    expect(chunked.ms, path).toBeLessThan(2_000);
  }
  // An anonymous multipart upload: refused (401 / login redirect) before its body is read, connection closed.
  const upload = await send(
    "POST",
    "/api/products",
    { "Content-Type": "multipart/form-data; boundary=x" },
    stream(200_000_000),
  );
  expect(upload.status).toBe(401);
  expect(upload.headers.connection).toBe("close");
  const adminUpload = await send(
    "POST",
    `${ADMIN}/product/add`,
    { ...origin(), "Content-Type": "multipart/form-data; boundary=x" },
    stream(200_000_000),
  );
  expect([302, 303]).toContain(adminUpload.status);
  expect(adminUpload.ms).toBeLessThan(2_000);
  const grownMb = (peakKb() - before) / 1024;
  console.log(
    `front door: peak RSS grew by ${grownMb.toFixed(1)} MB over ${routes.length} x 100 MB and 6 x 200 MB chunked bodies`,
  );
  expect(grownMb).toBeLessThanOrEqual(50);
  // The server is still there and serves.
  expect((await send("GET", "/healthz")).status).toBe(200);
});

test("a body within the limit still works, and an upload route takes a multipart body over 64 kB", async () => {
  // ~60 kB: the message at its longest plus a field the form ignores.
  const form = new URLSearchParams({
    fullName: "Ann",
    email: "ann@example.com",
    subject: "General Inquiry",
    message: "Hello there.",
    notes: "x".repeat(60_000),
  });
  const ok = await send(
    "POST",
    "/contact-support",
    { ...origin(), "Content-Type": "application/x-www-form-urlencoded" },
    Buffer.from(form.toString()),
  );
  expect(ok.status).toBe(303);
  const tooBig = new URLSearchParams({
    fullName: "Ann",
    email: "ann@example.com",
    subject: "General Inquiry",
    message: "Hello there.",
    notes: "x".repeat(70_000),
  });
  expect(
    (
      await send(
        "POST",
        "/contact-support",
        { ...origin(), "Content-Type": "application/x-www-form-urlencoded" },
        Buffer.from(tooBig.toString()),
      )
    ).status,
  ).toBe(413);
  // 200 kB of multipart to an upload route passes the front door and reaches the route (400: no valid product).
  // Four fields of 50 kB: each within the route's own limit for one text field (64 kB).
  const boundary = "frontdoorboundary";
  const multipart = Buffer.from(
    ["title", "description", "category", "price"]
      .map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${"t".repeat(50_000)}\r\n`)
      .join("") + `--${boundary}--\r\n`,
  );
  const products = await send(
    "POST",
    "/api/products",
    {
      Authorization: "Bearer front-door-token-0123456789abcdef",
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
    },
    multipart,
  );
  expect(products.status).toBe(400);
});

test("methods a path does not take are 405 with Allow, before React Router, logged as one line", async () => {
  const logStart = server.log.length;
  for (const method of ["TRACE", "PATCH", "PROPFIND", "DELETE", "PUT", "POST"]) {
    const answer = await send(method, "/contact", origin());
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe("GET, HEAD, OPTIONS");
  }
  // A 405 the front door answers is the request log's one warn line, nothing more (it used to be two): every
  // line printed while it was answered, whether it names the request or not.
  const { result: trace, lines: traceLog } = await logOf(() =>
    send("TRACE", "/", { "X-Request-Id": "front-door-trace-0001" }),
  );
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET, HEAD, OPTIONS");
  expect(traceLog).toHaveLength(1);
  expect(JSON.parse(traceLog[0]!)).toMatchObject({
    requestId: "front-door-trace-0001",
    method: "TRACE",
    path: "/",
    status: 405,
    level: "warn",
  });
  expect((await send("TRACE", "/contact-support")).headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  const api = await send("TRACE", "/api/products");
  expect(api.status).toBe(405);
  expect(api.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  expect(JSON.parse(api.body)).toEqual({ message: "Method not allowed." });
  // The /api routes' own 405 (a method in the usual list) has the same Allow.
  const apiPut = await send("PUT", "/api/products", { Authorization: "Bearer front-door-token-0123456789abcdef" });
  expect(apiPut.status).toBe(405);
  expect(apiPut.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  expect((await send("OPTIONS", "/contact")).status).toBe(204);
  // CONNECT never reaches Express: Node's 'connect' event, answered 405 too.
  expect(await raw(`CONNECT /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 405 /);
  // A method Node's parser does not know at all fails before any request exists: 405 with Allow too.
  const unknown = await raw(`FOO /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  expect(unknown).toMatch(/^HTTP\/1\.1 405 /);
  expect(unknown).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/);
  // Other malformed requests keep Node's own 400.
  expect(await raw(`GET /contact HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
  const log = server.log.slice(logStart);
  expect(log).toContain("[http] 405 CONNECT /contact");
  expect(log).toContain("[http] 405 unknown method");
  expect(log).not.toMatch(/\n\s+at /); // no stack trace
  expect(log).not.toMatch(/Unexpected Server Error|Error:/);
});

test("only JSON types are JSON: application/jsonfoo is a 415", async () => {
  const body = Buffer.from(
    JSON.stringify({ fullName: "Ann", email: "ann@example.com", subject: "General Inquiry", message: "Hello there." }),
  );
  for (const type of ["application/jsonfoo", "application/json-seq", "text/json", "text/plain"]) {
    const answer = await send("POST", "/api/contact", { "Content-Type": type }, body);
    expect(answer.status, type).toBe(415);
  }
  expect((await send("POST", "/api/contact", { "Content-Type": "application/json; charset=utf-8" }, body)).status).toBe(
    201,
  );
  expect((await send("POST", "/api/contact", { "Content-Type": "application/merge-patch+json" }, body)).status).toBe(
    201,
  );
});

test("a public form answers a body of another type with its page and a message, never a 500", async () => {
  for (const path of [
    "/know-yourself",
    "/know-yourself.data",
    "/contact-support",
    "/partner-with-us",
    "/subscribe",
    `${ADMIN}/login`,
  ]) {
    for (const [type, body] of [
      ["application/json", '{"weight":"70"}'],
      ["text/plain", "weight=70"],
      ["application/octet-stream", "\u0000\u0001"],
      ["multipart/form-data", "--x\r\n"],
    ]) {
      const answer = await send("POST", path, { ...origin(), "Content-Type": type! }, Buffer.from(body!));
      expect(answer.status, `${path} ${type}`).toBeLessThan(500);
      expect(answer.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
    }
  }
  const page = await send(
    "POST",
    "/know-yourself",
    { ...origin(), "Content-Type": "application/json" },
    Buffer.from("{}"),
  );
  expect(page.status).toBe(415);
  expect(page.body).toContain("The form was not sent as a web form");
});

test("an early answer leaves the keep-alive connection usable: the next request is answered at once", async () => {
  // One socket for both requests.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // 1 MB of JSON: 413 before reading; the connection is closed, so the agent opens a new one.
    const first = await send(
      "POST",
      "/api/offerings",
      { "Content-Type": "application/json", Authorization: "Bearer front-door-token-0123456789abcdef" },
      Buffer.from(JSON.stringify({ name: "x".repeat(1_000_000) })),
      agent,
    );
    expect(first.status).toBe(413);
    const second = await send(
      "POST",
      "/api/products",
      { "Content-Type": "multipart/form-data; boundary=x" },
      Buffer.from("--x--\r\n"),
      agent,
    );
    expect(second.status).toBe(401);
    expect(second.ms).toBeLessThan(2_000);

    // A small body refused early (401 before reading): drained, and the same connection serves the next request.
    const sockets = new Set<unknown>();
    agent.on("free", (socket) => sockets.add(socket));
    const small = await send(
      "POST",
      "/api/products",
      { "Content-Type": "multipart/form-data; boundary=x" },
      Buffer.alloc(100_000, "a"),
      agent,
    );
    expect(small.status).toBe(401);
    expect(small.headers.connection).not.toBe("close");
    const next = await send("GET", "/healthz", {}, undefined, agent);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2_000);
    expect(sockets.size).toBe(1);

    // The same with Node's fetch on one keep-alive connection: a 413, then a multipart POST, answered at once.
    const tooLarge = await fetch(`${server.url}/api/offerings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer front-door-token-0123456789abcdef" },
      body: JSON.stringify({ name: "x".repeat(1_000_000) }),
    });
    expect(tooLarge.status).toBe(413);
    const started = Date.now();
    const after = await fetch(`${server.url}/api/products`, { method: "POST", body: new FormData() });
    expect(after.status).toBe(401);
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    agent.destroy();
  }
});

test("security headers are sent once, /uploads included", async () => {
  for (const path of ["/", "/uploads/none.png", "/api/products", "/healthz"]) {
    const answer = await send("GET", path);
    expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    expect(answer.headers["x-frame-options"], path).toBe("DENY");
  }
  // A stored upload (the demo has none here: store one through the API first).
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const form = new FormData();
  form.append("largeBanner", new File([png], "b.png", { type: "image/png" }));
  const created = await fetch(`${server.url}/api/banner`, {
    method: "POST",
    body: form,
    headers: { Authorization: "Bearer front-door-token-0123456789abcdef" },
  });
  expect(created.status).toBe(201);
  const [banner] = (await created.json()) as { image: string }[];
  const file = await send("GET", new URL(banner!.image, server.url).pathname);
  expect(file.status).toBe(200);
  expect(file.headers["x-content-type-options"]).toBe("nosniff");
});
