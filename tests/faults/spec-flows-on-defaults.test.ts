// The site as a new owner first runs it: the production build started exactly as `npm start` does
// (`NODE_ENV=production node server.js`) with no other setting but the port, from a fresh working directory, so
// every default applies: embedded PGlite in ./data, uploads in ./uploads, the demo content, a generated admin
// password printed once, e-mails printed to the log, no PUBLIC_URL, OWNER_EMAIL or API token. Then the owner's and
// the visitors' flows over plain HTTP, as a browser without JavaScript posts them: sign in, subscribe and verify
// (the code read from the log), Send Message with and without an image (admin screen and /api), the unsubscribe link
// of the e-mail, contact, deleting an offering with its products and deleting a product, each with its texts. Last,
// the operator's SIGTERM: a clean exit, an idle keep-alive connection holding nothing up.
// An improvement that needs a setting must degrade here, never refuse one of these flows.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { png } from "#tests/helpers/uploads";
import { freePort } from "./support/app-server";
import { sleep } from "./support/traffic";

/** What the server reads from its working directory besides ./data and ./uploads, which must start empty. */
const SHARED = ["server.js", "package.json", "build", "node_modules", "prisma", "public"];
const READER = "reader@example.com";

/** A client that keeps cookies and posts as a same-origin page would (Origin header), following no redirect. */
class Visitor {
  private jar = new Map<string, string>();
  constructor(readonly base: string) {}

  async send(pathname: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.method && init.method !== "GET") headers.origin = this.base;
    const response = await fetch(new URL(pathname, this.base), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (/;\s*max-age=0(;|$)/i.test(line)) this.jar.delete(name!);
      else this.jar.set(name!, value.join("="));
    }
    return response;
  }

  /** GET a page: 200 and its HTML. */
  async page(pathname: string): Promise<string> {
    const response = await this.send(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  }

  /** A form post (urlencoded, or multipart when it holds a file) answered with a redirect; returns its Location. */
  async post(pathname: string, fields: Record<string, string | File>): Promise<string> {
    const hasFile = Object.values(fields).some((v) => v instanceof File);
    const body = hasFile ? new FormData() : new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) (body as FormData).append(k, v);
    const response = await this.send(pathname, { method: "POST", body });
    expect([302, 303], `${pathname}: ${response.status}`).toContain(response.status);
    return response.headers.get("location")!;
  }

  json(pathname: string, body: unknown) {
    return this.send(pathname, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
  }
}

