import type { SelectQueryBuilder } from "kysely";
import { mayWorkOn, type SessionUser, seesEverything } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { containsCaseless } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { queueLeadAssignedAlert } from "~/enquiries/lead-alerts.server";
import {
  type LeadFilter,
  type LeadOwner,
  type LeadStatus,
  leadOwnerSchema,
  leadStatusSchema,
  STATUS_LABEL,
  UNASSIGNED,
} from "~/enquiries/lead-status";
import { toLead } from "~/enquiries/leads.server";
import { paginateQuery, showPage } from "~/paging/paginate.server";

/**
 * The leads inbox (/admin/enquiries) and its CSV export: queries staff run. A
 * salesperson sees their own leads only (the owner filter is theirs, whatever
 * the address says: ownFilter); admins see every lead.
 */

export const LEADS_PAGE_SIZE = 25;
/** The CSV export stops here; a bigger inbox is exported per filter. */
const MAX_EXPORT_ROWS = 50_000;

type EnquiryQuery = SelectQueryBuilder<Database, "enquiry", object>;

type LeadQuery = Pick<LeadFilter, "kind" | "status" | "language" | "q"> &
  Partial<Pick<LeadFilter, "owner">>;

/**
 * Kind, status, language, owner (a salesperson, or none) and text search (a
 * reference like ENQ-00012 finds that lead).
 */
function filtered(db: DB, filter: LeadQuery): EnquiryQuery {
  let q = db.selectFrom("enquiry");
  if (filter.kind) q = q.where("kind", "=", filter.kind);
  if (filter.status) q = q.where("status", "=", filter.status);
  if (filter.language) q = q.where("language", "=", filter.language);
  if (filter.owner === UNASSIGNED) q = q.where("salesperson_id", "is", null);
  else if (filter.owner) q = q.where("salesperson_id", "=", filter.owner);
  const text = filter.q.trim();
  const reference = /^ENQ-?0*(\d{1,9})$/i.exec(text);
  if (reference) q = q.where("id", "=", Number(reference[1]));
  else if (text) {
    q = q.where((eb) =>
      eb.or(
        ["name", "email", "phone", "company", "message", "product_title", "gst", "requirement"].map(
          (column) => containsCaseless(db, column, text),
        ),
      ),
    );
  }
  return q;
}

/** The filter a person may use: a salesperson's is always their own leads. */
export function ownFilter<F extends Partial<Pick<LeadFilter, "owner">>>(
  filter: F,
  viewer: SessionUser,
): F {
  if (seesEverything(viewer)) return filter;
  return { ...filter, owner: viewer.salespersonId ?? -1 };
}

/** One page of the inbox, newest first. */
export async function listLeads(db: DB, filter: LeadFilter) {
  const base = filtered(db, filter);
  const found = await paginateQuery(
    base,
    base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    filter.page,
    LEADS_PAGE_SIZE,
  );
  return showPage(found, toLead);
}

/** Every lead matching the filter (up to MAX_EXPORT_ROWS), newest first, for the CSV. */
export async function leadsForExport(db: DB, filter: LeadQuery) {
  const [rows, people] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(MAX_EXPORT_ROWS)
      .execute(),
    db.selectFrom("salesperson").select(["id", "name"]).execute(),
  ]);
  const names = new Map(people.map((p) => [Number(p.id), p.name]));
  return rows.map(toLead).map((lead) => ({
    ...lead,
    owner: lead.salespersonId === null ? null : (names.get(lead.salespersonId) ?? null),
  }));
}

/** Sets a lead's status (a step: changeLeadStatus is the change); false when there is none. */
export async function setLeadStatus(db: DB, id: number, status: LeadStatus): Promise<boolean> {
  const result = await db
    .updateTable("enquiry")
    .set({ status })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a status change came to: done, no such lead, or another salesperson's lead. */
export type LeadStatusChange = "done" | "missing" | "not-yours";

/**
 * Staff set a lead's status (a salesperson, on their own leads only), audited
 * with the status before and after (no row when it was already so). No topic:
 * no cached page shows leads, and the admin live refresh (routes/admin/events.ts)
 * forwards catalogue topics only.
 */
export async function changeLeadStatus(
  db: DB,
  actor: SessionUser,
  id: number,
  status: LeadStatus,
): Promise<LeadStatusChange> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const before = await trx
      .selectFrom("enquiry")
      .select(["status", "name", "kind", "salesperson_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return "missing";
    if (!mayWorkOn(actor, before.salesperson_id)) return "not-yours";
    if (!(await setLeadStatus(trx, id, status))) return "missing";
    if (before.status !== status) {
      audit({
        action: "lead.status",
        targetType: "lead",
        targetId: String(id),
        detail: `${before.kind} lead from ${before.name}`,
        before: { status: before.status },
        after: { status },
      });
    }
    return "done";
  });
}

