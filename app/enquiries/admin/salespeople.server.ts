import type { SelectQueryBuilder } from "kysely";
import type { Auth } from "~/accounts/auth.server";
import type { SessionUser } from "~/accounts/session-user";
import { createStaffAccount } from "~/accounts/staff-accounts.server";
import { asRole } from "~/accounts/users.server";
import {
  adminsOnly,
  postedValues,
  type Refusal,
  readIntent,
  refusal,
} from "~/admin/kit/edit-in-place.server";
import type { AuditFields } from "~/changes/audit.server";
import { changedFields, SYSTEM_ACTOR } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { equalsCaseless, lockedRowsForUpdate } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { districtKey, RECENT_LEADS_WINDOW_MS, type RoutingArea } from "~/enquiries/routing";
import { indiaDateTime } from "~/format/india-time";
import { fieldErrors } from "~/forms/field-errors";
import { issueResetLink } from "~/people/people.server";
import { districtKeyOf, findDistrict, nearestDistricts } from "~/places/districts.server";
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
  stateName,
  uniqueAreas,
} from "./salespeople-schema";

/**
 * The salespeople enquiries are routed to (/admin/salespeople, docs/admin-leads.md
 * "Salespeople and routing"): the list, and adding, editing, (de)activating
 * and deleting one. Each change is one commitChange with its audit row. No
 * topic: no cached page shows salespeople, and routing reads them afresh for
 * every enquiry.
 */

export type SalespersonResult =
  | { ok: true; message: string; id: number | null; inviteLink?: string }
  | Refusal<SalespersonField>;

type Row = {
  id: number;
  name: string;
  whatsapp: string;
  email: string;
  active: number;
  updated_at: number | string;
  user_id: string | null;
};

const COLUMNS = ["id", "name", "whatsapp", "email", "active", "updated_at", "user_id"] as const;

/** How long a salesperson's first sign-in link works. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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
      .select(["salesperson_id", "state_code", "district", "district_key"])
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
    const area: RoutingArea = {
      stateCode: a.state_code,
      district: a.district,
      districtKey: a.district === null ? null : a.district_key,
    };
    areas.set(id, [...(areas.get(id) ?? []), area]);
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

/** The accounts the salespeople sign in with: e-mail, last sign-in, disabled. */
async function accountsOf(db: DB, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Salesperson["account"]>();
  const rows = await db
    .selectFrom("user as u")
    .leftJoin("account_activity as a", "a.user_id", "u.id")
    .select(["u.id", "u.email", "u.banned", "a.last_sign_in_at"])
    .where("u.id", "in", userIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        email: r.email,
        lastSignInAt: r.last_sign_in_at === null ? null : Number(r.last_sign_in_at),
        disabled: Boolean(r.banned),
      },
    ]),
  );
}

