// Calls the /api resource routes the way React Router does (GET/HEAD/OPTIONS → loader, other methods →
// action) with real Request objects, through a small router over the api block of app/routes.ts (./routes.ts).
// Set process.env.ADMIN_API_TOKEN (vi.hoisted) before importing this file when a test needs the bearer token.
import { apiOfferingSchema } from "#app/lib/api-shapes";
import { apiProductSchema } from "#app/server/models/products.server";
import { db } from "#app/server/platform/db.server";
import { apiErrorRequestId } from "#app/server/http/request-log.server";
import { checkAnswer } from "./openapi";
import { BASE, context } from "./requests";
import { routesIn } from "./routes";

export { BASE, multipart as form } from "./requests";
export { mp4, png, storedKeys } from "./uploads";

type RouteModule = {
  loader: (args: {
    request: Request;
    params: Record<string, string | undefined>;
    context?: unknown;
  }) => Promise<Response> | Response;
  action: (args: {
    request: Request;
    params: Record<string, string | undefined>;
    context?: unknown;
  }) => Promise<Response> | Response;
};

const MODULES = import.meta.glob<RouteModule>("/app/routes/api/*.ts", { eager: true });

function moduleOf(file: string): RouteModule {
  const module = MODULES[`/app/${file}`];
  if (!module) throw new Error(`tests/helpers/api.ts: no module app/${file}`);
  return module;
}

const apiRoutes = routesIn("routes/api/").map((route) => ({
  pattern: route.path.replace(/^api\//, ""),
  module: moduleOf(route.file),
}));

/** The api routes of app/routes.ts, in the same order, without the catch-all (static segments win, as RR ranks them). */
export const API_ROUTES: { pattern: string; module: RouteModule }[] = apiRoutes.filter(
  (route) => route.pattern !== "*",
);

/** The catch-all "api/*" route: unknown /api paths. */
const notFound = apiRoutes.find((route) => route.pattern === "*")!.module;

/** Like React Router: a segment that is not valid percent-encoding is kept as it is. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function match(pathname: string): { module: RouteModule; params: Record<string, string> } {
  const segments = pathname
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean);
  const candidates = API_ROUTES.map((route) => {
    const parts = route.pattern.split("/");
    if (parts.length !== segments.length) return null;
    const params: Record<string, string> = {};
    let score = 0;
    for (const [i, part] of parts.entries()) {
      const segment = safeDecode(segments[i]!);
      if (part.startsWith(":")) params[part.slice(1)] = segment;
      else if (part === segment) score += 10;
      else return null;
    }
    return { module: route.module, params, score };
  }).filter((c) => c !== null);
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0] ?? { module: notFound, params: {} };
}

let requests = 0;

/**
 * Dispatches a Request to the matching route module's loader or action, through the root middleware that puts
 * the request id into /api error bodies (as the server does), and checks the answer against the OpenAPI
 * document (./openapi.ts): an answer that breaks it fails the test that saw it.
 */
export async function dispatch(request: Request): Promise<Response> {
  const { module, params } = match(new URL(request.url).pathname);
  const method = request.method.toUpperCase();
  const fn = method === "GET" || method === "HEAD" || method === "OPTIONS" ? module.loader : module.action;
  if (!request.headers.has("x-request-id")) request.headers.set("x-request-id", `test-${++requests}`);
  const args = { request, params, context: context() };
  const response = (await apiErrorRequestId(args as unknown as Parameters<typeof apiErrorRequestId>[0], async () =>
    fn(args),
  )) as Response;
  await checkAnswer(request, response);
  return response;
}

export type CallInit = { headers?: Record<string, string>; json?: unknown; form?: FormData; body?: BodyInit | null };

/** Builds the Request (JSON with content-type, or multipart) and dispatches it. */
export function call(method: string, path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | null | undefined = init.body;
  if (init.json !== undefined) {
    body = typeof init.json === "string" ? init.json : JSON.stringify(init.json);
    headers["content-type"] ??= "application/json";
  } else if (init.form) {
    body = init.form;
  }
  return dispatch(
    new Request(BASE + path, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : body }),
  );
}

export const authorization = (token = process.env.ADMIN_API_TOKEN ?? "") => ({ authorization: `Bearer ${token}` });

/** Row counts of every app table (to assert that nothing changed). */
export async function countRows(): Promise<Record<string, number>> {
  const prisma = await db();
  const tables = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'RateLimiterFlexible', 'AppSetting', 'AdminSession') ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await prisma.$queryRawUnsafe<{ n: bigint | number }[]>(`SELECT count(*) AS n FROM "${tablename}"`);
    counts[tablename] = Number(row!.n);
  }
  return counts;
}

/** A fingerprint of the content rows (ids and updatedAt), so an in-place change is noticed too. */
export async function contentFingerprint(): Promise<string> {
  const prisma = await db();
  const [o, p, i, b, v] = await Promise.all([
    prisma.offering.findMany({ orderBy: { id: "asc" } }),
    prisma.product.findMany({ orderBy: { id: "asc" } }),
    prisma.productImage.findMany({ orderBy: { id: "asc" } }),
    prisma.banner.findMany({ orderBy: { id: "asc" } }),
    prisma.video.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ o, p, i, b, v }, (_k, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

/** A product answer exactly: no field more or less, its offering included. */
export const StrictProduct = apiProductSchema.extend({ category: apiOfferingSchema.strict() }).strict();
