import { data, Link } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { listAudit } from "~/admin/audit.server";
import { useLiveRefresh } from "~/components/admin/use-live-refresh";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/routes/cache";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const audit = await listAudit(appDb(), page);
  return data({ audit }, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Admin | Sabarmati Pumps" },
  { name: "robots", content: "noindex" },
];

/** Who changed what in the catalogue, and when; newest first. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { audit } = loaderData;
  useLiveRefresh();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm">
        <Link to="/admin" className="font-semibold text-brand-800 hover:underline">
          ← Admin dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every change to products, categories and subcategories ({audit.total} in all).
      </p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[720px] text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
            <tr>
              <th className="px-4 py-3 font-semibold">When</th>
              <th className="px-4 py-3 font-semibold">Who</th>
              <th className="px-4 py-3 font-semibold">What</th>
              <th className="px-4 py-3 font-semibold">Target</th>
              <th className="px-4 py-3 font-semibold">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {audit.items.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                  <time dateTime={new Date(row.at).toISOString()}>
                    {new Date(row.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}
                  </time>
                </td>
                <td className="px-4 py-2">{row.actorEmail}</td>
                <td className="px-4 py-2 font-medium text-slate-900">{row.action}</td>
                <td className="px-4 py-2 text-slate-600">
                  {row.targetType === "product" && !row.action.endsWith("delete") ? (
                    <Link
                      to={`/update-product/${encodeURIComponent(row.targetId)}`}
                      className="text-brand-800 hover:underline"
                    >
                      {row.targetId}
                    </Link>
                  ) : (
                    `${row.targetType} ${row.targetId}`
                  )}
                </td>
                <td className="px-4 py-2 text-slate-600">{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {audit.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No changes recorded yet.</p>
        ) : null}
      </div>
      {audit.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-2 text-sm font-semibold">
          {audit.page > 1 ? (
            <Link
              to={`?page=${audit.page - 1}`}
              className="rounded-lg border border-slate-300 px-3 py-1.5"
            >
              Newer
            </Link>
          ) : null}
          <span className="px-2 py-1.5 text-slate-600">
            Page {audit.page} of {audit.pageCount}
          </span>
          {audit.page < audit.pageCount ? (
            <Link
              to={`?page=${audit.page + 1}`}
              className="rounded-lg border border-slate-300 px-3 py-1.5"
            >
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
