// {admin_prefix}/inbox: contact messages and partnership enquiries in pages (app/lib/list-query.ts), newest
// first; search (name, e-mail, phone, subject, text), filters (kind, read or unread); mark read or unread, one
// or several at once; reply by e-mail; delete (confirmed); CSV of what the filters show ({admin_prefix}/inbox.csv).
import { FocusOnRefusal } from "#app/components/ui/Field";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { data, Form, useSearchParams } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { ConfirmButton, ConfirmStep } from "#app/components/admin/ConfirmButton";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect } from "#app/components/admin/ListControls";
import { EmptyState, PageHeader, primaryButton, secondaryButton } from "#app/components/admin/ui";
import { INBOX_LIST } from "#app/lib/admin-lists";
import { formatDateTime } from "#app/lib/dates";
import { countOf, parseListQuery } from "#app/lib/list-query";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { pageUrl, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import {
  deleteMessage,
  listInboxPage,
  messageRef,
  setMessageRead,
  setMessagesRead,
} from "#app/server/models/messages.server";
import type { Route } from "./+types/inbox";
import { formatNumber } from "#app/lib/numbers";

export const meta = () => adminMeta("Inbox");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, INBOX_LIST);
  const { items, info, counts } = await listInboxPage(query);
  return {
    counts,
    info,
    filtered: query.q !== "" || Object.keys(query.filters).length > 0,
    items: items.map((i) => ({ ...i, ref: messageRef(i), createdAt: i.createdAt.toISOString() })),
  };
}

const DELETE_CONFIRM = "Delete this message for good? This cannot be undone.";

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  const back = pageUrl(request);
  const intent = form.get("intent");
  if (intent === "read" || intent === "unread") {
    // "All on this page" carries the page's messages itself, so that it works without JavaScript too.
    const chosen = [
      ...form.getAll("select"),
      ...String(form.get("page") ?? "")
        .split(" ")
        .filter(Boolean),
    ];
    const done = await attempt(() => setMessagesRead([...new Set(chosen)], intent === "read"));
    // Shown beside the bulk buttons, where the owner is looking, not at the top of the page.
    if (!done.ok) return data({ error: done.error.message, confirm: null, bulk: true }, { status: done.error.status });
    return redirectWithFlash(back, {
      type: "success",
      message: `${countOf(done.value, "message")} marked as ${intent}.`,
    });
  }
  if (intent === "delete") {
    const [kind, id] = [form.get("kind"), form.get("id")];
    if (form.get("confirmed") !== "yes") return { error: null, confirm: `${String(kind)}:${String(id)}` };
    const done = await attempt(() => deleteMessage(kind, id));
    if (!done.ok) return data({ error: done.error.message, confirm: null }, { status: done.error.status });
    return redirectWithFlash(back, { type: "success", message: "Message deleted." });
  }
  const done = await attempt(() => setMessageRead(form.get("kind"), form.get("id"), form.get("read") === "1"));
  if (!done.ok) return data({ error: done.error.message, confirm: null }, { status: done.error.status });
  return { error: null, confirm: null };
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

