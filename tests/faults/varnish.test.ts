// The production server behind the shipped Varnish configuration (deploy/varnish/default.vcl, only its backend port
// changed), with CDN_PURGE_URL pointing at that Varnish: a public page is stored once per content coding, each with
// its own ETag, and a conditional request is answered 304 only for the coding whose tag it sends; a write is
// visible through Varnish within one second (its purge drops every coding), the campaign tags and click ids the
// server drops from a target are dropped before Varnish's lookup too, an order drops the order form and
// leaves the other pages stored; and nothing private is ever stored: admin screens, any request with the admin
// session or a flash cookie, a customer's order page, /api writes.
// Hits are read from Varnish's own X-Varnish header (two transaction ids: answered from a stored copy).
// Runs where varnishd is installed (Debian: apt-get install varnish), once, on the PGlite pass: nothing in it
// depends on the database kind.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, bakeryToday } from "#app/lib/orders";
import { TRACKING_PARAMETERS } from "#app/lib/tracking-parameters";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { pgliteDatabase, type TestDatabase } from "./support/databases";
import { sleep } from "./support/traffic";
import { orderBody } from "./support/order-body";

// Debian installs it in /usr/sbin, which a user's PATH may lack.
const varnishd = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"]
  .filter((dir) => dir.startsWith("/"))
  .map((dir) => path.join(dir, "varnishd"))
  .find((file) => existsSync(file));
const skipReason = !varnishd
  ? "varnishd is not installed (Debian: apt-get install varnish)"
  : process.env.DATABASE_URL
    ? "it runs once, on the PGlite pass (nothing in it depends on the database kind)"
    : null;
if (skipReason) console.log(`[faults] varnish SKIPPED: ${skipReason}`);

const PREFIX = "/studio-7f3a9c2e";
/** What browsers and clients send, by the coding the site answers them with. */
const ACCEPT: Record<Coding, string | undefined> = {
  br: "gzip, deflate, br, zstd",
  gzip: "gzip, deflate",
  identity: undefined,
};
type Coding = "br" | "gzip" | "identity";
const CODINGS: Coding[] = ["br", "gzip", "identity"];
/** The bound a write has to show through the CDN. */
const VISIBLE_WITHIN_MS = 1_000;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string };

