// The secret-looking first path segment of every admin route, so the admin area is not found by guessing.
// Evaluated when app/routes.ts is built, so ADMIN_PREFIX can be overridden at build time only.
const DEFAULT_ADMIN_PREFIX = "/studio-7f3a9c2e";

function normalise(value: string | undefined): string {
  const raw = (value ?? "").trim();
  if (!raw) return DEFAULT_ADMIN_PREFIX;
  const withSlash = raw.startsWith("/") ? raw : `/${raw}`;
  if (!/^\/[A-Za-z0-9_-]{6,64}$/.test(withSlash)) {
    throw new Error(`Invalid environment: ADMIN_PREFIX must be one path segment of 6-64 letters, digits, - or _`);
  }
  return withSlash;
}

export const ADMIN_PREFIX = normalise(process.env.ADMIN_PREFIX);

/** Builds an admin URL: adminPath("products") → "/studio-…/products". */
export function adminPath(...segments: string[]): string {
  const rest = segments
    .filter(Boolean)
    .map((s) => s.replace(/^\/+|\/+$/g, ""))
    .join("/");
  return rest ? `${ADMIN_PREFIX}/${rest}` : ADMIN_PREFIX;
}