/** Polls `check` until it gives a value (not null), or fails naming `what`. */
async function until<T>(check: () => Promise<T | null> | T | null, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== null) return value;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Whether `html` holds `text`, failing with the text only (not the whole page). */
function expectText(html: string, text: string, present = true) {
  expect(html.includes(text), `${present ? "" : "no "}${JSON.stringify(text)} on the page`).toBe(present);
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
/** The hidden fields of the form whose aria-label is `label` (the form a button of it would post). */
function formFields(html: string, label: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  expect(form, `a form "${label}"`).toBeDefined();
  return Object.fromEntries(
    [...form!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

describe.skipIf(process.env.DATABASE_URL)(
  "the flows on `npm start`'s defaults (no settings at all, so embedded PGlite: run on the PGlite pass only)",
  () => {
    let dir = "";
    let proc: ChildProcess | null = null;
    let log = "";
    let base = "";
    let password = "";
    const owner = () => new Visitor(base);
    let admin: Visitor;

    /** The e-mails printed to the log so far (the console transport's blocks), newest last. */
    const emails = () =>
      [...log.matchAll(/\[email\] ----- (\S+) -----\n([\s\S]*?)\n\[email\] ----- end \1 -----/g)].map((m) => m[2]!);
    const emailTo = async (to: string, match: RegExp, seen = 0) =>
      until(
        () => emails().filter((e) => e.includes(`To: ${to}`) && match.test(e))[seen] ?? null,
        15_000,
        `an e-mail to ${to} matching ${match}`,
      );

    beforeAll(async () => {
      const root = process.cwd();
      if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
      dir = mkdtempSync(path.join(tmpdir(), "slice-defaults-"));
      for (const name of SHARED) symlinkSync(path.join(root, name), path.join(dir, name));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      // Exactly `npm start`'s command, with only what a shell gives it and the port.
      const env = {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? dir,
        PORT: String(port),
        NODE_ENV: "production",
      };
      proc = spawn(process.execPath, ["server.js"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
      proc.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
      proc.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
      await until(
        async () => {
          if (proc!.exitCode !== null) throw new Error(`server exited:\n${log}`);
          return (await fetch(`${base}/healthz`).catch(() => null))?.ok ? true : null;
        },
        150_000,
        "the server to answer /healthz",
      );
      password = /password: (\S+)/.exec(log)?.[1] ?? "";
      admin = owner();
    });

    afterAll(async () => {
      if (proc && proc.exitCode === null) {
        await new Promise<void>((resolve) => {
          proc!.once("exit", () => resolve());
          proc!.kill("SIGTERM");
        });
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("starts with the defaults on an empty folder: a generated admin password printed once, the PUBLIC_URL warning, demo content", async () => {
      expect(password).toMatch(/^\S{12,}$/);
      expect((await fetch(`${base}/`)).status).toBe(200);
      expect(log).toContain("PUBLIC_URL is not set");
      expect(log).toContain("RESEND_API_KEY is unset");
      expect(existsSync(path.join(dir, "data"))).toBe(true);
      const offerings = (await (await fetch(`${base}/api/offerings`)).json()) as { name: string }[];
      expect(offerings.map((o) => o.name)).toEqual(expect.arrayContaining(["Cakes", "Loaves", "Pastries"]));
    });

    it("the owner signs in with it ('Login successful')", async () => {
      await admin.page(`${ADMIN_PREFIX}/login`);
      const to = await admin.post(`${ADMIN_PREFIX}/login`, { username: "admin", password });
      expect(to).toBe(ADMIN_PREFIX);
      expectText(await admin.page(to), "Login successful");
    });

    it("a visitor subscribes and verifies with the code e-mailed (printed to the log)", async () => {
      const visitor = owner();
      const subscribed = await visitor.json("/api/subscribe", { email: READER });
      expect(subscribed.status).toBe(200);
      const email = await emailTo(READER, /verification code is \d{6}/);
      const code = /verification code is (\d{6})/.exec(email)![1];
      const verified = await visitor.json("/api/subscribe/verify", { email: READER, code });
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({ message: "Email verified successfully!" });
    });

    it("Send Message on the admin screen, with and without an image: 'Message queued for 1 subscribers.'", async () => {
      const screen = `${ADMIN_PREFIX}/send-message`;
      for (const [n, image] of [[0, await png()] as const, [1, null] as const]) {
        const csrf = csrfOf(await admin.page(screen));
        const message = `Fresh bakes ${n}`;
        const review = await admin.post(screen, { csrf, message, ...(image ? { image } : {}) });
        const draft = new URL(review, base).searchParams.get("draft")!;
        const html = await admin.page(review);
        expectText(html, "Check and send");
        expectText(html, `Its links lead to <span class="font-semibold break-all">${base}</span>`);
        const done = await admin.post(screen, { csrf, draft, intent: "send" });
        expectText(await admin.page(done), "Message queued for 1 subscribers.");

        // The e-mail's links name the address the owner signed in at.
        const email = await emailTo(READER, new RegExp(message));
        expect(email).toContain(`List-Unsubscribe: <${base}/unsubscribe?token=`);
        if (image) {
          const picture = new RegExp(`Picture: (${base}/uploads/broadcasts/\\S+)`).exec(email)?.[1];
          expect(picture).toBeDefined();
          expect((await fetch(picture!)).headers.get("content-type")).toMatch(/^image\//);
        }
      }
    });

    it("POST /api/send-message (the owner's session), with and without an image: 202 and the queued text", async () => {
      for (const image of [await png("#3b7a57"), null]) {
        const body = new FormData();
        body.append("message", "From the API");
        if (image) body.append("image", image);
        const response = await admin.send("/api/send-message", { method: "POST", body });
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ message: "Message queued for 1 subscribers." });
      }
    });

    it("the e-mail's unsubscribe link unsubscribes (the page's button), and the next message reaches no one", async () => {
      const email = await emailTo(READER, /List-Unsubscribe: </);
      const link = new RegExp(`<(${base}/unsubscribe\\?token=[^>]+)>`).exec(email)![1]!;
      const reader = owner();
      const page = await reader.page(link);
      const token = /name="token" value="([^"]+)"/.exec(page)![1]!;
      const back = await reader.post(new URL(link).pathname + new URL(link).search, { token });
      expect(await reader.page(back)).toMatch(/unsubscribed/i);
      const body = new FormData();
      body.append("message", "Anyone there?");
      const after = await admin.send("/api/send-message", { method: "POST", body });
      expect(await after.json()).toEqual({ message: "Message queued for 0 subscribers." });
    });

    it("a visitor's contact message is stored and listed in the inbox", async () => {
      const sent = await owner().json("/api/contact", {
        fullName: "Meera Joshi",
        email: "meera@example.com",
        phone: "",
        subject: "Product Feedback",
        message: "The multigrain loaf is wonderful.",
      });
      expect(sent.status).toBe(201);
      expectText(await admin.page(`${ADMIN_PREFIX}/inbox`), "The multigrain loaf is wonderful.");
    });

    it("Delete on an offering: the confirmation question, then it goes with its products and the success text", async () => {
      const offerings = (await (await fetch(`${base}/api/offerings`)).json()) as { id: string; name: string }[];
      const pastries = offerings.find((o) => o.name === "Pastries")!;
      const products = (await (await fetch(`${base}/api/products?category=pastries`)).json()) as { id: string }[];
      expect(products.length).toBeGreaterThan(0);

      // The Delete button's post (as without JavaScript): the question, with the count and the move, nothing deleted.
      const csrf = csrfOf(await admin.page(ADMIN_PREFIX));
      // The dashboard is its prefix's index route: its forms post to `?index`.
      const asked = await admin.send(`${ADMIN_PREFIX}?index`, {
        method: "POST",
        body: new URLSearchParams({ csrf, intent: "delete-offering", id: pastries.id }),
      });
      expect(asked.status).toBe(200);
      const html = await asked.text();
      expectText(html, "Are you sure you want to delete this offering?");
      expectText(html, `It holds ${products.length} products`);
      expectText(html, "Or move the");
      expectText(html, 'name="deleteProducts"', false);
      expect((await (await fetch(`${base}/api/products?category=pastries`)).json()) as unknown[]).toHaveLength(
        products.length,
      );

      // Its yes: the offering and its products are deleted, and the page says so.
      const yes = formFields(html, "Delete Pastries with its products");
      const done = await admin.post(`${ADMIN_PREFIX}?index`, yes);
      expectText(await admin.page(done), "Offering and related products deleted successfully!");
      const left = (await (await fetch(`${base}/api/offerings`)).json()) as { name: string }[];
      expect(left.map((o) => o.name)).not.toContain("Pastries");
      for (const p of products) expect((await fetch(`${base}/api/products/${p.id}`)).status).toBe(404);
    });

    it("Delete on a product: 'Product deleted successfully!' and it is gone", async () => {
      const [product] = (await (await fetch(`${base}/api/products?category=loaves`)).json()) as { id: string }[];
      const confirm = await admin.page(`${ADMIN_PREFIX}/product/${product!.id}/delete`);
      expectText(confirm, "Are you sure you want to delete this product?");
      const done = await admin.post(`${ADMIN_PREFIX}/product/${product!.id}/delete`, {
        csrf: csrfOf(confirm),
        confirmed: "yes",
      });
      expectText(await admin.page(done), "Product deleted successfully!");
      expect((await fetch(`${base}/api/products/${product!.id}`)).status).toBe(404);
    });

    // Last: it stops the server this file started.
    it("exits cleanly on SIGTERM, an idle keep-alive connection open: code 0, 'SIGTERM received'", async () => {
      // An idle keep-alive connection must not hold the shutdown up. No clock here: the server's own shutdown
      // deadline ends the process with code 1, so code 0 says the shutdown finished within it.
      await fetch(`${base}/healthz`, { keepalive: true });
      const server = proc!;
      const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
      server.kill("SIGTERM");
      expect(await exited, log).toBe(0);
      expect(log).toContain("SIGTERM received");
      expect(log).not.toContain("Shutdown took too long");
    });
  },
);
