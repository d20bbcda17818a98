import { Download } from "lucide-react";
import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { AdminListPage, FIELD_CLASS, FilterSelect, RowStatusForm } from "~/admin/kit/list-page";
import { appDb } from "~/db/db.server";
import { LEAD_KINDS } from "~/db/schema";
import { DealerApplicationDetails } from "~/dealers/admin/dealer-application";
import { type DealerApplication, dealerApplicationsOf } from "~/dealers/dealer-applications.server";
import { assignLead, changeLeadStatus, listLeads } from "~/enquiries/admin/lead-inbox.server";
import { LeadOwnerForm, type OwnerChoice, ownerLabel } from "~/enquiries/admin/lead-owner";
import { salespersonChoices } from "~/enquiries/admin/salespeople.server";
import { stateName } from "~/enquiries/admin/salespeople-schema";
import {
  KIND_LABEL,
  LANGUAGE_LABEL,
  LEAD_STATUSES,
  type LeadFilter,
  type LeadStatus,
  leadFilterParams,
  leadFilterSchema,
  leadOwnerSchema,
  leadStatusSchema,
  STATUS_LABEL,
  UNASSIGNED,
} from "~/enquiries/lead-status";
import type { Lead } from "~/enquiries/leads.server";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN, productPath } from "~/http/paths";
import { LOCALES } from "~/i18n/locales";
import {
  type LeadNote,
  type LeadQuotation,
  LeadQuotations,
  MakeQuotationForm,
} from "~/quotations/admin/lead-quotations";
import { notesOfLeads, quotationsOfLeads } from "~/quotations/admin/quotation-admin.server";
import { adminMeta } from "~/seo/seo";
import { Link } from "~/ui/link";
import type { Route } from "./+types/enquiries";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams));
  const db = appDb();
  const [leads, salespeople] = await Promise.all([listLeads(db, filter), salespersonChoices(db)]);
  // The page's dealer leads with their applications (/dealer), one query for all.
  const ids = leads.items.map((l) => l.id);
  const [applications, quotations, notes] = await Promise.all([
    dealerApplicationsOf(
      db,
      leads.items.filter((l) => l.kind === "dealer").map((l) => l.id),
    ),
    quotationsOfLeads(db, ids),
    notesOfLeads(db, ids),
  ]);
  return data({
    filter,
    leads,
    salespeople,
    applications: Object.fromEntries(applications),
    quotations: Object.fromEntries(quotations),
    notes: Object.fromEntries(notes),
  });
}

/** A lead's status, or its owner (re-assigning it to a salesperson or to nobody). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "owner") {
    const owner = leadOwnerSchema.safeParse(form);
    if (!owner.success) {
      return data({ ok: false, message: "Could not change the owner." }, { status: 400 });
    }
    const result = await assignLead(appDb(), admin, owner.data.id, owner.data.owner);
    return result.ok
      ? { ok: true, message: result.message }
      : data({ ok: false, message: result.message }, { status: result.status });
  }
  const parsed = leadStatusSchema.safeParse(form);
  if (!parsed.success) {
    return data({ ok: false, message: "Could not change the status." }, { status: 400 });
  }
  const { id, status } = parsed.data;
  if (!(await changeLeadStatus(appDb(), admin, id, status))) {
    return data({ ok: false, message: "That lead no longer exists." }, { status: 404 });
  }
  return { ok: true, message: `Status changed to ${STATUS_LABEL[status]}` };
}

export const meta = adminMeta("Leads");

const STATUS_STYLE: Record<LeadStatus, string> = {
  new: "bg-accent-100 text-accent-800",
  contacted: "bg-blue-50 text-blue-800",
  closed: "bg-slate-100 text-slate-600",
};

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { filter, leads, salespeople, applications, quotations, notes } = loaderData;
  const exportHref = `${ADMIN.leadsCsv}?${leadFilterParams(filter)}`;
  return (
    <AdminListPage
      title="Leads"
      total={leads.total}
      actions={
        <a
          href={exportHref}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
        </a>
      }
      filters={<LeadFilters filter={filter} salespeople={salespeople} />}
      listLabel="Leads"
      empty="No leads match these filters."
      items={leads.items}
      row={(lead) => (
        <LeadCard
          key={lead.id}
          lead={lead}
          salespeople={salespeople}
          application={applications[lead.id]}
          quotations={quotations[lead.id] ?? []}
          notes={notes[lead.id] ?? []}
        />
      )}
      page={leads.page}
      pageCount={leads.pageCount}
      href={(n) => `${ADMIN.leads}?${leadFilterParams(filter, { page: String(n) })}`}
    />
  );
}

function LeadFilters({
  filter,
  salespeople,
}: {
  filter: LeadFilter;
  salespeople: readonly OwnerChoice[];
}) {
  const owners = [UNASSIGNED, ...salespeople.map((s) => String(s.id))];
  const ownerLabels = Object.fromEntries([
    [UNASSIGNED, "Unassigned"],
    ...salespeople.map((s) => [String(s.id), ownerLabel(s)]),
  ]) as Record<string, string>;
  return (
    <>
      <label className="sr-only" htmlFor="leads-q">
        Search leads
      </label>
      <input
        id="leads-q"
        name="q"
        type="search"
        defaultValue={filter.q}
        placeholder="Name, e-mail, phone, company, product or ENQ-…"
        className={`${FIELD_CLASS} sm:min-w-64 sm:flex-1`}
      />
      <FilterSelect
        id="leads-kind"
        name="kind"
        label="Kind"
        all="All kinds"
        value={filter.kind}
        choices={LEAD_KINDS}
        labels={KIND_LABEL}
      />
      <FilterSelect
        id="leads-status"
        name="status"
        label="Status"
        all="All statuses"
        value={filter.status}
        choices={LEAD_STATUSES}
        labels={STATUS_LABEL}
      />
      <FilterSelect
        id="leads-language"
        name="language"
        label="Language"
        all="All languages"
        value={filter.language}
        choices={LOCALES}
        labels={LANGUAGE_LABEL}
      />
      <FilterSelect
        id="leads-owner"
        name="owner"
        label="Owner"
        all="All owners"
        value={filter.owner === null ? null : String(filter.owner)}
        choices={owners}
        labels={ownerLabels}
      />
    </>
  );
}

function when(ms: number) {
  return indiaDateTime(ms);
}

/** Where the customer is, when the lead says: "Rajkot, Gujarat". */
function place(lead: Lead): string | null {
  if (!lead.stateCode) return null;
  const state = stateName(lead.stateCode);
  return lead.district ? `${lead.district}, ${state}` : state;
}

