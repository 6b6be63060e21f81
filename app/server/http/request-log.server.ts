// One log line per request (JSON for log collectors; LOG_FORMAT=pretty for people) and a request id that ties the
// line to what the client saw: a sane incoming X-Request-Id (a load balancer's) is kept, otherwise one is made.
// The id goes back in the X-Request-Id header, on the error pages (root loader) and in /api error bodies
// (the root middleware below). The logged path never carries secrets: neither query values that could be ones
// nor the tokens some paths hold (an order's status link, the calendar feed).
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import type { MiddlewareFunction } from "react-router";
import { REQUEST_ID_HEADER, sentHeader, type SiteResponse } from "../platform/site-response.server";

export { REQUEST_ID_HEADER };

const SANE_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

/** Query keys whose values are never logged (verification codes, unsubscribe tokens, e-mail addresses...). */
const SECRET_QUERY_KEY = /code|token|secret|password|passwd|key|sig|email|auth|session|csrf/i;

/**
 * Paths whose next segment is a secret: an order's status token (its page, its `.data`, its photos) and the
 * calendar feed's secret. Any scheme and host of an absolute-form target come first; the directory in any case.
 */
const SECRET_SEGMENT =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/+(?:orders|order-calendar)\/)[^/?#]+?(\.data|\.ics)?(?=[/?#]|$)/i;
/** Any other segment long and random enough to be a token (an upload's 32-digit id stays readable). */
const TOKEN_LIKE_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{40,}(?=[/?#.]|$)/g;

/** The path for the log: secrets in it replaced by "[redacted]". */
function loggablePathOnly(path: string): string {
  return path.replace(SECRET_SEGMENT, "$1[redacted]$2").replace(TOKEN_LIKE_SEGMENT, "[redacted]");
}

/** The path and query for the log: secrets in the path and values of secret-looking keys replaced by "[redacted]". */
export function loggablePath(originalUrl: string): string {
  const q = originalUrl.indexOf("?");
  if (q === -1) return loggablePathOnly(originalUrl);
  const params = new URLSearchParams(originalUrl.slice(q + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of params) kept.append(name, SECRET_QUERY_KEY.test(name) ? "[redacted]" : value);
  const query = kept.toString().replaceAll("%5Bredacted%5D", "[redacted]");
  return loggablePathOnly(originalUrl.slice(0, q)) + (query ? `?${query}` : "");
}

/**
 * Request targets seen lately that need no redaction (1,000 of up to 512 characters): a busy site is asked for the
 * same pages again and again, and the redaction's regular expressions were a quarter of a cache hit's log line. A
 * target with something redacted is never kept, so no secret stays in this map.
 */
const plainTargets = new Set<string>();
function loggedPathOf(url: string): string {
  if (plainTargets.has(url)) return url;
  const path = loggablePath(url);
  if (path === url && url.length <= 512) {
    if (plainTargets.size >= 1_000) plainTargets.clear();
    plainTargets.add(url);
  }
  return path;
}

export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_ID.test(value) ? value : randomUUID();
}

/** The request id the request log put on this request (absent when a handler is called directly). */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

export type RequestLogLine = {
  time: string;
  level: "info" | "warn" | "error";
  msg: "request";
  /** The process that answered: one of several workers in production (server.js). */
  pid: number;
  requestId: string;
  method: string;
  path: string;
  /** null: the connection ended before a status line was sent (client gone, reset, server closing). */
  status: number | null;
  durationMs: number;
  bytes?: number;
  aborted?: true;
};

export type LogFormat = "json" | "pretty" | "off";

export function formatLine(line: RequestLogLine, format: LogFormat): string {
  if (format !== "pretty") return jsonLine(line);
  const aborted = line.aborted
    ? line.status === null
      ? " (ended before an answer)"
      : " (ended before the answer was complete)"
    : "";
  return `${line.time} ${line.method} ${line.path} ${line.status ?? "-"} ${line.durationMs} ms [${line.requestId}]${aborted}`;
}

/**
 * JSON.stringify's text of the line (same keys, same order), written out: only the strings that may need escaping
 * go through JSON.stringify, so no object is walked for each answer.
 */
function jsonLine(line: RequestLogLine): string {
  let text =
    `{"time":${JSON.stringify(line.time)},"level":"${line.level}","msg":"request","pid":${line.pid},` +
    `"requestId":${JSON.stringify(line.requestId)},"method":${JSON.stringify(line.method)},` +
    `"path":${JSON.stringify(line.path)},"status":${line.status},"durationMs":${line.durationMs}`;
  if (line.bytes !== undefined) text += `,"bytes":${line.bytes}`;
  if (line.aborted) text += `,"aborted":true`;
  return `${text}}`;
}

/** The line's time, formatted once per millisecond: the answers of a busy moment share it. */
let lastMs = -1;
let lastTime = "";
function logTime(now: number): string {
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
}

type Writer = (text: string) => void;

/**
 * Lines go out together, at most 10 ms after the first of them (or at 64 kB): process.stdout on a file or pipe
 * writes synchronously, a system call per write, which was about half of the log line's cost on a cached page.
 * Whatever is left is written when the process exits.
 */
let pendingLines = "";
function flushLog(): void {
  if (pendingLines === "") return;
  const text = pendingLines;
  pendingLines = "";
  process.stdout.write(text);
}
let flushAtExit = false;
const toStdout: Writer = (text) => {
  if (pendingLines === "") setTimeout(flushLog, 10).unref();
  pendingLines += `${text}\n`;
  if (pendingLines.length >= 65_536) flushLog();
  if (!flushAtExit) {
    // Hooked at the first line, not at import: only a process that logs needs it.
    flushAtExit = true;
    process.on("exit", flushLog);
  }
};

/**
 * Request id in and out, then one line when the response is finished (or abandoned). The pipeline's first step,
 * so every answer (cache hits and early refusals too) is logged once.
 */
export function logRequest(req: IncomingMessage, res: SiteResponse, format: LogFormat, write: Writer = toStdout): void {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  // React Router's Request is built from req.headers: the handlers read the id there (requestIdOf).
  req.headers["x-request-id"] = requestId;
  res.requestId = requestId;
  if (format === "off") return;
  const started = performance.now();
  const url = req.url ?? "/";
  // One listener: a response emits "close" once, after "finish" when it was sent whole, or when the connection
  // ended before that.
  res.on("close", () => {
    const aborted = !res.writableFinished;
    // res.statusCode is 200 until a handler sets it: what matters is whether a status line went out.
    const status = res.headersSent ? res.statusCode : null;
    const length = Number(sentHeader(res, "content-length"));
    const line: RequestLogLine = {
      time: logTime(Date.now()),
      // An answer cut short (or never sent) is worth a look even when its status was fine.
      level: status !== null && status >= 500 ? "error" : status === null || status >= 400 || aborted ? "warn" : "info",
      msg: "request",
      pid: process.pid,
      requestId,
      method: req.method ?? "GET",
      path: loggedPathOf(url),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (Number.isFinite(length)) line.bytes = length;
    if (aborted) line.aborted = true;
    write(formatLine(line, format));
  });
}

/**
 * Root middleware (runs for /api resource routes too): every JSON error answer under /api carries the request id,
 * `{ message, errors?, requestId }`, whichever handler wrote it.
 */
export const apiErrorRequestId: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const requestId = requestIdOf(request);
  if (!requestId || response.status < 400 || !new URL(request.url).pathname.startsWith("/api/")) return response;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  // The body now names this request: no cache (the response cache or a CDN) may give it to another one.
  if (!/no-store/i.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", "private, no-store");
  return new Response(JSON.stringify({ ...body, requestId }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
