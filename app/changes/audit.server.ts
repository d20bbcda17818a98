import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { paginateQuery } from "~/paging/paginate.server";
import { type AuditKind, isAuditKind } from "./audit-kinds";

/** A field's value as the log keeps it: what a person reads, not an internal object. */
export type AuditValue = string | number | boolean | null | readonly (string | number)[];
export type AuditFields = Record<string, AuditValue>;

export interface AuditEntry {
  /** `kind.verb`, e.g. `product.update`, `user.role`. */
  action: string;
  targetType: AuditKind;
  targetId: string;
  /** One line a person reads in the list (the product's title, the account's e-mail …). */
  detail?: string;
  /** The fields before the change (omit for an add). */
  before?: AuditFields | null;
  /** The fields after the change (omit for a delete). */
  after?: AuditFields | null;
}

/** Who made a change the shop makes by itself (the unused-media sweep). */
export const SYSTEM_ACTOR: SessionUser = {
  id: "system",
  name: "The shop",
  email: "system",
  role: "admin",
};

/** The fields whose values differ, so an update's row names only what changed. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const b: AuditFields = {};
  const a: AuditFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

const json = (fields: AuditFields | null | undefined) => (fields ? JSON.stringify(fields) : null);

/** Rows per INSERT: well under SQLite's and PostgreSQL's parameter limits (8 columns a row). */
const INSERT_BATCH = 500;

/**
 * One row per admin change: who, when, what, and the fields before and after.
 * Only commitChange calls it, with the change's transaction, so the change and
 * its rows commit together; write paths use the `audit` commitChange hands them.
 */
export async function recordAudit(
  db: DB,
  actor: SessionUser,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  const at = Date.now();
  for (let i = 0; i < list.length; i += INSERT_BATCH) {
    await db
      .insertInto("audit_log")
      .values(
        list.slice(i, i + INSERT_BATCH).map((entry) => ({
          at,
          actor_id: actor.id,
          actor_email: actor.email,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          detail: (entry.detail ?? "").slice(0, 500),
          before_json: json(entry.before),
          after_json: json(entry.after),
        })),
      )
      .execute();
  }
}

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

/** What the audit page asks for (admin/audit-filter.ts reads it from the URL). */
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
