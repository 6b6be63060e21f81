// {admin_prefix}/subscribers: counts by status, the latest 500 subscribers, and a CSV export of all of them
// ({admin_prefix}/subscribers.csv).
import { adminMeta } from "#app/components/admin/admin-data";
import { DataTable, EmptyState, PageHeader, primaryButton, type Column } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { countSubscribers, listSubscribers } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribers";

export const meta = () => adminMeta("Subscribers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, rows] = await Promise.all([countSubscribers(), listSubscribers(500)]);
  return {
    counts,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
    })),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

type SubscriberRow = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: Column<SubscriberRow>[] = [
  { header: "Email", cell: (r) => r.email, className: "break-all sm:break-normal" },
  { header: "Status", cell: (r) => r.status },
  { header: "Subscribed", cell: (r) => dateFormat.format(new Date(r.createdAt)) },
  { header: "Verified", cell: (r) => (r.verifiedAt ? dateFormat.format(new Date(r.verifiedAt)) : "—") },
];

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const total = counts.pending + counts.verified + counts.unsubscribed;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscribers"
        description={`${counts.verified} verified · ${counts.pending} pending · ${counts.unsubscribed} unsubscribed (${total} in all)`}
        actions={
          <a href="subscribers.csv" download className={primaryButton}>
            Export CSV
          </a>
        }
      />
      {loaderData.rows.length === 0 ? (
        <EmptyState>No subscribers yet.</EmptyState>
      ) : (
        <DataTable caption="The latest subscribers" columns={COLUMNS} rows={loaderData.rows} />
      )}
    </div>
  );
}
