// The rendered-response cache (README: Response cache). Public GETs that carry no per-visitor state are
// rendered once per content version and kept in memory with their bytes (identity, then br and gzip from the first hit):
// - storing happens inside React Router (`responseCacheMiddleware`, the root route's middleware), which sees
//   the finished Response of every page, .data request and resource route;
// - hits are answered by `serveFromCache` before Express and React Router do any work (main/pipeline.server.ts).
// An entry is served only while the content version it was rendered under is the current one
// (content-version.server.ts), so a write is visible in every process within a second. A page that shows the order
// calendar (the order form) says so while it renders (`showsOrderCalendar`): its entry is kept for the content
// version, the calendar version and the bakery's day together, so an order, a status change or a settings change
// renders it anew without emptying the other pages, and so does midnight.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import vary from "vary";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { bakeryToday } from "#app/lib/orders";
import { countAnswer, countingContext, countingSlotOf, type CountingSlot } from "../insights/counting.server";
import { SESSION_COOKIE } from "../auth/session.server";
import { calendarVersion, contentVersion, nextConfirmation, onContentChange } from "../platform/content-version.server";
import { env, onEnvReread } from "../platform/env.server";
import { contentEtag, etagMatches } from "./api-route.server";
import { surrogateKeyOf } from "./cdn-purge.server";
import { codedEtag, preferredEncoding, type Encoding } from "./compression.server";
import { FLASH_COOKIE } from "./flash.server";
import { PUBLIC_CACHE_CONTROL } from "./headers.server";
import { pathAndQueryOf } from "./request-target.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a render read that writes can change: the content, or the content and the order calendar. */
type Scope = "content" | "calendar";

/**
 * The version an entry of `scope` is valid for, now; null when it is not known for sure. The calendar's includes
 * the bakery's day: the form offers days counted from today, so a page rendered yesterday is never today's.
 */
function versionOf(scope: Scope): string | null {
  const content = contentVersion();
  if (scope === "content" || content === null) return content;
  const calendar = calendarVersion();
  return calendar === null ? null : `${content}/${calendar}/${bakeryToday()}`;
}

/** The render's scope, set by the middleware for each request it may store (null for any other request). */
const scopeContext = createContext<{ scope: Scope } | null>(null);

/**
 * For a loader whose answer shows the order calendar: its page is kept per calendar version and bakery day, not
 * only per content version. Without it the form would be kept until the next content write, whatever the orders.
 */
export function showsOrderCalendar(context: Readonly<RouterContextProvider>): void {
  const render = context.get(scopeContext);
  if (render) render.scope = "calendar";
}

