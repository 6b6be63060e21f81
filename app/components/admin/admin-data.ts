import { useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { Flash } from "#app/lib/flash";

export type AdminNavOffering = { id: string; name: string; slug: string };

/** What the admin layout loader (route id "admin") gives every admin page. */
export type AdminLayoutData = {
  prefix: string;
  /** The flash message of this page view, read once by the layout loader. */
  flash: Flash | null;
  session: {
    csrf: string;
    expiresAt: string;
    /** Milliseconds from the loader's answer to the session's end. */
    remainingMs: number;
    /** How long before the end the page warns. */
    warnMs: number;
    /** False once the end is the cap after sign-in: "Stay signed in" could not move it. */
    extendable: boolean;
  } | null;
  /**
   * What a post typed when the session had ended, on the page it came from after the new sign-in: which form
   * (the address it was sent to) and its values, to fill in again (never to send).
   */
  resume: { action: string | null; values: [string, string][]; cut: boolean } | null;
  offerings: AdminNavOffering[];
  /** Inbox messages not yet read (0 without a session). */
  unread: number;
  /** Cake orders not yet opened (0 without a session). */
  unreadOrders: number;
};

export function useAdminData(): AdminLayoutData {
  const data = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  if (!data) throw new Error("useAdminData() must be used inside the admin layout");
  return data;
}

/**
 * A failed plain post's message and typed values for one form (`flash.form`), or null. That form shows them
 * next to its fields; the layout leaves such messages out, so each shows once.
 */
export function useFormFlash(form: Flash["form"]): { message: string; values: Record<string, string> } | null {
  const { flash } = useAdminData();
  if (!flash || !form || flash.form !== form) return null;
  return { message: flash.message, values: flash.values ?? {} };
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

/** An admin page's meta: "<title> | Slice Bakery Admin", never indexed (the layout's own meta is replaced, not merged). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Slice Bakery Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
