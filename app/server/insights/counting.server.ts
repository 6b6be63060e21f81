// Counting for the owner's insights, where a request is answered: the server calls `openCount` for every request
// before the response cache or Express runs (main/pipeline.server.ts), so pages served from memory are counted too.
// It only looks at the request line and headers, and once the answer is known (a cache hit as it is written, any
// other answer when it is finished), adds one to an in-memory buffer (models/insights.server.ts writes it in
// batches, off the request path): no database query, no cookie, nothing about the visitor kept.
//
// Counted (GET, answered 200, or 304 to a browser revalidating a page): public pages (documents and React Router's .data navigations) by path, product
// pages by product id, offering pages by slug, searches (the /search page and the header dropdown, which
// loads /search?query=&from=dropdown) with their result count (which the search loader writes in the request's
// counting slot, and the response cache keeps with its entry); click-outs (/go/:productId/:shop answered 303). Not counted: Do Not Track
// (DNT: 1) and Global Privacy Control (Sec-GPC: 1) visitors; prefetches; a .data request for the page the
// visitor is already on (a revalidation); bots, by User-Agent (isbot), are counted apart as one daily figure.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { createContext, type RouterContextProvider } from "react-router";
import { isShopKey } from "#app/lib/insights";
import { PAGE_RAN_PATH } from "#app/lib/page-ran";
import { countedRoute } from "#app/lib/route-facts";
import { withoutTrackingParameters } from "#app/lib/tracking-parameters";
import { sentHeader, type RequestFields } from "../platform/site-response.server";
import { recordInsight, recordSearch } from "./store.server";

/**
 * What a request's handlers tell the counter about their answer, inside the process: how many products a search
 * found. A public header would hand the figure to every visitor and CDN, and reading it back meant patching
 * writeHead. One slot per raw request, opened by `openCount`; React Router's handlers reach it through the load
 * context (`countingContext`), and the response cache copies it to and from its entries.
 */
export type CountingSlot = { searchResults: number | null };

/**
 * Where a request keeps its slot: a property of the request object, not a WeakMap keyed by it. Every request is
 * short-lived, and a WeakMap's entries for young objects are extra work for each of the collector's young-generation
 * passes (about a microsecond a cache hit).
 */
const SLOT = Symbol("counting slot");
type WithSlot = IncomingMessage & { [SLOT]?: CountingSlot };

/** The request's slot (opened by `openCount`), or undefined for a request that did not pass it. */
export function countingSlotOf(req: IncomingMessage): CountingSlot | undefined {
  return (req as WithSlot)[SLOT];
}

/** The slot in React Router's load context; null where a handler runs without the server (tests, tools). */
export const countingContext = createContext<CountingSlot | null>(null);

/** For the search loader: how many products this request's search found. */
export function reportSearchResults(context: Readonly<RouterContextProvider>, results: number): void {
  const slot = context.get(countingContext);
  if (slot) slot.searchResults = results;
}

type HeaderSource = (name: string) => string | null | undefined;

const fromNode =
  (headers: IncomingHttpHeaders): HeaderSource =>
  (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

/** The visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(header: HeaderSource): boolean {
  return header("dnt")?.trim() === "1" || header("sec-gpc")?.trim() === "1";
}

/**
 * Answers for the User-Agents seen lately: isbot's one large regular expression was the dearest step of a cached
 * page's answer (about 3 µs), and a site's visitors send a few hundred distinct User-Agents, again and again.
 */
const botAnswers = new LRUCache<string, boolean>({ max: 2_000 });
const MAX_REMEMBERED_AGENT = 512;

/** A crawler, a script or a monitor by its User-Agent (isbot's list); no User-Agent at all counts as a bot. */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? "";
  if (ua === "") return true;
  if (ua.length > MAX_REMEMBERED_AGENT) return isbot(ua);
  let answer = botAnswers.get(ua);
  if (answer === undefined) botAnswers.set(ua, (answer = isbot(ua)));
  return answer;
}

const PREFETCH = /prefetch|prerender/i;

