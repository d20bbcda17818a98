import { FilePlus2 } from "lucide-react";
import { Form } from "react-router";
import type { QuotationStatus } from "~/db/schema";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN, adminQuotationPath } from "~/http/paths";
import { QUOTATION_STATUS_LABEL, QUOTATION_STATUS_STYLE } from "~/quotations/quotation-rules";
import { Link } from "~/ui/link";

/**
 * A lead's quotations and notes in the leads inbox, and its "Make quotation"
 * button: a plain form that drafts one from the lead and opens it.
 */

export interface LeadQuotation {
  id: number;
  number: string;
  status: QuotationStatus;
}

export interface LeadNote {
  body: string;
  author: string;
  at: number;
}

export function LeadQuotations({
  reference,
  quotations,
  notes,
}: {
  reference: string;
  quotations: readonly LeadQuotation[];
  notes: readonly LeadNote[];
}) {
  if (quotations.length === 0 && notes.length === 0) return null;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {quotations.length > 0 ? (
        <p>
          <span className="font-semibold text-slate-700">Quotations: </span>
          {quotations.map((q, i) => (
            <span key={q.id}>
              {i > 0 ? ", " : ""}
              <Link to={adminQuotationPath(q.id)} className="text-brand-800 hover:underline">
                {q.number}
              </Link>{" "}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${QUOTATION_STATUS_STYLE[q.status]}`}
              >
                {QUOTATION_STATUS_LABEL[q.status]}
              </span>
            </span>
          ))}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul
          aria-label={`Notes on ${reference}`}
          className="space-y-1 border-l-2 border-accent-400 pl-3"
        >
          {notes.map((n) => (
            <li
              key={`${n.at}-${n.body}`}
              className="whitespace-pre-line break-words text-slate-700"
            >
              <span className="text-xs text-slate-500">
                {indiaDateTime(n.at)} · {n.author}:
              </span>{" "}
              {n.body}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function MakeQuotationForm({ leadId, reference }: { leadId: number; reference: string }) {
  return (
    <Form method="post" action={ADMIN.quotations}>
      <input type="hidden" name="enquiry" value={leadId} />
      <button
        type="submit"
        name="intent"
        value="create"
        aria-label={`Make quotation for ${reference}`}
        className="inline-flex items-center gap-1 rounded-lg border border-brand-300 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100"
      >
        <FilePlus2 className="h-4 w-4" aria-hidden="true" /> Make quotation
      </button>
    </Form>
  );
}
