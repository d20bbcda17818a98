import { z } from "~/forms/zod";

/** What an audit row can be about; the filter's "kind". */
export const AUDIT_KINDS = [
  "product",
  "category",
  "subcategory",
  "image_set",
  "media",
  "lead",
  "order",
  "user",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABEL: Record<AuditKind, string> = {
  product: "Products",
  category: "Categories",
  subcategory: "Subcategories",
  image_set: "Image sets",
  media: "Media",
  lead: "Leads",
  order: "Orders",
  user: "Accounts",
};

/** India has one time zone and no daylight saving: a day starts at 00:00 IST = 18:30 UTC the day before. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight in India at the start of a YYYY-MM-DD day, or null for anything else. */
export function istDayStart(day: string | undefined): number | null {
  if (!day || !DATE.test(day)) return null;
  const utc = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(utc) ? null : utc - IST_OFFSET_MS;
}

const day = z
  .string()
  .optional()
  .transform((v) => (v && istDayStart(v) !== null ? v : ""));

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
      .transform((v) =>
        (AUDIT_KINDS as readonly string[]).includes(v ?? "") ? (v as AuditKind) : "",
      ),
    from: day,
    to: day,
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
  })
  .transform((f) => {
    const toStart = istDayStart(f.to);
    return {
      ...f,
      fromMs: istDayStart(f.from),
      toMs: toStart === null ? null : toStart + DAY_MS,
    };
  });

export type AuditFilter = z.infer<typeof auditFilterSchema>;
