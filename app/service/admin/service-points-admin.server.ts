import type { Selectable } from "kysely";
import type { SessionUser } from "~/accounts/session-user";
import { adminsOnly, type Refusal, refusal } from "~/admin/kit/edit-in-place.server";
import { type AuditFields, changedFields } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import type { ServicePointTable } from "~/db/schema";
import { CsvSyntaxError, readCsv, toCsv, unguardCell } from "~/format/csv";
import { fieldErrors } from "~/forms/field-errors";
import { type Page, paginateQuery } from "~/paging/paginate.server";
import { lookupPin, pinCoordinate } from "~/places/pincode.server";
import type { PointKind } from "../service-fields";
import { pointPlace } from "../service-points.server";
import {
  type ServicePointField,
  type ServicePointInput,
  servicePointSchema,
} from "./service-admin-schema";

/**
 * The directory of dealers and service points as the admin keeps it
 * (/admin/service-points; docs/after-sales.md "Directory"): the list, adding,
 * editing, (de)activating and deleting one, and the whole directory as a CSV
 * spreadsheet out and back in (all rows or none). Each change is one
 * commitChange with its audit rows. No topic: no cached page shows the
 * directory (the locator reads it afresh for every question).
 */

export interface AdminServicePoint {
  id: number;
  name: string;
  kind: PointKind;
  address: string;
  pin: string;
  district: string;
  state: string;
  stateCode: string;
  located: boolean;
  phone: string;
  whatsapp: string;
  email: string;
  hours: string;
  active: boolean;
  categoryIds: number[];
  categories: string[];
  openRequests: number;
}

export type PointResult =
  | { ok: true; message: string; id: number | null }
  | Refusal<ServicePointField>;

const refused = refusal<ServicePointField>;
const ADMINS_ONLY = "Only admins can change the service directory";
const NOT_FOUND = "No such dealer or service point";

const COLUMNS = [
  "id",
  "name",
  "kind",
  "address",
  "pin",
  "district",
  "state",
  "state_code",
  "lat",
  "phone",
  "whatsapp",
  "email",
  "hours",
  "active",
] as const;

/** The columns read (COLUMNS), typed by the schema. */
type Row = Omit<Selectable<ServicePointTable>, "lon" | "created_at" | "updated_at">;

async function withDetails(db: DB, rows: Row[]): Promise<AdminServicePoint[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [cats, open] = await Promise.all([
    db
      .selectFrom("service_point_category as sc")
      .innerJoin("category as c", "c.id", "sc.category_id")
      .select(["sc.service_point_id", "c.id", "c.name"])
      .where("sc.service_point_id", "in", ids)
      .orderBy("c.position")
      .orderBy("c.id")
      .execute(),
    db
      .selectFrom("service_request")
      .select(["service_point_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("service_point_id", "in", ids)
      .where("status", "in", ["received", "assigned", "visit"])
      .groupBy("service_point_id")
      .execute(),
  ]);
  const openBy = new Map(open.map((o) => [o.service_point_id, Number(o.n)]));
  return rows.map((r) => {
    const mine = cats.filter((c) => c.service_point_id === r.id);
    return {
      ...pointPlace(r),
      located: r.lat !== null,
      phone: r.phone,
      whatsapp: r.whatsapp,
      email: r.email,
      hours: r.hours,
      active: Number(r.active) === 1,
      categoryIds: mine.map((c) => c.id),
      categories: mine.map((c) => c.name),
      openRequests: openBy.get(r.id) ?? 0,
    };
  });
}

/** The directory, 25 a page: the active first, then by state, district and name. */
export async function listServicePoints(
  db: DB,
  filter: { q: string; page: number },
): Promise<Page<AdminServicePoint>> {
  let rows = db.selectFrom("service_point");
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    rows = rows.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name"]), "like", like),
        eb(eb.fn("lower", ["district"]), "like", like),
        eb("pin", "=", filter.q),
      ]),
    );
  }
  const page = await paginateQuery(
    rows,
    rows
      .select(COLUMNS)
      .orderBy("active", "desc")
      .orderBy("state")
      .orderBy("district")
      .orderBy("name")
      .orderBy("id"),
    filter.page,
    25,
  );
  return { ...page, items: await withDetails(db, page.items) };
}

