// The site's ServerResponse: node:http's, subclassed (express.server.ts gives it to createServer). Every answer
// carries the request id, the security headers and, over https, HSTS, whoever writes it (a cache hit, an early
// refusal, Express, a static file). They are added as the status line is written, each only when its writer did
// not set that name itself: a route's own Referrer-Policy replaces the default, never goes out beside it.
//
// Why not setHeader up front, as the first version did: Node keeps headers set that way in a dictionary, and a
// writeHead given a list afterwards removes and re-adds every name of the list there, validating each again. That
// was most of a cache hit's header work. Given no header beforehand, writeHead takes the list as it is, so a hit
// hands it the entry's list with the defaults appended.
import { IncomingMessage, ServerResponse, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import type { Socket } from "node:net";

/** A header added unless the writer set its name (`lower`: the name in lower case, compared once per answer). */
export type DefaultHeader = { readonly name: string; readonly lower: string; readonly value: string };

export function defaultHeader(name: string, value: string): DefaultHeader {
  return { name, lower: name.toLowerCase(), value };
}

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];

/**
 * The names (lower case) and first values of flat [name, value, ...] lists writeHead was given. A cache entry
 * hands the same list on every hit, so its names are read once.
 */
const listNames = new WeakMap<readonly unknown[], Map<string, string>>();

function namesOfList(list: readonly unknown[]): Map<string, string> {
  let names = listNames.get(list);
  if (!names) {
    names = new Map();
    for (let i = 0; i + 1 < list.length; i += 2) {
      const name = String(list[i]).toLowerCase();
      if (!names.has(name)) names.set(name, String(list[i + 1]));
    }
    listNames.set(list, names);
  }
  return names;
}

/** A flat [name, value, ...] list (writeHead also takes [[name, value], ...] and an object). */
function flatList(headers: Headers | undefined): readonly unknown[] | null {
  if (!Array.isArray(headers)) return null;
  return headers.length === 0 || !Array.isArray(headers[0]) ? headers : null;
}

function namesOf(headers: Headers | undefined): ReadonlySet<string> | ReadonlyMap<string, string> {
  const flat = flatList(headers);
  if (flat) return namesOfList(flat);
  if (!headers) return new Set();
  const names = Array.isArray(headers) ? headers.map((entry) => String((entry as unknown[])[0])) : Object.keys(headers);
  return new Set(names.map((name) => name.toLowerCase()));
}

const NONE: readonly DefaultHeader[] = [];

/**
 * A flat list with a set of shared defaults merged in, per list: a cache entry hands the same list and the same
 * defaults on every hit, so they are merged once, not compared name by name for each answer.
 */
const mergedLists = new WeakMap<
  readonly unknown[],
  { defaults: readonly DefaultHeader[]; merged: readonly unknown[] }
>();

function mergedList(list: readonly unknown[], defaults: readonly DefaultHeader[]): readonly unknown[] {
  const known = mergedLists.get(list);
  if (known?.defaults === defaults) return known.merged;
  const names = namesOfList(list);
  const extra: unknown[] = [];
  for (const header of defaults) if (!names.has(header.lower)) extra.push(header.name, header.value);
  const merged = extra.length > 0 ? list.concat(extra) : list;
  mergedLists.set(list, { defaults, merged });
  return merged;
}

/** The header naming the request (the request log makes the id: http/request-log.server.ts). */
export const REQUEST_ID_HEADER = "X-Request-Id";
const REQUEST_ID = defaultHeader(REQUEST_ID_HEADER, "");

