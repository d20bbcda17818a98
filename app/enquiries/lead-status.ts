import { z } from "~/forms/zod";
import { LOCALES, type Locale } from "~/i18n/locales";
import { pageField } from "~/paging/page-field";

/** Isomorphic rules of the leads inbox: kinds, statuses and the filter query. */
export const LEAD_KINDS = ["product", "dealer", "cart", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const KIND_LABEL: Record<LeadKind, string> = {
  product: "Product quote",
  dealer: "Dealership",
  cart: "Cart quotation",
  contact: "Contact message",
};

export const STATUS_LABEL: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

/** The language of the page a lead came from, as the (English) inbox and e-mail name it. */
export const LANGUAGE_LABEL: Record<Locale, string> = {
  en: "English",
  gu: "Gujarati",
  hi: "Hindi",
};

/** Unknown or empty filter values mean "all" rather than an error: they come from URLs. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => ((values as readonly string[]).includes(v ?? "") ? (v as T[number]) : null));

export const leadFilterSchema = z.object({
  kind: optionalEnum(LEAD_KINDS),
  status: optionalEnum(LEAD_STATUSES),
  language: optionalEnum(LOCALES),
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  page: pageField,
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The inbox's one write: a lead's status. */
export const leadStatusSchema = z.object({
  intent: z.literal("status"),
  id: z.coerce.number().int().positive(),
  status: z.enum(LEAD_STATUSES),
});

/** The filter as URL search parameters (only the ones set), for links and the CSV export. */
export function leadFilterParams(filter: Partial<LeadFilter>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.language) params.set("language", filter.language);
  if (filter.q) params.set("q", filter.q);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}
