import type { SelectQueryBuilder } from "kysely";
import type { SessionUser } from "~/accounts/session-user";
import { adminsOnly, type Refusal, readIntent, refusal } from "~/admin/kit/edit-in-place.server";
import type { AuditFields } from "~/changes/audit.server";
import { changedFields } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { lockedRowsForUpdate } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { districtKey, RECENT_LEADS_WINDOW_MS, type RoutingArea } from "~/enquiries/routing";
import { fieldErrors } from "~/forms/field-errors";
import {
  areaLines,
  formatWhatsapp,
  SALESPERSON_INTENTS,
  SALESPERSON_TEXT,
  type Salesperson,
  type SalespersonField,
  type SalespersonInput,
  type SalespersonIntent,
  salespersonSchema,
} from "./salespeople-schema";

/**
 * The salespeople enquiries are routed to (/admin/salespeople, docs/admin-leads.md
 * "Salespeople and routing"): the list, and adding, editing, (de)activating
 * and deleting one. Each change is one commitChange with its audit row. No
 * topic: no cached page shows salespeople, and routing reads them afresh for
 * every enquiry.
 */

export type SalespersonResult =
  | { ok: true; message: string; id: number | null }
  | Refusal<SalespersonField>;

type Row = {
  id: number;
  name: string;
  whatsapp: string;
  email: string;
  active: number;
  updated_at: number | string;
};

const COLUMNS = ["id", "name", "whatsapp", "email", "active", "updated_at"] as const;

/** The active first, then by name (ties by id, so the order is stable). */
const activeThenByName = <O>(query: SelectQueryBuilder<Database, "salesperson", O>) =>
  query.orderBy("active", "desc").orderBy("name").orderBy("id");

/** Areas by state code, each state's whole-state area before its districts (alphabetical). */
function sortedAreas(areas: readonly RoutingArea[]): RoutingArea[] {
  const key = (a: RoutingArea) => (a.district === null ? "" : ` ${districtKey(a.district)}`);
  return [...areas].sort((a, b) =>
    a.stateCode === b.stateCode
      ? key(a).localeCompare(key(b), "en")
      : a.stateCode.localeCompare(b.stateCode, "en"),
  );
}

/** Areas and categories of the given salespeople, by id. */
async function coverage(db: DB, ids: number[]) {
  const areas = new Map<number, RoutingArea[]>();
  const categories = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return { areas, categories };
  const [areaRows, categoryRows] = await Promise.all([
    db
      .selectFrom("salesperson_area")
      .select(["salesperson_id", "state_code", "district"])
      .where("salesperson_id", "in", ids)
      .execute(),
    db
      .selectFrom("salesperson_category as sc")
      .innerJoin("category as c", "c.id", "sc.category_id")
      .select(["sc.salesperson_id", "c.id", "c.name"])
      .where("sc.salesperson_id", "in", ids)
      .orderBy("c.position")
      .orderBy("c.id")
      .execute(),
  ]);
  for (const a of areaRows) {
    const id = Number(a.salesperson_id);
    areas.set(id, [...(areas.get(id) ?? []), { stateCode: a.state_code, district: a.district }]);
  }
  for (const [id, list] of areas) areas.set(id, sortedAreas(list));
  for (const c of categoryRows) {
    const id = Number(c.salesperson_id);
    categories.set(id, [...(categories.get(id) ?? []), { id: Number(c.id), name: c.name }]);
  }
  return { areas, categories };
}

/** Leads each of `ids` owns, in all and since `since`. */
async function leadCounts(db: DB, ids: number[], since: number) {
  const rows = await db
    .selectFrom("enquiry")
    .select((eb) => [
      "salesperson_id",
      eb.fn.countAll<number | string>().as("n"),
      eb.fn
        .sum<number | string | null>(
          eb.case().when("created_at", ">=", since).then(1).else(0).end(),
        )
        .as("recent"),
    ])
    .where("salesperson_id", "in", ids)
    .groupBy("salesperson_id")
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.salesperson_id),
      { all: Number(r.n), recent: Number(r.recent ?? 0) },
    ]),
  );
}

async function withCoverage(db: DB, rows: Row[], now = Date.now()): Promise<Salesperson[]> {
  const ids = rows.map((r) => Number(r.id));
  const [{ areas, categories }, counts] = await Promise.all([
    coverage(db, ids),
    ids.length > 0 ? leadCounts(db, ids, now - RECENT_LEADS_WINDOW_MS) : new Map(),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const count = counts.get(id);
    return {
      id,
      name: r.name,
      whatsapp: r.whatsapp,
      email: r.email,
      active: Number(r.active) === 1,
      areas: areas.get(id) ?? [],
      categories: categories.get(id) ?? [],
      leads: count?.all ?? 0,
      recentLeads: count?.recent ?? 0,
      updatedAt: Number(r.updated_at),
    };
  });
}

