import { Download } from "lucide-react";
import { AdminListPage, FIELD_CLASS, FilterSelect, RowStatusForm } from "~/admin/kit/list-page";
import { LEAD_KINDS } from "~/db/schema";
import { DealerApplicationDetails } from "~/dealers/admin/dealer-application";
import type { DealerApplication } from "~/dealers/dealer-applications.server";
import { LeadOwnerForm, type OwnerChoice, ownerLabel } from "~/enquiries/admin/lead-owner";
import { stateName } from "~/enquiries/admin/salespeople-schema";
import {
  KIND_LABEL,
  LANGUAGE_LABEL,
  LEAD_STATUSES,
  type LeadFilter,
  type LeadStatus,
  leadFilterParams,
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
import { Link } from "~/ui/link";
import type { LeadInbox } from "./lead-inbox.server";

/**
 * /admin/enquiries, composed by the admin frame from the features a lead
 * touches (enquiries, dealers, quotations), as the dashboard is: a feature's
 * admin half cannot import the others without a circle.
 */

const STATUS_STYLE: Record<LeadStatus, string> = {
  new: "bg-accent-100 text-accent-800",
  contacted: "bg-blue-50 text-blue-800",
  closed: "bg-slate-100 text-slate-600",
};

/** The leads inbox: filters, the leads with their applications, quotations and notes, and the CSV. */
export function LeadsInbox({ data }: { data: LeadInbox }) {
  const { filter, leads, salespeople, canAssign, applications, quotations, notes } = data;
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
      filters={<LeadFilters filter={filter} salespeople={salespeople} byOwner={canAssign} />}
      listLabel="Leads"
      empty="No leads match these filters."
      items={leads.items}
      row={(lead) => (
        <LeadCard
          key={lead.id}
          lead={lead}
          salespeople={salespeople}
          canAssign={canAssign}
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
  byOwner,
}: {
  filter: LeadFilter;
  salespeople: readonly OwnerChoice[];
  /** Admins filter by owner; a salesperson sees their own leads only. */
  byOwner: boolean;
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
      {byOwner ? (
        <FilterSelect
          id="leads-owner"
          name="owner"
          label="Owner"
          all="All owners"
          value={filter.owner === null ? null : String(filter.owner)}
          choices={owners}
          labels={ownerLabels}
        />
      ) : null}
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
  canAssign,
  application,
  quotations,
  notes,
}: {
  lead: Lead;
  salespeople: readonly OwnerChoice[];
  canAssign: boolean;
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
        {canAssign ? (
          <LeadOwnerForm
            id={lead.id}
            reference={lead.reference}
            ownerId={lead.salespersonId}
            salespeople={salespeople}
          />
        ) : null}
        <MakeQuotationForm leadId={lead.id} reference={lead.reference} />
      </div>
    </li>
  );
}