export async function getServicePoint(db: DB, id: number): Promise<AdminServicePoint | null> {
  const row = await db
    .selectFrom("service_point")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

/** Every point by name, for the queue's filter and a request's assignment. */
export async function servicePointChoices(db: DB) {
  const rows = await db
    .selectFrom("service_point")
    .select(["id", "name", "district", "active", "kind"])
    .orderBy("active", "desc")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    district: r.district,
    active: Number(r.active) === 1,
    kind: r.kind,
  }));
}

function auditFields(p: {
  name: string;
  kind: string;
  address: string;
  pin: string;
  phone: string;
  whatsapp: string;
  email: string;
  hours: string;
  active: boolean;
  categories: readonly string[];
}): AuditFields {
  return {
    name: p.name,
    kind: p.kind,
    address: p.address,
    pin: p.pin,
    phone: p.phone,
    whatsapp: p.whatsapp,
    email: p.email,
    hours: p.hours,
    active: p.active,
    categories: p.categories.length > 0 ? [...p.categories] : ["All categories"],
  };
}

const target = (id: number) => ({ targetType: "service_point" as const, targetId: String(id) });

/** The PIN's place, or a refusal naming it. */
/** A PIN's district, state and coordinate from India Post's directory; null when it has none. */
export function placeOf(pin: string) {
  const place = lookupPin(pin);
  if (!place) return null;
  const at = pinCoordinate(pin);
  return { ...place, lat: at?.lat ?? null, lon: at?.lon ?? null };
}

type Place = NonNullable<ReturnType<typeof placeOf>>;

/** What adding, editing and importing a point write: the form's fields and its PIN's place. */
function pointColumns(input: ServicePointInput, place: Place) {
  return {
    name: input.name,
    kind: input.kind,
    address: input.address,
    pin: place.pin,
    district: place.district,
    state: place.state,
    state_code: place.stateCode,
    lat: place.lat,
    lon: place.lon,
    phone: input.phone,
    whatsapp: input.whatsapp,
    email: input.email,
    hours: input.hours,
  };
}

/** A point as its audit rows show it, from the form. */
function auditedPoint(
  input: ServicePointInput,
  place: Place,
  active: boolean,
  categories: readonly { name: string }[],
): AuditFields {
  return auditFields({
    ...input,
    pin: place.pin,
    active,
    categories: categories.map((c) => c.name),
  });
}

/** Replaces a point's categories (none: it serves every category). */
async function setCategories(trx: DB, id: number, categories: readonly { id: number }[]) {
  await trx.deleteFrom("service_point_category").where("service_point_id", "=", id).execute();
  if (categories.length > 0)
    await trx
      .insertInto("service_point_category")
      .values(categories.map((c) => ({ service_point_id: id, category_id: c.id })))
      .execute();
}

const unknownPin = (pin: string) =>
  refused(400, `PIN ${pin} is not in India Post's directory`, {
    pin: `PIN ${pin} is not in India Post's directory`,
  });

async function chosenCategories(trx: DB, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("category")
    .select(["id", "name"])
    .where("id", "in", [...ids])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.length === ids.length ? rows : null;
}

const categoryGone = () =>
  refused(400, "A chosen category no longer exists", {
    categoryIds: "A chosen category no longer exists",
  });

/** Writes a new point in a change; returns its id and the fields audited. */
/**
 * Writes a new point and its categories in the caller's transaction (the caller audits it; the
 * demo seed, which has no actor, calls it directly). Returns its id.
 */
