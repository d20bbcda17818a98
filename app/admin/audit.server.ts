import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";

export interface AuditEntry {
  action: string;
  targetType: "product" | "category" | "subcategory";
  targetId: string;
  detail?: string;
}

/** One row per admin change: who, what, when and on what. Call it inside the change's transaction. */
export async function recordAudit(db: DB, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: Date.now(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: (entry.detail ?? "").slice(0, 500),
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: number;
  at: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string;
}

/** Newest first, paged. */
export async function listAudit(db: DB, page: number) {
  const { n } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((current - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const items: AuditRow[] = rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    detail: r.detail,
  }));
  return { items, total, page: current, pageCount };
}
