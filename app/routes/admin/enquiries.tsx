import { ArrowLeft, Download, Search } from "lucide-react";
import { data, Form, Link, useFetcher } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { setLeadStatusAudited } from "~/admin/audited-changes.server";
import { indiaDateTime } from "~/admin/india-time";
import { listLeads } from "~/admin/leads.server";
import { useFetcherToast } from "~/components/admin/use-fetcher-result";
import { PageLinks } from "~/components/page-links";
import { appDb } from "~/db/db.server";
import {
  KIND_LABEL,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadStatus,
  leadFilterParams,
  leadFilterSchema,
  leadStatusSchema,
  STATUS_LABEL,
} from "~/enquiries/lead-status";
import type { Lead } from "~/enquiries/leads.server";
import { PRIVATE } from "~/routes/cache";
import type { Route } from "./+types/enquiries";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = leadFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const leads = await listLeads(appDb(), filter);
  return data({ filter, leads }, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = leadStatusSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, message: "Could not change the status." }, { status: 400 });
  }
  const { id, status } = parsed.data;
  if (!(await setLeadStatusAudited(appDb(), admin, id, status))) {
    return data({ ok: false, message: "That lead no longer exists." }, { status: 404 });
  }
  return { ok: true, message: `Status changed to ${STATUS_LABEL[status]}` };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Leads | Admin" },
  { name: "robots", content: "noindex" },
];

const STATUS_STYLE: Record<LeadStatus, string> = {
  new: "bg-accent-100 text-accent-800",
  contacted: "bg-blue-50 text-blue-800",
  closed: "bg-slate-100 text-slate-600",
};

const selectClass = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { filter, leads } = loaderData;
  const exportHref = `/admin/enquiries.csv?${leadFilterParams(filter)}`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Admin dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          Leads <span className="text-lg font-normal text-slate-500">({leads.total})</span>
        </h1>
        <a
          href={exportHref}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
        </a>
      </div>
      <Form
        method="get"
        role="search"
        className="mt-5 grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto_auto]"
      >
        <label className="sr-only" htmlFor="leads-q">
          Search leads
        </label>
        <input
          id="leads-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Name, e-mail, phone, company, product or ENQ-…"
          className={selectClass}
        />
        <label className="sr-only" htmlFor="leads-kind">
          Kind
        </label>
        <select
          id="leads-kind"
          name="kind"
          defaultValue={filter.kind ?? ""}
          className={selectClass}
        >
          <option value="">All kinds</option>
          {LEAD_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="leads-status">
          Status
        </label>
        <select
          id="leads-status"
          name="status"
          defaultValue={filter.status ?? ""}
          className={selectClass}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          <Search className="h-4 w-4" aria-hidden="true" /> Filter
        </button>
      </Form>
      {leads.items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No leads match these filters.
        </p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Leads">
          {leads.items.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
      <PageLinks
        page={leads.page}
        pageCount={leads.pageCount}
        href={(n) => `/admin/enquiries?${leadFilterParams(filter, { page: String(n) })}`}
      />
    </main>
  );
}

function when(ms: number) {
  return indiaDateTime(ms);
}

function LeadCard({ lead }: { lead: Lead }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useFetcherToast(fetcher);
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
            <span className="font-semibold text-brand-800">{KIND_LABEL[lead.kind]}</span>
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
            <Link to={`/productinfo/${lead.productId}`} className="text-brand-800 hover:underline">
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
      {lead.message ? (
        <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {lead.message}
        </p>
      ) : null}
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor={`status-${lead.id}`} className="text-sm font-semibold text-slate-700">
          Status of {lead.reference}
        </label>
        <select
          id={`status-${lead.id}`}
          name="status"
          defaultValue={lead.status}
          className={selectClass}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-lg border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? "Saving..." : "Update"}
        </button>
      </fetcher.Form>
    </li>
  );
}
