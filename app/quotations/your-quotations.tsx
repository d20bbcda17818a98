import { FileText } from "lucide-react";
import { useFormatStyle } from "~/config/use-format-style";
import type { QuotationStatus } from "~/db/schema";
import { formatPrice } from "~/format/price";
import { quotationPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";
import { dayText } from "./quotation-sheet";

/** The customer's names for a quotation's status (the stored value stays English). */
const STATUS_NAME: Record<QuotationStatus, () => string> = {
  draft: m.quotations_revising_title,
  sent: m.quotations_status_sent,
  accepted: m.quotations_status_accepted,
  declined: m.quotations_status_declined,
  expired: m.quotations_expired_title,
  converted: m.quotations_status_accepted,
};

/** A signed-in customer's quotations on /user, each linking to its page. */
export function YourQuotations({
  quotations,
}: {
  quotations: readonly {
    number: string;
    status: QuotationStatus;
    validUntil: string;
    totalPaise: number;
    token: string;
  }[];
}) {
  const style = useFormatStyle();
  return (
    <section aria-labelledby="your-quotations" className="mt-8">
      <h2 id="your-quotations" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <FileText className="h-5 w-5" aria-hidden="true" /> {m.quotations_yours()}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {quotations.map((q) => (
          <li key={q.token} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
            <div>
              <p className="font-bold text-slate-900">{q.number}</p>
              <p className="text-sm text-slate-600">
                {STATUS_NAME[q.status]()} ·{" "}
                {m.quotations_valid_until({ date: dayText(q.validUntil, style) })}
              </p>
            </div>
            <div className="flex items-center gap-4">
              <span className="font-bold text-slate-900">{formatPrice(q.totalPaise, style)}</span>
              <Link
                to={quotationPath(q.token)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {m.quotations_view()}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
