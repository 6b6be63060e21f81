import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { useAdminHref } from "#app/components/admin/admin-data";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import type { Route } from "./+types/guard";

/** Every admin page but login: no live session, no page (each child loader and action checks again). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Guard() {
  return <Outlet />;
}

/** Errors of admin pages render inside the admin chrome (404 for a missing product, 403 for a stale form). */
export function ErrorBoundary() {
  const error = useRouteError();
  const href = useAdminHref();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : typeof error.data?.message === "string"
        ? (error.data.message as string)
        : null
    : null;
  const title =
    status === 404
      ? "Not found"
      : status === 403
        ? "Request refused"
        : status < 500
          ? "Request not accepted"
          : "Something went wrong";
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 shadow-soft">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role="alert" className="mt-3 text-muted">
        {detail ?? (status === 404 ? "That page or item does not exist." : "Please go back and try again.")}
      </p>
      <Link to={href()} className="mt-6 inline-block font-semibold text-crust underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
