import { sql } from "kysely";
import { type SessionUser, seesEverything } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";

/**
 * Customer answers staff have not seen yet (docs/quotations.md "Answers awaiting a reply"): an
 * acceptance, a decline or a question is new until someone on staff opens its quotation, which
 * records, per quotation, the last event they had in front of them. The admin's navigation and
 * the dashboard count them; the dashboard lists the quotations.
 */

const ANSWERS = ["accepted", "declined", "question"] as const;
export type AnswerKind = (typeof ANSWERS)[number];

/** Which quotations' answers to count: every one, or one salesperson's. */
export interface AnswerScope {
  salespersonId?: number;
}

/** The answers a person on staff works on: an admin's are all; a salesperson's, their own. */
export function answerScope(staff: SessionUser): AnswerScope {
  return seesEverything(staff) ? {} : { salespersonId: staff.salespersonId ?? -1 };
}

function unseen(db: DB, scope: AnswerScope) {
  let q = db
    .selectFrom("quotation_event as e")
    .leftJoin("quotation_answer_seen as s", "s.quotation_id", "e.quotation_id")
    .where("e.kind", "in", ANSWERS)
    .where((eb) => eb("e.id", ">", eb.fn.coalesce("s.seen_event_id", sql.lit(0))));
  if (scope.salespersonId !== undefined) {
    const id = scope.salespersonId;
    q = q.where("e.quotation_id", "in", (eb) =>
      eb.selectFrom("quotation").select("id").where("salesperson_id", "=", id),
    );
  }
  return q;
}

/** How many customer answers nobody on staff has seen. */
export async function unseenAnswerCount(db: DB, scope: AnswerScope = {}): Promise<number> {
  const row = await unseen(db, scope)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AwaitingQuotation {
  id: number;
  number: string;
  customer: string;
  owner: string | null;
  /** Its unseen answers, newest first. */
  answers: { kind: AnswerKind; at: number; words: string }[];
}

/** The answers awaiting a reply: their count, and the quotations (newest answer first, up to `limit`). */
export async function answersAwaiting(
  db: DB,
  scope: AnswerScope = {},
  limit = 10,
): Promise<{ count: number; quotations: AwaitingQuotation[] }> {
  const rows = await unseen(db, scope)
    .innerJoin("quotation as q", "q.id", "e.quotation_id")
    .leftJoin("salesperson as p", "p.id", "q.salesperson_id")
    .select([
      "e.quotation_id",
      "e.kind",
      "e.at",
      "e.body",
      "q.number",
      "q.customer_name",
      "q.customer_company",
      "p.name as owner",
    ])
    .orderBy("e.at", "desc")
    .orderBy("e.id", "desc")
    .limit(500)
    .execute();
  const byId = new Map<number, AwaitingQuotation>();
  for (const r of rows) {
    const id = Number(r.quotation_id);
    const item = byId.get(id) ?? {
      id,
      number: r.number,
      customer: r.customer_company ? `${r.customer_name} · ${r.customer_company}` : r.customer_name,
      owner: r.owner,
      answers: [],
    };
    item.answers.push({ kind: r.kind as AnswerKind, at: Number(r.at), words: r.body });
    byId.set(id, item);
  }
  const count = rows.length < 500 ? rows.length : await unseenAnswerCount(db, scope);
  return { count, quotations: [...byId.values()].slice(0, limit) };
}

/**
 * Staff opened the quotation: its answers so far are seen (audited as them, once: opening it
 * again with nothing new writes nothing). Answers how many were new.
 */
export async function markAnswersSeen(
  db: DB,
  actor: SessionUser,
  quotationId: number,
): Promise<number> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const fresh = await unseen(trx, {})
      .where("e.quotation_id", "=", quotationId)
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("e.id").as("last")])
      .executeTakeFirstOrThrow();
    const n = Number(fresh.n);
    if (n === 0 || fresh.last === null) return 0;
    const last = Number(fresh.last);
    const now = Date.now();
    await trx
      .insertInto("quotation_answer_seen")
      .values({ quotation_id: quotationId, seen_event_id: last, seen_at: now, seen_by: actor.name })
      .onConflict((oc) =>
        oc
          .column("quotation_id")
          .doUpdateSet({ seen_event_id: last, seen_at: now, seen_by: actor.name })
          .where("quotation_answer_seen.seen_event_id", "<", last),
      )
      .execute();
    const q = await trx
      .selectFrom("quotation")
      .select("number")
      .where("id", "=", quotationId)
      .executeTakeFirst();
    audit({
      action: "quotation.seen",
      targetType: "quotation",
      targetId: String(quotationId),
      detail: `${q?.number ?? quotationId}: ${n === 1 ? "the customer's answer" : `${n} customer answers`} seen`,
    });
    return n;
  });
}
