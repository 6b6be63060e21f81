// npm run bench [-- --sizes=5000,50000 --duration=10 --warmup=3 --rounds=1 --connections=32 --threads=2
//                  --port=3160 --paths=/,/about-us --db=pg|pglite --admin-lists=only|0 --admin-rounds=20]
//
// For each catalogue size: a fresh database (a PostgreSQL database created for the run and dropped afterwards, from
// BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; `--db=pglite` uses an embedded PGlite
// in a temporary folder instead), 3 offerings, N products (each with an image row) and 10,000 subscribers inserted
// with SQL, then the production server (built first when build/ is missing). Each public page and /api read is
// fetched once, and those exact bytes (and headers) are served by a private nginx on a free loopback port; wrk
// (2 threads, 32 connections) then loads the app and nginx alternately (app, nginx, app, ...): a warm-up of
// each, then `rounds` measured pairs (medians). Prints one Markdown table per size: req/s, p50, p99 of the app and
// of nginx, and the ratio of req/s app/nginx. Needs wrk and nginx (Debian: apt-get install -y wrk nginx; the
// script installs them with apt-get when missing and it runs as root). Then the admin lists at the sizes of
// `npm run seed:scale`, with their budgets (benchAdminLists; --admin-lists=only runs just those, =0 skips them).
// Not a test; run it on an idle machine.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, "").split("="); // a path may hold "=" itself (--paths=/search?query=x)
    return [k, v.length ? v.join("=") : "1"];
  }),
);
const positive = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer (got ${args[name]})`);
  return value;
};
const SIZES = String(args.sizes ?? args.products ?? "5000,50000")
  .split(",")
  .map((s) => Number(s.replace(/_/g, "")));
if (SIZES.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--sizes must list positive integers (got ${args.sizes})`);
const DURATION = positive("duration", 10);
const WARMUP = positive("warmup", 3);
const ROUNDS = positive("rounds", 1);
const CONNECTIONS = positive("connections", 32);
const THREADS = positive("threads", 2);
const PORT = positive("port", process.env.BENCH_PORT ?? 3160);
const SUBSCRIBERS = Number(args.subscribers ?? 10000);
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCH = "crois";

/** Every public page and /api read; `{product}` and `{article}` are filled in from the running site. */
const DEFAULT_PATHS = [
  "/",
  "/offerings",
  "/offerings/pastries",
  "/product/{product}",
  `/search?query=${SEARCH}`,
  "/know-yourself",
  "/about-us",
  "/blog",
  "/blogs/{article}",
  "/where-to-order",
  "/contact",
  "/contact-support",
  "/partner-with-us",
  "/sitemap.xml",
  "/robots.txt",
  "/api/offerings",
  "/api/products/{product}",
  `/api/products/search?query=${SEARCH}`,
  "/api/products?category=pastries",
  "/api/products",
  "/api/banner",
  "/api/video",
];
const PATHS = args.paths ? String(args.paths).split(",") : DEFAULT_PATHS;

const log = (...parts) => console.error("[bench]", ...parts);

/** Child processes to stop when the run is interrupted (Ctrl-C): the server, nginx, wrk. */
const children = new Set();
function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  // Stopping the children makes the step under way fail, so the finally blocks still drop the database.
  process.once(signal, () => {
    log(`interrupted (${signal}): stopping`);
    for (const child of children) child.kill("SIGTERM");
  });
}

function run(command, commandArgs, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}`)),
    );
  });
}

const which = (tool) => [`/usr/bin/${tool}`, `/usr/sbin/${tool}`, `/usr/local/bin/${tool}`].find((p) => existsSync(p));

/** wrk and nginx from Debian, installed when missing (as .ci/run does for Chromium). */
async function ensureTools() {
  const missing = ["wrk", "nginx"].filter((t) => !which(t));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${missing.join(" and ")} not found: apt-get install -y ${missing.join(" ")}`);
  log(`installing ${missing.join(", ")} from Debian`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", ...missing]);
}

