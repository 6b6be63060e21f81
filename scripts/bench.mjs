// npm run bench [-- --db=pg|pglite --requests=400 --concurrency=8 --port=3160]
//
// Starts the production server (building it first when build/ is missing) on a fresh database: a PostgreSQL
// database created for the run and dropped afterwards (BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres, when it answers) or else an embedded PGlite in a temporary
// folder. Inserts 3 offerings, 5,000 products (each with an image row) and 10,000 subscribers directly with SQL,
// then measures latency percentiles of a fixed number of requests per URL with bounded concurrency (plain
// fetch, loopback only) and prints a table. Pages that this build does not serve (404) are reported as skipped.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "1"];
  }),
);
const REQUESTS = Number(args.requests ?? 400);
const CONCURRENCY = Number(args.concurrency ?? 8);
const WARMUP = Number(args.warmup ?? 20);
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 3160);
const PRODUCTS = Number(args.products ?? 5000);
const SUBSCRIBERS = Number(args.subscribers ?? 10000);
const BASE = `http://127.0.0.1:${PORT}`;

const log = (...parts) => console.log("[bench]", ...parts);

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}`))));
  });
}

async function postgresAnswers(url) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(url, sql) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The whole data set in SQL that runs unchanged on PostgreSQL and PGlite. */
function seedSql(products, subscribers) {
  const words = ["Croissant", "Pain au chocolat", "Sourdough", "Baguette", "Brioche", "Cinnamon roll", "Danish", "Focaccia", "Muffin", "Eclair", "Tart", "Cheesecake", "Cupcake", "Cookie", "Rye loaf", "Scone"];
  const flavours = ["almond", "butter", "chocolate", "pistachio", "raspberry", "lemon", "walnut", "vanilla", "honey", "cardamom", "seeded", "classic"];
  const arr = (list) => `ARRAY[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(", ")}]`;
  return `
    INSERT INTO "Offering" ("id", "name", "slug", "createdAt", "updatedAt") VALUES
      ('benchofferingpastries0001', 'Pastries', 'pastries', now(), now()),
      ('benchofferingloaves000001', 'Loaves', 'loaves', now(), now()),
      ('benchofferingcakes0000001', 'Cakes', 'cakes', now(), now());

    INSERT INTO "Product" ("id", "title", "price", "description", "categoryId", "zeptoUrl", "createdAt", "updatedAt")
    SELECT 'benchproduct' || lpad(n::text, 13, '0'),
           (${arr(words)})[1 + n % ${words.length}] || ' ' || (${arr(flavours)})[1 + (n / ${words.length}) % ${flavours.length}] || ' no. ' || n,
           ((n % 500) + 0.5)::numeric(12, 2),
           'Baked fresh every morning with cultured butter and stone-ground flour. Batch ' || n || '.',
           (ARRAY['benchofferingpastries0001', 'benchofferingloaves000001', 'benchofferingcakes0000001'])[1 + n % 3],
           'https://www.zeptonow.com/pn/bench/' || n,
           now() - (n || ' minutes')::interval, now()
    FROM generate_series(1, ${products}) AS n;

    INSERT INTO "ProductImage" ("id", "productId", "position", "url", "variants", "createdAt")
    SELECT 'benchimage' || lpad(n::text, 15, '0'), 'benchproduct' || lpad(n::text, 13, '0'), 0,
           '/uploads/products/bench-' || n || '-1600.webp',
           ('[{"width":480,"url":"/uploads/products/bench-' || n || '-480.webp"},{"width":960,"url":"/uploads/products/bench-' || n || '-960.webp"},{"width":1600,"url":"/uploads/products/bench-' || n || '-1600.webp"}]')::jsonb,
           now()
    FROM generate_series(1, ${products}) AS n;

    INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "verifiedAt", "createdAt", "updatedAt")
    SELECT 'benchsubscriber' || lpad(n::text, 10, '0'), 'reader' || n || '@example.com', 'verified'::"SubscriberStatus",
           md5('bench-' || n), now(), now(), now()
    FROM generate_series(1, ${subscribers}) AS n;

    ANALYZE;
  `;
}

async function seed({ databaseUrl, dataDir }) {
  const sql = seedSql(PRODUCTS, SUBSCRIBERS);
  if (databaseUrl) {
    await adminQuery(databaseUrl, sql);
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

async function waitForHealth(server, deadlineMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy in time");
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Sends `total` GETs to `url`, at most `concurrency` at a time; latencies in ms. */
async function load(url, total, concurrency) {
  const latencies = [];
  const statuses = new Map();
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      bytes += body.byteLength;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    rps: total / elapsed,
    kb: bytes / total / 1024,
    statuses: [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(" "),
  };
}

function printTable(rows) {
  const header = ["URL", "p50 ms", "p90 ms", "p99 ms", "max ms", "req/s", "KB/resp", "statuses"];
  const cells = rows.map((r) =>
    r.skipped
      ? [r.label, "-", "-", "-", "-", "-", "-", r.skipped]
      : [r.label, r.p50.toFixed(1), r.p90.toFixed(1), r.p99.toFixed(1), r.max.toFixed(1), r.rps.toFixed(0), r.kb.toFixed(1), r.statuses],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => c.map((v, i) => (i === 0 || i === c.length - 1 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    log("no build found: npm run build");
    await run("npm", ["run", "build"], process.env);
  }
  const tmp = await mkdtemp(path.join(tmpdir(), "slice-bench-"));
  const dataDir = path.join(tmp, "data");
  const uploadsDir = path.join(tmp, "uploads");
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const wantPg = args.db ? args.db === "pg" : await postgresAnswers(adminUrl);
  let databaseUrl;
  let dbName;
  if (wantPg) {
    dbName = `slice_bench_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: "0",
    OUTBOX_DISABLED: "1",
    ADMIN_PASSWORD: "bench-password-not-used",
    RATE_LIMIT_PUBLIC: "1000000",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  let server;
  try {
    log(`database: ${databaseUrl ? `PostgreSQL (${dbName}, created for this run)` : `PGlite (${dataDir})`}`);
    await run(process.execPath, ["scripts/db.mjs", "migrate"], env);
    const t0 = performance.now();
    await seed({ databaseUrl, dataDir });
    log(`inserted ${PRODUCTS} products (+ image rows) and ${SUBSCRIBERS} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    server = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
    server.stdout.on("data", () => {}); // drain
    await waitForHealth(server);
    log(`server ready on ${BASE}`);

    const list = await (await fetch(`${BASE}/api/products?category=pastries`)).json();
    const productId = list[0]?.id ?? "benchproduct0000000000003";
    const targets = [
      ["GET /", "/"],
      ["GET /offerings/pastries", "/offerings/pastries"],
      [`GET /product/:id`, `/product/${productId}`],
      ["GET /search?query=crois", "/search?query=crois"],
      ["GET /api/products/search?query=crois", "/api/products/search?query=crois"],
      ["GET /api/products?category=pastries", "/api/products?category=pastries"],
      ["GET /api/products (all 5,000)", "/api/products"],
    ];
    const rows = [];
    for (const [label, p] of targets) {
      const probe = await fetch(BASE + p);
      await probe.arrayBuffer();
      if (probe.status === 404) {
        rows.push({ label, skipped: "skipped: 404, not in this build" });
        continue;
      }
      await load(BASE + p, WARMUP, CONCURRENCY);
      const requests = p === "/api/products" ? Math.max(20, Math.round(REQUESTS / 8)) : REQUESTS;
      rows.push({ label: `${label} (n=${requests})`, ...(await load(BASE + p, requests, CONCURRENCY)) });
    }
    console.log("");
    console.log(`${PRODUCTS} products, ${SUBSCRIBERS} subscribers, concurrency ${CONCURRENCY}, ${databaseUrl ? "PostgreSQL" : "PGlite"}, Node ${process.version}`);
    printTable(rows);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    if (dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((e) => console.error(e));
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error("[bench]", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
