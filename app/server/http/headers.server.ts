// Security headers. The CSP is enforced; inline scripts are allowed by the SHA-256 hashes of their exact text,
// computed when the page is rendered (entry.server.tsx), so the header belongs to the bytes and a page served
// from the response cache needs no rewriting (a per-request nonce could not be shared by cached bytes).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultHeader, SiteResponse } from "../platform/site-response.server";

/**
 * Cache-Control of every shared public answer that changes with the content: HTML pages, the public /api reads,
 * sitemap.xml and robots.txt. Browsers revalidate each time (ETag, 304: a write is seen at once); a CDN may keep
 * the answer 10 s and serve it stale for another 60 s while it refreshes in the background.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources for the inline scripts of `html` (data blocks such as JSON-LD are not executed: skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The CSP of a page whose inline scripts hash to `scriptHashes`; in development any inline script runs (Vite). */
export function contentSecurityPolicy(scriptHashes: string[], dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline'" : scriptHashes.map((h) => ` ${h}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/** The security headers, as every answer's defaults (platform/site-response.server.ts). */
const SECURITY_DEFAULTS = Object.entries(STATIC_SECURITY_HEADERS).map(([name, value]) => defaultHeader(name, value));

/**
 * The security headers every answer carries unless its writer sets one of them itself (a route's own
 * Referrer-Policy replaces the default). Sent with the status line, not set now: see platform/site-response.server.ts.
 */
export function setSecurityHeaders(res: SiteResponse): void {
  res.sharedDefaults = SECURITY_DEFAULTS;
}

/**
 * What a content-hashed build file (/assets: scripts, style sheets, fonts) does not need. These headers govern a
 * document (framing, window opener, features, the referrer of its own requests, where the browser's default is
 * the same policy); a file that never changes is never revalidated, so it needs no ETag or Last-Modified. About
 * 0.35 kB a file, on every script of every first visit (nosniff stays: it is what makes a script a script).
 */
export const NOT_FOR_BUILD_FILES = [
  "Referrer-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

const BUILD_FILE_DEFAULTS = SECURITY_DEFAULTS.filter((header) => !NOT_FOR_BUILD_FILES.includes(header.name));

/** express.static's setHeaders for /assets: leaves out NOT_FOR_BUILD_FILES (the ETag and Last-Modified are turned off there). */
export function buildFileHeaders(res: ServerResponse): void {
  if (res instanceof SiteResponse) res.sharedDefaults = BUILD_FILE_DEFAULTS;
}

export const HSTS_VALUE = "max-age=31536000";

/**
 * Strict-Transport-Security, only where the site is reached over https: always when PUBLIC_URL is an https URL,
 * otherwise when a trusted proxy (TRUST_PROXY) says so with X-Forwarded-Proto: https (as Express's req.secure
 * reads it: the first value). A plain Node handler: the pipeline applies it before anything answers, and the
 * header goes out with the status line (platform/site-response.server.ts).
 */
export function strictTransportSecurity(options: { publicUrl?: string; trustProxy: number }) {
  const always = options.publicUrl?.toLowerCase().startsWith("https:") ?? false;
  const viaProxy = (req: IncomingMessage) => {
    if (options.trustProxy <= 0) return false;
    const forwarded = req.headers["x-forwarded-proto"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
    return first === "https";
  };
  return (req: IncomingMessage, res: SiteResponse, next: () => void = () => {}) => {
    if (always || viaProxy(req)) res.addDefault("Strict-Transport-Security", HSTS_VALUE);
    next();
  };
}