/** Every salesperson: the active ones first, then by name. */
export async function listSalespeople(db: DB): Promise<Salesperson[]> {
  const rows = await activeThenByName(db.selectFrom("salesperson").select(COLUMNS)).execute();
  return withCoverage(db, rows);
}

export async function getSalesperson(db: DB, id: number): Promise<Salesperson | null> {
  const row = await db
    .selectFrom("salesperson")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? ((await withCoverage(db, [row]))[0] ?? null) : null;
}

/** Names for the leads inbox: its owner filter, owner column and re-assign form. */
export async function salespersonChoices(db: DB) {
  const rows = await activeThenByName(
    db.selectFrom("salesperson").select(["id", "name", "active"]),
  ).execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, active: Number(r.active) === 1 }));
}

/** The categories the form offers. */
export async function categoryChoices(db: DB) {
  const rows = await db
    .selectFrom("category")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** A salesperson as the audit log shows them. */
function auditFields(s: {
  name: string;
  whatsapp: string;
  email: string;
  active: boolean;
  areas: readonly RoutingArea[];
  categories: readonly { name: string }[];
}): AuditFields {
  return {
    name: s.name,
    whatsapp: formatWhatsapp(s.whatsapp),
    email: s.email,
    active: s.active,
    areas: s.areas.length > 0 ? areaLines(sortedAreas(s.areas)) : ["Everywhere"],
    categories: s.categories.length > 0 ? s.categories.map((c) => c.name) : ["All categories"],
  };
}

const refused = refusal<SalespersonField>;

const notAdmin = (actor: SessionUser) =>
  adminsOnly<SalespersonField>(actor, SALESPERSON_TEXT.adminsOnly);

/** The audit row's target: the salesperson, by id. */
const target = (id: number) => ({ targetType: "salesperson" as const, targetId: String(id) });

/** The chosen categories with their names, or null when one no longer exists. */
async function chosenCategories(trx: DB, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("category")
    .select(["id", "name", "position"])
    .where("id", "in", [...ids])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.length === ids.length ? rows.map((r) => ({ id: Number(r.id), name: r.name })) : null;
}

const categoryGone = () =>
  refused(400, SALESPERSON_TEXT.categoryGone, { categoryIds: SALESPERSON_TEXT.categoryGone });

/** Replaces a salesperson's areas and categories. */
async function writeCoverage(
  trx: DB,
  id: number,
  areas: readonly RoutingArea[],
  categoryIds: readonly number[],
) {
  await trx.deleteFrom("salesperson_area").where("salesperson_id", "=", id).execute();
  await trx.deleteFrom("salesperson_category").where("salesperson_id", "=", id).execute();
  if (areas.length > 0) {
    await trx
      .insertInto("salesperson_area")
      .values(
        areas.map((a) => ({ salesperson_id: id, state_code: a.stateCode, district: a.district })),
      )
      .execute();
  }
  if (categoryIds.length > 0) {
    await trx
      .insertInto("salesperson_category")
      .values(categoryIds.map((category_id) => ({ salesperson_id: id, category_id })))
      .execute();
  }
}

/**
 * One change to a salesperson who exists: admins only, in one commitChange,
 * given the salesperson as they were (404 when they are gone). With `lock`
 * their row is locked first (see deleteSalesperson).
 */
async function changeSalesperson(
  db: DB,
  actor: SessionUser,
  id: number,
  change: (trx: DB, audit: Audit, before: Salesperson) => Promise<SalespersonResult>,
  lock = false,
): Promise<SalespersonResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const locked =
      !lock ||
      (await lockedRowsForUpdate(
        trx,
        trx.selectFrom("salesperson").select("id").where("id", "=", id),
      ).executeTakeFirst());
    const before = locked ? await getSalesperson(trx, id) : null;
    if (!before) return refused(404, SALESPERSON_TEXT.notFound);
    return change(trx, audit, before);
  });
}

/** Adds a salesperson, active (the caller ran requireAdmin; the role is checked again here). */
export async function addSalesperson(
  db: DB,
  actor: SessionUser,
  input: SalespersonInput,
): Promise<SalespersonResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const categories = await chosenCategories(trx, input.categoryIds);
    if (!categories) return categoryGone();
    const now = Date.now();
    const row = await trx
      .insertInto("salesperson")
      .values({
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeCoverage(trx, id, input.areas, input.categoryIds);
    audit({
      action: "salesperson.add",
      ...target(id),
      detail: input.name,
      after: auditFields({ ...input, active: true, categories }),
    });
    return { ok: true, message: SALESPERSON_TEXT.added(input.name), id };
  });
}