type Entry = {
  key: string;
  scope: Scope;
  version: string;
  status: number;
  /** Flat [name, value, ...] list without the body-specific headers (length, encoding). */
  headers: string[];
  etag: string;
  /** What the render told the insights counter (a search's result count): a hit and a 304 tell it the same. */
  searchResults: number | null;
  identity: Buffer;
  // The fields below are filled in by later hits. Every entry is made with all of them (`store`), so that all
  // entries share one hidden class and a hit's property reads stay on V8's fast path.
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** The brotli and gzip variants being made (on the entry's first hit that accepts them). */
  compressing: Promise<void> | undefined;
  /** What `send` writes for each coding (`sendHeaders`). */
  sendHeaders: Partial<Record<Encoding, string[]>> | undefined;
  /** What a 304 writes for each coding. */
  notModifiedHeaders: Partial<Record<Encoding, string[]>> | undefined;
};

// Cookies whose presence changes a page: the admin session and a flash message (with typed form values).
const PERSONAL_COOKIES = [`${SESSION_COOKIE}=`, `${FLASH_COOKIE}=`];

type HeaderSource = (name: string) => string | null | undefined;

/** True when nothing in the request makes the answer personal (or partial). */
function shareableRequest(header: HeaderSource): boolean {
  if (header("authorization") || header("range")) return false;
  const cookie = header("cookie");
  return !cookie || !PERSONAL_COOKIES.some((name) => cookie.includes(name));
}

/**
 * Everything that changes the bytes, besides the content version and the encoding: the URL's path and query
 * (React Router's .data and _routes included), the Origin (CORS headers of /api reads), and, when PUBLIC_URL is
 * unset, the host and scheme the request names, which absolute URLs are then built from (so a forged Host only
 * ever reaches the request that forged it).
 */
function cacheKey(pathAndQuery: string, header: HeaderSource): string {
  const origin = header("origin") ?? "";
  if (responseCache().publicUrl) return `${pathAndQuery}\n${origin}`;
  return `${pathAndQuery}\n${origin}\n${header("host") ?? ""}\n${header("x-forwarded-host") ?? ""}\n${header("x-forwarded-proto") ?? ""}`;
}

function fromNode(headers: IncomingHttpHeaders): HeaderSource {
  return (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

function entrySize(entry: Entry): number {
  // The compressed variants count once they exist (storing again then recomputes the size).
  const compressed = (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  return entry.identity.length + compressed + 1024 + entry.headers.reduce((n, h) => n + h.length, 0);
}

// Made at first use, from RESPONSE_CACHE_MB and PUBLIC_URL as they are then (the environment is read when first
// used; kept here, since reading a setting through env costs more than the rest of a cache key).
let made: { maxBytes: number; cache: LRUCache<string, Entry> | null; publicUrl: boolean } | undefined;
function responseCache() {
  if (!made) {
    const maxBytes = Math.floor(env.RESPONSE_CACHE_MB * 1024 * 1024);
    const cache =
      maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: maxBytes,
            maxEntrySize: Math.max(1, Math.floor(maxBytes / 2)),
            sizeCalculation: entrySize,
          })
        : null;
    made = { maxBytes, cache, publicUrl: Boolean(env.PUBLIC_URL) };
  }
  return made;
}
onContentChange(() => made?.cache?.clear());
onEnvReread(() => (made = undefined));

/** Figures for tests and diagnostics. */
export function responseCacheStats() {
  const { cache, maxBytes } = responseCache();
  return { entries: cache?.size ?? 0, bytes: cache?.calculatedSize ?? 0, maxBytes };
}

/**
 * Answers a GET/HEAD from memory when a current entry exists; false hands the request on (to Express).
 * Runs before Express: a hit costs a map lookup and one write (the first compressed one waits for the compression).
 *
 * With `miss`, a request whose entry exists while the version is not confirmed lately (PostgreSQL slow to answer the
 * follower's poll) waits for that poll instead of being rendered: true is returned, and the request is answered from
 * memory once the version is confirmed unchanged, or else handed to `miss`.
 */
export function serveFromCache<Res extends ServerResponse>(
  req: IncomingMessage,
  res: Res,
  miss?: (req: IncomingMessage, res: Res) => void,
): boolean {
  const { cache } = responseCache();
  if (!cache || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const header = fromNode(req.headers);
  if (!shareableRequest(header)) return false;
  const path = pathAndQueryOf(req.url ?? "/");
  if (path === null) return false;
  const entry = cache.get(cacheKey(path, header));
  if (!entry) return false;
  const version = contentVersion();
  if (version === null) return miss !== undefined && serveOnceConfirmed(req, res, miss);
  if (entry.version !== (entry.scope === "content" ? version : versionOf(entry.scope))) return false;
  tellCounter(countingSlotOf(req), entry.searchResults);

  // The coding first: a tag names one coding's bytes, and a 304 says the client holds this request's coding.
  const wanted = preferredEncoding(header("accept-encoding") ?? undefined);
  if (etagMatches(header("if-none-match") ?? null, codedEtag(entry.etag, wanted))) {
    entry.notModifiedHeaders ??= {};
    res.writeHead(304, (entry.notModifiedHeaders[wanted] ??= notModifiedHeaders(entry.headers, wanted)));
    res.end();
    countAnswer(req, res);
    return true;
  }
  if (wanted === "identity" || entry[wanted]) {
    send(req, res, entry, wanted);
  } else {
    // The first hit that accepts compression makes the variants (once per entry; a miss was compressed on the
    // fly, and a URL asked for once, such as most searches, never costs more).
    compressEntry(entry).then(
      () => send(req, res, entry, entry[wanted] ? wanted : "identity"),
      () => send(req, res, entry, "identity"),
    );
  }
  return true;
}

/** Asks for the version to be confirmed, then answers from memory if it can (without waiting again), else `miss`. */
function serveOnceConfirmed<Res extends ServerResponse>(
  req: IncomingMessage,
  res: Res,
  miss: (req: IncomingMessage, res: Res) => void,
): boolean {
  const confirmed = nextConfirmation();
  if (!confirmed) return false;
  void confirmed.then(() => {
    if (!serveFromCache(req, res)) miss(req, res);
  });
  return true;
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, encoding: Encoding) {
  const body = encoding === "identity" ? entry.identity : entry[encoding]!;
  res.writeHead(entry.status, sendHeaders(entry, encoding, body));
  res.end(req.method === "HEAD" ? undefined : body);
  // The insights count of this answer: known now, so no listener waits for the answer to finish.
  countAnswer(req, res);
}

/**
 * The entry's headers with the body's length and coding, made once per entry and coding: writeHead is handed the
 * same list on every hit (the response adds the request id and security headers, platform/site-response.server.ts).
 */
function sendHeaders(entry: Entry, encoding: Encoding, body: Buffer): string[] {
  entry.sendHeaders ??= {};
  let headers = entry.sendHeaders[encoding];
  if (!headers) {
    headers = [...withCodedEtag(entry.headers, encoding), "Content-Length", String(body.length)];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    entry.sendHeaders[encoding] = headers;
  }
  return headers;
}

/** Makes the entry's brotli and gzip variants in the thread pool, once; storing it again updates its size. */
function compressEntry(entry: Entry): Promise<void> {
  entry.compressing ??= (async () => {
    const { identity } = entry;
    const brQuality = identity.length <= 256 * 1024 ? 11 : 5;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: brQuality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    entry.br = br;
    entry.gzip = gz;
    const { cache } = responseCache();
    if (cache && cache.peek(entry.key) === entry) cache.set(entry.key, entry); // the exact size now
  })();
  return entry.compressing;
}

/** A flat [name, value, ...] list whose ETag names the bytes of `encoding` (`codedEtag`). */
function withCodedEtag(headers: string[], encoding: Encoding): string[] {
  if (encoding === "identity") return headers;
  return headers.map((value, i) =>
    i % 2 === 1 && headers[i - 1]!.toLowerCase() === "etag" ? codedEtag(value, encoding) : value,
  );
}

/**
 * What a 304 repeats of the 200 (RFC 9110 15.4.5), from a flat [name, value, ...] list, with the tag of the coding
 * the 200 would have had. The surrogate key too: a CDN freshening its copy with this 304 keeps the key it purges by.
 */
function notModifiedHeaders(headers: string[], encoding: Encoding): string[] {
  const keep = new Set(["etag", "cache-control", "vary", "content-security-policy", "surrogate-key"]);
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (keep.has(headers[i]!.toLowerCase())) out.push(headers[i]!, headers[i + 1]!);
  }
  return withCodedEtag(out, encoding);
}

/**
 * A response may be shared when it is a 200 (or a 404 page) with no cookie and nothing marking it personal. It
 * may vary by Accept-Encoding and Origin (both in the key) and by Cookie (a form page, flash.server.ts): the
 * cookies that change a page never reach the cache (shareableRequest), and no other cookie changes a byte.
 */
function shareableResponse(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  const headers = response.headers;
  if (headers.has("set-cookie") || !headers.has("content-type") || headers.has("content-encoding")) return false;
  if (/private|no-store|no-cache/i.test(headers.get("cache-control") ?? "")) return false;
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((v) => v === "accept-encoding" || v === "origin" || v === "cookie");
}

/** A finished shareable render: what is stored, and what a request waiting on the same render is answered with. */
type Rendered = {
  status: number;
  headers: Headers;
  etag: string;
  identity: Buffer<ArrayBuffer>;
  searchResults: number | null;
};

/** Hands a stored render's search result count to this request's counting slot (when it has one). */
function tellCounter(slot: CountingSlot | null | undefined, searchResults: number | null) {
  if (slot && searchResults !== null) slot.searchResults = searchResults;
}

/**
 * Renders in progress, by content version and key. A spike right after a write (every write empties the cache)
 * or on a page too large to keep would otherwise start one render per waiting request: 32 renders of the same
 * 16,000-card offering page exhaust the database pool. Requests that arrive while the same page renders wait for
 * that render and are answered with its bytes.
 */
const inFlight = new Map<string, Promise<Rendered | null>>();

/**
 * React Router middleware on the root route: renders as usual, and when request and response are shareable
 * adds the ETag and Cache-Control, stores the bytes under the content version the render started in (only if
 * that version is still current when it ends), and answers 304 to a matching If-None-Match. A request for a
 * page that is already being rendered waits for that render instead of starting its own.
 */
export const responseCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const header: HeaderSource = (name) => request.headers.get(name);
  // The versions the render starts under, for either scope: which one it has is known only once it ends.
  const started: Record<Scope, string | null> = { content: versionOf("content"), calendar: versionOf("calendar") };
  const { cache } = responseCache();
  if (!cache || request.method !== "GET" || started.content === null || !shareableRequest(header)) return next();
  const url = new URL(request.url);
  const key = cacheKey(url.pathname + url.search, header);
  // Keyed by both versions, so a request after an order never waits on a form rendered before it.
  const flight = `${started.calendar ?? started.content}\n${key}`;

  const pending = inFlight.get(flight);
  if (pending) {
    const rendered = await pending;
    // The render it waited on was not shareable (a redirect, an error): this request renders its own.
    if (!rendered) return next();
    tellCounter(context.get(countingContext), rendered.searchResults);
    return answer(request, rendered);
  }
  let settle!: (rendered: Rendered | null) => void;
  inFlight.set(flight, new Promise<Rendered | null>((resolve) => (settle = resolve)));
  const render: { scope: Scope } = { scope: "content" };
  context.set(scopeContext, render);
  let rendered: Rendered | null = null;
  try {
    const response = await next();
    if (!shareableResponse(response)) return response;
    rendered = await finish(response, context.get(countingContext)?.searchResults ?? null, render.scope);
    const version = started[render.scope];
    if (version !== null && versionOf(render.scope) === version) store(key, render.scope, version, rendered);
    // A write came during the render: the bytes may show either side of it, and a CDN that stored them after the
    // write's purge would keep them for its whole s-maxage. This request (and those waiting on it) get them,
    // nobody keeps them.
    else rendered.headers.set("Cache-Control", "no-store");
    return answer(request, rendered);
  } finally {
    inFlight.delete(flight);
    settle(rendered);
  }
};

/**
 * The shareable response's bytes with its ETag, Cache-Control, Vary and the surrogate key a CDN purges it by
 * (cdn-purge.server.ts): the versions it was rendered from.
 */
async function finish(response: Response, searchResults: number | null, scope: Scope): Promise<Rendered> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const etag = contentEtag(identity);
  headers.set("ETag", etag);
  if (!headers.has("cache-control")) headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Surrogate-Key", surrogateKeyOf(scope));
  headers.set("Vary", vary.append(headers.get("vary") ?? "", "Accept-Encoding"));
  headers.delete("content-length");
  return { status: response.status, headers, etag, identity, searchResults };
}