/** A lead's owner as the audit log and the answer name them. */
const ownerName = (owner: { name: string } | undefined) => owner?.name ?? "Unassigned";

export type AssignResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string };

/**
 * An admin gives a lead to a salesperson, or to nobody, audited with the owner
 * before and after (no row when it was already so). Only an active salesperson
 * takes a lead; one made inactive since keeps the leads they have. A
 * salesperson cannot re-assign leads (theirs or anyone's).
 */
export async function assignLead(
  db: DB,
  actor: SessionUser,
  id: number,
  owner: LeadOwner,
): Promise<AssignResult> {
  if (!seesEverything(actor))
    return { ok: false, status: 403, message: "Only admins re-assign leads." };
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const lead = await trx
      .selectFrom("enquiry")
      .leftJoin("salesperson", "salesperson.id", "enquiry.salesperson_id")
      .select([
        "enquiry.kind",
        "enquiry.name",
        "enquiry.salesperson_id",
        "salesperson.name as owner",
      ])
      .where("enquiry.id", "=", id)
      .executeTakeFirst();
    if (!lead) return { ok: false, status: 404, message: "That lead no longer exists." };
    const before = lead.salesperson_id === null ? undefined : { name: lead.owner ?? "" };
    const next =
      owner === UNASSIGNED
        ? undefined
        : await trx
            .selectFrom("salesperson")
            .select(["id", "name", "active"])
            .where("id", "=", owner)
            .executeTakeFirst();
    if (owner !== UNASSIGNED && !next)
      return { ok: false, status: 404, message: "That salesperson no longer exists." };
    const nextId = next ? Number(next.id) : null;
    const current = lead.salesperson_id === null ? null : Number(lead.salesperson_id);
    if (nextId === current) return { ok: true, message: `Owner is ${ownerName(next)}` };
    if (next && Number(next.active) !== 1)
      return {
        ok: false,
        status: 409,
        message: `${next.name} is inactive: activate them on the Salespeople page first.`,
      };
    await trx.updateTable("enquiry").set({ salesperson_id: nextId }).where("id", "=", id).execute();
    if (nextId !== null) await queueLeadAssignedAlert(trx, id, nextId, actor);
    audit({
      action: "lead.assign",
      targetType: "lead",
      targetId: String(id),
      detail: `${lead.kind} lead from ${lead.name}`,
      before: { owner: ownerName(before) },
      after: { owner: ownerName(next) },
    });
    return { ok: true, message: `Owner changed to ${ownerName(next)}` };
  });
}

export async function countNewLeads(db: DB): Promise<number> {
  const { n } = await db
    .selectFrom("enquiry")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(n);
}

export type LeadActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; status: number };

/**
 * The inbox's post: a lead's status (its owner's or an admin's), or its owner (admins
 * re-assign it), with the message the row shows and, when refused, the status to answer.
 */
export async function runLeadAction(
  db: DB,
  staff: SessionUser,
  form: Record<string, FormDataEntryValue>,
): Promise<LeadActionResult> {
  if (form.intent === "owner") {
    const owner = leadOwnerSchema.safeParse(form);
    if (!owner.success) return { ok: false, message: "Could not change the owner.", status: 400 };
    const result = await assignLead(db, staff, owner.data.id, owner.data.owner);
    return result.ok
      ? { ok: true, message: result.message }
      : { ok: false, message: result.message, status: result.status };
  }
  const parsed = leadStatusSchema.safeParse(form);
  if (!parsed.success) return { ok: false, message: "Could not change the status.", status: 400 };
  const { id, status } = parsed.data;
  const changed = await changeLeadStatus(db, staff, id, status);
  if (changed === "not-yours")
    return { ok: false, message: "This lead belongs to another salesperson.", status: 403 };
  if (changed === "missing")
    return { ok: false, message: "That lead no longer exists.", status: 404 };
  return { ok: true, message: `Status changed to ${STATUS_LABEL[status]}` };
}
