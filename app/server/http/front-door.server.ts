// The front door: what every request goes through before React Router sees it, so that
// no method, body size or body shape a client sends can cost memory or end in a 500.
//
// 1. Methods. Each path answers the methods its route supports: GET and HEAD everywhere; POST where the route
//    React Router would call for it has an action; the /api routes' own list (apiRoute); OPTIONS. Any other
//    method (TRACE, CONNECT, PATCH, PROPFIND, POST to a page without an action, ...) is a 405 with Allow,
//    logged as the request's one line (the request log). (Node's fetch cannot even build a TRACE or CONNECT Request: they used to be 500s.)
// 2. Body limits, per route kind: 64 kB (small forms, JSON, admin forms without files, anything but an
//    upload), or for the multipart bodies of a route whose module's `handle` declares an upload, the upload
//    limit (MAX_IMAGE_MB x 12 files, or MAX_VIDEO_MB, plus 1 MB of fields). A Content-Length over the limit is a 413 before a byte is read; a
//    body without one (chunked) is counted as it arrives and cut at the limit: 413, connection closed.
// 3. Early answers. Whatever answers before the body has been read (401, 403, 405, 413, 415, 429, a redirect)
//    either drains the rest (when it is known to be small) so the connection stays usable, or sends
//    `Connection: close` so that the client does not wait on a connection left out of step.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle } from "#app/lib/route-facts";
import { imageFormBytes, videoFormBytes } from "../storage/uploads.server";
import { BODY_TOO_LARGE, mediaTypeOf, SMALL_BODY_BYTES } from "../platform/body.server";

/** An early answer drains at most this much of the unread body and keeps the connection; more closes it. */
export const DRAIN_BYTES = 256 * 1024;

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
type Target = { route: BuildRoute; allow: string[] };

/** A loader or action that carries its route's method list (apiRoute sets it). */
type WithAllow = { allowedMethods?: readonly string[] };

const trees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const make = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: make(r.id) },
    );
  tree = make(undefined);
  trees.set(build, tree);
  return tree;
}

/** The path React Router routes: single fetch's `/x.data` is `/x`, `/_root.data` is `/`. */
function routedPath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -5) || "/" : pathname;
}

/**
 * The route React Router would call for a non-GET request to `url` (as its getTargetMatch does: the index
 * route with a bare `?index`, else the deepest match that contributes to the path) and the methods it takes.
 */
export function targetRoute(build: ServerBuild, url: URL): Target | null {
  const matches = matchRoutes(routeTree(build), routedPath(url.pathname));
  if (!matches || matches.length === 0) return null;
  const last = matches[matches.length - 1]!;
  const wantsIndex = url.searchParams.getAll("index").some((v) => v === "");
  const contributing = matches.filter((m, i) => i === 0 || (m.route.path ?? "").length > 0);
  const match = last.route.index && wantsIndex ? last : contributing[contributing.length - 1]!;
  const route = build.routes[match.route.id!];
  if (!route) return null;
  return { route, allow: allowedMethods(route) };
}

function allowedMethods(route: BuildRoute): string[] {
  const module = route.module as { default?: unknown; loader?: WithAllow; action?: WithAllow };
  const declared = module.loader?.allowedMethods ?? module.action?.allowedMethods;
  if (declared) return [...declared];
  const page = module.default !== undefined;
  return [...(page || module.loader ? ["GET", "HEAD"] : []), ...(module.action ? ["POST"] : []), "OPTIONS"];
}

/** The upload limit a route declares in its module's `handle`, if its action takes files. */
export function uploadKind(route: BuildRoute | undefined): RouteHandle["upload"] {
  return (route?.module.handle as RouteHandle | undefined)?.upload;
}

/** The largest body `route` accepts for this request's content type. */
export function bodyLimit(route: BuildRoute | undefined, contentType: string | undefined): number {
  const kind = uploadKind(route);
  // The same exact match as the readers': a look-alike type (multipart/form-data-x) is a small body, then a 415.
  if (!kind || mediaTypeOf(contentType) !== "multipart/form-data") return SMALL_BODY_BYTES;
  return kind === "video" ? videoFormBytes() : imageFormBytes();
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

function refuse(req: IncomingMessage, res: ServerResponse, status: 405 | 413, allow?: string[]) {
  const path = safeUrl(req.url).pathname;
  const message = status === 405 ? "Method not allowed." : BODY_TOO_LARGE;
  // Not logged here: the request log writes the request's one line (a 4xx is a warn line there).
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  if (allow) res.setHeader("Allow", allow.join(", "));
  res.setHeader("Cache-Control", "no-store");
  if (isApi(path)) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ message }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(status === 405 ? "Method not allowed.\n" : "The form is too large.\n");
  }
}

function safeUrl(raw: string | undefined): URL {
  try {
    return new URL(raw ?? "/", "http://front.door");
  } catch {
    return new URL("http://front.door/");
  }
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  if (header === undefined) return null;
  const n = Number(header);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (declaredLength(req) ?? 0) > 0;

/**
 * Counts the body as Node's HTTP parser hands it to the request stream (IncomingMessage#push, which the
 * parser calls for every body chunk and once with null at the end). Past `limit` nothing more is handed on:
 * the 413 is sent and the connection closed. `discard()` drops the rest of the body without buffering it.
 */
function meter(req: IncomingMessage, limit: number, onOverflow: () => void) {
  let received = 0;
  let dropping = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) return push(null);
    if (dropping) return true;
    received += (chunk as Buffer).length;
    if (received > limit) {
      dropping = true;
      onOverflow();
      return true;
    }
    return push(chunk, encoding);
  };
  return {
    received: () => received,
    discard: () => {
      dropping = true;
    },
  };
}

