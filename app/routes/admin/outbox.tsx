// {admin_prefix}/outbox: the latest e-mails with their delivery status, attempts and last error.
import { adminMeta } from "#app/components/admin/admin-data";
import { DataTable, EmptyState, PageHeader, type Column } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { countOutboxByStatus, listOutbox } from "#app/server/models/outbox.server";
import type { Route } from "./+types/outbox";

export const meta = () => adminMeta("Outbox");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [rows, counts] = await Promise.all([listOutbox(100), countOutboxByStatus()]);
  return {
    counts,
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
    })),
  };
}

const STATUSES = ["pending", "sending", "sent", "logged", "failed"] as const;

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  logged: "bg-stone-200 text-stone-800",
  failed: "bg-red-100 text-red-900",
};

function StatusBadge({ status, children = status }: { status: string; children?: React.ReactNode }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[status] ?? ""}`}>{children}</span>;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "short", timeStyle: "medium", timeZone: "Asia/Kolkata" });

type OutboxRow = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: Column<OutboxRow>[] = [
  { header: "Created", cell: (r) => dateFormat.format(new Date(r.createdAt)), className: "whitespace-nowrap" },
  { header: "To", cell: (r) => r.to, className: "break-all sm:break-normal" },
  { header: "Subject", cell: (r) => r.subject },
  { header: "Kind", cell: (r) => r.kind },
  { header: "Status", cell: (r) => <StatusBadge status={r.status} /> },
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
];

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description={
          <>
            The latest 100 e-mails.{" "}
            <span className="mt-2 flex flex-wrap gap-2 sm:mt-0 sm:inline-flex">
              {STATUSES.map((s) => (
                <StatusBadge key={s} status={s}>{`${s}: ${loaderData.counts[s] ?? 0}`}</StatusBadge>
              ))}
            </span>
          </>
        }
      />
      {loaderData.rows.length === 0 ? (
        <EmptyState>No e-mails yet.</EmptyState>
      ) : (
        <DataTable caption="The latest e-mails" columns={COLUMNS} rows={loaderData.rows} />
      )}
    </div>
  );
}