/** Changes a salesperson's details, areas and categories (their leads stay theirs). */
export function editSalesperson(
  db: DB,
  actor: SessionUser,
  id: number,
  input: SalespersonInput,
): Promise<SalespersonResult> {
  return changeSalesperson(db, actor, id, async (trx, audit, before) => {
    const categories = await chosenCategories(trx, input.categoryIds);
    if (!categories) return categoryGone();
    const was = auditFields(before);
    const now = auditFields({ ...input, active: before.active, categories });
    const diff = changedFields(was, now);
    if (Object.keys(diff.after).length === 0)
      return { ok: true, message: SALESPERSON_TEXT.unchanged(input.name), id };
    await trx
      .updateTable("salesperson")
      .set({
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        updated_at: Math.max(Date.now(), before.updatedAt + 1),
      })
      .where("id", "=", id)
      .execute();
    await writeCoverage(trx, id, input.areas, input.categoryIds);
    audit({ action: "salesperson.update", ...target(id), detail: input.name, ...diff });
    return { ok: true, message: SALESPERSON_TEXT.updated(input.name), id };
  });
}

/** Takes a salesperson out of routing (or back in); the leads they own stay theirs. */
export function setSalespersonActive(
  db: DB,
  actor: SessionUser,
  id: number,
  active: boolean,
): Promise<SalespersonResult> {
  return changeSalesperson(db, actor, id, async (trx, audit, before) => {
    const message = (active ? SALESPERSON_TEXT.activated : SALESPERSON_TEXT.deactivated)(
      before.name,
    );
    if (before.active === active) return { ok: true, message, id };
    await trx
      .updateTable("salesperson")
      .set({ active: active ? 1 : 0, updated_at: Math.max(Date.now(), before.updatedAt + 1) })
      .where("id", "=", id)
      .execute();
    audit({
      action: active ? "salesperson.activate" : "salesperson.deactivate",
      ...target(id),
      detail: before.name,
      before: { active: before.active },
      after: { active },
    });
    return { ok: true, message, id };
  });
}

/**
 * Deletes a salesperson who owns no lead (one added by mistake); one who owns
 * leads is refused: deactivate them instead, so the inbox keeps who handled
 * what. The row is locked first, so an enquiry being routed to them at the
 * same moment either commits first (and the delete is refused) or waits and
 * is stored unassigned.
 */
export function deleteSalesperson(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<SalespersonResult> {
  return changeSalesperson(
    db,
    actor,
    id,
    async (trx, audit, before) => {
      if (before.leads > 0)
        return refused(409, SALESPERSON_TEXT.hasLeads(before.name, before.leads));
      await trx.deleteFrom("salesperson").where("id", "=", id).execute();
      audit({
        action: "salesperson.delete",
        ...target(id),
        detail: before.name,
        before: auditFields(before),
      });
      return { ok: true, message: SALESPERSON_TEXT.deleted(before.name), id: null };
    },
    true,
  );
}

/** What a posted form asks for: its intent and, for a refusal, the values to show again. */
export type SalespersonAction = SalespersonResult & {
  intent: SalespersonIntent | null;
  salespersonId: number | null;
  values: Record<string, string>;
};

/** The page's action: reads the form with the shared schema, then does what it asks. */
export async function runSalespersonAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<SalespersonAction> {
  // Every field: the area rows and category boxes are numbered, one name each.
  const values: Record<string, string> = {};
  for (const [key, v] of form) {
    if (typeof v === "string" && key.length <= 40 && Object.keys(values).length < 500)
      values[key] = v.slice(0, 1000);
  }
  const { intent, id: salespersonId } = readIntent(form, SALESPERSON_INTENTS);
  const answer = (result: SalespersonResult): SalespersonAction => ({
    ...result,
    intent,
    salespersonId,
    values,
  });
  const refusal = notAdmin(actor);
  if (refusal) return answer(refusal);
  if (intent === null) return answer(refused(400, SALESPERSON_TEXT.unknownRequest));
  if (intent !== "add" && salespersonId === null)
    return answer(refused(404, SALESPERSON_TEXT.notFound));
  if (intent === "delete" && salespersonId !== null)
    return answer(await deleteSalesperson(db, actor, salespersonId));
  if ((intent === "activate" || intent === "deactivate") && salespersonId !== null)
    return answer(await setSalespersonActive(db, actor, salespersonId, intent === "activate"));
  const parsed = salespersonSchema.safeParse(values);
  if (!parsed.success)
    return answer(
      refused(400, SALESPERSON_TEXT.failed, fieldErrors<SalespersonField>(parsed.error)),
    );
  if (intent === "edit" && salespersonId !== null)
    return answer(await editSalesperson(db, actor, salespersonId, parsed.data));
  return answer(await addSalesperson(db, actor, parsed.data));
}
