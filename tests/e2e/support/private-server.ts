// A private production server (own port, own PGlite folder, own uploads) for the specs that need their own
// state, so that what they add never changes what the shared e2e server shows the other specs:
// - forms.spec: the verification code only exists in the e-mail, and the shared server's PGlite folder is
//   locked by that server. This server has an ADMIN_API_TOKEN (unless the test file gives its own), so codeFor()
//   reads the e-mail from the outbox through GET /api/outbox, as the owner's tools would. It runs without
//   RESEND_API_KEY, so the outbox sender's console transport also prints every e-mail (headers such as
//   List-Unsubscribe included) to stdout, which `log` captures.
// - the socket tests of tests/server (Vitest, no browser): raw HTTP, the request log, rate limits, each with the
//   settings it needs; there the port is a free one.
// - home-media.spec: several banners per device and more than four videos, created through the /api with
//   the server's ADMIN_API_TOKEN.
// A PGlite server's first start begins from a copy of a folder made once per run (support/data-template.mjs).
// No test-only backdoor in the app: a spec that needs the admin screens signs in through the login form.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { adminQuery } from "../../helpers/postgres";
import { copyTemplate } from "./data-template.mjs";
import { freePort } from "../../faults/support/app-server";
import { workerPort } from "./ports";

export const SECRET = "private-e2e-session-secret-0123456789";

export type PrivateServerOptions = {
  /**
   * The port within the Playwright worker's block (support/ports.ts), 1 and up, so each test file's server has its own
   * port. Without it (the server project of Vitest) a free port is picked at the first start.
   */
  portOffset?: number;
  /** Seed the demo content (three offerings, a dozen products, one banner per device). Default: off. */
  seedDemo?: boolean;
  /** Extra environment, e.g. ADMIN_API_TOKEN. */
  env?: Record<string, string>;
  /**
   * When DATABASE_URL is set (the PostgreSQL run), use a fresh PostgreSQL database of its own (dropped by
   * dispose()) instead of the embedded PGlite. Default: always PGlite.
   */
  postgres?: boolean;
  /** A PostgreSQL database instead of the private PGlite folder (several servers may share one). */
  databaseUrl?: string;
};

export class PrivateServer {
  private portNumber: number;
  private readonly dir = mkdtempSync(path.join(tmpdir(), "slice-private-e2e-"));
  private readonly options: PrivateServerOptions;
  private proc: ChildProcess | null = null;
  private out = "";
  private databaseUrl: string | null = null;
  /** The bearer token for the admin /api (GET /api/outbox). */
  private readonly apiToken: string;

  constructor(options: PrivateServerOptions) {
    this.options = { ...options };
    this.apiToken = options.env?.ADMIN_API_TOKEN ?? `private-e2e-${randomBytes(16).toString("hex")}`;
    this.portNumber = options.portOffset === undefined ? 0 : workerPort(options.portOffset);
  }

