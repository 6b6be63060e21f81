// What admin components need from the admin layout loader: the secret prefix and the session's CSRF token.
import { useRouteLoaderData } from "react-router";

export const ADMIN_LAYOUT_ID = "routes/admin/layout";

export type AdminLayoutData = { prefix: string; csrfToken: string | null };

export function useAdminData(): AdminLayoutData {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as AdminLayoutData | undefined;
  return { prefix: data?.prefix ?? "", csrfToken: data?.csrfToken ?? null };
}

/** adminHref(prefix, "view-videos") → "/studio-…/view-videos". */
export function adminHref(prefix: string, ...segments: string[]): string {
  const rest = segments.filter(Boolean).map((s) => s.replace(/^\/+|\/+$/g, "")).join("/");
  return rest ? `${prefix}/${rest}` : prefix;
}