async function pgClient(url) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  return client;
}

async function sql(url, text) {
  const client = await pgClient(url);
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The whole data set in SQL that runs unchanged on PostgreSQL and PGlite. */
function seedSql(products, subscribers) {
  const words = [
    "Croissant",
    "Pain au chocolat",
    "Sourdough",
    "Baguette",
    "Brioche",
    "Cinnamon roll",
    "Danish",
    "Focaccia",
    "Muffin",
    "Eclair",
    "Tart",
    "Cheesecake",
    "Cupcake",
    "Cookie",
    "Rye loaf",
    "Scone",
  ];
  const flavours = [
    "almond",
    "butter",
    "chocolate",
    "pistachio",
    "raspberry",
    "lemon",
    "walnut",
    "vanilla",
    "honey",
    "cardamom",
    "seeded",
    "classic",
  ];
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
  `;
}

/** Inserts the data set, then VACUUM ANALYZE (statistics, and index pages as after a normal day of writes) and CHECKPOINT. */
async function seed({ databaseUrl, dataDir }, products) {
  const text = seedSql(products, SUBSCRIBERS);
  if (databaseUrl) {
    await sql(databaseUrl, text);
    await sql(databaseUrl, "VACUUM ANALYZE");
    // Write the inserted pages out now, so that no checkpoint of them runs during the measurements.
    await sql(databaseUrl, "CHECKPOINT");
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    await db.exec(text);
    await db.exec("VACUUM ANALYZE");
  } finally {
    await db.close();
  }
}

async function waitForHealth(server, deadlineMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy in time");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The headers nginx sets itself (framing, hop-by-hop); the others are copied so both send about the same bytes. */
const OWN_HEADERS = new Set([
  "date",
  "server",
  "content-length",
  "content-type",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "content-encoding",
  "vary",
  "etag",
  "last-modified",
  "accept-ranges",
]);
const nginxQuote = (value) => (/[${}]/.test(value) ? null : `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);

/** Fetches each path once as wrk will (no User-Agent, no Accept, identity encoding) and saves body and headers. */
async function capture(dir, paths) {
  const pages = [];
  for (const [index, p] of paths.entries()) {
    const result = spawnSync(
      "curl",
      [
        "-sS",
        "-A",
        "",
        "-H",
        "Accept:",
        "-o",
        path.join(dir, `p${index}.body`),
        "-D",
        "-",
        "-w",
        "\n%{http_code}",
        BASE + p,
      ],
      { encoding: "utf8" },
    );
    const lines = result.stdout.trim().split(/\r?\n/);
    const status = Number(lines.pop());
    if (status !== 200) {
      pages.push({ path: p, skipped: `HTTP ${status || result.stderr.trim()}` });
      continue;
    }
    const headers = lines
      .filter((l) => l.includes(":"))
      .map((l) => [l.slice(0, l.indexOf(":")).trim(), l.slice(l.indexOf(":") + 1).trim()]);
    const type = headers.find(([k]) => k.toLowerCase() === "content-type")?.[1] ?? "text/html";
    const size = (await readFile(path.join(dir, `p${index}.body`))).byteLength;
    pages.push({ path: p, index, type, headers: headers.filter(([k]) => !OWN_HEADERS.has(k.toLowerCase())), size });
  }
  return pages;
}

async function startNginx(dir, pages, port) {
  const locations = pages
    .filter((p) => !p.skipped)
    .map((p) => {
      const copied = p.headers
        .map(([name, value]) => [name, nginxQuote(value)])
        .filter(([name, quoted]) => quoted && /^[A-Za-z0-9-]+$/.test(name))
        .map(([name, quoted]) => `      add_header ${name} ${quoted} always;`);
      return [
        `    location = /p${p.index} {`,
        `      alias ${dir}/p${p.index}.body;`,
        `      types { } default_type ${nginxQuote(p.type) ?? '"text/html"'};`,
        ...copied,
        "    }",
      ].join("\n");
    });
  const conf = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; tcp_nodelay on;
  keepalive_timeout 65; keepalive_requests 1000000;
  open_file_cache max=64 inactive=60s; open_file_cache_valid 60s; server_tokens off; etag off;
  client_body_temp_path ${dir}/tmp_body; proxy_temp_path ${dir}/tmp_proxy;
  fastcgi_temp_path ${dir}/tmp_fcgi; uwsgi_temp_path ${dir}/tmp_uwsgi; scgi_temp_path ${dir}/tmp_scgi;
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
  }
}
`;
  await writeFile(path.join(dir, "nginx.conf"), conf);
  // nginx workers run as an unprivileged user and must reach and read the saved bodies
  chmodSync(path.dirname(dir), 0o755);
  chmodSync(dir, 0o755);
  for (const p of pages.filter((x) => !x.skipped)) chmodSync(path.join(dir, `p${p.index}.body`), 0o644);
  const nginx = track(
    spawn(
      which("nginx"),
      ["-p", dir, "-e", path.join(dir, "nginx-error.log"), "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"],
      { stdio: ["ignore", "ignore", "inherit"] },
    ),
  );
  for (let i = 0; i < 50; i += 1) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited: ${await readFile(path.join(dir, "nginx-error.log"), "utf8").catch(() => "")}`);
    try {
      await (await fetch(`http://127.0.0.1:${port}/p${pages.find((p) => !p.skipped).index}`)).arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (const p of pages.filter((x) => !x.skipped)) {
    const response = await fetch(`http://127.0.0.1:${port}/p${p.index}`);
    const served = Buffer.from(await response.arrayBuffer());
    const saved = await readFile(path.join(dir, `p${p.index}.body`));
    if (!served.equals(saved))
      throw new Error(`nginx does not serve the saved bytes of ${p.path} (HTTP ${response.status})`);
  }
  return nginx;
}