export async function insertServicePoint(
  trx: DB,
  input: ServicePointInput,
  place: Place,
  categories: readonly { id: number }[],
  active: boolean,
): Promise<number> {
  const now = Date.now();
  const { id } = await trx
    .insertInto("service_point")
    .values({
      ...pointColumns(input, place),
      active: active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await setCategories(trx, id, categories);
  return id;
}

/** Adds a dealer or service point, active. */
export async function addServicePoint(
  db: DB,
  actor: SessionUser,
  input: ServicePointInput,
): Promise<PointResult> {
  const no = adminsOnly<ServicePointField>(actor, ADMINS_ONLY);
  if (no) return no;
  const place = placeOf(input.pin);
  if (!place) return unknownPin(input.pin);
  return commitChange(db, actor, { topics: ["service-points"] }, async (trx, audit) => {
    const categories = await chosenCategories(trx, input.categoryIds);
    if (!categories) return categoryGone();
    const id = await insertServicePoint(trx, input, place, categories, true);
    audit({
      action: "service_point.add",
      ...target(id),
      detail: input.name,
      after: auditedPoint(input, place, true, categories),
    });
    return { ok: true, message: `${input.name} added`, id };
  });
}

async function changePoint(
  db: DB,
  actor: SessionUser,
  id: number,
  change: (trx: DB, audit: Audit, before: AdminServicePoint) => Promise<PointResult>,
): Promise<PointResult> {
  const no = adminsOnly<ServicePointField>(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: ["service-points"] }, async (trx, audit) => {
    const before = await getServicePoint(trx, id);
    if (!before) return refused(404, NOT_FOUND);
    return change(trx, audit, before);
  });
}

/** Changes a point's details and categories (its requests stay with it). */
export function editServicePoint(
  db: DB,
  actor: SessionUser,
  id: number,
  input: ServicePointInput,
): Promise<PointResult> {
  const place = placeOf(input.pin);
  if (!place) return Promise.resolve(unknownPin(input.pin));
  return changePoint(db, actor, id, async (trx, audit, before) => {
    const categories = await chosenCategories(trx, input.categoryIds);
    if (!categories) return categoryGone();
    const diff = changedFields(
      auditFields(before),
      auditedPoint(input, place, before.active, categories),
    );
    if (Object.keys(diff.after).length === 0)
      return { ok: true, message: `${input.name}: nothing changed`, id };
    await trx
      .updateTable("service_point")
      .set({ ...pointColumns(input, place), updated_at: Date.now() })
      .where("id", "=", id)
      .execute();
    await setCategories(trx, id, categories);
    audit({ action: "service_point.update", ...target(id), detail: input.name, ...diff });
    return { ok: true, message: `${input.name} saved`, id };
  });
}

/** Shows or hides a point in the locator and routing (its requests stay with it). */
export function setServicePointActive(
  db: DB,
  actor: SessionUser,
  id: number,
  active: boolean,
): Promise<PointResult> {
  return changePoint(db, actor, id, async (trx, audit, before) => {
    if (before.active === active)
      return {
        ok: true,
        message: `${before.name} is already ${active ? "active" : "inactive"}`,
        id,
      };
    await trx
      .updateTable("service_point")
      .set({ active: active ? 1 : 0, updated_at: Date.now() })
      .where("id", "=", id)
      .execute();
    audit({
      action: active ? "service_point.activate" : "service_point.deactivate",
      ...target(id),
      detail: before.name,
      before: { active: before.active },
      after: { active },
    });
    return { ok: true, message: `${before.name} ${active ? "activated" : "deactivated"}`, id };
  });
}

/** Deletes a point no service request names; one that has any is deactivated instead. */
export function deleteServicePoint(db: DB, actor: SessionUser, id: number): Promise<PointResult> {
  return changePoint(db, actor, id, async (trx, audit, before) => {
    const used = await trx
      .selectFrom("service_request")
      .select("id")
      .where("service_point_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (used)
      return refused(
        409,
        `${before.name} has service requests: deactivate it instead, so their history keeps it`,
      );
    await trx.deleteFrom("service_point").where("id", "=", id).execute();
    audit({
      action: "service_point.delete",
      ...target(id),
      detail: before.name,
      before: auditFields(before),
    });
    return { ok: true, message: `${before.name} deleted`, id: null };
  });
}

/** The form's post read by its schema: the input, or the fields' messages. */
export function readServicePointForm(form: FormData) {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "categoryIds") fields[key] = value;
  fields.categoryIds = form.getAll("categoryIds").filter((v) => typeof v === "string");
  const parsed = servicePointSchema.safeParse(fields);
  return parsed.success
    ? ({ ok: true, input: parsed.data } as const)
    : ({
        ok: false,
        refusal: refused(
          400,
          "Please correct the fields marked",
          fieldErrors<ServicePointField>(parsed.error),
        ),
      } as const);
}

// ——— The directory as a spreadsheet ———

const POINT_CSV_HEADER = [
  "id",
  "name",
  "kind",
  "address",
  "pin",
  "phone",
  "whatsapp",
  "email",
  "hours",
  "categories",
  "active",
] as const;

/** Every point, one row each, categories by name separated by "; ". */
export async function servicePointsCsv(db: DB): Promise<string> {
  const rows = await db.selectFrom("service_point").select(COLUMNS).orderBy("id").execute();
  const points = await withDetails(db, rows);
  return toCsv(
    [...POINT_CSV_HEADER],
    points.map((p) => [
      p.id,
      p.name,
      p.kind,
      p.address,
      p.pin,
      p.phone,
      p.whatsapp,
      p.email,
      p.hours,
      p.categories.join("; "),
      p.active ? "yes" : "no",
    ]),
  );
}

export interface PointImportPlan {
  added: number;
  updated: number;
  problems: { line: number; message: string }[];
}

/** The most rows a spreadsheet may hold. */
const MAX_POINT_ROWS = 10_000;

type Planned = { id: number | null; input: ServicePointInput; active: boolean; line: number };

/** Reads a spreadsheet into points to add or update, naming each row's problems. */
async function planImport(
  db: DB,
  csv: string,
): Promise<{ plan: PointImportPlan; rows: Planned[] }> {
  const problems: PointImportPlan["problems"] = [];
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(csv);
  } catch (error) {
    const line = error instanceof CsvSyntaxError ? error.line : 1;
    return {
      plan: {
        added: 0,
        updated: 0,
        problems: [{ line, message: String((error as Error).message) }],
      },
      rows: [],
    };
  }
  const [head, ...body] = table;
  const header = (head?.cells ?? []).map((c) => c.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  for (const name of ["name", "kind", "pin"])
    if (col(name) < 0)
      problems.push({ line: head?.line ?? 1, message: `The header has no "${name}" column` });
  if (body.length > MAX_POINT_ROWS)
    problems.push({ line: 1, message: `At most ${MAX_POINT_ROWS} rows at a time` });
  if (problems.length > 0) return { plan: { added: 0, updated: 0, problems }, rows: [] };
  const categories = await db.selectFrom("category").select(["id", "name"]).execute();
  const byName = new Map(categories.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const existing = new Set(
    (await db.selectFrom("service_point").select("id").execute()).map((r) => r.id),
  );
  const rows: Planned[] = [];
  const seenIds = new Set<number>();
  for (const row of body) {
    const cell = (name: string) => unguardCell((row.cells[col(name)] ?? "").trim());
    const idText = col("id") >= 0 ? cell("id") : "";
    const id = idText === "" ? null : /^\d{1,9}$/.test(idText) ? Number(idText) : Number.NaN;
    const say = (message: string) => problems.push({ line: row.line, message });
    if (Number.isNaN(id) || (id !== null && !existing.has(id))) {
      say(`Row ${row.line}: no dealer or service point has id "${idText}"`);
      continue;
    }
    if (id !== null && seenIds.has(id)) {
      say(`Row ${row.line}: id ${id} is in the file twice`);
      continue;
    }
    if (id !== null) seenIds.add(id);
    const names = cell("categories")
      .split(";")
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !byName.has(n.toLowerCase()));
    if (unknown.length > 0) {
      say(
        `Row ${row.line}: unknown categor${unknown.length > 1 ? "ies" : "y"} ${unknown.join(", ")}`,
      );
      continue;
    }
    const parsed = servicePointSchema.safeParse({
      name: cell("name"),
      kind: cell("kind").toLowerCase(),
      address: cell("address"),
      pin: cell("pin"),
      phone: cell("phone"),
      whatsapp: cell("whatsapp"),
      email: cell("email"),
      hours: cell("hours"),
      categoryIds: names.map((n) => String(byName.get(n.toLowerCase()))),
    });
    if (!parsed.success) {
      say(`Row ${row.line}: ${parsed.error.issues[0]?.message ?? "not valid"}`);
      continue;
    }
    if (!lookupPin(parsed.data.pin)) {
      say(`Row ${row.line}: PIN ${parsed.data.pin} is not in India Post's directory`);
      continue;
    }
    const active = cell("active").toLowerCase();
    if (active !== "" && !["yes", "no", "1", "0", "true", "false"].includes(active)) {
      say(`Row ${row.line}: active is yes or no`);
      continue;
    }
    rows.push({
      id,
      input: parsed.data,
      active: !["no", "0", "false"].includes(active),
      line: row.line,
    });
  }
  return {
    plan: {
      added: rows.filter((r) => r.id === null).length,
      updated: rows.filter((r) => r.id !== null).length,
      problems: problems.slice(0, 100),
    },
    rows,
  };
}

export async function previewPointImport(db: DB, csv: string): Promise<PointImportPlan> {
  return (await planImport(db, csv)).plan;
}

/** Applies a spreadsheet, all rows or none: refused while any row has a problem. */
export async function applyPointImport(
  db: DB,
  actor: SessionUser,
  csv: string,
): Promise<
  { ok: true; plan: PointImportPlan } | { ok: false; plan: PointImportPlan; message: string }
> {
  if (actor.role !== "admin")
    return { ok: false, plan: { added: 0, updated: 0, problems: [] }, message: ADMINS_ONLY };
  const { plan, rows } = await planImport(db, csv);
  if (plan.problems.length > 0 || rows.length === 0)
    return {
      ok: false,
      plan,
      message:
        rows.length === 0
          ? "The file has no rows"
          : "The file has problems, so nothing was imported",
    };
  await commitChange(db, actor, { topics: ["service-points"] }, async (trx, audit) => {
    const categories = await trx.selectFrom("category").select(["id", "name"]).execute();
    const nameOf = new Map(categories.map((c) => [c.id, c.name]));
    for (const row of rows) {
      const place = placeOf(row.input.pin);
      if (!place) continue; // checked above; the directory is fixed at run time
      const chosen = row.input.categoryIds.map((id) => ({ id, name: nameOf.get(id) ?? "" }));
      if (row.id === null) {
        const id = await insertServicePoint(trx, row.input, place, chosen, row.active);
        audit({
          action: "service_point.import",
          ...target(id),
          detail: row.input.name,
          after: auditedPoint(row.input, place, row.active, chosen),
        });
        continue;
      }
      const before = await getServicePoint(trx, row.id);
      if (!before) continue;
      const diff = changedFields(
        auditFields(before),
        auditedPoint(row.input, place, row.active, chosen),
      );
      if (Object.keys(diff.after).length === 0) continue;
      await trx
        .updateTable("service_point")
        .set({
          ...pointColumns(row.input, place),
          active: row.active ? 1 : 0,
          updated_at: Date.now(),
        })
        .where("id", "=", row.id)
        .execute();
      await setCategories(trx, row.id, chosen);
      audit({ action: "service_point.import", ...target(row.id), detail: row.input.name, ...diff });
    }
  });
  return { ok: true, plan };
}
