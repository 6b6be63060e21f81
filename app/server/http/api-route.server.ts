// One place for what every /api resource route does around its handlers:
// method dispatch (405 + Allow), error mapping (apiHandler), caching of public reads (Cache-Control, a weak
// ETag of the body, 304 for If-None-Match), no-store for writes and private reads, and CORS for GETs from the
// origins listed in API_CORS_ORIGINS (off by default).
import etag from "etag";
import fresh from "fresh";
import vary from "vary";
import type { z } from "zod";
import { requireAdminApi } from "../auth/admin-auth.server";
import { env } from "../platform/env.server";
import { badRequest, isRecordId, notFound } from "../models/errors.server";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { apiError, apiHandler, declareJsonFields, methodNotAllowed } from "./api.server";
import { isJsonType, mediaType } from "../platform/body.server";
import { PUBLIC_CACHE_CONTROL } from "./headers.server";
import { codedEtag, preferredEncoding } from "./compression.server";

export type ApiRouteArgs = { request: Request; params: Record<string, string | undefined>; context?: unknown };
export type ApiMethodHandler = (args: ApiRouteArgs) => Promise<Response>;
type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiMethod = "GET" | WriteMethod;
const WRITE_METHODS: readonly WriteMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

export type ApiTag =
  "Offerings" | "Products" | "Banners" | "Videos" | "Newsletter" | "Messages" | "Orders" | "Insights" | "Meta";

/** An answer as the OpenAPI document shows it: a named shape of app/lib/api-shapes.ts (or a list of them). */
export type ApiAnswerDoc = { status: number; description: string; schema: z.ZodType; list?: boolean };

/**
 * A query parameter. With a `schema` (of the text sent), apiRoute refuses a value it does not take, or the
 * parameter sent twice, with a 400 before the handler runs, and the document states the schema; without one, any
 * text is read leniently by the handler.
 */
export type ApiQueryParam = { name: string; description: string; schema?: z.ZodType };

/** A request body: its media type, the Zod schema that says what it may hold, and its name in the document. */
export type ApiBody = { media: "application/json" | "multipart/form-data"; schema: z.ZodObject; name: string };

/**
 * One operation of an /api route, declared once: what the OpenAPI document says about it and what apiRoute
 * enforces from the same fields (`admin`: the admin check runs before `run`; `body.media`: any other media type
 * is a 415 before `run`).
 */
export type ApiOperationDoc = {
  summary: string;
  admin?: boolean;
  query?: readonly ApiQueryParam[];
  body?: ApiBody;
  ok: ApiAnswerDoc;
  /** The refusals of this call besides those of every call (401 and 403 of admin calls, 405): status → meaning. */
  errors?: Record<number, string>;
  /** Further answers with a body of their own shape. */
  answers?: readonly ApiAnswerDoc[];
};
export type ApiOperation = ApiOperationDoc & { run: ApiMethodHandler };

/**
 * An /api route: its path as OpenAPI writes it ("/api/products/{id}"), the group the document lists all its
 * operations under, and its operations.
 */
export type ApiDeclaration = {
  path: string;
  tag: ApiTag;
  /** GET needs the admin: no caching, no CORS. */
  privateRead?: boolean;
  methods: Partial<Record<ApiMethod, ApiOperation>>;
};

export const NO_STORE = "no-store";

/** The origins API_CORS_ORIGINS lists (exact `scheme://host[:port]` strings, trailing slashes ignored). */
export function corsOrigins(source: string = env.API_CORS_ORIGINS): Set<string> {
  return new Set(
    source
      .split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter((o) => o !== "" && o !== "*"),
  );
}

let cachedOrigins: { source: string; set: Set<string> } | undefined;

function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  if (!origin) return null;
  if (cachedOrigins?.source !== env.API_CORS_ORIGINS) {
    cachedOrigins = { source: env.API_CORS_ORIGINS, set: corsOrigins(env.API_CORS_ORIGINS) };
  }
  return cachedOrigins.set.has(origin) ? origin : null;
}