function replyHref(item: Item): string {
  const subject = `Re: ${item.kind === "contact" ? item.topic : `Partnership · ${item.topic}`}`;
  return `mailto:${encodeURIComponent(item.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

function InboxItem({ item, confirming }: { item: Item; confirming: boolean }) {
  const fields = { intent: "delete", kind: item.kind, id: item.id };
  return (
    <li
      aria-label={`${item.read ? "Read" : "Unread"} message from ${item.fullName}`}
      className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-soft ${item.read ? "" : "border-l-4 border-l-butter"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <input
            type="checkbox"
            form="inbox-bulk"
            name="select"
            value={item.ref}
            aria-label={`Select the message from ${item.fullName}`}
            onChange={(event) => {
              // One box cleared: "All on this page" no longer says what is selected.
              const all = document.querySelector<HTMLInputElement>('#inbox-bulk input[name="page"]');
              if (all && !event.currentTarget.checked) all.checked = false;
            }}
            className="mt-1 size-5 shrink-0 accent-crust"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-crust uppercase">
              {item.kind === "contact" ? "Contact" : "Partnership"} · {item.topic}
            </p>
            <p className="mt-1 font-semibold break-words">
              {item.fullName}{" "}
              <a className="font-normal text-crust underline" href={`mailto:${item.email}`}>
                {item.email}
              </a>
              {item.phone ? <span className="font-normal text-muted"> · {item.phone}</span> : null}
            </p>
            {item.website ? (
              <p className="text-sm">
                <a
                  className="text-crust underline"
                  href={item.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {item.website}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <time className="text-sm text-muted" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-espresso">{item.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a href={replyHref(item)} className={`${primaryButton} px-4`}>
          Reply<span className="sr-only"> to {item.fullName}</span>
        </a>
        <Form method="post" className="inline">
          <CsrfInput />
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="read" value={item.read ? "0" : "1"} />
          <button type="submit" className={secondaryButton}>
            {item.read ? "Mark as unread" : "Mark as read"}
          </button>
        </Form>
        {confirming ? (
          <ConfirmStep
            id={item.ref.replace(":", "-")}
            message={DELETE_CONFIRM}
            label="Yes, delete message"
            fields={fields}
            cancelTo="."
          />
        ) : (
          <ConfirmButton message={DELETE_CONFIRM} fields={fields}>
            Delete<span className="sr-only"> the message from {item.fullName}</span>
          </ConfirmButton>
        )}
      </div>
    </li>
  );
}

/**
 * "All on this page": posts the page's messages with the bulk form (no JavaScript needed), and with JavaScript
 * also ticks or clears each message's box, so what is selected is what is seen.
 */
function SelectAll({ refs }: { refs: string[] }) {
  return (
    <label className="mr-2 flex items-center gap-2 text-sm font-medium text-espresso">
      <input
        type="checkbox"
        name="page"
        value={refs.join(" ")}
        className="size-5 accent-crust"
        onChange={(event) => {
          for (const box of document.querySelectorAll<HTMLInputElement>('input[form="inbox-bulk"][name="select"]')) {
            box.checked = event.currentTarget.checked;
          }
        }}
      />
      All on this page
    </label>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { counts, info, items } = loaderData;
  const csvQuery = new URLSearchParams(params);
  csvQuery.delete("page");
  csvQuery.delete("sort");
  const href = useAdminHref();
  // An absolute path: a relative one resolves against whatever URL the page was reached by.
  const csv = `${href("inbox.csv")}${csvQuery.size ? `?${csvQuery}` : ""}`;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inbox"
        description={`${countOf(counts.total, "message")}, ${formatNumber(counts.unread)} unread.`}
        actions={
          counts.total > 0 ? (
            <a href={csv} download className={secondaryButton}>
              Export CSV{loaderData.filtered ? " (as filtered)" : ""}
            </a>
          ) : null
        }
      />
      {/* A refused mark-read or delete of one message (gone meanwhile) is told at the top, and focused there. */}
      <FocusOnRefusal refusal={actionData?.error && !("bulk" in actionData) ? actionData : null} />
      {actionData?.error && !("bulk" in actionData) ? (
        <StatusMessage look="panel" tone="error" summary focusOnLoad>
          {actionData.error}
        </StatusMessage>
      ) : null}
      {counts.total > 0 ? (
        <ListSearch
          label="Search messages"
          placeholder="Name, e-mail, phone, subject or text"
          selects={[
            filterSelect("kind", "Kind", INBOX_LIST.filters.kind, { contact: "Contact", partner: "Partnership" }),
            filterSelect("status", "Read", INBOX_LIST.filters.status, { unread: "Unread", read: "Read" }),
            sortSelect(INBOX_LIST),
          ]}
        />
      ) : null}
      {counts.total === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>No message matches this search.</EmptyState>
      ) : (
        <>
          <MatchCount total={info.total} noun="message" />
          <Form
            id="inbox-bulk"
            method="post"
            className="flex flex-wrap items-center gap-2"
            aria-label="Selected messages"
          >
            <CsrfInput />
            <SelectAll refs={items.map((i) => i.ref)} />
            <span className="text-sm text-muted">Selected messages:</span>
            <button type="submit" name="intent" value="read" className={secondaryButton}>
              Mark selected as read
            </button>
            <button type="submit" name="intent" value="unread" className={secondaryButton}>
              Mark selected as unread
            </button>
            {/* Nothing to blame but the selection: the message takes the focus, beside the buttons pressed. */}
            <FocusOnRefusal refusal={actionData?.error && "bulk" in actionData ? actionData : null} />
            {actionData?.error && "bulk" in actionData ? (
              <div className="w-full">
                <StatusMessage
                  look="panel"
                  tone="error"
                  summary
                  focusOnLoad
                >{`${actionData.error} Tick the messages, or “All on this page”.`}</StatusMessage>
              </div>
            ) : null}
          </Form>
          <ul className="space-y-4">
            {items.map((item) => (
              <InboxItem key={item.ref} item={item} confirming={actionData?.confirm === item.ref} />
            ))}
          </ul>
          <Pager info={info} label="Inbox pages" />
        </>
      )}
    </div>
  );
}
