// Security headers. The CSP is enforced with a per-request nonce for scripts (entry.server.tsx).
import type { RequestHandler } from "express";

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-inline'" : ""}`,
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

export const HSTS_VALUE = "max-age=31536000";

/**
 * Strict-Transport-Security, only where the site is reached over https: always when PUBLIC_URL is an https URL,
 * otherwise when a trusted proxy (TRUST_PROXY) says so with X-Forwarded-Proto: https (Express's req.secure).
 */
export function strictTransportSecurity(options: { publicUrl?: string; trustProxy: number }): RequestHandler {
  const always = options.publicUrl?.toLowerCase().startsWith("https:") ?? false;
  return (req, res, next) => {
    if (always || (options.trustProxy > 0 && req.secure)) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    next();
  };
}
