// The one request pipeline: every step a request goes through, in order, each once. The Node server
// (express.server.ts) hands every request to `createPipeline`'s handler; nothing else answers a request.
//
// Three stages, declared here outermost first:
// 1. plain Node steps that need no routing (log, headers, the request target, insights, cache hits): they run
//    for every request and must be cheap, since a cache hit is answered at the end of them;
// 2. Express, for what needs its request and response helpers (front door, compression, static files, React
//    Router's adapter);
// 3. React Router's root middleware (`routerMiddleware`, exported by app/root.tsx), which sees every route's
//    finished Response (the cache stores it there).
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler } from "@react-router/express";
import type { MiddlewareFunction, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { env } from "../platform/env.server";
import { compressText } from "../http/compression.server";
import { createLoadContext } from "../http/context.server";
import { databaseUnavailableMiddleware } from "../http/db-unavailable.server";
import { frontDoor } from "../http/front-door.server";
import { buildFileHeaders, setSecurityHeaders, strictTransportSecurity } from "../http/headers.server";
import { apiErrorRequestId, logRequest } from "../http/request-log.server";
import { checkRequestTarget } from "../http/request-target.server";
import { responseCacheMiddleware, serveFromCache } from "../http/response-cache.server";
import { secureCookiesMiddleware } from "../http/secure-cookies.server";
import { expressShapedClasses, type SiteResponse } from "../platform/site-response.server";
import {
  answerPageRan,
  COUNTING_FIELDS,
  countingSlotOf,
  countWhenFinished,
  openCount,
} from "../insights/counting.server";

export type PipelineOptions = {
  vite?: ViteDevServer;
  clientDir?: string;
  /** The production build, loaded once by start(): see the React Router step. */
  serverBuild?: ServerBuild;
};

export type Pipeline = {
  /** The handler for Node's HTTP server: stage 1 in order, then Express (stage 2) for what is not answered yet. */
  handler: (req: IncomingMessage, res: SiteResponse) => void;
  /** The classes Node's HTTP server makes each request and response from (site-response.server.ts). */
  classes: ReturnType<typeof expressShapedClasses>;
};

export function createPipeline(options: PipelineOptions): Pipeline {
  const app = createApp(options);
  // Every request is made with the counting slot in place: a cache hit then adds no property to its request.
  const classes = expressShapedClasses(app, COUNTING_FIELDS);
  // Settings read once per server, as the Express app reads its own: each read through env costs more than a step.
  const { LOG_FORMAT: logFormat, TRUST_PROXY: trustProxy } = env;
  const hsts = strictTransportSecurity({ publicUrl: env.PUBLIC_URL, trustProxy });
  const handler: Pipeline["handler"] = (req, res) => {
    // Request id in and out, one log line when the answer ends. First, so that every answer below, early
    // refusals and cache hits included, is logged and carries the id (the 400s put it in their body).
    logRequest(req, res, logFormat);
    // HSTS and the security headers, before any step can answer: every answer carries them, whoever writes it
    // (they go out with the status line, platform/site-response.server.ts). A route's own value for one of them
    // (Referrer-Policy on the click-out) is sent instead of the default.
    hsts(req, res);
    setSecurityHeaders(res);
    // Host and request target (absolute-form, malformed Host, trailing slash): before the cache or anything
    // else builds a URL from them. Node's own 400 for a missing Host is off (express.server.ts) so it is
    // answered here, logged like the others.
    if (checkRequestTarget(req, res, trustProxy).kind === "answered") return;
    // A public page's "I ran" beacon: answered at once, nothing more to do for it.
    if (answerPageRan(req, res)) return;
    // Owner insights: what this request would count, and its counting slot that the search loader and the response
    // cache fill in (no I/O on this path). A cache hit counts as it writes; any other answer when it is finished.
    openCount(req);
    // A stored shareable answer of the current content version: written now, before Express does any work (or
    // once the version is confirmed, when the database was slow to answer the last poll).
    if (serveFromCache(req, res, handOn)) return;
    handOn(req, res);
  };
  /** Everything that is not a cache hit: Express renders it; the insights count it once it is finished. */
  const handOn = (req: IncomingMessage, res: SiteResponse) => {
    countWhenFinished(req, res);
    app(req, res);
  };
  return { handler, classes };
}

/** Stage 2: Express, in order. */
function createApp({ vite, clientDir, serverBuild }: PipelineOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // req.ip (the load context's client IP) and req.secure follow X-Forwarded-* only as far as TRUST_PROXY says.
  app.set("trust proxy", env.TRUST_PROXY);

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

  // Methods and body limits per route, answered before a body is read (405 with Allow, 413): first in Express,
  // so no later step reads a body it would refuse.
  app.use(frontDoor(() => build()));
  // Compression of what React Router renders afresh (cache hits are stored compressed already): before every step
  // that writes a body.
  app.use(compressText());

  if (vite) {
    // Development: Vite serves the client modules and their updates.
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
    // Content-hashed build files: cached for a year, without the headers only a document needs. Scripts and style
    // sheets go out as the brotli or gzip copies the build made (scripts/post-build.mjs), so the compressor above
    // leaves them alone.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          index: false,
          fallthrough: true,
          etag: false,
          lastModified: false,
          acceptRanges: false,
          setHeaders: buildFileHeaders,
        },
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

  // Last: React Router renders the page, .data request or resource route (its root middleware is stage 3). The
  // load context carries the client IP and the counting slot the insights step opened for this raw request.
  app.use(
    createRequestHandler({
      // In production the build object itself: given a function, React Router derives its route table (flattening
      // and ranking every route, about 1 ms) on every request, since a function may return a new build (Vite).
      build: serverBuild ?? build,
      mode: vite ? "development" : "production",
      getLoadContext: (req) => createLoadContext(req.ip ?? req.socket.remoteAddress ?? "unknown", countingSlotOf(req)),
    }),
  );
  return app;
}

/**
 * Stage 3: React Router's root middleware (app/root.tsx exports this list), outermost first.
 * - Secure on the answer's cookies when the request is https or PUBLIC_URL is (secure-cookies.server.ts): outermost,
 *   so that it sees every cookie any step inside sets.
 * - The response cache: stores what the steps inside it finished (so a stored /api error already names its
 *   request id and is refused as private), answers 304s, and lets one render per page run at a time.
 * - The request id in every JSON error under /api: inside the cache, outside the 503, so the 503 carries it too.
 * - Innermost: the database away for a moment turns the request's 5xx into a 503 with Retry-After.
 */
export const routerMiddleware: MiddlewareFunction<Response>[] = [
  secureCookiesMiddleware,
  responseCacheMiddleware,
  apiErrorRequestId,
  databaseUnavailableMiddleware,
];
