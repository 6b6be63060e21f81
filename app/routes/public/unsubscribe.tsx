// /unsubscribe?token=…: the link in every newsletter e-mail. GET only shows who is being unsubscribed and a
// button (mail scanners that follow links change nothing); the button POSTs. RFC 8058 one-click POSTs from mail
// providers ("List-Unsubscribe=One-Click") land on the same action.
import { data, redirect } from "react-router";
import { site } from "#app/lib/site-config";
import { readForm } from "#app/server/storage/uploads.server";
import { findSubscriberByToken, unsubscribeByToken } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/unsubscribe";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Unsubscribe | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  // The default Referrer-Policy (strict-origin-when-cross-origin) never sends the token to other sites; "no-referrer"
  // would make browsers send "Origin: null" with the form post, which React Router refuses.
  return { "Cache-Control": "no-store" };
}

/** Shows part of the address only (the link may be forwarded). */
function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${"•".repeat(Math.max(1, local.length - visible.length))}@${domain}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await findSubscriberByToken(token);
  if (!subscriber) return data({ state: "invalid" as const, token: "", email: "" }, { status: 404 });
  return {
    state: subscriber.status === "unsubscribed" ? ("done" as const) : ("confirm" as const),
    token,
    email: maskEmail(subscriber.email),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  // RFC 8058 one-click posts `List-Unsubscribe=One-Click` (urlencoded or multipart); anything unreadable is no form.
  const read = await readForm(request);
  const form = read.ok ? read.form : new FormData();
  const fromForm = form.get("token");
  const token = typeof fromForm === "string" && fromForm ? fromForm : (url.searchParams.get("token") ?? "");
  const ok = await unsubscribeByToken(token);
  if (!ok) return data({ ok: false }, { status: 404 });
  if (form.get("List-Unsubscribe") === "One-Click") return { ok: true };
  throw redirect(`/unsubscribe?token=${encodeURIComponent(token)}`);
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-[var(--radius-card)] bg-white p-8 text-center shadow-soft sm:p-10">
        <h1 className="text-3xl font-semibold text-espresso">Newsletter</h1>
        {loaderData.state === "invalid" ? (
          <p role="alert" className="mt-4 text-danger">
            This unsubscribe link is not valid. It may have been copied incompletely.
          </p>
        ) : loaderData.state === "done" ? (
          <>
            <p role="status" className="mt-4 font-medium text-success">
              You have been unsubscribed. {loaderData.email} will not receive our newsletter any more.
            </p>
            <p className="mt-3 text-muted">Changed your mind? You can subscribe again at any time from the footer of our site.</p>
          </>
        ) : (
          <form method="post" className="mt-4 space-y-5">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-muted">
              Stop sending the {site.name} newsletter to <strong className="text-espresso">{loaderData.email}</strong>?
            </p>
            <button type="submit" className="rounded-full bg-crust px-6 py-3 font-semibold text-white hover:bg-crust-dark">
              Unsubscribe
            </button>
          </form>
        )}
        <p className="mt-8">
          <a href="/" className="font-medium text-crust underline">
            Back to {site.name}
          </a>
        </p>
      </div>
    </section>
  );
}