/** Runs `fn` just before the status line and headers are written (as the on-headers package does). */
function beforeHeaders(res: ServerResponse, fn: () => void) {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!done) {
      done = true;
      // writeHead(status, headers) sets its headers after this runs: apply them first so fn sees them all.
      fn();
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * The middleware. `build` gives React Router's server build (the same one the request handler uses), for the
 * route table: which route a request reaches, its methods, its body limit.
 */
export function frontDoor(build: () => Promise<ServerBuild>): RequestHandler {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const method = (req.method ?? "GET").toUpperCase();
      const url = safeUrl(req.originalUrl);
      let target: Target | null = null;
      if (method !== "GET" && method !== "HEAD") {
        target = targetRoute(await build(), url);
        const allow = target?.allow ?? ["GET", "HEAD", "OPTIONS"];
        if (!allow.includes(method)) {
          closeIfUnread(req, res);
          refuse(req, res, 405, allow);
          return;
        }
        // OPTIONS on a page: the methods it takes. The /api routes answer it themselves (CORS preflight).
        if (method === "OPTIONS" && !isApi(url.pathname)) {
          closeIfUnread(req, res);
          res.status(204).setHeader("Allow", allow.join(", "));
          res.end();
          return;
        }
      }
      if (!hasBody(req)) {
        next();
        return;
      }
      // Expect: 100-continue: the client sends the body only once the checks above and the limit below pass.
      const continueWanted = /\b100-continue\b/i.test(req.headers.expect ?? "");
      const limit = bodyLimit(target?.route, req.headers["content-type"]);
      const length = declaredLength(req);
      if (length !== null && length > limit) {
        closeIfUnread(req, res);
        refuse(req, res, 413);
        return;
      }
      const metered = meter(req, limit, () => {
        closeIfUnread(req, res);
        refuse(req, res, 413);
        // Whoever reads the body (React Router's request stream) learns now that it will not continue, as an
        // error (never as an end, which would read as a complete, truncated body). The socket itself stays
        // up until the 413 is read (lingerOnClose).
        if (req.listenerCount("error") > 0) req.emit("error", new Error("Request body over the limit"));
      });
      // An answer written before the body is read: drain a small rest, else close the connection.
      beforeHeaders(res, () => {
        if (req.complete) return;
        const rest = length === null ? Infinity : length - metered.received();
        if (rest > DRAIN_BYTES) {
          res.setHeader("Connection", "close");
          lingerOnClose(req.socket);
          metered.discard();
        } else {
          res.once("finish", () => {
            metered.discard();
            req.resume();
          });
        }
      });
      if (continueWanted) res.writeContinue();
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** For answers written before the body is read: close the connection unless the body is already complete. */
function closeIfUnread(req: IncomingMessage, res: ServerResponse) {
  if (req.complete || !hasBody(req) || res.headersSent) return;
  res.setHeader("Connection", "close");
  lingerOnClose(req.socket);
}

/** How long a closing connection keeps reading (and dropping) what the client still sends. */
export const LINGER_MS = 2_000;

/**
 * Node closes a `Connection: close` socket as soon as the answer is written (socket.destroySoon). With body
 * bytes still arriving, that close is a TCP reset, and a reset can make the client drop the answer it has
 * not read yet (it sees ECONNRESET instead of the 413). So, like a web server's lingering close: send the
 * answer and FIN, keep reading and dropping what still arrives until the client closes its side (it stops
 * sending once it sees the answer), for at most LINGER_MS, then close.
 */
function lingerOnClose(socket: Socket) {
  if ((socket as Socket & { lingering?: boolean }).lingering) return;
  (socket as Socket & { lingering?: boolean }).lingering = true;
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.on("data", () => {});
    this.resume();
  };
}

/**
 * The server-level half of the front door. CONNECT requests never reach Express (Node emits 'connect' and,
 * with no listener, drops the connection): they are answered 405 here. And Node answers `Expect:
 * 100-continue` itself before any check unless 'checkContinue' is handled: it is, so that the middleware
 * sends the 100 only to a request it lets through (a refused client never sends its body).
 */
export function frontDoorServer(server: Server) {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => server.emit("request", req, res));
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    console.warn(`[http] 405 CONNECT ${String(req.url).slice(0, 200)}`);
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, OPTIONS\r\nContent-Type: text/plain; charset=utf-8\r\n" +
        "Content-Length: 20\r\nConnection: close\r\n\r\nMethod not allowed.\n",
    );
  });
  // A method Node's parser does not know at all (FOO, BREW...) fails parsing before any request exists: a 405 too,
  // with the Allow every path has. Every other parse error keeps Node's own answer (the same as its default handler).
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
      if (error.code === "HPE_INVALID_METHOD") console.warn("[http] 405 unknown method");
      socket.write(CLIENT_ERROR_ANSWERS[error.code ?? ""] ?? "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    }
    socket.destroy(error);
  });
}

const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_INVALID_METHOD:
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, OPTIONS\r\nContent-Type: text/plain; charset=utf-8\r\n" +
    "Content-Length: 20\r\nConnection: close\r\n\r\nMethod not allowed.\n",
  HPE_HEADER_OVERFLOW: "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n",
  ERR_HTTP_REQUEST_TIMEOUT: "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n",
};
