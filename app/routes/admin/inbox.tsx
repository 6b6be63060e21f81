// {admin_prefix}/inbox: contact messages and partnership enquiries, newest first, with a read/unread toggle.
import { data, Form } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { EmptyState, Message, PageHeader, secondaryButton } from "#app/components/admin/ui";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { attempt } from "#app/server/models/errors.server";
import { listInbox, setMessageRead } from "#app/server/models/messages.server";
import type { Route } from "./+types/inbox";

export const meta = () => adminMeta("Inbox");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = await listInbox();
  return { items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })) };
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  const done = await attempt(() => setMessageRead(form.get("kind"), form.get("id"), form.get("read") === "1"));
  if (!done.ok) return data({ error: done.error.message }, { status: done.error.status });
  return { error: null };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const unread = loaderData.items.filter((i) => !i.read).length;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inbox"
        description={`${loaderData.items.length} ${loaderData.items.length === 1 ? "message" : "messages"}, ${unread} unread.`}
      />
      {actionData?.error ? <Message type="error">{actionData.error}</Message> : null}
      {loaderData.items.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {loaderData.items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              aria-label={`${item.read ? "Read" : "Unread"} message from ${item.fullName}`}
              className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-soft ${item.read ? "" : "border-l-4 border-l-butter"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wider text-crust">
                    {item.kind === "contact" ? "Contact" : "Partnership"} · {item.topic}
                  </p>
                  <p className="mt-1 break-words font-semibold">
                    {item.fullName}{" "}
                    <a className="font-normal text-crust underline" href={`mailto:${item.email}`}>
                      {item.email}
                    </a>
                    {item.phone ? <span className="font-normal text-muted"> · {item.phone}</span> : null}
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
                  <time className="text-sm text-muted" dateTime={item.createdAt}>
                    {dateFormat.format(new Date(item.createdAt))}
                  </time>
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="read" value={item.read ? "0" : "1"} />
                    <button type="submit" className={secondaryButton}>
                      {item.read ? "Mark as unread" : "Mark as read"}
                    </button>
                  </Form>
                </div>
              </div>
              <p className="mt-3 whitespace-pre-line break-words text-espresso">{item.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
