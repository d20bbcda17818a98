import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { type AuditEntry, recordAudit } from "./audit.server";
import { type CatalogueTopic, publish } from "./events.server";

/**
 * The one way an admin (or the shop itself) changes data: the write and its
 * audit rows commit in one transaction, and only after the commit is each
 * topic published, so every instance's page cache drops the pages the change
 * made stale and open admin pages refresh. See docs/changes.md.
 */

interface ChangeScope {
  /**
   * The pages the change can make stale, by topic (cache/cacheable-pages.ts).
   * Required, so a write path says so even when it is `[]` (accounts, leads,
   * orders: no cached page shows them).
   */
  readonly topics: readonly CatalogueTopic[];
}

/** Records audit rows for the change in its transaction; what was audited is what changed. */
export type Audit = (entries: AuditEntry | readonly AuditEntry[]) => void;

/** A write step that runs inside a change: its transaction and its audit. */
type ChangeStep<T> = (trx: DB, audit: Audit) => Promise<T>;

/**
 * Runs `write` in one transaction and records the entries it passes to `audit`
 * in that transaction. After the commit, publishes the scope's topics if the
 * change audited anything: a refused or empty change (nothing audited) keeps
 * every cached page. A throw rolls everything back and publishes nothing.
 * `db` must not be a transaction already (Kysely does not nest them): a step
 * that is part of a larger change takes `(trx, audit)` instead.
 */
export async function commitChange<T>(
  db: DB,
  actor: SessionUser,
  scope: ChangeScope,
  write: ChangeStep<T>,
): Promise<T> {
  let audited = 0;
  const result = await db.transaction().execute(async (trx) => {
    const entries: AuditEntry[] = [];
    let open = true;
    const audit: Audit = (more) => {
      // An entry after the transaction ended would be lost silently.
      if (!open) throw new Error("audit called after its change was committed");
      entries.push(...(Array.isArray(more) ? more : [more as AuditEntry]));
    };
    try {
      const value = await write(trx, audit);
      if (entries.length > 0) await recordAudit(trx, actor, entries);
      audited = entries.length;
      return value;
    } finally {
      open = false;
    }
  });
  if (audited > 0) for (const topic of new Set(scope.topics)) publish(topic, actor.id);
  return result;
}
