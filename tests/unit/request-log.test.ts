// The request log's pure parts, and the two pipeline steps over a real socket: the id in and out, one line per
// request (also for a client that goes away), and HSTS for an https PUBLIC_URL.
import net, { type AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HSTS_VALUE, strictTransportSecurity } from "#app/server/http/headers.server";
import { expressShapedClasses } from "#app/server/platform/site-response.server";
import {
  formatLine,
  loggablePath,
  logRequest,
  requestIdFrom,
  type RequestLogLine,
} from "#app/server/http/request-log.server";

describe("loggablePath", () => {
  it("keeps the path and harmless query values, and redacts codes, tokens, e-mails and keys", () => {
    expect(loggablePath("/search?query=cake")).toBe("/search?query=cake");
    expect(loggablePath("/subscribe?email=a%40b.in&code=123456")).toBe("/subscribe?email=[redacted]&code=[redacted]");
    expect(loggablePath("/unsubscribe?token=abc&x=1")).toBe("/unsubscribe?token=[redacted]&x=1");
    expect(loggablePath("/api/products?apiKey=zzz&SESSION=1")).toBe(
      "/api/products?apiKey=[redacted]&SESSION=[redacted]",
    );
    expect(loggablePath("/plain")).toBe("/plain");
  });

  it("redacts the secrets a path holds: status tokens (page, .data, photos) and the feed's secret", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    const feed = "Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-";
    expect(loggablePath(`/orders/${token}`)).toBe("/orders/[redacted]");
    expect(loggablePath(`/orders/${token}?placed=1`)).toBe("/orders/[redacted]?placed=1");
    expect(loggablePath(`/orders/${token}.data?_routes=routes%2Fpublic%2Forder-status`)).toBe(
      "/orders/[redacted].data?_routes=routes%2Fpublic%2Forder-status",
    );
    expect(loggablePath(`/orders/${token}/photos/0123abcd-480.webp`)).toBe(
      "/orders/[redacted]/photos/0123abcd-480.webp",
    );
    expect(loggablePath(`/orders/${token}/`)).toBe("/orders/[redacted]/");
    expect(loggablePath(`/order-calendar/${feed}.ics`)).toBe("/order-calendar/[redacted].ics");
    // An absolute-form target, another case, a doubled slash, a partial or malformed token: still redacted.
    expect(loggablePath(`http://bakery.example/orders/${token}`)).toBe("http://bakery.example/orders/[redacted]");
    expect(loggablePath(`/ORDERS/${token}`)).toBe("/ORDERS/[redacted]");
    expect(loggablePath(`//orders/${token}`)).toBe("//orders/[redacted]");
    expect(loggablePath("/orders/abc%20def")).toBe("/orders/[redacted]");
    expect(loggablePath(`/order-calendar/${feed}`)).toBe("/order-calendar/[redacted]");
    // A token-like segment anywhere else (a link pasted under another path) goes too.
    expect(loggablePath(`/order/${token}`)).toBe("/order/[redacted]");
    // What is no secret stays readable: an upload's key, the admin's order ids, the order form.
    expect(loggablePath("/uploads/products/0123456789abcdef0123456789abcdef-480.webp")).toBe(
      "/uploads/products/0123456789abcdef0123456789abcdef-480.webp",
    );
    expect(loggablePath("/studio-7f3a9c2e/orders/cm1abcdefghijklmnop")).toBe(
      "/studio-7f3a9c2e/orders/cm1abcdefghijklmnop",
    );
    expect(loggablePath("/order-a-cake")).toBe("/order-a-cake");
    expect(loggablePath("/orders")).toBe("/orders");
  });
});

