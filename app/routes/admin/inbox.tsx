// {admin_prefix}/inbox: contact messages and partnership enquiries, newest first, with a read/unread toggle.
import { data, Form } from "react-router";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { toDomainError } from "#app/server/models/errors.server";
import { listInbox, setMessageRead } from "#app/server/models/messages.server";
import type { Route } from "./+types/inbox";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Inbox | Slice Bakery Admin" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const items = await listInbox();
  return {
    csrf: session.csrfToken,
    items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  try {
    await setMessageRead(form.get("kind"), form.get("id"), form.get("read") === "1");
  } catch (error) {
    const domain = toDomainError(error);
    if (!domain) throw error;
    return data({ error: domain.message }, { status: domain.status });
  }
  return { error: null };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const unread = loaderData.items.filter((i) => !i.read).length;
  return (
    <div>
      <h1 className="text-3xl font-semibold">Inbox</h1>
      <p className="mt-2 text-stone-600">
        {loaderData.items.length} {loaderData.items.length === 1 ? "message" : "messages"}, {unread} unread.
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 font-medium text-red-600">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-500">No messages yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              aria-label={`${item.read ? "Read" : "Unread"} message from ${item.fullName}`}
              className={`rounded-2xl border bg-white p-5 shadow-sm ${item.read ? "border-stone-200" : "border-l-4 border-butter"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wider text-crust">
                    {item.kind === "contact" ? "Contact" : "Partnership"} · {item.topic}
                  </p>
                  <p className="mt-1 font-semibold">
                    {item.fullName}{" "}
                    <a className="font-normal text-crust underline" href={`mailto:${item.email}`}>
                      {item.email}
                    </a>
                    {item.phone ? <span className="font-normal text-stone-600"> · {item.phone}</span> : null}
                  </p>
                  {item.website ? (
                    <p className="text-sm">
                      <a className="text-crust underline" href={item.website} rel="noopener noreferrer nofollow" target="_blank">
                        {item.website}
                      </a>
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  <time className="text-sm text-stone-500" dateTime={item.createdAt}>
                    {dateFormat.format(new Date(item.createdAt))}
                  </time>
                  <Form method="post">
                    <input type="hidden" name="csrf" value={loaderData.csrf} />
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="read" value={item.read ? "0" : "1"} />
                    <button type="submit" className="rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100">
                      {item.read ? "Mark as unread" : "Mark as read"}
                    </button>
                  </Form>
                </div>
              </div>
              <p className="mt-3 whitespace-pre-line text-stone-800">{item.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
