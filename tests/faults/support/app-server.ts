// Real server processes of the production build (`node server.js`, build/ made by `npm run build` first), each
// on its own port with its own environment, so a fault test can SIGKILL one, restart it, or run two at once.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

let nextFixedPort = Number(process.env.FAULTS_PORT ?? 0);

/** A free loopback port: FAULTS_PORT, FAULTS_PORT + 1, ... when set, else one the system picks. */
export async function freePort(): Promise<number> {
  if (nextFixedPort > 0) return nextFixedPort++;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export const ADMIN = {
  username: "owner",
  password: "correct-horse-battery",
  apiToken: "faults-api-token-0123456789abcdef",
};

export class AppServer {
  readonly url: string;
  private proc: ChildProcess | null = null;
  private out = "";

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get log(): string {
    return this.out;
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  async start(timeoutMs = 90_000) {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(this.port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_API_TOKEN: ADMIN.apiToken,
      SESSION_SECRET: "faults-session-secret-0123456789abcdef",
      OUTBOX_POLL_MS: "100",
      OUTBOX_DISABLED: "0",
      PUBLIC_URL: this.url,
      // One process, as each test expects, unless it asks for workers (tests/faults/workers.test.ts).
      WEB_CONCURRENCY: "1",
      ...this.env,
    };
    // Vitest's own variables would make the server think it runs under a test.
    for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "TEST") delete env[key];
    const proc = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.proc = proc;
    proc.stdout!.on("data", (chunk: Buffer) => (this.out += chunk.toString()));
    proc.stderr!.on("data", (chunk: Buffer) => (this.out += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited:\n${this.out}`);
      try {
        if ((await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${this.out}`);
  }

  /** SIGKILL: no shutdown handler runs, in-flight work is cut where it stands. */
  async kill() {
    await this.signal("SIGKILL");
  }

  /** SIGTERM: the graceful shutdown. Resolves with the exit code (null: not running, or ended by a signal). */
  async stop(): Promise<number | null> {
    return this.signal("SIGTERM");
  }

  private async signal(signal: NodeJS.Signals): Promise<number | null> {
    const proc = this.proc;
    this.proc = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return null;
    return new Promise((resolve) => {
      proc.once("exit", (code) => resolve(code));
      proc.kill(signal);
    });
  }
}