/** A speculative load (link prefetch, speculation rules): not a view. */
export function isPrefetch(header: HeaderSource): boolean {
  // Each header alone: most requests send none of them, and then nothing is built or matched.
  for (const name of ["sec-purpose", "purpose", "x-moz"]) {
    const value = header(name);
    if (value && PREFETCH.test(value)) return true;
  }
  return false;
}

/** Whether a request (a Fetch Request's or Node's headers) may be counted for a person: not a bot, not opted out. */
export function visitorKind(header: HeaderSource): "person" | "bot" | "opted-out" {
  if (optedOut(header)) return "opted-out";
  return isBotAgent(header("user-agent")) ? "bot" : "person";
}

/** For code that holds a Fetch Request (the public forms): may its outcome be counted? */
export function countableRequest(request: Request): boolean {
  return visitorKind((name) => request.headers.get(name)) === "person";
}

export type Visit =
  | { kind: "page"; path: string }
  | { kind: "product"; id: string }
  | { kind: "offering"; slug: string }
  | { kind: "search"; query: string; source: "dropdown" | "page" }
  | { kind: "click"; productId: string; shop: string };

type Classified = { visit: Visit; data: boolean; pathAndQuery: string } | null;

/**
 * `classify` of the request targets seen lately: the same few pages are asked for again and again, and parsing the
 * URL each time was a good part of counting a cached page. Bounded (the targets come from clients), and long
 * targets are never kept. The answers are shared: never changed by their readers.
 */
const classifiedTargets = new Map<string, Classified>();
const MAX_REMEMBERED_TARGET = 512;

function classified(rawUrl: string): Classified {
  const known = classifiedTargets.get(rawUrl);
  if (known !== undefined) return known;
  const answer = classify(rawUrl);
  if (rawUrl.length <= MAX_REMEMBERED_TARGET) {
    if (classifiedTargets.size >= 1_000) classifiedTargets.clear();
    classifiedTargets.set(rawUrl, answer);
  }
  return answer;
}

