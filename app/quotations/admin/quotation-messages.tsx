import { MessageSummary } from "~/outbox/admin/message-trail";
import type { MessageView } from "~/outbox/messages-list.server";

/**
 * A quotation's messages on its admin page: the PDF sent to the customer by e-mail and
 * WhatsApp, and the alerts its answers raised, each with where it stands (sent → delivered →
 * read, or failed and why). `newAnswers`: how many of the customer's answers were new to staff
 * when this page was opened (opening it marked them seen).
 */
export function QuotationMessages({
  messages,
  newAnswers,
}: {
  messages: readonly MessageView[];
  newAnswers: number;
}) {
  return (
    <section aria-labelledby="messages-heading" className="mt-8">
      {newAnswers > 0 ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {newAnswers === 1
            ? "The customer's answer below is new to staff: it is marked seen now."
            : `${newAnswers} answers from the customer below are new to staff: they are marked seen now.`}
        </p>
      ) : null}
      <h2 id="messages-heading" className="text-lg font-bold text-slate-900">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          None yet: tick e-mail or WhatsApp when sending, and the customer's answers alert the
          salesperson.
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 p-3">
              <MessageSummary message={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
