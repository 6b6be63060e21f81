import { Link, Outlet } from "react-router";
import { NavigationNotice } from "#app/components/admin/NavigationNotice";
import { ADMIN_PREFIX } from "#app/server/admin-prefix.server";
import { getAdminSession } from "#app/server/auth/session.server";
import type { Route } from "./+types/layout";

export const handle = { chrome: "admin" };

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin | Slice Bakery" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  // The CSRF token for admin forms (CsrfInput); null when signed out. Pages guard themselves.
  const session = await getAdminSession(request);
  return { prefix: ADMIN_PREFIX, csrfToken: session?.csrfToken ?? null };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-espresso text-cream" data-chrome="admin">
        <div className="container-page flex h-14 items-center gap-6">
          <Link to={loaderData.prefix} className="font-display text-lg font-semibold">
            Slice Bakery Admin
          </Link>
        </div>
      </header>
      <main className="container-page py-8">
        <NavigationNotice />
        <Outlet />
      </main>
    </div>
  );
}