function LeadCard({
  lead,
  salespeople,
  application,
  quotations,
  notes,
}: {
  lead: Lead;
  salespeople: readonly OwnerChoice[];
  application?: DealerApplication;
  quotations: readonly LeadQuotation[];
  notes: readonly LeadNote[];
}) {
  const owner = salespeople.find((s) => s.id === lead.salespersonId);
  const where = place(lead);
  return (
    <li
      aria-label={`${lead.reference} from ${lead.name}`}
      className="rounded-xl border border-slate-200 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">
            <span className="font-bold text-slate-700">{lead.reference}</span> ·{" "}
            {when(lead.createdAt)} ·{" "}
            <span className="font-semibold text-brand-800">{KIND_LABEL[lead.kind]}</span> ·{" "}
            <span data-testid="lead-language">{LANGUAGE_LABEL[lead.language]}</span>
          </p>
          <p className="mt-1 font-bold text-slate-900">
            {lead.name}
            {lead.company ? (
              <span className="font-normal text-slate-600"> · {lead.company}</span>
            ) : null}
          </p>
          <p className="break-words text-sm text-slate-700">
            <a href={`mailto:${lead.email}`} className="hover:underline">
              {lead.email}
            </a>
            {lead.phone ? (
              <>
                {" · "}
                <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                  {lead.phone}
                </a>
              </>
            ) : null}
            {lead.gst ? <> · GST {lead.gst}</> : null}
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-semibold">Owner: </span>
            <span data-testid="lead-owner">{ownerLabel(owner)}</span>
            {where ? <> · {where}</> : null}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[lead.status] ?? STATUS_STYLE.new}`}
        >
          {STATUS_LABEL[lead.status] ?? lead.status}
        </span>
      </div>
      {lead.productTitle ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold text-slate-700">Product: </span>
          {lead.productId ? (
            <Link to={productPath(lead.productId)} className="text-brand-800 hover:underline">
              {lead.productTitle}
            </Link>
          ) : (
            lead.productTitle
          )}
        </p>
      ) : null}
      {lead.requirement ? (
        <p className="mt-2 text-sm" data-testid="lead-requirement">
          <span className="font-semibold text-slate-700">Requirement: </span>
          {lead.requirement}
        </p>
      ) : null}
      {application ? <DealerApplicationDetails application={application} /> : null}
      {lead.message ? (
        <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {lead.message}
        </p>
      ) : null}
      <LeadQuotations reference={lead.reference} quotations={quotations} notes={notes} />
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <RowStatusForm
          id={lead.id}
          name={lead.reference}
          value={lead.status}
          statuses={LEAD_STATUSES}
          labels={STATUS_LABEL}
          className=""
        />
        <LeadOwnerForm
          id={lead.id}
          reference={lead.reference}
          ownerId={lead.salespersonId}
          salespeople={salespeople}
        />
        <MakeQuotationForm leadId={lead.id} reference={lead.reference} />
      </div>
    </li>
  );
}
