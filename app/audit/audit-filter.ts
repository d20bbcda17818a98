import { AUDIT_KINDS, type AuditKind, isAuditKind } from "~/changes/audit-kinds";
import { indiaDayStart } from "~/format/india-time";
import { z } from "~/forms/zod";
import { pageField } from "~/paging/page-field";

export { AUDIT_KINDS };

/** The kind filter's labels, one per kind the log records. */
export const AUDIT_KIND_LABEL: Record<AuditKind, string> = {
  product: "Products",
  category: "Categories",
  subcategory: "Subcategories",
  image_set: "Image sets",
  media: "Media",
  lead: "Leads",
  order: "Orders",
  user: "Accounts",
  search_word: "Search words",
  salesperson: "Salespeople",
  quotation: "Quotations",
  tax_rate: "Tax rates",
  message: "Messages",
  service_point: "Dealers and service points",
  serial: "Serial numbers",
  warranty_rule: "Warranty rules",
  warranty_registration: "Warranty registrations",
  service_request: "Service requests",
  service_setting: "Service settings",
};

const DAY_MS = 24 * 60 * 60 * 1000;

const day = z
  .string()
  .optional()
  .transform((v) => (v && indiaDayStart(v) !== null ? v : ""));

/**
 * The audit page's GET form: person, kind, from and to (days in India time,
 * both included) and page. Anything malformed is dropped, not refused: the
 * URL is the filter, and a hand-edited one still shows a page.
 */
export const auditFilterSchema = z
  .object({
    actor: z
      .string()
      .max(200)
      .optional()
      .catch(undefined)
      .transform((v) => v?.trim() ?? ""),
    kind: z
      .string()
      .optional()
      .transform((v): AuditKind | "" => (v && isAuditKind(v) ? v : "")),
    from: day,
    to: day,
    page: pageField,
  })
  .transform((f) => {
    const toStart = indiaDayStart(f.to);
    return {
      ...f,
      fromMs: indiaDayStart(f.from),
      toMs: toStart === null ? null : toStart + DAY_MS,
    };
  });