/** Stops a child process: `signal`, then SIGKILL after 10 s (a server waiting for idle keep-alive connections). */
async function stop(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT rps=%.2f p50_us=%.0f p99_us=%.0f reqs=%.0f errors=%.0f\\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    summary.requests, e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/** One wrk run: { rps, p50, p99 (ms), errors }. */
function wrk(url, seconds, script) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(
        which("wrk"),
        [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, url],
        { stdio: ["ignore", "pipe", "inherit"] },
      ),
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", () => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (!line) return reject(new Error(`wrk gave no result for ${url}:\n${out}`));
      const v = Object.fromEntries(
        line
          .slice(7)
          .split(" ")
          .map((kv) => kv.split("=").map((x, i) => (i ? Number(x) : x))),
      );
      resolve({ rps: v.rps, p50: v.p50_us / 1000, p99: v.p99_us / 1000, errors: v.errors });
    });
  });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function measure(dir, pages, nginxPort) {
  const script = path.join(dir, "report.lua");
  await writeFile(script, WRK_REPORT);
  for (const page of pages.filter((p) => !p.skipped)) {
    const appUrl = BASE + page.path;
    const nginxUrl = `http://127.0.0.1:${nginxPort}/p${page.index}`;
    await wrk(appUrl, WARMUP, script);
    await wrk(nginxUrl, WARMUP, script);
    const app = [];
    const nginx = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      app.push(await wrk(appUrl, DURATION, script));
      nginx.push(await wrk(nginxUrl, DURATION, script));
    }
    const summary = (runs) => ({
      rps: median(runs.map((x) => x.rps)),
      p50: median(runs.map((x) => x.p50)),
      p99: median(runs.map((x) => x.p99)),
      errors: runs.reduce((n, x) => n + x.errors, 0),
    });
    page.app = summary(app);
    page.nginx = summary(nginx);
    log(`${page.path}: ${page.app.rps.toFixed(0)} req/s (nginx ${page.nginx.rps.toFixed(0)})`);
  }
}

