// {admin_prefix}/outbox: every e-mail in pages (app/lib/list-query.ts) with its delivery status, attempts and last
// error; search by recipient or subject, filter by status; a failed e-mail can be sent again.
import { data, Form, type ShouldRevalidateFunction } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect } from "#app/components/admin/ListControls";
import { FocusOnRefusal } from "#app/components/ui/Field";
import { DataTable, EmptyState, FormError, PageHeader, secondaryButton, type Column } from "#app/components/admin/ui";
import { OUTBOX_LIST } from "#app/lib/admin-lists";
import { formatDateTime } from "#app/lib/dates";
import { countOf, parseListQuery } from "#app/lib/list-query";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { pageUrl, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import { countOutboxByStatus, listOutboxPage, retryEmail, retryRefusal } from "#app/server/models/outbox.server";
import { emailDelivery } from "#app/server/email/transports.server";
import { EmailDeliveryNotice } from "#app/components/admin/EmailDeliveryNotice";
import type { Route } from "./+types/outbox";

export const meta = () => adminMeta("Outbox");

// A refused Retry usually means the list is out of date (the e-mail was sent again from another tab): the list is
// drawn afresh beside the refusal, as it is without JavaScript, instead of React Router's default of keeping the
// data it had after an answer in the 4xx range.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 && actionStatus < 500 ? true : defaultShouldRevalidate;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, OUTBOX_LIST);
  const [{ rows, info }, counts] = await Promise.all([listOutboxPage(query), countOutboxByStatus()]);
  return {
    counts,
    delivery: emailDelivery(),
    info,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      retryRefusal: r.status === "failed" ? retryRefusal(r) : null,
    })),
  };
}

/** Retry one failed e-mail. */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  const done = await attempt(() => retryEmail(form.get("id")));
  if (!done.ok) return data({ error: done.error.message }, { status: done.error.status });
  return redirectWithFlash(pageUrl(request), { type: "success", message: "The e-mail is queued to be sent again." });
}

const STATUSES = OUTBOX_LIST.filters.status;

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  logged: "bg-orange-100 text-orange-950",
  failed: "bg-red-100 text-red-900",
};

function StatusBadge({ status, children = status }: { status: string; children?: React.ReactNode }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[status] ?? ""}`}>{children}</span>
  );
}

/** What each status means, so "logged" is never read as "sent". */
const STATUS_MEANING: Record<string, string> = {
  pending: "waiting to be sent (or to be tried again)",
  sending: "being handed to the provider now",
  sent: "accepted by the e-mail provider for delivery",
  logged: "printed to the server log only, because no e-mail provider is set up: not delivered to anyone",
  failed: "given up after the tries; Retry sends it again",
};

function StatusLegend() {
  return (
    <details className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold text-espresso">What the statuses mean</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {STATUSES.map((s) => (
          <div key={s} className="contents">
            <dt>
              <StatusBadge status={s} />
            </dt>
            <dd className="text-muted">{STATUS_MEANING[s]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

type OutboxRow = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: Column<OutboxRow>[] = [
  { header: "Created", cell: (r) => formatDateTime(r.createdAt), className: "whitespace-nowrap" },
  { header: "To", cell: (r) => r.to, className: "break-all sm:break-normal" },
  { header: "Subject", cell: (r) => r.subject },
  { header: "Kind", cell: (r) => r.kind },
  {
    header: "Status",
    cell: (r) => <StatusBadge status={r.status}>{r.status === "logged" ? "logged, not sent" : r.status}</StatusBadge>,
  },
  { header: "Attempts", cell: (r) => r.attempts },
  {
    header: "Last error",
    cell: (r) =>
      r.lastError ? (
        <span className="block min-w-0 truncate text-danger sm:max-w-xs" title={r.lastError}>
          {r.lastError}
        </span>
      ) : null,
  },
  {
    header: "Actions",
    cell: (r) =>
      r.status !== "failed" ? null : r.retryRefusal ? (
        <span className="text-sm text-muted">{r.retryRefusal}</span>
      ) : (
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="id" value={r.id} />
          <button type="submit" className={`${secondaryButton} px-3 py-1`}>
            Retry<span className="sr-only"> the e-mail to {r.to}</span>
          </button>
        </Form>
      ),
  },
];

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const total = Object.values(loaderData.counts).reduce((a, b) => a + b, 0);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description={
          <>
            {countOf(total, "e-mail")} in all.{" "}
            <span className="mt-2 flex flex-wrap gap-2 sm:mt-0 sm:inline-flex">
              {STATUSES.map((s) => (
                <StatusBadge key={s} status={s}>{`${s}: ${loaderData.counts[s] ?? 0}`}</StatusBadge>
              ))}
            </span>
          </>
        }
      />
      <EmailDeliveryNotice delivery={loaderData.delivery} logged={loaderData.counts.logged} />
      <StatusLegend />
      {/* A refused retry (the e-mail sent or gone meanwhile) is told at the top, and focused there. */}
      <FocusOnRefusal refusal={actionData?.error ? actionData : null} />
      <FormError message={actionData?.error} summary />
      {total > 0 ? (
        <ListSearch
          label="Search e-mails"
          placeholder="Recipient or subject"
          selects={[filterSelect("status", "Status", OUTBOX_LIST.filters.status), sortSelect(OUTBOX_LIST)]}
        />
      ) : null}
      {total === 0 ? (
        <EmptyState>No e-mails yet.</EmptyState>
      ) : loaderData.rows.length === 0 ? (
        <EmptyState>No e-mail matches this search.</EmptyState>
      ) : (
        <>
          <MatchCount total={loaderData.info.total} noun="e-mail" />
          <DataTable caption="E-mails" columns={COLUMNS} rows={loaderData.rows} />
          <Pager info={loaderData.info} label="Outbox pages" />
        </>
      )}
    </div>
  );
}
