// The HTTP server: Express 5 around React Router's request handler. Built as the SSR entry (vite.config.ts);
// server.js loads it from build/server in production and through Vite in development.
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ensureAdminCredential } from "../auth/admin-auth.server";
import { startContentVersion } from "../platform/content-version.server";
import { closeDatabase, database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { compressText } from "../http/compression.server";
import { createLoadContext } from "../http/context.server";
import { frontDoor, frontDoorServer } from "../http/front-door.server";
import { buildFileHeaders, STATIC_SECURITY_HEADERS, strictTransportSecurity } from "../http/headers.server";
import { answerPageRan, countRequest } from "../insights/counting.server";
import { logRequest, requestLog } from "../http/request-log.server";
import { checkRequestTarget } from "../http/request-target.server";
import { serveFromCache } from "../http/response-cache.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./jobs.server";
import { warmSearchIndex } from "../models/products.server";
import { seedDemoContent } from "../seed/seed.server";
import { removeStagedUploads } from "../storage/uploads.server";

type StartOptions = {
  vite?: ViteDevServer;
  clientDir?: string;
  /** The production build, loaded once by start(): see createApp. */
  serverBuild?: ServerBuild;
};

export function createApp({ vite, clientDir, serverBuild }: StartOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog({ format: env.LOG_FORMAT }));

  // The security headers every answer carries. A route may give one of them its own value (the click-out's
  // Referrer-Policy: no-referrer): React Router's adapter adds a route's headers with res.append, which would
  // send both values, so for these names the route's value replaces the default instead.
  const securityHeaderNames = new Set(Object.keys(STATIC_SECURITY_HEADERS).map((name) => name.toLowerCase()));
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    const append = res.append.bind(res);
    res.append = (name: string, value?: string | string[]) =>
      securityHeaderNames.has(name.toLowerCase()) && value !== undefined
        ? res.setHeader(name, value)
        : append(name, value);
    next();
  });
  app.use(strictTransportSecurity({ publicUrl: env.PUBLIC_URL, trustProxy: env.TRUST_PROXY }));
  app.use(frontDoor(() => build())); // methods, body limits, early answers (front-door.server.ts)
  app.use(compressText());

  if (vite) {
    app.use(vite.middlewares);
  } else if (clientDir) {
    // The build's route manifest lists every route path, admin ones included: never serve it.
    app.use((req, res, next) => {
      if (/^\/assets\/manifest-[^/]*\.js$/.test(req.path)) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      next();
    });
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: buildFileHeaders,
      }),
    );
    // The build's other public files (favicon, manifest, images/): a request is looked for on disk only when its
    // first path segment is one of them, so pages and /api answers cost no file system lookup.
    const publicEntries = new Set(
      existsSync(clientDir) ? readdirSync(clientDir).filter((name) => name !== "assets") : [],
    );
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      publicEntries.has(req.path.split("/", 2)[1] ?? "") ? publicFiles(req, res, next) : next(),
    );
  }

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

  app.use(
    createRequestHandler({
      // In production the build object itself: given a function, React Router derives its route table (flattening
      // and ranking every route, about 1 ms) on every request, since a function may return a new build (Vite).
      build: serverBuild ?? build,
      mode: vite ? "development" : "production",
      getLoadContext: (req) => createLoadContext(req.ip ?? req.socket.remoteAddress ?? "unknown"),
    }),
  );
  return app;
}

/** Migrates, seeds when empty, starts the background jobs, then listens. Resolves with a stop() function. */
export async function start(options: StartOptions = {}): Promise<{ server: Server; stop: () => Promise<void> }> {
  const started = Date.now();
  const handle = await database();
  const { prisma } = handle;
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
    console.warn(
      "PUBLIC_URL is not set: absolute links use each request's Host header and broadcasts are refused. Set PUBLIC_URL in production.",
    );
  }
  await ensureAdminCredential();
  if (env.SEED_DEMO) {
    const result = await seedDemoContent(prisma);
    if (result.seeded) console.log("Seeded demo content (offerings, products, banners).");
  }
  await startBackgroundJobs(prisma);
  if (env.NODE_ENV === "production" && !env.RESEND_API_KEY) {
    console.warn("RESEND_API_KEY is unset: e-mails, verification codes included, are printed to this log, not sent.");
  }

  const stopContentVersion = await startContentVersion(handle);
  warmSearchIndex();

  const serverBuild = options.vite ? undefined : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createApp({ ...options, serverBuild });
  const hsts = strictTransportSecurity({ publicUrl: env.PUBLIC_URL, trustProxy: env.TRUST_PROXY });
  // Cache hits are answered before Express runs (app/server/http/response-cache.server.ts); they are logged and
  // get HSTS like every other answer (the app's own requestLog then skips the request), and are counted for the
  // owner's insights like every other answer.
  // Node's own 400 for an HTTP/1.1 request without Host is turned off (requireHostHeader): checkRequestTarget
  // answers it, with the same answer as a malformed Host and a line in the request log.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    logRequest(req, res, env.LOG_FORMAT); // request id in and out, one log line when the answer ends
    hsts(req, res);
    // Host and request target (absolute-form, malformed Host, trailing slash): before the cache or anything builds
    // a URL from them (app/server/http/request-target.server.ts).
    if (checkRequestTarget(req, res, env.TRUST_PROXY).kind === "answered") return;
    if (answerPageRan(req, res)) return; // owner insights: a public page's "I ran" beacon, answered at once
    countRequest(req, res); // owner insights: counted here, so cached answers count too (no I/O on this path)
    if (!serveFromCache(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  server.keepAliveTimeout = 65_000;
  frontDoorServer(server);
  console.log(`Slice Bakery is serving http://localhost:${env.PORT} (ready in ${Date.now() - started} ms)`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 3_000);
      await closed;
      clearTimeout(force);
      // Uploads cut off by the closed connections: their temporary files would outlive the process.
      await removeStagedUploads();
      await stopBackgroundJobs();
      await stopContentVersion();
      await closeDatabase();
    })());
  return { server, stop };
}
