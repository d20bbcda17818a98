import { indiaDateTime } from "~/format/india-time";
import { adminQuotationPath } from "~/http/paths";
import { Link } from "~/ui/link";
import type { AnswerKind, answersAwaiting } from "../answers-seen.server";

type Awaiting = Awaited<ReturnType<typeof answersAwaiting>>;

const ANSWER_LABEL: Record<AnswerKind, string> = {
  accepted: "Accepted",
  declined: "Declined",
  question: "Question",
};

const ANSWER_STYLE: Record<AnswerKind, string> = {
  accepted: "bg-green-50 text-green-800",
  declined: "bg-red-50 text-red-800",
  question: "bg-amber-50 text-amber-900",
};

/**
 * The dashboard's "Answers awaiting a reply": customers' acceptances, declines and questions
 * no one on staff has opened yet, newest first; opening a quotation marks its answers seen.
 */
export function AnswersPanel({ answers }: { answers: Awaiting }) {
  return (
    <section className="mt-8" aria-labelledby="answers-heading">
      <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
        Answers awaiting a reply{" "}
        <span className="text-base font-normal text-slate-500" data-testid="answers-count">
          {`(${answers.count})`}
        </span>
      </h2>
      {answers.quotations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          None: every customer's acceptance, decline and question has been seen.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {answers.quotations.map((q) => {
            return (
              <li
                key={q.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
              >
                <Link
                  to={adminQuotationPath(q.id)}
                  className="shrink-0 font-semibold text-brand-800 hover:underline"
                >
                  {q.number}
                </Link>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="break-words text-slate-900">
                    {q.customer}
                    <span className="text-slate-500"> · {q.owner ?? "Unassigned"}</span>
                  </p>
                  <ul className="mt-1 space-y-1">
                    {q.answers.slice(0, 3).map((a) => (
                      <li key={`${a.kind}-${a.at}`} className="break-words text-slate-700">
                        <span
                          className={`mr-2 rounded-full px-2 py-0.5 text-xs font-bold ${ANSWER_STYLE[a.kind]}`}
                        >
                          {ANSWER_LABEL[a.kind]}
                        </span>
                        <span className="text-xs text-slate-500">{indiaDateTime(a.at)}</span>
                        {a.words ? <span className="block pl-1">“{a.words}”</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
                {q.answers.length > 3 ? (
                  <span className="text-xs text-slate-500">+{q.answers.length - 3} more</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