export class SiteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** The defaults shared by every answer of a kind (the security headers): a constant list, never changed. */
  sharedDefaults: readonly DefaultHeader[] = NONE;
  /** This answer's own defaults besides its request id (HSTS). */
  ownDefaults: DefaultHeader[] | null = null;
  /** Sent as X-Request-Id unless the writer names that header: a field, since every answer has one. */
  requestId: string | null = null;
  /** The flat list writeHead was given, if any: `sentHeader` reads a header there when it was not set otherwise. */
  writtenList: readonly unknown[] | null = null;

  /** Sends `name: value` with this answer unless its writer sets the same name. */
  addDefault(name: string, value: string): void {
    (this.ownDefaults ??= []).push(defaultHeader(name, value));
  }

  override writeHead(statusCode: number, reason?: string | Headers, headers?: Headers): this {
    if (typeof reason !== "string" && reason !== undefined) {
      headers = reason;
      reason = undefined;
    }
    if (!this.headersSent) headers = this.withDefaults(headers);
    return reason === undefined ? super.writeHead(statusCode, headers) : super.writeHead(statusCode, reason, headers);
  }

  /**
   * `headers` with the defaults their writer did not name. A flat list with nothing set before stays a list
   * (Node's fast path: the list with the shared defaults, merged once per list, and this answer's own on the end of
   * a copy); otherwise the defaults are set one by one, and Node merges as it always does.
   */
  private withDefaults(headers: Headers | undefined): Headers | undefined {
    const flat = flatList(headers);
    if (flat !== null && this.getHeaderNames().length === 0) {
      this.writtenList = flat;
      const names = namesOfList(flat);
      let extra: unknown[] | null = null;
      if (this.requestId !== null && !names.has(REQUEST_ID.lower)) extra = [REQUEST_ID.name, this.requestId];
      for (const header of this.ownDefaults ?? NONE) {
        if (!names.has(header.lower)) (extra ??= []).push(header.name, header.value);
      }
      const merged = mergedList(flat, this.sharedDefaults);
      return (extra ? merged.concat(extra) : merged) as OutgoingHttpHeader[];
    }
    if (flat) this.writtenList = flat;
    const named = namesOf(headers);
    const add = (header: DefaultHeader, value = header.value) => {
      if (!named.has(header.lower) && !this.hasHeader(header.name)) this.setHeader(header.name, value);
    };
    for (const header of this.sharedDefaults) add(header);
    if (this.requestId !== null) add(REQUEST_ID, this.requestId);
    for (const header of this.ownDefaults ?? NONE) add(header);
    return headers;
  }
}

/**
 * A header of the answer as it was (or will be) sent: set with setHeader, or in the list writeHead was given.
 * `name` in lower case. (res.getHeader alone finds nothing of a list handed to writeHead.)
 */
export function sentHeader(res: ServerResponse, name: string): string | number | string[] | undefined {
  const set = res.getHeader(name);
  if (set !== undefined || !(res instanceof SiteResponse) || !res.writtenList) return set;
  return namesOfList(res.writtenList).get(name);
}

/**
 * Properties a step stores on every request it sees (the insights counter's slot), each undefined until then. A
 * request made with them already in place keeps its hidden class when the step fills them in; added on the way,
 * each one moved the request to another class, and Node's HTTP functions that read the request afterwards met one
 * more kind of object on every hit (docs/benchmarks.md, "One shape for every request").
 */
export type RequestFields = Readonly<Record<PropertyKey, undefined>>;

/**
 * The request and response classes of a server whose requests an Express app handles (those a cache hit leaves to
 * it). Express gives every request and response it handles a prototype of its own (app.request, app.response: its
 * methods, then Node's classes). V8 gives an object whose prototype is swapped a hidden class of its own, so Node's
 * HTTP and stream functions, which run for every answer, met two families of objects, Express's and the cache
 * hits', and fell back to their slowest property look-ups, on the hits too. Objects made from these classes carry
 * Express's prototypes from the start, so its swap changes nothing; the response keeps this file's SiteResponse
 * (and its defaults) under Express's methods. For this app only: another app keeps its own prototypes. Each request
 * is made with `requestFields` in place.
 */
export function expressShapedClasses(
  app: { request: object; response: object },
  requestFields: RequestFields = {},
): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof SiteResponse;
} {
  const fieldKeys = Reflect.ownKeys(requestFields);
  class ExpressRequest extends IncomingMessage {
    constructor(socket: Socket) {
      super(socket);
      for (const key of fieldKeys) (this as unknown as Record<PropertyKey, unknown>)[key] = undefined;
    }
  }
  class ExpressResponse<Request extends IncomingMessage = IncomingMessage> extends SiteResponse<Request> {}
  app.request = withExpressMethods(ExpressRequest.prototype, app.request);
  app.response = withExpressMethods(ExpressResponse.prototype, app.response);
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };
}

/** `target` given what Express's per-app object holds (`app`) and the methods of its prototype (Express's own). */
function withExpressMethods(target: object, expressObject: object): object {
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(Object.getPrototypeOf(expressObject)));
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(expressObject));
  return target;
}
