// Operability over real HTTP against the production build: one JSON log line per request with a request id
// that the client gets back (header, error page, /api error body), no query secrets in the log, and HSTS
// only when a trusted proxy says the request came over https.
import { afterAll, beforeAll, expect, test } from "vitest";
import { PrivateServer } from "../e2e/support/private-server";

const server = new PrivateServer({ env: { TRUST_PROXY: "1", OUTBOX_DISABLED: "1", LOG_FORMAT: "json" } });

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.dispose();
});

type Line = { msg: string; requestId: string; method: string; path: string; status: number; durationMs: number };

function findLogLine(requestId: string): Line | undefined {
  for (const text of server.log.split("\n")) {
    if (!text.startsWith("{")) continue;
    const line = JSON.parse(text) as Line;
    if (line.msg === "request" && line.requestId === requestId) return line;
  }
  return undefined;
}

/** The request's log line, once the server has written it (after the response, so it may lag a moment). */
async function logLineFor(requestId: string): Promise<Line> {
  await expect
    .poll(() => findLogLine(requestId), { message: `no log line for ${requestId}`, timeout: 5_000 })
    .toBeDefined();
  return findLogLine(requestId)!;
}

test("each request is logged once as JSON with its id, and the id comes back in X-Request-Id", async () => {
  const id = "lb-7f3a9c2e-0001";
  const response = await fetch(`${server.url}/search?query=cake&code=482913&token=s3cr3t-t0ken`, {
    headers: { "X-Request-Id": id },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-request-id")).toBe(id);
  const line = await logLineFor(id);
  expect(line).toMatchObject({ msg: "request", method: "GET", status: 200 });
  expect(line.path).toBe("/search?query=cake&code=[redacted]&token=[redacted]");
  expect(typeof line.durationMs).toBe("number");
  expect(server.log.split("\n").filter((l) => l.includes(`"requestId":"${id}"`))).toHaveLength(1);
  expect(server.log).not.toContain("482913");
  expect(server.log).not.toContain("s3cr3t-t0ken");
});

test("answers from the response cache are logged too, each with its own request id", async () => {
  for (const id of ["cache-hit-0000001", "cache-hit-0000002", "cache-hit-0000003"]) {
    const response = await fetch(`${server.url}/about-us`, { headers: { "X-Request-Id": id } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe(id);
    expect(await logLineFor(id)).toMatchObject({ method: "GET", path: "/about-us", status: 200 });
  }
});

test("an unfit incoming X-Request-Id is replaced by one the server makes", async () => {
  const response = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
  const id = response.headers.get("x-request-id") ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect((await logLineFor(id)).path).toBe("/healthz");
});

test("early refusals and /api error bodies carry the request id (the error page's: tests/faults/postgres-restart)", async () => {
  // A POST to a page without an action: the front door's 405, before React Router, still logged with its id.
  const page = await fetch(`${server.url}/about-us`, {
    method: "POST",
    body: "a=1",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
  });
  expect(page.status).toBe(405);
  const pageId = page.headers.get("x-request-id")!;
  expect((await logLineFor(pageId)).status).toBe(405);

  const api = await fetch(`${server.url}/api/products/does-not-exist`);
  expect(api.status).toBe(404);
  const body = (await api.json()) as { message: string; requestId: string };
  expect(body.message).toBeTruthy();
  expect(body.requestId).toBe(api.headers.get("x-request-id"));
  expect((await logLineFor(body.requestId)).status).toBe(404);

  const write = await fetch(`${server.url}/api/offerings`, {
    method: "POST",
    body: "{}",
    headers: { "content-type": "application/json" },
  });
  expect(write.status).toBe(401);
  expect(((await write.json()) as { requestId: string }).requestId).toBe(write.headers.get("x-request-id"));
});

test("HSTS only when the trusted proxy says https", async () => {
  const plain = await fetch(`${server.url}/`);
  expect(plain.headers.get("strict-transport-security")).toBeNull();
  const tls = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000");
});