/** What a GET of `rawUrl` would count if answered as expected, or null (admin, /api, files...). */
export function classify(rawUrl: string): Classified {
  if (!URL.canParse(`http://h${rawUrl}`)) return null;
  const url = new URL(`http://h${rawUrl}`);
  let path = url.pathname;
  const data = path.endsWith(".data");
  if (data) path = path === "/_root.data" ? "/" : path.slice(0, -5) || "/";
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (path.length > 200) return null;
  // Only the public routes the route table marks as counted: never the admin area, /api, files or unknown paths.
  const counted = countedRoute(path);
  if (!counted) return null;
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  query.delete("index");
  const pathAndQuery = `${path}${query.size ? `?${query}` : ""}`;
  const [first = "", second = ""] = counted.params;
  switch (counted.route.insights) {
    case "click":
      return data || !isShopKey(second)
        ? null
        : { visit: { kind: "click", productId: decodeSafe(first), shop: second }, data, pathAndQuery };
    case "product":
      return { visit: { kind: "product", id: decodeSafe(first) }, data, pathAndQuery };
    case "offering":
      return { visit: { kind: "offering", slug: decodeSafe(first) }, data, pathAndQuery };
    case "search": {
      const q = (url.searchParams.get("query") ?? "").trim();
      if (q === "") return null;
      const source = url.searchParams.get("from") === "dropdown" ? "dropdown" : "page";
      return { visit: { kind: "search", query: q, source }, data, pathAndQuery };
    }
    default:
      return { visit: { kind: "page", path: decodeSafe(path) }, data, pathAndQuery };
  }
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path and query of a same-origin Referer ("" when absent or another site's). */
function refererPath(referer: string | null | undefined, host: string | null | undefined): string {
  if (!referer || !URL.canParse(referer)) return "";
  const url = new URL(referer);
  if (host && url.host !== host) return "";
  let path = url.pathname;
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  // The page's address bar may still hold the campaign tags its visitor arrived with; its requests have none.
  return withoutTrackingParameters(`${path}${url.search}`);
}

/**
 * POST /insights/ran (PAGE_RAN_PATH): a public page says it ran in a browser (navigator.sendBeacon from the public
 * layout). Answered here with 204 and nothing read; counted once ("ran") only when a browser sent it from this
 * site's own page (Sec-Fetch-Site: same-origin, which a script or another site cannot fake in a browser) for a
 * person (not a bot, not opted out). A body is refused (413). False for every other request.
 */
export function answerPageRan(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST" || (req.url ?? "").split("?")[0] !== PAGE_RAN_PATH) return false;
  const header = fromNode(req.headers);
  const hasBody = Number(header("content-length") ?? 0) > 0 || header("transfer-encoding") !== undefined;
  if (hasBody) {
    res
      .writeHead(413, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
      .end("No body expected.");
    return true;
  }
  if (header("sec-fetch-site") === "same-origin" && visitorKind(header) === "person") recordInsight("ran");
  res.writeHead(204, { "Cache-Control": "no-store" }).end();
  return true;
}

/** What a request's answer would count, decided from its request line and headers before it is answered. */
type Pending = { visit: Visit; data: boolean; bot: boolean; slot: CountingSlot };
const PENDING = Symbol("pending count");
type WithPending = WithSlot & { [PENDING]?: Pending };

/** What `openCount` and `countAnswer` store on a request: the server makes every request with them in place. */
export const COUNTING_FIELDS: RequestFields = { [SLOT]: undefined, [PENDING]: undefined };

/**
 * Opens the request's counting slot and decides what its answer would count, when it is a GET of something counted
 * (a few string tests, no I/O). Nothing is counted yet: `countAnswer` does that once the answer is known, at once for
 * a cache hit (which knows its answer as it writes it) or when the answer finishes (`countWhenFinished`).
 */
export function openCount(req: IncomingMessage): void {
  // Opened for every request, counted or not: the response cache stores what a render reported (a search from a
  // bot or a DNT visitor included), and a later hit for a counted visitor reads it from there.
  const slot: CountingSlot = { searchResults: null };
  (req as WithPending)[SLOT] = slot;
  if (req.method !== "GET") return;
  const target = classified(req.url ?? "/");
  if (!target) return;
  const header = fromNode(req.headers);
  if (isPrefetch(header)) return;
  const kind = visitorKind(header);
  if (kind === "opted-out") return;
  const { visit, data, pathAndQuery } = target;
  // A .data load of the page the visitor is on: React Router revalidating after a form post, not a visit.
  if (data && visit.kind !== "search" && refererPath(header("referer"), header("host")) === pathAndQuery) return;
  (req as WithPending)[PENDING] = { visit, data, bot: kind === "bot", slot };
}

/**
 * Counts what `openCount` decided for `req`, now that `res` holds its answer (written, or finished): when it was
 * answered as expected (200, or 303 for a click-out). At most once per request.
 */
export function countAnswer(req: IncomingMessage, res: ServerResponse): void {
  const pending = (req as WithPending)[PENDING];
  if (!pending) return;
  (req as WithPending)[PENDING] = undefined;
  const { visit, data, bot, slot } = pending;
  const status = res.statusCode;
  // 304: the browser revalidated its copy (public pages are max-age=0): still a view, when it asked for a page.
  const notModified = status === 304 && (data || /text\/html/i.test(fromNode(req.headers)("accept") ?? ""));
  if (visit.kind === "click" ? status !== 303 : status !== 200 && !notModified) return;
  if (bot) {
    recordInsight("bot");
    return;
  }
  switch (visit.kind) {
    case "page":
      if (data || notModified || /^text\/html\b/i.test(String(sentHeader(res, "content-type") ?? "")))
        recordInsight("page", visit.path);
      return;
    case "product":
      recordInsight("product", visit.id);
      return;
    case "offering":
      recordInsight("offering", visit.slug);
      return;
    case "search":
      recordSearch(visit.query, visit.source, slot.searchResults ?? 0);
      return;
    case "click":
      recordInsight("click", visit.productId, visit.shop);
      return;
  }
}

/** For an answer written by a handler: counted once it is finished. */
export function countWhenFinished(req: IncomingMessage, res: ServerResponse): void {
  if ((req as WithPending)[PENDING]) res.on("finish", () => countAnswer(req, res));
}
