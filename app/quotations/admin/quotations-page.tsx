import { FilePlus2, Search, Settings } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { AdminListPage, FIELD_CLASS, FilterSelect } from "~/admin/kit/list-page";
import type { QuotationStatus } from "~/db/schema";
import { ENGLISH } from "~/format/digits";
import { formatRupees } from "~/format/money";
import { ADMIN, adminQuotationPath } from "~/http/paths";
import {
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUS_STYLE,
  QUOTATION_STATUSES,
} from "~/quotations/quotation-rules";
import { dayText } from "~/quotations/quotation-sheet";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import type { CustomerChoice, listQuotations } from "./quotation-admin.server";

/**
 * /admin/quotations: start a quotation (for an earlier customer, found by
 * name, company, phone or GSTIN, or blank for a phone-in; from a lead in the
 * inbox), and every quotation the person may see, newest first, by status.
 */

const href = (status: string | null, page?: number) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ADMIN.quotations}?${query}` : ADMIN.quotations;
};

const button =
  "inline-flex items-center gap-1 rounded-lg border border-brand-300 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100";

/** Starting a quotation without a lead: for a customer quoted before, or blank. */
function NewQuotation({
  customerText,
  customers,
}: {
  customerText: string;
  customers: readonly CustomerChoice[];
}) {
  return (
    <section
      aria-labelledby="new-quotation"
      className="mt-5 rounded-xl border border-slate-200 p-4"
    >
      <h2 id="new-quotation" className="font-bold text-slate-900">
        New quotation
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        From a lead: <strong>Make quotation</strong> in the{" "}
        <Link to={ADMIN.leads} className="font-semibold text-brand-800 hover:underline">
          leads inbox
        </Link>
        . For a customer quoted before, find them; for anyone else (a phone call, a walk-in), start
        a blank one.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Form method="get" role="search" className="flex flex-1 gap-2">
          <label className="flex-1 text-sm font-semibold text-slate-800">
            Customer (name, company, phone or GSTIN)
            <input
              name="customer"
              type="search"
              defaultValue={customerText}
              maxLength={100}
              className={`mt-1 block w-full ${FIELD_CLASS}`}
            />
          </label>
          <button type="submit" className={`${button} self-end`}>
            <Search className="h-4 w-4" aria-hidden="true" /> Find
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="create" className={button}>
            <FilePlus2 className="h-4 w-4" aria-hidden="true" /> Blank quotation
          </button>
        </Form>
      </div>
      {customerText.trim().length >= 2 ? (
        customers.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            No earlier customer matches “{customerText}”.
          </p>
        ) : (
          <ul aria-label="Customers found" className="mt-3 divide-y divide-slate-100">
            {customers.map((c) => (
              <li
                key={c.quotationId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm text-slate-800">
                  <strong>{c.company || c.name}</strong>
                  {c.company ? ` · ${c.name}` : ""}
                  {c.phone ? ` · ${c.phone}` : ""}
                  {c.gstin ? ` · ${c.gstin}` : " · unregistered"}
                  <span className="block text-xs text-slate-500">
                    last quoted: {c.lastQuotation}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="customerOf" value={c.quotationId} />
                  <button
                    type="submit"
                    name="intent"
                    value="create"
                    aria-label={`New quotation for ${c.company || c.name}`}
                    className={button}
                  >
                    <FilePlus2 className="h-4 w-4" aria-hidden="true" /> Quote
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

export function QuotationsAdminPage({
  filter,
  quotations,
  customerText,
  customers,
  isAdmin,
  failed,
}: {
  filter: { status: QuotationStatus | null };
  quotations: Awaited<ReturnType<typeof listQuotations>>;
  customerText: string;
  customers: readonly CustomerChoice[];
  isAdmin: boolean;
  failed: { message: string } | null;
}) {
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  return (
    <AdminListPage
      title="Quotations"
      total={quotations.total}
      actions={
        isAdmin ? (
          <Link
            to={ADMIN.quotationSettings}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings: terms, bank, UPI, logo
          </Link>
        ) : null
      }
      before={<NewQuotation customerText={customerText} customers={customers} />}
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
      empty="No quotations yet. Open a lead and choose Make quotation, or start one above."
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
              {q.label}
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
      href={(n) => href(filter.status ?? null, n)}
    />
  );
}