/**
 * A weak ETag of the body before compression: the identity bytes' tag. Weak, because the bytes are not kept
 * exactly (a brotli or gzip copy made on the fly and one made once for the response cache differ in bytes, not in
 * meaning); the compressed copies carry `codedEtag`, so a cache that holds one coding is never told that another
 * coding's tag is current (a CDN holding gzip and identity copies side by side).
 */
export function contentEtag(body: Uint8Array | string): string {
  return etag(typeof body === "string" ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength), {
    weak: true,
  });
}

/** True when If-None-Match names `tag` (or is `*`), compared weakly as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | null | undefined, tag: string): boolean {
  // Only the validator decides: a client's Cache-Control does not turn a matching tag into a full answer.
  return ifNoneMatch ? fresh({ "if-none-match": ifNoneMatch }, { etag: tag }) : false;
}

/** Adds caching (200 only) and CORS headers to a public GET answer; answers 304 when the client's copy is current. */
async function finishPublicRead(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const origin = allowedOrigin(request);
  if (origin) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", "ETag");
  }
  headers.set("Vary", vary.append(headers.get("vary") ?? "", "Origin"));
  if (response.status !== 200) {
    if (!headers.has("cache-control")) headers.set("Cache-Control", NO_STORE);
    return new Response(response.body, { status: response.status, headers });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = contentEtag(body);
  headers.set("ETag", etag);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  // The compressor gives the 200 its coding's tag; a 304 answers for the coding this request would get.
  const coded = codedEtag(etag, preferredEncoding(request.headers.get("accept-encoding") ?? undefined));
  if (etagMatches(request.headers.get("if-none-match"), coded)) {
    headers.set("ETag", coded);
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

function noStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", NO_STORE);
  return new Response(response.body, { status: response.status, headers });
}

/** OPTIONS: a CORS preflight for a GET from a listed origin is allowed; any other preflight is refused. */
function preflight(request: Request, allow: string[]): Response {
  const requested = request.headers.get("access-control-request-method");
  if (!requested)
    return new Response(null, { status: 204, headers: { Allow: allow.join(", "), "Cache-Control": NO_STORE } });
  const origin = allowedOrigin(request);
  const method = requested.trim().toUpperCase();
  if (!origin || !allow.includes("GET") || (method !== "GET" && method !== "HEAD")) {
    return apiError(403, "Cross-origin request refused.", undefined, { Vary: "Origin", "Cache-Control": NO_STORE });
  }
  return new Response(null, {
    status: 204,
    headers: {
      Allow: allow.join(", "),
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "If-None-Match, Content-Type",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    },
  });
}

/** The declared query parameters that have a schema: each sent at most once, with a value its schema takes. */
function checkQuery(params: URLSearchParams, query: readonly ApiQueryParam[]): void {
  for (const { name, schema } of query) {
    if (!schema) continue;
    const values = params.getAll(name);
    if (values.length > 1) throw badRequest(`Send ${name} only once.`);
    if (values.length === 0) continue;
    const parsed = schema.safeParse(values[0]);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? `${name} is not valid.`);
  }
}

/**
 * The fields an operation's body may hold: its schema's, and on a public write also the forms' bot trap (left
 * out by people, answered like success and stored nowhere when filled), which the document lists too.
 */
export function bodyFields(op: ApiOperationDoc): string[] {
  const fields = Object.keys(op.body?.schema.shape ?? {});
  return op.admin ? fields : [...fields, HONEYPOT_FIELD];
}

const JSON_TYPE_REFUSED = "Send a JSON body with Content-Type: application/json.";
const FORM_TYPE_REFUSED = "Send the fields as multipart/form-data.";

/** The admin check and the media type check an operation declares, before its handler runs. */
async function runOperation(op: ApiOperation, args: ApiRouteArgs): Promise<Response> {
  if (op.admin) await requireAdminApi(args.request);
  if (op.query) checkQuery(new URL(args.request.url).searchParams, op.query);
  if (op.body) {
    const type = mediaType(args.request);
    if (op.body.media === "application/json" && !isJsonType(type)) return apiError(415, JSON_TYPE_REFUSED);
    if (op.body.media === "multipart/form-data" && type !== op.body.media) return apiError(415, FORM_TYPE_REFUSED);
    if (op.body.media === "application/json") declareJsonFields(args.request, bodyFields(op));
  }
  return op.run(args);
}

