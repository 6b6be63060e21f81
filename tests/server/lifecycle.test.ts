// The server process as an operator sees it: it starts on an empty data folder, answers health checks,
// and exits cleanly and quickly on SIGTERM (in-flight requests finish, the database is closed).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { freePort } from "../faults/support/app-server";

let PORT = 0;

function startServer(dir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SEED_DEMO: "0",
    ADMIN_PASSWORD: "lifecycle-password",
  };
  delete env.DATABASE_URL; // this test is about the embedded default
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitForHealth(timeoutMs: number) {
  const healthy = () =>
    fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (res) => res.ok,
      () => false,
    ); // false: not listening yet
  await expect.poll(healthy, { message: "server did not become healthy", timeout: timeoutMs }).toBe(true);
}

test("starts on an empty data folder and exits cleanly within 5 s of SIGTERM", async () => {
  PORT = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "slice-lifecycle-"));
  const { child, output } = startServer(dir);
  try {
    await waitForHealth(60_000);
    const home = await fetch(`http://127.0.0.1:${PORT}/`);
    expect(home.status).toBe(200);

    // An idle keep-alive connection must not hold the shutdown up.
    const agentRequest = fetch(`http://127.0.0.1:${PORT}/healthz`, { keepalive: true });
    await agentRequest;

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const started = Date.now();
      child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
    });
    child.kill("SIGTERM");
    const { code, ms } = await exited;
    expect(code, output()).toBe(0);
    expect(ms).toBeLessThan(5_000);
    expect(output()).toContain("SIGTERM received");
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
