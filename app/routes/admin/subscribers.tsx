// {admin_prefix}/subscribers: counts by status, the latest 500 subscribers, and a CSV export of all of them
// ({admin_prefix}/subscribers.csv).
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { countSubscribers, listSubscribers } from "#app/server/models/subscribers.server";
import type { Route } from "./+types/subscribers";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Subscribers | Slice Bakery Admin" }];
}

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

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const total = counts.pending + counts.verified + counts.unsubscribed;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Subscribers</h1>
          <p className="mt-2 text-stone-600">
            {counts.verified} verified · {counts.pending} pending · {counts.unsubscribed} unsubscribed ({total} in all)
          </p>
        </div>
        <a
          href="subscribers.csv"
          download
          className="rounded-full bg-crust px-5 py-2.5 font-semibold text-white hover:bg-crust-dark"
        >
          Export CSV
        </a>
      </div>
      {loaderData.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-500">No subscribers yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs uppercase tracking-wider text-stone-600">
              <tr>
                <th className="px-4 py-3">Email</th>
                <th className="px-4 py-3">Status</th>
                <th className="px-4 py-3">Subscribed</th>
                <th className="px-4 py-3">Verified</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {loaderData.rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-3">{r.email}</td>
                  <td className="px-4 py-3">{r.status}</td>
                  <td className="px-4 py-3">{dateFormat.format(new Date(r.createdAt))}</td>
                  <td className="px-4 py-3">{r.verifiedAt ? dateFormat.format(new Date(r.verifiedAt)) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
