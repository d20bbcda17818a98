import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import type { AuditKind } from "./audit-kinds";

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
