import type { QuotationStatus } from "~/db/schema";

/**
 * A quotation's number and life (docs/quotations.md "Numbers" and
 * "Statuses"). Pure and isomorphic: the admin, the customer page and the
 * tests read the same rules.
 */

export const QUOTATION_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "declined",
  "expired",
  "converted",
] as const satisfies readonly QuotationStatus[];

export function isQuotationStatus(value: unknown): value is QuotationStatus {
  return (QUOTATION_STATUSES as readonly unknown[]).includes(value);
}

/** The admin's names. */
export const QUOTATION_STATUS_LABEL: Record<QuotationStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  converted: "Order made",
};

export const QUOTATION_STATUS_STYLE: Record<QuotationStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  sent: "bg-blue-50 text-blue-800",
  accepted: "bg-green-50 text-green-800",
  declined: "bg-red-50 text-red-800",
  expired: "bg-amber-50 text-amber-800",
  converted: "bg-emerald-100 text-emerald-900",
};

/**
 * India's financial year of a day (YYYY-MM-DD): 1 April to 31 March,
 * written as invoices do, "2026-27".
 */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "Q/2026-27/0042": the year's sequence, at least four digits. */
export function quotationNumber(fy: string, seq: number): string {
  return `Q/${fy}/${String(seq).padStart(4, "0")}`;
}

/** A sent quotation past its last valid day is expired, whether or not the sweep has run yet. */
export function effectiveStatus(
  q: { status: QuotationStatus; validUntil: string },
  today: string,
): QuotationStatus {
  return q.status === "sent" && q.validUntil < today ? "expired" : q.status;
}

/** Only a draft is edited; a sent, expired or declined one is revised (a new revision, a draft again). */
export function canRevise(status: QuotationStatus): boolean {
  return status === "sent" || status === "expired" || status === "declined";
}

/** How long a new quotation is valid by default, in days. */
export const DEFAULT_VALIDITY_DAYS = 15;

/** A catalogue line whose HSN has no rate yet: 18 %, the rate of most pumps, motors and tools, for staff to check. */
export const DEFAULT_RATE_BP = 1800;

/** Whether a quotation has its number yet: it is given when the quotation is first sent. */
export function isNumbered(q: { number: string }): boolean {
  return q.number.startsWith("Q/");
}

/** How staff name a quotation: its number, or "Draft #42" before its first sending. */
export function quotationLabel(q: { id: number; number: string }): string {
  return isNumbered(q) ? q.number : `Draft #${q.id}`;
}