/**
 * A rendered page for one request: 304 when its If-None-Match names the ETag of the coding it would get,
 * otherwise the identity bytes (compressed on their way out, where the compressor gives them their coding's tag).
 */
function answer(request: Request, { status, headers, etag, identity }: Rendered): Response {
  const wanted = preferredEncoding(request.headers.get("accept-encoding") ?? undefined);
  if (etagMatches(request.headers.get("if-none-match"), codedEtag(etag, wanted))) {
    const kept = notModifiedHeaders(flat(headers), wanted);
    const notModified = new Headers();
    for (let i = 0; i < kept.length; i += 2) notModified.append(kept[i]!, kept[i + 1]!);
    return new Response(null, { status: 304, headers: notModified });
  }
  return new Response(identity, { status, headers: new Headers(headers) });
}

function flat(headers: Headers): string[] {
  const out: string[] = [];
  for (const [name, value] of headers) out.push(name, value);
  return out;
}

// The security headers are not stored: every answer gets them as its status line is written, except those a stored
// header names (a route's own Referrer-Policy), platform/site-response.server.ts.
function store(
  key: string,
  scope: Scope,
  version: string,
  { status, headers, etag, identity, searchResults }: Rendered,
) {
  const entry: Entry = {
    key,
    scope,
    version,
    status,
    headers: flat(headers),
    etag,
    identity,
    searchResults,
    br: undefined,
    gzip: undefined,
    compressing: undefined,
    sendHeaders: undefined,
    notModifiedHeaders: undefined,
  };
  responseCache().cache?.set(key, entry);
}
