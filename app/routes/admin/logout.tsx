import { redirect } from "react-router";
import { LOGGED_OUT } from "#app/lib/validation/auth-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { assertCsrf, CSRF_FIELD, LOGIN_PATH } from "#app/server/auth/admin-auth.server";
import { clearResume } from "#app/server/auth/resume.server";
import { destroyAdminSession, getAdminSession } from "#app/server/auth/session.server";
import { readForm } from "#app/server/storage/uploads.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import type { Route } from "./+types/logout";

/** A GET changes nothing: logout is a POST (the navigation's Logout button is a form). */
export async function loader() {
  throw redirect(adminPath());
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getAdminSession(request);
  if (session) {
    const read = await readForm(request);
    const form = read.ok ? read.form : new FormData();
    assertCsrf(session, form.get(CSRF_FIELD));
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyAdminSession(request));
  // Signing out on purpose: nothing of the ended session comes back at the next sign-in.
  headers.append("Set-Cookie", await clearResume());
  return redirectWithFlash(LOGIN_PATH(), { type: "success", message: LOGGED_OUT, event: "logout" }, { headers });
}
