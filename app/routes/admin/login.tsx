import { describedControl, Field, FocusOnRefusal } from "#app/components/ui/Field";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { data, Form, redirect, useNavigation } from "react-router";
import { inputClass, primaryButton } from "#app/components/admin/ui";
import { LOGIN_FIELD_REQUIRED, LOGIN_FIELDS_REQUIRED, LOGIN_SUCCESS } from "#app/lib/validation/auth-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { checkLogin } from "#app/server/auth/admin-auth.server";
import { pendingResume, resumePath } from "#app/server/auth/resume.server";
import { withRetryAfter } from "#app/server/auth/rate-limit.server";
import { createAdminSession, destroyAdminSession, getAdminSession } from "#app/server/auth/session.server";
import { readForm } from "#app/server/storage/uploads.server";
import { clientIp } from "#app/server/http/context.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import type { Route } from "./+types/login";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin login | Slice Bakery" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The admin layout's headers, plus the Retry-After of a refused login (429, 503). */
export function headers(args: Route.HeadersArgs) {
  return withRetryAfter(args);
}

/** Null, or `{ resume }` when signing in leads back to the page where the session ended (with what it typed). */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdminSession(request)) throw redirect(adminPath());
  const resume = await pendingResume(request);
  return resume ? { resume } : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok)
    return data(
      { error: read.status === 400 ? LOGIN_FIELDS_REQUIRED : read.message, username: "" },
      { status: read.status },
    );
  const { form } = read;
  const username = String(form.get("username") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!username || !password || username.length > 200 || password.length > 1000) {
    const missing = [...(username ? [] : ["username" as const]), ...(password ? [] : ["password" as const])];
    return data({ error: LOGIN_FIELDS_REQUIRED, username, missing }, { status: 400 });
  }
  const result = await checkLogin(username, password, clientIp(context));
  if (!result.ok) {
    const headers = result.status === 401 ? undefined : { "Retry-After": String(result.retryAfterSeconds) };
    return data({ error: result.message, username }, { status: result.status, headers });
  }
  // A fresh session id at each login; a previous session of this browser ends.
  const headers = new Headers();
  if (await getAdminSession(request)) await destroyAdminSession(request);
  const { setCookie } = await createAdminSession();
  headers.append("Set-Cookie", setCookie);
  // Back to the page where the session ended, if it did (that page then shows what was typed), else the dashboard.
  return redirectWithFlash(
    (await resumePath(request)) ?? adminPath(),
    { type: "success", message: LOGIN_SUCCESS, alert: true, event: "login" },
    { headers },
  );
}

const RESUME_TEXT = {
  values: "Your session ended before your last change was saved. Sign in to go back to it: what you typed is kept.",
  page: "Your session ended. Sign in to go back to the page you were on.",
} as const;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // A refusal is shown in the page, never alerted: the empty fields marked (focus on the first), or the
  // failure above the form (wrong credentials, too many tries) with the focus on it.
  const missing: readonly string[] = actionData && "missing" in actionData ? (actionData.missing as string[]) : [];
  const errorOf = (name: "username" | "password") => (missing.includes(name) ? LOGIN_FIELD_REQUIRED[name] : undefined);
  const firstMissing = missing[0];
  const fieldProps = (name: "username" | "password") => ({
    ...describedControl(name, { error: errorOf(name) }),
    ...(firstMissing === name ? { autoFocus: true } : {}),
  });
  return (
    <div className="mx-auto mt-4 max-w-md sm:mt-12">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-soft sm:p-8">
        <h1 className="text-3xl font-semibold text-espresso">Admin login</h1>
        <p className="mt-2 text-sm text-muted">Sign in to manage offerings, products, banners and videos.</p>
        {loaderData?.resume ? (
          <p className="mt-4 rounded-lg border border-butter bg-butter-light px-4 py-3 text-sm text-espresso">
            {RESUME_TEXT[loaderData.resume]}
          </p>
        ) : null}
        <Form method="post" noValidate className="mt-6 space-y-4">
          <FocusOnRefusal refusal={actionData} />
          {actionData?.error ? (
            <StatusMessage look="panel" tone="error" summary focusOnLoad={!firstMissing}>
              {actionData.error}
            </StatusMessage>
          ) : null}
          <Field look="admin" id="username" label="Username" error={errorOf("username")}>
            <input
              id="username"
              name="username"
              required
              autoComplete="username"
              defaultValue={actionData?.username ?? ""}
              className={`mt-1 ${inputClass}`}
              {...fieldProps("username")}
            />
          </Field>
          <Field look="admin" id="password" label="Password" error={errorOf("password")}>
            <input
              id="password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className={`mt-1 ${inputClass}`}
              {...fieldProps("password")}
            />
          </Field>
          <button type="submit" className={`${primaryButton} w-full py-3`} disabled={busy}>
            {busy ? "Signing in…" : "Login"}
          </button>
        </Form>
      </div>
    </div>
  );
}