  get port(): number {
    if (!this.portNumber) throw new Error("private server: no port before its first start");
    return this.portNumber;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server process's id (to read its memory from /proc). */
  get pid(): number {
    if (!this.proc?.pid) throw new Error("private e2e server not running");
    return this.proc.pid;
  }

  get log(): string {
    return this.out;
  }

  /** Restarts with `env` added to the environment (e.g. a new ADMIN_PASSWORD), on the same database. */
  async restart(env: Record<string, string>) {
    await this.stop();
    this.options.env = { ...this.options.env, ...env };
    await this.start();
  }

  private async postgresUrl(): Promise<string | null> {
    const base = process.env.DATABASE_URL;
    if (!this.options.postgres || !base) return null;
    if (!this.databaseUrl) {
      const name = `slice_private_${process.pid}_${randomBytes(4).toString("hex")}`;
      await adminQuery(base, `CREATE DATABASE "${name}"`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      this.databaseUrl = url.toString();
    }
    return this.databaseUrl;
  }

  async start() {
    if (!this.portNumber) this.portNumber = await freePort();
    const databaseUrl = await this.postgresUrl();
    const base = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(this.port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(this.dir, "data"),
      UPLOADS_DIR: path.join(this.dir, "uploads"),
      SEED_DEMO: this.options.seedDemo ? "1" : "0",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "correct-horse-battery",
      SESSION_SECRET: SECRET,
      RATE_LIMIT_PUBLIC: "1000",
      OUTBOX_POLL_MS: "150",
      OUTBOX_DISABLED: "0",
      PUBLIC_URL: this.url,
      ADMIN_API_TOKEN: this.apiToken,
      // One process on PostgreSQL too (the default there is a worker per core): the specs count on one.
      WEB_CONCURRENCY: "1",
    } as Record<string, string | undefined>;
    delete base.DATABASE_URL;
    delete base.RESEND_API_KEY;
    // Vitest's own variables would make the server think it runs under a test.
    for (const key of Object.keys(base)) if (key.startsWith("VITEST") || key === "TEST") delete base[key];
    const env = { ...base, ...this.options.env };
    const url = this.options.databaseUrl ?? databaseUrl;
    if (url) env.DATABASE_URL = url;
    // The first start on PGlite begins from a copy of the run's migrated (and seeded) folder, made with the
    // common environment only, so no test file's own settings shape what another file's server starts from.
    else if (!existsSync(env.DATA_DIR!))
      await copyTemplate({
        seedDemo: Boolean(this.options.seedDemo),
        port: this.port,
        env: base,
        dataDir: env.DATA_DIR!,
        uploadsDir: env.UPLOADS_DIR!,
      });
    const proc = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.proc = proc;
    proc.stdout!.on("data", (chunk: Buffer) => (this.out += chunk.toString()));
    proc.stderr!.on("data", (chunk: Buffer) => (this.out += chunk.toString()));
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`private e2e server exited:\n${this.out}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`private e2e server did not start:\n${this.out}`);
  }

  async stop() {
    const proc = this.proc;
    this.proc = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once("exit", () => resolve());
      proc.kill("SIGTERM");
    });
  }

  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
    if (this.databaseUrl) {
      const name = new URL(this.databaseUrl).pathname.slice(1);
      await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      this.databaseUrl = null;
    }
  }

  /** The outbox (GET /api/outbox), newest first, each e-mail with its delivery status. */
  async outbox(): Promise<{ to: string; subject: string; text: string; status: string }[]> {
    const res = await fetch(`${this.url}/api/outbox`, { headers: { authorization: `Bearer ${this.apiToken}` } });
    if (!res.ok) throw new Error(`GET /api/outbox answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { to: string; subject: string; text: string; status: string }[];
  }

  /**
   * The code in the newest verification e-mail to `email` in the outbox (GET /api/outbox, newest first). The
   * e-mail is queued by the request that asks for it, so call this once that request has answered: the newest
   * one is then the code it sent, never an earlier one. Waits a moment in case the outbox is read mid-request.
   */
  async codeFor(email: string, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    const wanted = email.toLowerCase();
    while (Date.now() < deadline) {
      const emails = await this.outbox();
      const newest = emails.find((e) => e.to.toLowerCase() === wanted && /verification code/i.test(e.subject));
      const code = newest?.text.match(/verification code is (\d{6})/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no verification e-mail to ${email} in the outbox`);
  }

  /** The unsubscribe link of the latest newsletter e-mail printed for `email`. */
  async unsubscribeLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
    return this.waitFor(
      new RegExp(`\\nTo: ${escapeRegExp(email)}\\n[\\s\\S]*?List-Unsubscribe: <([^>]+)>`, "g"),
      timeoutMs,
    );
  }

  private async waitFor(pattern: RegExp, timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const matches = [...this.out.matchAll(pattern)];
      const wanted = matches[matches.length - 1];
      if (wanted?.[1]) return wanted[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no e-mail matched ${pattern} in the server log`);
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