/**
 * Builds a resource route's `loader` and `action` from its declaration (one operation per method). Every handler
 * runs inside apiHandler, so nothing but a 4xx JSON answer leaves for bad input. The declaration rides on the
 * loader and action (`apiDeclaration`), where the OpenAPI document reads it.
 */
export function apiRoute(declaration: ApiDeclaration) {
  const { methods } = declaration;
  const allow = [...(methods.GET ? ["GET", "HEAD"] : []), ...WRITE_METHODS.filter((m) => methods[m]), "OPTIONS"];

  async function loader(args: ApiRouteArgs): Promise<Response> {
    const { request } = args;
    if (request.method === "OPTIONS") return preflight(request, allow);
    const get = methods.GET;
    if (!get) return methodNotAllowed(allow);
    const response = await apiHandler(request, () => runOperation(get, args));
    return declaration.privateRead ? noStore(response) : finishPublicRead(request, response);
  }

  async function action(args: ApiRouteArgs): Promise<Response> {
    const method = args.request.method.toUpperCase() as WriteMethod;
    const op = WRITE_METHODS.includes(method) ? methods[method] : undefined;
    if (!op) return noStore(methodNotAllowed(allow));
    return noStore(await apiHandler(args.request, () => runOperation(op, args)));
  }

  // The front door answers methods outside this list (TRACE, or PATCH where no operation takes it) with the same 405.
  for (const fn of [loader, action]) Object.assign(fn, { allowedMethods: allow, apiDeclaration: declaration });
  return { loader, action, allow, declaration };
}

/** The declaration apiRoute put on a route module's loader or action (undefined for other modules). */
export function apiDeclarationOf(module: { loader?: unknown; action?: unknown }): ApiDeclaration | undefined {
  const fn = (module.loader ?? module.action) as { apiDeclaration?: ApiDeclaration } | undefined;
  return fn?.apiDeclaration;
}

/** A JSON answer (no caching headers: apiRoute adds them). */
export function json(data: unknown, status = 200): Response {
  return Response.json(data, { status });
}

type RecordOperation<F> = Omit<ApiOperationDoc, "errors"> & { errors?: Record<number, string> } & F;

/**
 * The per-id routes (/api/offerings/{id}, /api/products/{id}, /api/banner/{id}, /api/video/{id}), built on
 * apiRoute: an id that cannot name a record answers 404 with `notFoundMessage` (without a query); PUT and DELETE
 * are admin calls (the admin is checked first, then the id). GET answers `get.toJson` of what `get.find` finds
 * (404 when it finds nothing); `put` answers the changed record's JSON; `delete` removes the record and the route
 * answers `{ message: delete.message }`. `tag` groups the three in the OpenAPI document.
 */
export function apiRecordRoute<T>(
  path: string,
  tag: ApiTag,
  notFoundMessage: string,
  handlers: {
    get?: RecordOperation<{ find: (id: string) => Promise<T | null>; toJson: (record: T) => unknown }>;
    put?: RecordOperation<{ update: (id: string, request: Request) => Promise<unknown> }>;
    delete?: RecordOperation<{ remove: (id: string) => Promise<unknown>; message: string }>;
  },
) {
  const recordId = (params: ApiRouteArgs["params"]): string => {
    if (!isRecordId(params.id)) throw notFound(notFoundMessage);
    return params.id;
  };
  const notFoundError = { 404: "Unknown id." };
  const { get, put, delete: remove } = handlers;
  return apiRoute({
    path,
    tag,
    methods: {
      GET: get && {
        ...get,
        errors: { ...get.errors, ...notFoundError },
        run: async ({ params }) => {
          const record = await get.find(recordId(params));
          if (record === null) throw notFound(notFoundMessage);
          return json(get.toJson(record));
        },
      },
      PUT: put && {
        ...put,
        admin: true,
        errors: { ...put.errors, ...notFoundError },
        run: async ({ request, params }) => json(await put.update(recordId(params), request)),
      },
      DELETE: remove && {
        ...remove,
        admin: true,
        errors: { ...remove.errors, ...notFoundError },
        run: async ({ params }) => {
          await remove.remove(recordId(params));
          return json({ message: remove.message });
        },
      },
    },
  });
}