describe("requestIdFrom", () => {
  it("keeps a sane incoming id and replaces anything else", () => {
    expect(requestIdFrom("Root=1-67891233-abcdef012345678912345678")).toBe("Root=1-67891233-abcdef012345678912345678");
    expect(requestIdFrom(["abcdefgh-1", "other"])).toBe("abcdefgh-1");
    for (const bad of [
      undefined,
      "",
      "short",
      "x".repeat(129),
      "has space 123",
      "<script>alert(1)</script>",
      "a\nb-12345678",
    ]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe("formatLine", () => {
  const line: RequestLogLine = {
    time: "2026-01-01T00:00:00.000Z",
    level: "info",
    msg: "request",
    pid: 4242,
    requestId: "id-12345678",
    method: "GET",
    path: "/",
    status: 200,
    durationMs: 1.5,
  };
  it("writes JSON by default and one readable line for people", () => {
    expect(JSON.parse(formatLine(line, "json"))).toEqual(line);
    expect(formatLine(line, "pretty")).toBe("2026-01-01T00:00:00.000Z GET / 200 1.5 ms [id-12345678]");
    expect(formatLine({ ...line, status: null, level: "warn", aborted: true }, "pretty")).toBe(
      "2026-01-01T00:00:00.000Z GET / - 1.5 ms [id-12345678] (ended before an answer)",
    );
  });
});

describe("logRequest and strictTransportSecurity over HTTP", () => {
  let server: Server;
  let base: string;
  const lines: string[] = [];
  let reachedSlow = () => {};
  const slowReached = new Promise<void>((resolve) => (reachedSlow = resolve));
  beforeAll(async () => {
    const app = express();
    const hsts = strictTransportSecurity({ publicUrl: "https://slicebakery.in", trustProxy: 0 });
    app.get("/ok", (req, res) => {
      res.json({ seen: req.headers["x-request-id"] });
    });
    app.get("/slow", () => {
      // never answers: the client gives up (once the server has the request: slowReached)
      reachedSlow();
    });
    app.get("/half", (_req, res) => {
      // the status line and part of the body go out, then the answer stalls
      res.status(200).type("text/plain");
      res.write("part of it");
    });
    const classes = expressShapedClasses(app);
    // As the pipeline runs them: on the raw request, before Express, with the site's responses.
    server = createServer(classes, (req, res) => {
      logRequest(req, res, "json", (t) => lines.push(t));
      hsts(req, res);
      app(req, res);
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("hands the handler the same id it sends back, and logs the request once", async () => {
    const response = await fetch(`${base}/ok?code=999111`, { headers: { "X-Request-Id": "client-id-0001" } });
    expect(response.headers.get("x-request-id")).toBe("client-id-0001");
    expect(await response.json()).toEqual({ seen: "client-id-0001" });
    expect(response.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    const mine = () =>
      lines.map((l) => JSON.parse(l) as RequestLogLine).filter((l) => l.requestId === "client-id-0001");
    // The line is written when the response has finished on the server, which may be just after the client has it.
    await vi.waitUntil(() => mine().length > 0, { timeout: 2_000 });
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({
      method: "GET",
      path: "/ok?code=[redacted]",
      status: 200,
      level: "info",
      pid: process.pid,
    });
    expect(lines.join("\n")).not.toContain("999111");
  });

  it("logs a request the client abandoned", async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/slow`, { headers: { "X-Request-Id": "client-id-0002" }, signal: controller.signal });
    await slowReached;
    controller.abort();
    await expect(pending).rejects.toThrow();
    await vi.waitUntil(() => lines.some((l) => l.includes("client-id-0002")), { timeout: 2_000 });
    const line = JSON.parse(lines.find((l) => l.includes("client-id-0002"))!) as RequestLogLine;
    // No status was ever sent: none is logged (it used to say 200, info).
    expect(line).toMatchObject({ path: "/slow", aborted: true, status: null, level: "warn" });
  });

  it("logs a connection reset in the middle of an answer with the status sent, as a warning", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /half HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: client-id-0003\r\n\r\n");
    await new Promise((resolve) => socket.once("data", resolve));
    socket.resetAndDestroy();
    await vi.waitUntil(() => lines.some((l) => l.includes("client-id-0003")), { timeout: 2_000 });
    const line = JSON.parse(lines.find((l) => l.includes("client-id-0003"))!) as RequestLogLine;
    expect(line).toMatchObject({ path: "/half", aborted: true, status: 200, level: "warn" });
  });
});