describe.skipIf(skipReason !== null)("behind Varnish (deploy/varnish/default.vcl)", () => {
  let database: TestDatabase;
  let server: AppServer;
  let varnish: ChildProcess | null = null;
  let varnishLog = "";
  let work = "";
  let front = "";
  let offeringId = "";

  /** One request through Varnish on a new connection; the body as sent (compressed) and decoded to text. */
  function send(
    target: string,
    init: { method?: string; headers?: Record<string, string | undefined>; body?: string } = {},
  ): Promise<Answer> {
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return new Promise((resolve, reject) => {
      const req = request(`${front}${target}`, { method: init.method ?? "GET", headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          // A 304 repeats the coding of the copy it confirms, with no body to decode.
          const coding = body.length > 0 ? res.headers["content-encoding"] : undefined;
          try {
            const decoded = coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: decoded.toString("utf8") });
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      req.on("error", reject);
      req.end(init.body);
    });
  }
  const get = (target: string, headers: Record<string, string | undefined> = {}) => send(target, { headers });
  /** Answered from a copy Varnish stored (X-Varnish names this request's id and the stored copy's). */
  const fromCopy = (answer: Answer) => /^\d+ \d+$/.test(String(answer.headers["x-varnish"] ?? ""));
  /** Asks until `check` holds or the deadline passes; the last answer either way. */
  async function readUntil(target: string, check: (answer: Answer) => boolean, withinMs: number) {
    const deadline = Date.now() + withinMs;
    let answer = await get(target);
    while (!check(answer) && Date.now() < deadline) {
      await sleep(20);
      answer = await get(target);
    }
    return answer;
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "slice-varnish-"));
    database = await pgliteDatabase();
    await database.use(async (prisma) => {
      offeringId = (await prisma.offering.create({ data: { name: "Breads", slug: "breads" } })).id;
      // The order form's lists, so that an order can be placed.
      await prisma.cakeSize.create({ data: { label: "1 kg", grams: 1000, pricePaise: 110_000, position: 1 } });
      await prisma.cakeFlavour.create({ data: { name: "Vanilla" } });
    });
    const [appPort, frontPort] = [await freePort(), await freePort()];
    front = `http://127.0.0.1:${frontPort}`;

    // The shipped file with the backend's port only: what is tested is what is deployed.
    const shipped = readFileSync("deploy/varnish/default.vcl", "utf8");
    const vcl = shipped.replace('.port = "3000";', `.port = "${appPort}";`);
    expect(vcl, "the backend's port line").not.toBe(shipped);
    writeFileSync(path.join(work, "default.vcl"), vcl);
    varnish = spawn(
      varnishd!,
      [
        "-F",
        "-j",
        "none",
        "-n",
        path.join(work, "varnish"),
        "-a",
        `127.0.0.1:${frontPort}`,
        "-f",
        path.join(work, "default.vcl"),
        "-s",
        "malloc,32m",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    varnish.stdout!.on("data", (chunk: Buffer) => (varnishLog += chunk.toString()));
    varnish.stderr!.on("data", (chunk: Buffer) => (varnishLog += chunk.toString()));

    server = new AppServer(appPort, {
      ...database.env,
      // The site's address is the CDN's: forms are posted to it, absolute links name it.
      PUBLIC_URL: front,
      CDN_PURGE_URL: `${front}/`,
      ORDER_DAY_CAPACITY: "1",
      RATE_LIMIT_PUBLIC: "100000",
      LOG_FORMAT: "off",
    });
    await server.start();
    for (let tries = 0; ; tries++) {
      if (varnish.exitCode !== null) throw new Error(`varnishd exited:\n${varnishLog}`);
      const answer = await get("/healthz").catch(() => null);
      if (answer?.status === 200) break;
      if (tries > 200) throw new Error(`Varnish did not answer:\n${varnishLog}`);
      await sleep(50);
    }
  });

  afterAll(async () => {
    await server?.stop();
    if (varnish && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish!.once("exit", resolve));
      varnish.kill("SIGTERM");
      await exited;
    }
    await database?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("stores a page once per coding, each with its own ETag, and answers 304 only for the coding whose tag is sent", async () => {
    for (const target of ["/about-us", "/api/offerings"]) {
      const tags = new Map<Coding, string>();
      const texts = new Set<string>();
      for (const coding of CODINGS) {
        const first = await get(target, { "Accept-Encoding": ACCEPT[coding] });
        const again = await get(target, { "Accept-Encoding": ACCEPT[coding] });
        expect(first.status, `${target} ${coding}`).toBe(200);
        expect(fromCopy(again), `${target} ${coding}: stored`).toBe(true);
        expect(again.headers["content-encoding"] ?? "identity", target).toBe(coding);
        expect(again.headers["cache-control"], target).toMatch(/^public, max-age=0, s-maxage=\d+/);
        expect(again.headers.vary, target).toMatch(/Accept-Encoding/i);
        // The keys are for purging Varnish: they do not leave it.
        expect(again.headers["surrogate-key"], target).toBeUndefined();
        expect(again.headers.etag, target).toBe(first.headers.etag);
        tags.set(coding, again.headers.etag!);
        texts.add(again.text);
      }
      expect(texts.size, `${target}: the same content in every coding`).toBe(1);
      expect(new Set(tags.values()).size, `${target}: one tag per coding`).toBe(3);
      for (const held of CODINGS) {
        for (const asked of CODINGS) {
          const answer = await get(target, { "Accept-Encoding": ACCEPT[asked], "If-None-Match": tags.get(held) });
          expect(answer.status, `${target}: holding ${held}, asking for ${asked}`).toBe(held === asked ? 304 : 200);
          if (held !== asked) expect(answer.headers.etag, target).toBe(tags.get(asked));
        }
      }
    }
  });

  it("drops every campaign tag and click id the server drops before its lookup, and keeps the other parameters", async () => {
    for (const target of ["/about-us", "/search?query=cake"]) await get(target);
    for (const name of TRACKING_PARAMETERS) {
      // A value of its own on every request, as a click id has.
      const parameter = `${name.replace("*", "campaign")}=${randomUUID()}`;
      const answer = await get(`/about-us?${parameter}`);
      expect(answer.status, parameter).toBe(200);
      expect(fromCopy(answer), `/about-us?${parameter}: the stored copy`).toBe(true);
    }
    const mixed = await get(`/search?utm_source=newsletter&query=cake&fbclid=${randomUUID()}`);
    expect(fromCopy(mixed), "the search's own parameter kept: its stored copy").toBe(true);
    expect(mixed.text).not.toMatch(/fbclid|utm_source/);
    expect(fromCopy(await get("/search?query=bread&gclid=x")), "another search is not that copy").toBe(false);
  });

  it("shows a write through Varnish within one second, in every coding", async () => {
    for (const coding of CODINGS) await get("/offerings", { "Accept-Encoding": ACCEPT[coding] });
    const stored = await get("/offerings");
    expect(fromCopy(stored)).toBe(true);
    expect(stored.text).toContain("Breads");

    // The owner renames the offering through the CDN, as a script on the site's address would.
    const renamed = await send(`/api/offerings/${offeringId}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${ADMIN.apiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Sourdough" }),
    });
    expect(renamed.status).toBe(200);
    expect(fromCopy(renamed), "a write is never answered from a copy").toBe(false);

    // The purge is sent once the server hears of the write; the site promises a write is visible through the CDN
    // within one second.
    const shown = await readUntil("/offerings", (answer) => answer.text.includes("Sourdough"), VISIBLE_WITHIN_MS);
    expect(shown.text).toContain("Sourdough");
    for (const coding of ["br", "gzip"] as const) {
      const other = await get("/offerings", { "Accept-Encoding": ACCEPT[coding] });
      expect(other.headers["content-encoding"]).toBe(coding);
      expect(other.text, coding).toContain("Sourdough");
    }
  });

  it("an order drops the stored order form within one second, and leaves the other pages stored", async () => {
    await get("/order-a-cake");
    const form = await get("/order-a-cake");
    expect(fromCopy(form)).toBe(true);
    await get("/about-us");
    expect(fromCopy(await get("/about-us"))).toBe(true);

    const placed = await placeOrder();
    expect(placed.status).toBe(201);
    const changed = await readUntil(
      "/order-a-cake",
      (answer) => answer.headers.etag !== form.headers.etag,
      VISIBLE_WITHIN_MS,
    );
    expect(changed.headers.etag, "the order form after the order").not.toBe(form.headers.etag);
    expect(fromCopy(await get("/about-us")), "a page that shows no order is still stored").toBe(true);
  });

  it("never stores anything private: admin screens, answers to the admin or to a flash cookie, order pages, writes", async () => {
    // The admin signs in through the CDN.
    const login = await send(`${PREFIX}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: front },
      body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }).toString(),
    });
    expect(login.status).toBe(303);
    const session = String(login.headers["set-cookie"]?.find((c) => c.startsWith("slice_admin="))).split(";")[0]!;
    expect(session).toMatch(/^slice_admin=./);

    const privateAnswers: [string, () => Promise<Answer>][] = [
      ["the login page", () => get(`${PREFIX}/login`)],
      ["the admin's dashboard", () => get(PREFIX, { Cookie: session })],
      ["the admin's offerings", () => get(`${PREFIX}/offerings`, { Cookie: session })],
      // A page stored for visitors, asked for by the admin: the admin's own answer, never the copy.
      ["a public page, to the admin", () => get("/about-us", { Cookie: session })],
      ["a public page, with a flash cookie", () => get("/about-us", { Cookie: "slice_flash=x" })],
      // Any of the site's cookies goes to the server untouched (an admin's draft kept over a sign-in).
      ["a public page, with another of the site's cookies", () => get("/about-us", { Cookie: "slice_resume=x" })],
    ];
    const placed = JSON.parse((await placeOrder()).text) as { statusUrl: string };
    const statusPath = new URL(placed.statusUrl, front).pathname;
    privateAnswers.push(["a customer's order page", () => get(statusPath)]);

    await get("/about-us");
    for (const [what, ask] of privateAnswers) {
      for (let round = 0; round < 2; round++) {
        const answer = await ask();
        expect(answer.status, what).toBeLessThan(500);
        expect(fromCopy(answer), `${what}, round ${round + 1}`).toBe(false);
      }
    }
    // The order page itself says not to keep it; Varnish does not even ask.
    expect((await get(statusPath)).headers["cache-control"]).toMatch(/private|no-store/);

    // A form's message is shown to its sender only, while the CDN keeps the form page for everyone else.
    await get("/contact-support");
    expect(fromCopy(await get("/contact-support"))).toBe(true);
    const sent = await send("/contact-support", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: front },
      body: new URLSearchParams({
        fullName: "Asha",
        email: "asha@example.com",
        subject: "General Inquiry",
        message: "A question about cakes.",
      }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(fromCopy(sent)).toBe(false);
    const flash = String(sent.headers["set-cookie"]?.find((c) => c.startsWith("slice_flash="))).split(";")[0]!;
    const shown = await get("/contact-support", { Cookie: flash });
    expect(fromCopy(shown)).toBe(false);
    const message = /role="status"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)</.exec(shown.text)?.[1];
    expect(message, "the sender sees the thanks").toBeTruthy();
    for (let round = 0; round < 2; round++) {
      const anonymous = await get("/contact-support");
      expect(fromCopy(anonymous)).toBe(true);
      expect(anonymous.text).not.toContain(message!);
    }
  });

  /** A cake order through the CDN for the first day that takes it (201), as a script would send it. */
  async function placeOrder(): Promise<Answer> {
    let answer: Answer | null = null;
    for (let days = 10; days < 40; days++) {
      answer = await send("/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: front },
        body: JSON.stringify(orderBody(addDays(bakeryToday(), days))),
      });
      if (answer.status !== 409 && answer.status !== 400) return answer;
    }
    return answer!;
  }
});