async function withCoverage(db: DB, rows: Row[], now = Date.now()): Promise<Salesperson[]> {
  const ids = rows.map((r) => Number(r.id));
  const [{ areas, categories }, counts, accounts] = await Promise.all([
    coverage(db, ids),
    ids.length > 0 ? leadCounts(db, ids, now - RECENT_LEADS_WINDOW_MS) : new Map(),
    accountsOf(
      db,
      rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
    ),
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
      account: r.user_id ? (accounts.get(r.user_id) ?? null) : null,
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
        areas.map((a) => ({
          salesperson_id: id,
          state_code: a.stateCode,
          district: a.district,
          district_key: a.district === null ? null : (a.districtKey ?? null),
        })),
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

/**
 * The form's districts as India Post's directory has them (app/places/districts.server.ts
 * findDistrict: any spelling, a former name, Gujarati or Hindi): each stored with the
 * directory's name and key; one the directory does not have is refused beside its row.
 */
function resolveAreas(
  input: SalespersonInput,
): { ok: true; input: SalespersonInput } | Refusal<SalespersonField> {
  const errors: Partial<Record<SalespersonField, string>> = {};
  const areas = input.areas.map((a) => {
    if (a.district === null) return { ...a, districtKey: null };
    const found = findDistrict(a.stateCode, a.district);
    if (!found) {
      const field = `districts-${a.row}` as const;
      errors[field] ??= SALESPERSON_TEXT.districtUnknown(
        a.district,
        stateName(a.stateCode),
        nearestDistricts(a.stateCode, a.district).map((d) => d.name),
      );
      return a;
    }
    return { ...a, district: found.name, districtKey: found.key };
  });
  const problems = Object.values(errors);
  if (problems.length > 0) return refused(400, problems[0] ?? SALESPERSON_TEXT.failed, errors);
  return { ok: true, input: { ...input, areas: uniqueAreas(areas) } };
}

/** Adds a salesperson, active (the caller ran requireAdmin; the role is checked again here). */
export async function addSalesperson(
  db: DB,
  actor: SessionUser,
  posted: SalespersonInput,
): Promise<SalespersonResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  const resolved = resolveAreas(posted);
  if (!resolved.ok) return resolved;
  const input = resolved.input;
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
export async function editSalesperson(
  db: DB,
  actor: SessionUser,
  id: number,
  posted: SalespersonInput,
): Promise<SalespersonResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  const resolved = resolveAreas(posted);
  if (!resolved.ok) return resolved;
  const input = resolved.input;
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
  accounts: { auth: Auth; origin: string },
): Promise<SalespersonAction> {
  // Every field: the area rows and category boxes are numbered, one name each.
  const values = postedValues(form, { fields: 500 });
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
  if (intent === "invite" && salespersonId !== null)
    return answer(
      await inviteSalesperson(db, accounts.auth, actor, salespersonId, accounts.origin),
    );
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

/** Who an e-mail address belongs to: nobody, a salesperson's account (linked to whom), or someone else. */
async function accountByEmail(db: DB, email: string) {
  const user = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where(equalsCaseless(db, "email", email))
    .executeTakeFirst();
  if (!user) return null;
  const linked = await db
    .selectFrom("salesperson")
    .select("id")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return { id: user.id, role: asRole(user.role), linkedTo: linked ? Number(linked.id) : null };
}

/**
 * Lets a salesperson sign in as themselves (docs/admin-leads.md "Roles"): an
 * account with their e-mail (role "salesperson"; made now if there is none,
 * with no password anyone knows) linked to them, and a link, shown once to the
 * admin, that sets their password (7 days, once). Again later: a fresh link.
 * An e-mail that already signs in as a customer, an admin or another
 * salesperson is refused: roles are changed on the People page, on purpose.
 */
export async function inviteSalesperson(
  db: DB,
  auth: Auth,
  actor: SessionUser,
  id: number,
  origin: string,
): Promise<SalespersonResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  const person = await getSalesperson(db, id);
  if (!person) return refused(404, SALESPERSON_TEXT.notFound);
  if (!person.email) return refused(400, SALESPERSON_TEXT.inviteNeedsEmail);
  const existing = await accountByEmail(db, person.email);
  if (existing && existing.role !== "salesperson")
    return refused(409, SALESPERSON_TEXT.inviteEmailTaken(person.email));
  if (existing?.linkedTo != null && existing.linkedTo !== id)
    return refused(409, SALESPERSON_TEXT.inviteEmailLinked(person.email));
  // Better Auth makes the account with its own adapter, before the change: an account left
  // unlinked by a failure below is linked by the next invitation (and signs in to nothing).
  const userId =
    existing?.id ??
    (await createStaffAccount(auth, {
      email: person.email,
      name: person.name,
      role: "salesperson",
    }));
  return commitChange(db, actor, { topics: [] }, async (trx, audit): Promise<SalespersonResult> => {
    await trx
      .updateTable("salesperson")
      .set({ user_id: null })
      .where("user_id", "=", userId)
      .execute();
    await trx.updateTable("salesperson").set({ user_id: userId }).where("id", "=", id).execute();
    const link = await issueResetLink(trx, userId, actor.id, origin, INVITE_TTL_MS);
    audit({
      action: "salesperson.invite",
      ...target(id),
      detail: person.name,
      before: { account: person.account?.email ?? "" },
      after: {
        account: person.email,
        "sign-in link valid until": `${indiaDateTime(link.expiresAt)} IST`,
      },
    });
    return { ok: true, message: SALESPERSON_TEXT.invited(person.name), id, inviteLink: link.url };
  });
}

/**
 * Districts typed before they were chosen from the directory: each one the
 * directory lookup recognises gets its name and key (audited as the shop);
 * the rest stay as typed, route nothing, and the salespeople page lists them
 * for the admin to choose again. Run at every start (prepare.server.ts);
 * cheap when nothing is left to match.
 */
export async function matchDistrictCovers(db: DB): Promise<{ matched: number; unmatched: number }> {
  const rows = await db
    .selectFrom("salesperson_area as a")
    .innerJoin("salesperson as s", "s.id", "a.salesperson_id")
    .select(["a.salesperson_id", "a.state_code", "a.district", "s.name"])
    .where("a.district", "is not", null)
    .where("a.district_key", "is", null)
    .execute();
  const found = rows.flatMap((r) => {
    const d = r.district === null ? null : findDistrict(r.state_code, r.district);
    return d ? [{ ...r, to: d }] : [];
  });
  if (found.length > 0)
    await commitChange(db, SYSTEM_ACTOR, { topics: [] }, async (trx, audit) => {
      for (const r of found) {
        await trx
          .updateTable("salesperson_area")
          .set({ district: r.to.name, district_key: districtKeyOf(r.to.name) })
          .where("salesperson_id", "=", r.salesperson_id)
          .where("state_code", "=", r.state_code)
          .where("district", "=", r.district)
          .where("district_key", "is", null)
          .execute();
        audit({
          action: "salesperson.update",
          ...target(Number(r.salesperson_id)),
          detail: `${r.name}: a district matched to India Post's directory`,
          before: { district: `${stateName(r.state_code)}: ${r.district}` },
          after: { district: `${stateName(r.state_code)}: ${r.to.name}` },
        });
      }
    });
  return { matched: found.length, unmatched: rows.length - found.length };
}
