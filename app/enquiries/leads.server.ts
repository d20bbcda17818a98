import type { EnquiryRow, LeadKind } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { enquiryReference } from "./enquiries.server";
import type { LeadStatus } from "./lead-status";

export interface Lead {
  id: number;
  reference: string;
  kind: LeadKind;
  status: LeadStatus;
  productId: string | null;
  productTitle: string | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  gst: string;
  message: string;
  /** A pump finder's requirement, when the lead came from one. */
  requirement: string | null;
  /** The language of the page it came from. */
  language: Locale;
  createdAt: number;
  /** The salesperson it is assigned to; null: unassigned. */
  salespersonId: number | null;
  /** Where the customer is: a GST state code and a district of it, when known. */
  stateCode: string | null;
  district: string | null;
}

export function toLead(row: EnquiryRow): Lead {
  return {
    id: row.id,
    reference: enquiryReference(row.id),
    kind: row.kind,
    status: row.status as LeadStatus,
    productId: row.product_id,
    productTitle: row.product_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    gst: row.gst,
    message: row.message,
    requirement: row.requirement,
    language: row.language,
    createdAt: row.created_at,
    salespersonId: row.salesperson_id === null ? null : Number(row.salesperson_id),
    stateCode: row.state_code,
    district: row.district,
  };
}
