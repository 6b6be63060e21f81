// {admin_prefix}/outbox: the latest e-mails with their delivery status, attempts and last error.
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { countOutboxByStatus, listOutbox } from "#app/server/models/outbox.server";
import type { Route } from "./+types/outbox";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Outbox | Slice Bakery Admin" }];
}

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

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  logged: "bg-stone-200 text-stone-800",
  failed: "bg-red-100 text-red-900",
};

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "short", timeStyle: "medium", timeZone: "Asia/Kolkata" });

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-semibold">Outbox</h1>
      <p className="mt-2 text-stone-600">
        The latest 100 e-mails.{" "}
        {(["pending", "sending", "sent", "logged", "failed"] as const).map((s) => `${s}: ${loaderData.counts[s] ?? 0}`).join(" · ")}
      </p>
      {loaderData.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-500">No e-mails yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs uppercase tracking-wider text-stone-600">
              <tr>
                <th className="px-4 py-3">Created</th>
                <th className="px-4 py-3">To</th>
                <th className="px-4 py-3">Subject</th>
                <th className="px-4 py-3">Kind</th>
                <th className="px-4 py-3">Status</th>
                <th className="px-4 py-3">Attempts</th>
                <th className="px-4 py-3">Last error</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {loaderData.rows.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap px-4 py-3">{dateFormat.format(new Date(r.createdAt))}</td>
                  <td className="px-4 py-3">{r.to}</td>
                  <td className="px-4 py-3">{r.subject}</td>
                  <td className="px-4 py-3">{r.kind}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[r.status] ?? ""}`}>{r.status}</span>
                  </td>
                  <td className="px-4 py-3">{r.attempts}</td>
                  <td className="max-w-xs truncate px-4 py-3 text-red-700" title={r.lastError ?? undefined}>
                    {r.lastError ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
