import { isAuditKind } from "~/changes/audit-kinds";
import type { DB } from "~/db/db.server";
import { paginateQuery } from "~/paging/paginate.server";
import { auditFilterSchema } from "./audit-filter";

/** The audit log as /admin/audit reads it: the rows the change path wrote (changes/audit.server.ts). */

const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: number;
  at: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string;
  /** Field by field, in the order the change named them. */
  changes: { field: string; before: string; after: string }[];
}

/** A value as the page shows it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

function parse(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function changesOf(beforeJson: string | null, afterJson: string | null): AuditRow["changes"] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: beforeJson === null ? "" : shown(before[field]),
    after: afterJson === null ? "" : shown(after[field]),
  }));
}

/** The people who appear in the log, for the filter's list. */
export async function auditActors(db: DB): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", (eb) => eb.fn.max("actor_email").as("email")])
    .groupBy("actor_id")
    .execute();
  return rows
    .map((r) => ({ id: r.actor_id, email: String(r.email) }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** What the audit page asks for (audit-filter.ts reads it from the URL). */
interface AuditQuery {
  actor: string;
  kind: string;
  fromMs: number | null;
  toMs: number | null;
  page: number;
}

/** Newest first, filtered by person, kind and date range, paged. */
export async function listAudit(db: DB, filter: AuditQuery) {
  let base = db.selectFrom("audit_log");
  if (filter.actor) base = base.where("actor_id", "=", filter.actor);
  if (isAuditKind(filter.kind)) base = base.where("target_type", "=", filter.kind);
  if (filter.fromMs !== null) base = base.where("at", ">=", filter.fromMs);
  if (filter.toMs !== null) base = base.where("at", "<", filter.toMs);
  const {
    items: rows,
    total,
    page: current,
    pageCount,
  } = await paginateQuery(
    base,
    base.selectAll().orderBy("at", "desc").orderBy("id", "desc"),
    filter.page,
    AUDIT_PAGE_SIZE,
  );
  const items: AuditRow[] = rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    detail: r.detail,
    changes: changesOf(r.before_json, r.after_json),
  }));
  return { items, total, page: current, pageCount };
}

/** What /admin/audit shows for its address: the filter, the page of rows, the people in the log. */
export async function loadAuditPage(db: DB, url: URL) {
  const filter = auditFilterSchema.parse(Object.fromEntries(url.searchParams));
  const [audit, actors] = await Promise.all([listAudit(db, filter), auditActors(db)]);
  return { audit, actors, filter };
}

export type AuditPageData = Awaited<ReturnType<typeof loadAuditPage>>;
