import { useEffect } from "react";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { data, isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav";
import { NavigationNotice } from "#app/components/admin/NavigationNotice";
import { useAdminData } from "#app/components/admin/admin-data";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { ResumeNotice } from "#app/components/admin/ResumeNotice";
import { SessionNotice } from "#app/components/admin/SessionNotice";
import { warningLeadMs } from "#app/lib/admin-session";
import { takeResume } from "#app/server/auth/resume.server";
import { getAdminSession, sessionLimits } from "#app/server/auth/session.server";
import { pageUrl, readFlash } from "#app/server/http/flash.server";
import { countUnreadMessages } from "#app/server/models/messages.server";
import { countUnreadOrders } from "#app/server/models/orders.server";
import { listOfferings } from "#app/server/models/offerings.server";
import type { Route } from "./+types/layout";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin | Slice Bakery" }, { name: "robots", content: "noindex, nofollow" }];
}

// Loader Set-Cookie headers (the flash cookie being cleared) are added by React Router itself.
export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

/**
 * The admin chrome for every admin path, login included. It guards nothing (routes/admin/guard.tsx and each
 * admin loader/action do): it reads the flash message once (pages never read it again: they take it from
 * useAdminData().flash), and with a live session gives the navigation's
 * offerings, the CSRF token the admin forms carry, when the session ends (for the notice before it does), and
 * what a post typed when the session had ended, if this is the page it came from (read once).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getAdminSession(request);
  const { flash, setCookie } = await readFlash(request);
  const kept = session ? await takeResume(request, pageUrl(request)) : { resume: null, setCookie: null };
  const headers = new Headers();
  for (const cookie of [setCookie, kept.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  const [offerings, unread, unreadOrders] = session
    ? await Promise.all([
        listOfferings().then((all) => all.map(({ id, name, slug }) => ({ id, name, slug }))),
        countUnreadMessages(),
        countUnreadOrders(),
      ])
    : [[], 0, 0];
  return data(
    {
      prefix: ADMIN_PREFIX,
      flash,
      session: session
        ? {
            csrf: session.csrfToken,
            expiresAt: session.expiresAt.toISOString(),
            // The notice counts from the page's own clock: the time left, not the server's clock time.
            remainingMs: session.expiresAt.getTime() - Date.now(),
            warnMs: warningLeadMs(sessionLimits().idleMs),
            extendable: session.extendable,
          }
        : null,
      resume: kept.resume ? { action: kept.resume.action, values: kept.resume.values, cut: kept.resume.cut } : null,
      offerings,
      unread,
      unreadOrders,
    },
    { headers },
  );
}

// Flash messages and the session state must be fresh on every admin navigation.
export const shouldRevalidate = () => true;

const FLAG = "isAdmin";

/** The browser's isAdmin localStorage flag: written on login, removed on logout or when no session is live. */
function useIsAdminFlag() {
  const { flash, session } = useAdminData();
  useEffect(() => {
    try {
      if (!session) window.localStorage.removeItem(FLAG);
      else if (flash?.event === "login" || !window.localStorage.getItem(FLAG)) {
        window.localStorage.setItem(FLAG, JSON.stringify({ value: true, expiry: Date.parse(session.expiresAt) }));
      }
    } catch {
      // Storage can be unavailable (private mode); the flag grants nothing anyway.
    }
  }, [flash, session]);
}

/**
 * The page's one flash message, in the page (role status/alert) and, for the texts that must not be missed (alerts),
 * also in window.alert. A message that belongs to a form (flash.form) is shown by that form instead.
 */
function FlashMessage() {
  const { flash } = useAdminData();
  useEffect(() => {
    if (flash?.alert) window.alert(flash.message);
  }, [flash]);
  if (!flash || flash.form) return null;
  return (
    <div className="mb-6">
      <StatusMessage look="panel" tone={flash.type}>
        {flash.message}
      </StatusMessage>
    </div>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useAdminData();
  return (
    <div className="min-h-dvh bg-cream">
      <header className="relative border-b border-crust-dark bg-espresso text-cream" data-chrome="admin">
        <div className="container-page flex h-14 items-center gap-4">
          <Link
            to={data.session ? data.prefix : `${data.prefix}/login`}
            className="font-display text-lg font-semibold whitespace-nowrap"
          >
            Slice Bakery <span className="text-butter">Admin</span>
          </Link>
          {data.session ? <AdminNav /> : null}
        </div>
      </header>
      <main id="main" className="container-page py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  useIsAdminFlag();
  return (
    <Chrome>
      <FlashMessage />
      <ResumeNotice />
      <NavigationNotice />
      <Outlet />
      <SessionNotice />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-crust-dark bg-espresso text-cream" data-chrome="admin">
        <div className="container-page flex h-14 items-center">
          <span className="font-display text-lg font-semibold">
            Slice Bakery <span className="text-butter">Admin</span>
          </span>
        </div>
      </header>
      <main id="main" className="container-page py-10">
        <h1 className="text-3xl font-semibold">
          {notFound ? "Not found" : status === 403 ? "Refused" : "Something went wrong"}
        </h1>
        <p className="mt-3 text-muted">
          {message ?? (notFound ? "That page or item does not exist." : "Please go back and try again.")}
        </p>
      </main>
    </div>
  );
}
