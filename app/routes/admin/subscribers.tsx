// {admin_prefix}/subscribers: counts by status, every subscriber in pages with a search by address and a status
// filter (app/lib/list-query.ts), unsubscribe or erase one (each confirmed), and a CSV export of all of them
// ({admin_prefix}/subscribers.csv).
import { data } from "react-router";
import { FocusOnRefusal } from "#app/components/ui/Field";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { ConfirmButton, ConfirmStep } from "#app/components/admin/ConfirmButton";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect } from "#app/components/admin/ListControls";
import {
  dangerButton,
  DataTable,
  EmptyState,
  FormError,
  PageHeader,
  primaryButton,
  secondaryButton,
  type Column,
} from "#app/components/admin/ui";
import { SUBSCRIBER_LIST } from "#app/lib/admin-lists";
import { formatDateTime } from "#app/lib/dates";
import { countOf, parseListQuery } from "#app/lib/list-query";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { pageUrl, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import {
  countSubscribers,
  eraseSubscriber,
  listSubscribersPage,
  unsubscribeSubscriber,
} from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribers";
import { formatNumber } from "#app/lib/numbers";

export const meta = () => adminMeta("Subscribers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, SUBSCRIBER_LIST);
  const [counts, { rows, info }] = await Promise.all([countSubscribers(), listSubscribersPage(query)]);
  return {
    counts,
    info,
    filtered: query.q !== "" || query.filters.status !== undefined,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
    })),
  };
}

const ACTIONS = {
  unsubscribe: {
    confirm: (email: string) => `Unsubscribe ${email}? They will get no more newsletters.`,
    label: "Yes, unsubscribe",
    done: (email: string) => `${email} is unsubscribed.`,
  },
  erase: {
    confirm: (email: string) =>
      `Erase ${email} for good? The address and its codes are removed, and the e-mails sent to it lose the address. This cannot be undone.`,
    label: "Yes, erase",
    done: (email: string) => `${email} is erased: no copy of the address is left.`,
  },
} as const;
type Intent = keyof typeof ACTIONS;

/** Unsubscribe or erase one subscriber, only with confirmed=yes (window.confirm, or the on-page step). */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "unsubscribe" && intent !== "erase")
    return data({ error: "Unknown form.", confirm: null }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const email = String(form.get("email") ?? "");
  if (form.get("confirmed") !== "yes") return { error: null, confirm: { intent: intent as Intent, id, email } };
  const done = await attempt(() => (intent === "erase" ? eraseSubscriber(id) : unsubscribeSubscriber(id)));
  if (!done.ok) return data({ error: done.error.message, confirm: null }, { status: done.error.status });
  return redirectWithFlash(pageUrl(request), { type: "success", message: ACTIONS[intent].done(done.value.email) });
}

type SubscriberRow = Route.ComponentProps["loaderData"]["rows"][number];
type Confirming = { intent: Intent; id: string } | null;

/** A row's buttons: unsubscribe (not for one already unsubscribed), then erase. */
const BUTTONS = [
  ["unsubscribe", "Unsubscribe", secondaryButton],
  ["erase", "Erase", dangerButton],
] as const;

function RowActions({ row, confirming }: { row: SubscriberRow; confirming: Confirming }) {
  if (confirming?.id === row.id) {
    const step = ACTIONS[confirming.intent];
    return (
      <ConfirmStep
        id={row.id}
        message={step.confirm(row.email)}
        label={step.label}
        fields={{ intent: confirming.intent, id: row.id, email: row.email }}
        cancelTo="."
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {BUTTONS.filter(([intent]) => intent !== "unsubscribe" || row.status !== "unsubscribed").map(
        ([intent, text, look]) => (
          <ConfirmButton
            key={intent}
            message={ACTIONS[intent].confirm(row.email)}
            fields={{ intent, id: row.id, email: row.email }}
            className={`${look} px-3 py-1`}
          >
            {text}
            <span className="sr-only"> {row.email}</span>
          </ConfirmButton>
        ),
      )}
    </div>
  );
}

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, info } = loaderData;
  const total = counts.pending + counts.verified + counts.unsubscribed;
  const confirming = actionData?.confirm ?? null;
  const href = useAdminHref();
  const columns: Column<SubscriberRow>[] = [
    { header: "Email", cell: (r) => r.email, className: "break-all sm:break-normal" },
    { header: "Status", cell: (r) => r.status },
    { header: "Subscribed", cell: (r) => formatDateTime(r.createdAt) },
    { header: "Verified", cell: (r) => (r.verifiedAt ? formatDateTime(r.verifiedAt) : "—") },
    { header: "Actions", cell: (r) => <RowActions row={r} confirming={confirming} /> },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscribers"
        description={`${formatNumber(counts.verified)} verified · ${formatNumber(counts.pending)} pending · ${formatNumber(counts.unsubscribed)} unsubscribed (${formatNumber(total)} in all)`}
        actions={
          <a href={href("subscribers.csv")} download className={primaryButton}>
            Export CSV
          </a>
        }
      />
      {/* A refused unsubscribe or erase (the address gone meanwhile) is told at the top, and focused there. */}
      <FocusOnRefusal refusal={actionData?.error ? actionData : null} />
      <FormError message={actionData?.error} summary />
      {total > 0 ? (
        <ListSearch
          label="Find an address"
          placeholder="name@example.com"
          selects={[filterSelect("status", "Status", SUBSCRIBER_LIST.filters.status), sortSelect(SUBSCRIBER_LIST)]}
        />
      ) : null}
      {total === 0 ? (
        <EmptyState>No subscribers yet.</EmptyState>
      ) : loaderData.rows.length === 0 ? (
        <EmptyState>No subscriber matches this search.</EmptyState>
      ) : (
        <>
          <MatchCount total={info.total} noun="address" nouns="addresses" />
          <DataTable
            caption={
              loaderData.filtered
                ? `Subscribers matching the search (${countOf(info.total, "address", "addresses")})`
                : "Subscribers"
            }
            columns={columns}
            rows={loaderData.rows}
          />
          <Pager info={info} label="Subscriber pages" />
        </>
      )}
    </div>
  );
}
