/**
 * What an audit row can be about: the row's target type and the audit page's
 * "kind" filter. Here, beside the log, so every module that records a change
 * can name its kind without depending on the admin pages.
 */
export const AUDIT_KINDS = [
  "product",
  "category",
  "subcategory",
  "image_set",
  "media",
  "lead",
  "order",
  "user",
  "search_word",
  "salesperson",
  "quotation",
  "tax_rate",
  "message",
  "service_point",
  "serial",
  "warranty_rule",
  "warranty_registration",
  "service_request",
  "service_setting",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}
