// The request line and Host, checked before anything builds a URL from them. React Router's Express adapter
// builds `new URL(protocol + "://" + host + originalUrl)` for every request and throws on a Host it cannot parse
// (`Host: a b`), on a request without Host (HTTP/1.0 allows that) and on an absolute-form target
// (`GET http://host/path HTTP/1.1`): each was a 500 with a stack trace. Here, in the server's first handler:
// - an absolute-form target is turned into origin-form, and its authority becomes the Host (RFC 9112 3.2.2:
//   a server must accept it and then ignores the Host field);
// - the parameters ads and newsletters add to a link for their own analytics (utm_*, fbclid, gclid...) are
//   dropped from the target, so a promotion's visitors share one cached answer (app/lib/tracking-parameters.ts);
// - a trailing slash is answered with a 308 to the path without it (one URL per page), query kept;
// - a missing or malformed Host (or X-Forwarded-Host / X-Forwarded-Proto from a trusted proxy) is a 400:
//   JSON under /api, plain text elsewhere, logged as one warn line by the request log like any 4xx.
// `pathAndQueryOf` gives the path and query the adapter will see, for the steps before it (the response cache).
import type { IncomingMessage, ServerResponse } from "node:http";
import { withoutTrackingParameters } from "#app/lib/tracking-parameters";
import { REQUEST_ID_HEADER } from "./request-log.server";

export const BAD_HOST = "The request's Host header is missing or malformed.";
export const BAD_TARGET = "The request target is malformed.";

// RFC 3986 host: an IP literal in brackets, or a reg-name / IPv4 (letters, digits and the few marks hostnames
// use), then an optional port. Percent-encoding and sub-delims are legal there but no real host needs them, and
// WHATWG URL parsing (what the adapter uses) refuses several of them.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/;

/**
 * Host values already found valid: a site is asked for under a handful of names, so the URL parser checks each
 * once, not on every request. Bounded, since the values come from clients.
 */
const knownHosts = new Set<string>();

export function validHost(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (knownHosts.has(value)) return true;
  if (!HOST.test(value) || !URL.canParse(`http://${value}/`)) return false;
  if (knownHosts.size >= 64) knownHosts.clear();
  knownHosts.add(value);
  return true;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

type Outcome = { kind: "next" } | { kind: "answered" };

/**
 * Normalises or answers `req` (see the top of this file). `trustProxy` as TRUST_PROXY: when above 0, Express
 * takes the host and scheme from X-Forwarded-Host and X-Forwarded-Proto, so those are checked too.
 */
export function checkRequestTarget(req: IncomingMessage, res: ServerResponse, trustProxy: number): Outcome {
  let target = req.url ?? "";
  if (req.method === "OPTIONS" && target === "*") {
    // Asterisk-form: what the server as a whole allows.
    res.writeHead(204, { Allow: "GET, HEAD, POST, OPTIONS", "Cache-Control": "no-store" }).end();
    return { kind: "answered" };
  }
  if (!target.startsWith("/")) {
    // Absolute-form (what a proxy is sent): only http(s) URLs name a resource here.
    const absolute = /^https?:\/\//i.test(target) && URL.canParse(target) ? new URL(target) : null;
    if (!absolute) return refuse(req, res, BAD_TARGET);
    req.headers.host = absolute.host;
    target = `${absolute.pathname}${absolute.search}`;
    req.url = target;
  }
  if (!validHost(req.headers.host)) return refuse(req, res, BAD_HOST);
  if (trustProxy > 0) {
    const forwardedHost = first(req.headers["x-forwarded-host"]);
    const forwardedProto = first(req.headers["x-forwarded-proto"])?.toLowerCase();
    if (forwardedHost !== undefined && !validHost(forwardedHost)) return refuse(req, res, BAD_HOST);
    if (forwardedProto !== undefined && forwardedProto !== "http" && forwardedProto !== "https")
      return refuse(req, res, BAD_HOST);
  }
  const untracked = withoutTrackingParameters(target);
  if (untracked !== target) {
    target = untracked;
    req.url = untracked;
  }
  const slash = trailingSlashRedirect(target);
  if (slash && (req.method === "GET" || req.method === "HEAD")) {
    res
      .writeHead(308, {
        Location: slash,
        "Cache-Control": "public, max-age=3600",
        "Content-Length": "0",
      })
      .end();
    return { kind: "answered" };
  }
  return { kind: "next" };
}

/**
 * Where a path with a trailing slash moves to (the same path without it, query kept), or null. "/" stays. The
 * Location is always a single-slash path: `//evil.example/` must not become the protocol-relative `//evil.example`.
 */
export function trailingSlashRedirect(target: string): string | null {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  if (path.length <= 1 || !path.endsWith("/")) return null;
  const bare = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return bare + (q === -1 ? "" : target.slice(q));
}

function refuse(req: IncomingMessage, res: ServerResponse, message: string): Outcome {
  const path = (req.url ?? "").split("?")[0] ?? "";
  const api = path === "/api" || path.startsWith("/api/");
  // No Content-Length promised on a body that may still come: close, as the front door does for early answers.
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined)
    headers.Connection = "close";
  // The request log put the id there (and sends it back in the X-Request-Id header).
  const requestId = String(req.headers[REQUEST_ID_HEADER.toLowerCase()] ?? "");
  const body = api ? JSON.stringify(requestId ? { message, requestId } : { message }) : `${message}\n`;
  headers["Content-Type"] = api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8";
  headers["Content-Length"] = String(Buffer.byteLength(body));
  res.writeHead(400, headers).end(req.method === "HEAD" ? undefined : body);
  return { kind: "answered" };
}

/**
 * A target the URL parser gives back unchanged: only characters it never escapes, no "." or ".." segment, no
 * backslash, percent sign (an escaped dot) or fragment in the path, and a query that is not empty. What a site's
 * own links look like, so most requests skip the parser.
 */
const PLAIN_TARGET = /^\/[\w\-.~!$&()*+,;=:@/]*(?:\?[\w\-.~!$&()*+,;=:@/?%]+)?$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;

/** The path and query as React Router's Express adapter sees them (`new URL(origin + req.originalUrl)`). */
export function pathAndQueryOf(rawUrl: string): string | null {
  if (PLAIN_TARGET.test(rawUrl) && !DOT_SEGMENT.test(rawUrl)) return rawUrl;
  if (!URL.canParse(`http://h${rawUrl}`)) return null;
  const url = new URL(`http://h${rawUrl}`);
  return url.pathname + url.search;
}
