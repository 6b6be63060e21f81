import { useRouteLoaderData } from "react-router";

export type AdminNavOffering = { id: string; name: string; slug: string };

/** What the admin layout loader (route id "admin") gives every admin page. */
export type AdminLayoutData = {
  prefix: string;
  flash: {
    id: string;
    type: "success" | "error";
    message: string;
    alert?: boolean;
    event?: "login" | "logout";
  } | null;
  session: { csrf: string; expiresAt: string } | null;
  offerings: AdminNavOffering[];
};

export function useAdminData(): AdminLayoutData {
  const data = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  if (!data) throw new Error("useAdminData() must be used inside the admin layout");
  return data;
}

/** adminHref(prefix, "view-videos") → "/studio-…/view-videos" (each segment URL-encoded). */
export function adminHref(prefix: string, ...segments: string[]): string {
  const rest = segments
    .flatMap((s) => s.split("/"))
    .filter(Boolean)
    .map(encodeURIComponent)
    .join("/");
  return rest ? `${prefix}/${rest}` : prefix;
}

/** Builds an admin URL from the prefix the layout loader sent: href("product", id) → "/studio-…/product/<id>". */
export function useAdminHref() {
  const { prefix } = useAdminData();
  return (...segments: string[]) => adminHref(prefix, ...segments);
}
