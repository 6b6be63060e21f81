// One production server in worker processes (WEB_CONCURRENCY=2, node:cluster) on one PostgreSQL database: two
// workers answer (the request log names the pid), each with the larger young generation, the background jobs run
// in exactly one (its e-mails are sent once, by the Resend stand-in's count), a content write shows in both
// workers, each writes the insights it counted, the login limit is one budget for both, a worker killed is
// replaced (the jobs move with it) and SIGTERM ends them all cleanly.
// PostgreSQL pass only: without DATABASE_URL the server is one process, as PGlite serves a single process.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { postgresDatabase, type TestDatabase } from "./support/databases";
import { ResendStandIn } from "./support/resend-stand-in";
import { sleep, waitFor } from "./support/traffic";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl)
  console.log("[faults] workers SKIPPED: PostgreSQL pass only (PGlite serves one process, DATABASE_URL unset)");

const PREFIX = "/studio-7f3a9c2e";
const LOGIN_LIMIT = 3;

type Answer = { status: number; body: string; pid: number };

describe.skipIf(!baseUrl)("WEB_CONCURRENCY=2 on PostgreSQL: one server, two worker processes", () => {
  let database: TestDatabase;
  let resend: ResendStandIn;
  let server: AppServer;
  let requests = 0;

  /** The workers' start-up lines: pid and whether it is the one with the background jobs, in order. */
  const serving = () =>
    [...server.log.matchAll(/Slice Bakery is serving .*worker (\d+)( with the background jobs)?\)/g)].map((m) => ({
      pid: Number(m[1]),
      jobs: Boolean(m[2]),
    }));
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const liveWorkers = () => serving().filter((w) => alive(w.pid));

  /**
   * One request on a new connection (no keep-alive), so that the primary hands each to the next worker, and the
   * pid of the worker that answered, from its request log line.
   */
  async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const requestId = `workers-test-${++requests}`;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}${path}`,
        {
          agent: false,
          method: init.method ?? "GET",
          headers: {
            ...init.headers,
            ...(init.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(init.body)) }),
            "X-Request-Id": requestId,
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.end(init.body);
    });
    // The line reaches this process's pipe just after the answer, or just before it.
    const logged = () => server.log.split("\n").find((line) => line.includes(`"requestId":"${requestId}"`));
    for (const deadline = Date.now() + 2_000; !logged() && Date.now() < deadline;) await sleep(10);
    expect(logged(), `the log line of ${requestId}`).toBeTruthy();
    const pid = (JSON.parse(logged()!) as { pid: number }).pid;
    return { status, body, pid } satisfies Answer;
  }

  beforeAll(async () => {
    database = await postgresDatabase(baseUrl!);
    resend = new ResendStandIn("re_faults_workers", 3);
    await resend.start(await freePort());
    server = new AppServer(await freePort(), {
      ...database.env,
      WEB_CONCURRENCY: "2",
      RESEND_API_KEY: resend.apiKey,
      RESEND_BASE_URL: resend.url,
      OUTBOX_POLL_MS: "50",
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      LOG_FORMAT: "json",
      INSIGHTS_FLUSH_MS: "100",
    });
    await server.start();
    // Healthy once the first worker listens; the second starts after it.
    await waitFor(async () => liveWorkers().length === 2, 60_000, "both workers to listen");
  });

  afterAll(async () => {
    await server?.stop();
    await resend?.stop();
    await database?.dispose();
  });

  it("answers from both workers, the primary serving none, with the background jobs in exactly one", async () => {
    const workers = liveWorkers();
    expect(workers.filter((w) => w.jobs)).toHaveLength(1);
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const answer = await send("/healthz");
      expect(answer.status).toBe(200);
      pids.add(answer.pid);
    }
    expect([...pids].sort()).toEqual(workers.map((w) => w.pid).sort());
    expect(pids.has(server.pid!)).toBe(false);
  });

  it("starts every worker with the larger young generation", () => {
    const workers = liveWorkers();
    expect(workers).toHaveLength(2);
    for (const { pid } of workers) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      expect(argv).toContain("--max-semi-space-size=64");
    }
  });

  it("sends each queued e-mail exactly once", async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await send("/api/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `worker${i}@example.com` }),
      });
      expect(answer.status).toBe(200);
    }
    await waitFor(async () => resend.countsByRecipient().size >= 4, 20_000, "the four verification e-mails");
    await sleep(500);
    expect([...resend.countsByRecipient().values()]).toEqual([1, 1, 1, 1]);
  });

  it("shows a content write in both workers", async () => {
    const has = (answer: Answer) => answer.body.includes("Worker Waffles");
    // Both workers answer the list (and keep it in their response cache) without the new offering.
    const before: Answer[] = [];
    for (let i = 0; i < 4; i++) before.push(await send("/api/offerings"));
    expect(new Set(before.map((a) => a.pid)).size).toBe(2);
    expect(before.filter((a) => a.status !== 200 || has(a))).toEqual([]);

    const created = await send("/api/offerings", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ADMIN.apiToken}` },
      body: JSON.stringify({ name: "Worker Waffles" }),
    });
    expect(created.status).toBe(201);
    // The cached lists carry no expiry: each worker answers the new one only once it has learnt of the other's
    // write through the database, so a worker that never did keeps answering the old list and the wait fails.
    // How soon (within a second, by the version poll) is not asserted here: a loaded machine stretches it.
    const shown = new Set<number>();
    await waitFor(
      async () => {
        const answer = await send("/api/offerings");
        if (answer.status === 200 && has(answer)) shown.add(answer.pid);
        return shown.size === 2;
      },
      30_000,
      "both workers to show the new offering",
    );
  });

  it("writes the insights each worker counted, the one without the jobs too", async () => {
    const person = {
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    };
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await send("/about-us", { headers: person }));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    const views = () =>
      database.use(async (prisma) => {
        const [row] = await prisma.$queryRaw<{ views: number }[]>`
          SELECT coalesce(sum("count"), 0)::int AS "views" FROM "InsightCount" WHERE "metric" = 'page' AND "subject" = '/about-us'`;
        return row!.views;
      });
    await waitFor(async () => (await views()) === 6, 10_000, "the six views from both workers");
  });

  it("counts the login limit once for both workers", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      answers.push(
        await send(`${PREFIX}/login`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams({ username: ADMIN.username, password: `wrong-${i}` }).toString(),
        }),
      );
    }
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);
  });

  it("replaces a worker that dies, the background jobs with it", async () => {
    const [jobs] = liveWorkers().filter((w) => w.jobs);
    process.kill(jobs!.pid, "SIGKILL");
    await waitFor(
      async () => liveWorkers().length === 2 && liveWorkers().some((w) => w.jobs && w.pid !== jobs!.pid),
      30_000,
      "a new worker with the background jobs",
    );
    expect(server.log).toMatch(
      new RegExp(`Worker ${jobs!.pid} ended \\(SIGKILL\\); another \\(with the background jobs\\)`),
    );
    expect(liveWorkers().filter((w) => w.jobs)).toHaveLength(1);
    // The replacement sends e-mail: one more verification code, delivered once.
    const before = resend.sent.length;
    const answer = await send("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "replacement@example.com" }),
    });
    expect(answer.status).toBe(200);
    await waitFor(async () => resend.sent.length > before, 20_000, "the replacement's e-mail");
    await sleep(500);
    expect(resend.countsByRecipient().get("replacement@example.com")).toBe(1);
  });

  it("ends every worker, then itself, on SIGTERM", async () => {
    const pids = liveWorkers().map((w) => w.pid);
    expect(pids).toHaveLength(2);
    // Exit code 0: every worker finished its in-flight requests and closed its connections; one that had not
    // by the server's own deadline would have exited with 1, and the primary with it.
    expect(await server.stop()).toBe(0);
    expect(server.log).not.toContain("Shutdown took too long");
    expect(pids.filter(alive)).toEqual([]);
    expect(server.log.match(/SIGTERM received: finishing in-flight requests/g)).toHaveLength(2);
  });
});
