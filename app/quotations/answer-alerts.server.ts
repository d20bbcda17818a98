import { queueStaffAlert } from "~/alerts/staff-alerts.server";
import type { DB } from "~/db/db.server";
import { formatRupees } from "~/format/money";
import { shorten } from "~/format/shorten";
import { adminQuotationPath } from "~/http/paths";
import { readOutboxConfig } from "~/outbox/outbox.server";
import type { QuotationRow } from "./quotations.server";

/**
 * A customer's acceptance, decline or question reaches a person (docs/quotations.md
 * "Alerts"): queued in the transaction that records the answer (customer-quotation.server.ts),
 * to the quotation's salesperson and, as ALERT_ADMINS says, the admins.
 */

export type CustomerAnswerKind = "accepted" | "declined" | "question";

const WHAT: Record<CustomerAnswerKind, string> = {
  accepted: "accepted",
  declined: "declined",
  question: "has a question on",
};

export async function queueAnswerAlert(
  trx: DB,
  q: QuotationRow,
  revision: number,
  kind: string,
  words: string,
  at: number,
): Promise<void> {
  if (kind !== "accepted" && kind !== "declined" && kind !== "question") return;
  const { baseUrl } = await readOutboxConfig(trx);
  const link = `${baseUrl}${adminQuotationPath(q.id)}`;
  const customer = q.customer_company
    ? `${q.customer_name} (${q.customer_company})`
    : q.customer_name;
  const total = formatRupees(Number(q.grand_total_paise));
  const headline =
    kind === "question"
      ? `${customer} has a question on ${q.number}`
      : `${q.number} ${WHAT[kind]} by ${customer} (${total})`;
  const said =
    kind === "question"
      ? `Their question:\n${words}`
      : kind === "declined"
        ? words
          ? `Their reason: ${words}`
          : "They gave no reason."
        : "Make the order from the quotation's page once you have confirmed it with them.";
  const text = [
    `${headline}, revision ${revision}.`,
    "",
    said,
    "",
    `Phone: ${q.customer_phone || "—"}`,
    `Email: ${q.customer_email || "—"}`,
    `Total: ${total}`,
    "",
    `Open it (this marks the answer seen): ${link}`,
  ].join("\n");
  const short = shorten(words.replace(/\s+/g, " "), 120);
  await queueStaffAlert(trx, {
    key: `answer:${q.id}:${revision}:${kind}:${at}`,
    event: "answer",
    salespersonId: q.salesperson_id,
    about: { type: "quotation", id: q.id },
    subject: headline,
    text,
    summary: kind === "question" ? `${headline}: ${short}` : headline,
    link,
    replyTo: q.customer_email || undefined,
  });
}
