import { LEAD_KINDS, type LeadKind } from "~/db/schema";
import { z } from "~/forms/zod";
import { LOCALES, type Locale } from "~/i18n/locales";
import { pageField } from "~/paging/page-field";

/** Isomorphic rules of the leads inbox: kinds (db/schema.ts), statuses and the filter query. */
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

/** A lead's owner as forms and addresses carry it: a salesperson's id, or "none" (unassigned). */
export const UNASSIGNED = "none";
export type LeadOwner = number | typeof UNASSIGNED;

function readOwner(raw: unknown): LeadOwner | null {
  if (raw === UNASSIGNED) return UNASSIGNED;
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const leadFilterSchema = z.object({
  kind: optionalEnum(LEAD_KINDS),
  status: optionalEnum(LEAD_STATUSES),
  language: optionalEnum(LOCALES),
  /** A salesperson's leads, or the unassigned ones; anything else: everyone's. */
  owner: z.unknown().optional().transform(readOwner),
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

/** Re-assigning a lead from the inbox: to a salesperson, or to nobody ("none"). */
export const leadOwnerSchema = z.object({
  intent: z.literal("owner"),
  id: z.coerce.number().int().positive(),
  owner: z.unknown().transform((v, ctx) => {
    const owner = readOwner(v);
    if (owner === null) ctx.addIssue({ code: "custom", message: "Choose who owns the lead." });
    return owner ?? UNASSIGNED;
  }),
});

/** The filter as URL search parameters (only the ones set), for links and the CSV export. */
export function leadFilterParams(filter: Partial<LeadFilter>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.language) params.set("language", filter.language);
  if (filter.owner) params.set("owner", String(filter.owner));
  if (filter.q) params.set("q", filter.q);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}
