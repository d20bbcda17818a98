/** The leads inbox as a spreadsheet: one row per lead, dates in India time. */

import { toCsv } from "~/format/csv";
import { indiaMinute } from "~/format/india-time";
import type { Locale } from "~/i18n/locales";
import { LANGUAGE_LABEL } from "./lead-status";

export interface CsvLead {
  reference: string;
  createdAt: number;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  gst: string;
  productTitle: string | null;
  /** A pump finder's duty point, when the lead came from one. */
  requirement?: string | null;
  message: string;
  /** The language of the page it came from (English when not given). */
  language?: Locale;
  /** The salesperson who owns it; empty: unassigned. */
  owner?: string | null;
  /** A dealer's application (dealers/application-summary.server.ts); empty for other leads. */
  dealer?: {
    pin: string;
    district: string;
    state: string;
    territory: string;
    products: string;
    volume: string;
  } | null;
}

const LEAD_CSV_HEADER = [
  "Reference",
  "Received (IST)",
  "Kind",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Company",
  "GST",
  "Product",
  "Requirement",
  "Message",
  "Dealer PIN",
  "Dealer district",
  "Dealer state",
  "Dealer territory",
  "Dealer products",
  "Dealer monthly volume",
  "Language",
  "Owner",
];

export function leadsToCsv(leads: CsvLead[]): string {
  return toCsv(
    LEAD_CSV_HEADER,
    leads.map((l) => [
      l.reference,
      indiaMinute(l.createdAt),
      l.kind,
      l.status,
      l.name,
      l.email,
      l.phone,
      l.company,
      l.gst,
      l.productTitle,
      l.requirement ?? "",
      l.message,
      l.dealer?.pin ?? "",
      l.dealer?.district ?? "",
      l.dealer?.state ?? "",
      l.dealer?.territory ?? "",
      l.dealer?.products ?? "",
      l.dealer?.volume ?? "",
      LANGUAGE_LABEL[l.language ?? "en"],
      l.owner ?? "",
    ]),
  );
}
