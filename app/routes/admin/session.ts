// {admin_prefix}/session: "Stay signed in" from the notice shown before the session ends. A post with the
// session's CSRF token moves its end to SESSION_TTL_MINUTES from now (within the cap after sign-in); the admin
// layout's data, reloaded after it, gives the page the new end.
import { redirect } from "react-router";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { requireAdminForm } from "#app/server/auth/admin-auth.server";
import { getAdminSession } from "#app/server/auth/session.server";
import type { Route } from "./+types/session";

/** Nothing to show: a GET goes to the dashboard. */
export async function loader() {
  throw redirect(adminPath());
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminForm(request);
  const session = await getAdminSession(request, { renew: "always" });
  return { expiresAt: session?.expiresAt.toISOString() ?? null };
}