/** Typed prefixes, whole words, typos, several words, numbers, nothing: the header dropdown's load. */
const SEARCH_QUERIES = [
  "c",
  "cr",
  "cro",
  "croi",
  "crois",
  "croiss",
  "croissant",
  "croisant",
  "choclate",
  "sourdogh",
  "banana bred",
  "almond",
  "chocolate",
  "pistachio croissant",
  "123",
  "no. 4242",
  "xyzzy",
  "pain au",
  "cake",
  "rasberry tart",
  "muffin lemon",
  "seeded rye",
];

/**
 * Search latency, one request at a time (what one visitor typing sees): p50 / p95 / p99 over rounds of
 * SEARCH_QUERIES. Every request is a search the server has not answered before: a `round` parameter the routes
 * ignore makes each URL new, so the response cache (keyed by URL) never answers it and the figures are those of
 * distinct queries, not of cache hits.
 */
async function measureSearch() {
  const rounds = positive("search-rounds", 5);
  const result = {};
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  // The header dropdown asks the /search route's loader alone for its data: what SearchBox's fetcher.load sends
  // (React Router names the route in `_routes`, so the root and layout loaders do not run).
  const kinds = [
    ["GET /api/products/search?query=", "/api/products/search?query=", ""],
    ["GET /search.data?query= (dropdown)", "/search.data?query=", "&from=dropdown&_routes=routes%2Fpublic%2Fsearch"],
    ["GET /search?query= (page)", "/search?query=", ""],
  ];
  for (const [label, prefix, suffix] of kinds) {
    const url = (q, round) => `${BASE}${prefix}${encodeURIComponent(q)}${suffix}&round=${run}-${round}`;
    for (const q of SEARCH_QUERIES) await (await fetch(url(q, "warm"))).arrayBuffer();
    const times = [];
    for (let r = 0; r < rounds; r += 1) {
      for (const q of SEARCH_QUERIES) {
        const t0 = performance.now();
        const response = await fetch(url(q, r));
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${prefix}${q}: HTTP ${response.status}`);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    result[label] = { n: times.length, p50: at(50), p95: at(95), p99: at(99) };
  }
  return result;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => (bytes >= 1024 * 1024 ? `${fmt(bytes / 1024 / 1024, 1)} MB` : `${fmt(bytes / 1024, 1)} kB`);

function printSearch(search) {
  console.log(
    `\nSearch, one request at a time, ${SEARCH_QUERIES.length} queries (${SEARCH_QUERIES.map((q) => `"${q}"`).join(", ")}):\n`,
  );
  console.log("| request | n | p50 | p95 | p99 |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [label, r] of Object.entries(search))
    console.log(`| ${label} | ${r.n} | ${fmt(r.p50, 1)} ms | ${fmt(r.p95, 1)} ms | ${fmt(r.p99, 1)} ms |`);
}

function printTable(products, dbLabel, pages) {
  console.log(`\n### ${fmt(products)} products (${dbLabel})\n`);
  console.log("| path | size | req/s | p50 | p99 | nginx req/s | nginx p99 | ratio |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const p of pages) {
    const shown = p.path.replace(/benchproduct0+/, "…");
    if (p.skipped) {
      console.log(`| ${shown} | skipped: ${p.skipped} | | | | | | |`);
      continue;
    }
    const errors = p.app.errors + p.nginx.errors;
    console.log(
      `| ${shown} | ${kb(p.size)} | ${fmt(p.app.rps)} | ${fmt(p.app.p50, 1)} ms | ${fmt(p.app.p99, 1)} ms | ${fmt(p.nginx.rps)} | ${fmt(p.nginx.p99, 1)} ms | ${(p.app.rps / p.nginx.rps).toFixed(3)}${errors ? ` (${errors} errors)` : ""} |`,
    );
  }
}

async function benchSize(products, adminUrl, usePg) {
  const tmp = await mkdtemp(path.join(tmpdir(), "slice-bench-"));
  const dataDir = path.join(tmp, "data");
  const bodies = path.join(tmp, "bodies");
  await mkdir(bodies);
  let databaseUrl;
  let dbName;
  let server;
  let nginx;
  try {
    if (usePg) {
      dbName = `slice_bench_${process.pid}_${Date.now().toString(36)}`;
      await sql(adminUrl, `CREATE DATABASE "${dbName}"`);
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
      UPLOADS_DIR: path.join(tmp, "uploads"),
      SEED_DEMO: "0",
      OUTBOX_DISABLED: "1",
      ADMIN_PASSWORD: "bench-password-not-used",
      RATE_LIMIT_PUBLIC: "100000000",
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    log(
      `${fmt(products)} products on ${databaseUrl ? `PostgreSQL (${dbName}, created for this run)` : `PGlite (${dataDir})`}`,
    );
    await run(process.execPath, ["scripts/db.mjs", "migrate"], env);
    const t0 = performance.now();
    await seed({ databaseUrl, dataDir }, products);
    log(
      `inserted ${fmt(products)} products and ${fmt(SUBSCRIBERS)} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    server = track(spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] }));
    await waitForHealth(server);
    const blog = await (await fetch(`${BASE}/blog`)).text();
    const article = /href="\/blogs\/([^"?#]+)"/.exec(blog)?.[1] ?? "brown-bread";
    const paths = PATHS.map((p) => p.replace("{product}", "benchproduct0000000000003").replace("{article}", article));
    const pages = await capture(bodies, paths);
    const nginxPort = await freePort();
    nginx = await startNginx(bodies, pages, nginxPort);
    const search = await measureSearch();
    await measure(bodies, pages, nginxPort);
    return {
      pages,
      search,
      dbLabel: databaseUrl
        ? `PostgreSQL ${(await sql(databaseUrl, "SHOW server_version")).rows[0].server_version.split(" ")[0]}`
        : "PGlite",
    };
  } finally {
    await stop(nginx);
    await stop(server);
    if (dbName) await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((e) => console.error(e));
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * The admin lists at the sizes of `npm run seed:scale`: a fresh database seeded by that command (after
 * the demo content), the production server, a real login; then each list page (first and deep pages, searches,
 * filters) fetched one request at a time, ADMIN_ROUNDS times after a warm-up. Server time = time to the last byte
 * on loopback. Budgets: p50 <= 100 ms and <= 150 kB of HTML (uncompressed) per page.
 */
const ADMIN_LISTS = [
  "/inbox",
  "/inbox?page=100",
  "/inbox?q=customer1000%40example.com",
  "/inbox?kind=partner&status=unread",
  "/subscribers",
  "/subscribers?page=400",
  "/subscribers?q=reader12345",
  "/subscribers?status=pending&sort=email",
  "/products",
  "/products?page=40&sort=price",
  "/products?q=bulk%20cake%201999",
  "/products?view=rows&sort=title",
  "/offerings/pastries",
  "/outbox",
  "/outbox?status=failed",
  "/outbox?page=40",
  "",
];
const ADMIN_BUDGET = { p50: 100, bytes: 150 * 1024 };

async function benchAdminLists(adminUrl, usePg) {
  const tmp = await mkdtemp(path.join(tmpdir(), "slice-bench-admin-"));
  let dbName;
  let server;
  try {
    const env = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(tmp, "data"),
      UPLOADS_DIR: path.join(tmp, "uploads"),
      SEED_DEMO: "1",
      OUTBOX_DISABLED: "1",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "bench-admin-password",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      INSECURE_COOKIES: "1",
      LOG_FORMAT: "off",
      RATE_LIMIT_LOGIN: "1000",
    };
    delete env.DATABASE_URL;
    if (usePg) {
      dbName = `slice_bench_admin_${process.pid}_${Date.now().toString(36)}`;
      await sql(adminUrl, `CREATE DATABASE "${dbName}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
    log(`admin lists on ${usePg ? `PostgreSQL (${dbName})` : "PGlite"}: demo content, then npm run seed:scale`);
    await run(process.execPath, ["scripts/db.mjs", "seed"], env);
    await run(process.execPath, ["scripts/db.mjs", "seed-scale"], env);
    if (env.DATABASE_URL) await sql(env.DATABASE_URL, "VACUUM ANALYZE");
    server = track(spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] }));
    await waitForHealth(server);
    const prefix = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";
    const origin = { Origin: BASE };
    const login = await fetch(`${BASE}${prefix}/login`, {
      method: "POST",
      headers: { ...origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=owner&password=bench-admin-password",
      redirect: "manual",
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (login.status !== 303 || !cookie) throw new Error(`admin login failed: HTTP ${login.status}`);
    const rounds = positive("admin-rounds", 20);
    const rows = [];
    for (const list of ADMIN_LISTS) {
      const url = `${BASE}${prefix}${list}`;
      const get = async () => {
        const t0 = performance.now();
        const response = await fetch(url, { headers: { cookie, "Accept-Encoding": "identity" } });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${prefix}${list}: HTTP ${response.status}`);
        return { ms: performance.now() - t0, bytes: body.byteLength };
      };
      for (let i = 0; i < 3; i += 1) await get();
      const samples = [];
      for (let i = 0; i < rounds; i += 1) samples.push(await get());
      const times = samples.map((x) => x.ms).sort((a, b) => a - b);
      rows.push({
        list: list || "/ (dashboard)",
        p50: times[Math.floor(times.length / 2)],
        p95: times[Math.ceil(times.length * 0.95) - 1],
        bytes: samples[0].bytes,
      });
    }
    return { rows, dbLabel: usePg ? "PostgreSQL" : "PGlite" };
  } finally {
    await stop(server);
    if (dbName) await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((e) => console.error(e));
    await rm(tmp, { recursive: true, force: true });
  }
}

function printAdminLists({ rows, dbLabel }) {
  console.log(`
### Admin lists at seed:scale sizes (${dbLabel}): 2,000 products, 20,000 subscribers, 5,200 messages, 2,000 e-mails
`);
  console.log(`Budgets: p50 <= ${ADMIN_BUDGET.p50} ms, HTML <= ${kb(ADMIN_BUDGET.bytes)} (uncompressed).
`);
  console.log("| admin page | HTML | p50 | p95 | within budget |");
  console.log("|---|---:|---:|---:|---|");
  for (const r of rows) {
    const ok = r.p50 <= ADMIN_BUDGET.p50 && r.bytes <= ADMIN_BUDGET.bytes;
    console.log(
      `| ${r.list} | ${kb(r.bytes)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p95, 1)} ms | ${ok ? "yes" : "**no**"} |`,
    );
  }
}

async function main() {
  await ensureTools();
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    log("no build found: npm run build");
    await run("npm", ["run", "build"]);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const usePg = (args.db ?? "pg") === "pg";
  if (args["admin-lists"] === "only") {
    printAdminLists(await benchAdminLists(adminUrl, usePg));
    return;
  }
  const results = [];
  for (const products of SIZES) results.push({ products, ...(await benchSize(products, adminUrl, usePg)) });
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(`\n## Benchmark, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(
    `Machine: ${cpu}, ${os.cpus().length} cores, ${fmt(os.totalmem() / 1024 ** 3, 1)} GB, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; Node ${process.version}.`,
  );
  console.log(
    `wrk ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} s x ${ROUNDS} round(s) after a ${WARMUP} s warm-up, app and nginx alternately; nginx serves the same bytes and headers. ratio = app req/s / nginx req/s.`,
  );
  for (const r of results) {
    printTable(r.products, r.dbLabel, r.pages);
    printSearch(r.search);
  }
  if (args["admin-lists"] !== "0") printAdminLists(await benchAdminLists(adminUrl, usePg));
}

main().catch((error) => {
  console.error("[bench]", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
