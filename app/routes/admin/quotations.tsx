import { FileText } from "lucide-react";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { AdminListPage, FilterSelect } from "~/admin/kit/list-page";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { ENGLISH } from "~/format/digits";
import { formatRupees } from "~/format/money";
import { PRIVATE } from "~/http/cache-control";
import { ADMIN, adminQuotationPath } from "~/http/paths";
import { listQuotations, runQuotationAction } from "~/quotations/admin/quotation-admin.server";
import { quotationFilterSchema } from "~/quotations/quotation-filter";
import {
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUS_STYLE,
  QUOTATION_STATUSES,
} from "~/quotations/quotation-rules";
import { dayText } from "~/quotations/quotation-sheet";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import type { Route } from "./+types/quotations";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = quotationFilterSchema.parse(Object.fromEntries(url.searchParams));
  const quotations = await listQuotations(appDb(), filter);
  return data({ filter, quotations }, { headers: { "Cache-Control": PRIVATE } });
}

/** Drafts a quotation from a lead (the inbox's "Make quotation"), then opens it. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { sites, baseUrl } = env();
  const result = await runQuotationAction(appDb(), admin, await request.formData(), {
    sites,
    baseUrl,
  });
  if (!result.ok) return data(result, { status: result.status });
  throw redirect(adminQuotationPath(result.id), {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta = adminMeta("Quotations");

const href = (status: string | null, page?: number) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ADMIN.quotations}?${query}` : ADMIN.quotations;
};

export default function QuotationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, quotations } = loaderData;
  useEffect(() => {
    if (actionData && !actionData.ok) showToast({ type: "error", message: actionData.message });
  }, [actionData]);
  return (
    <AdminListPage
      title="Quotations"
      total={quotations.total}
      actions={
        <p className="max-w-md text-sm text-slate-600">
          <FileText className="mr-1 inline h-4 w-4" aria-hidden="true" />
          Make a quotation from a lead in the{" "}
          <Link to={ADMIN.leads} className="font-semibold text-brand-800 hover:underline">
            leads inbox
          </Link>
          .
        </p>
      }
      filters={
        <FilterSelect
          id="quotations-status"
          name="status"
          label="Status"
          all="All statuses"
          value={filter.status}
          choices={QUOTATION_STATUSES}
          labels={QUOTATION_STATUS_LABEL}
        />
      }
      listLabel="Quotations"
      empty="No quotations yet. Open a lead and choose Make quotation."
      items={quotations.items}
      row={(q) => (
        <li
          key={q.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 shadow-sm"
        >
          <div className="min-w-0">
            <Link
              to={adminQuotationPath(q.id)}
              className="font-bold text-brand-800 hover:underline"
            >
              {q.number}
              {q.revision > 1 ? ` (revision ${q.revision})` : ""}
            </Link>
            <p className="text-sm text-slate-800">{q.customer}</p>
            <p className="text-xs text-slate-500">
              Owner: {q.owner ?? "Unassigned"} · valid until {dayText(q.validUntil, ENGLISH)}
              {q.orderId ? ` · order ${q.orderId}` : ""}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-bold text-slate-900">{formatRupees(q.totalPaise)}</span>
            <span
              className={`rounded-full px-3 py-1 text-xs font-bold ${QUOTATION_STATUS_STYLE[q.status]}`}
            >
              {QUOTATION_STATUS_LABEL[q.status]}
            </span>
          </div>
        </li>
      )}
      page={quotations.page}
      pageCount={quotations.pageCount}
      href={(n) => href(filter.status, n)}
    />
  );
}
