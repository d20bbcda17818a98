import type { Selectable } from "kysely";
import { onLocalChange, subscribe } from "~/changes/events.server";
import { type DB, dataVersionReader } from "~/db/db.server";
import type { ServicePointTable } from "~/db/schema";
import { GST_STATES } from "~/forms/gstin";
import { type Page, pageOf } from "~/paging/paginate.server";
import { distanceKm, type Point, SEARCH_RADII_KM } from "./locator";
import type { PointKind } from "./service-fields";

/**
 * The dealer and service-point directory as visitors and routing read it
 * (docs/after-sales.md, "Routing"): the nearest active points to a PIN, by
 * distance where the PIN has a coordinate, else in its district, then its
 * state; every active point of a state. Chosen in memory from the active
 * directory, read once (activeDirectory) or kept until it changes
 * (cachedDirectory).
 */

export interface ServicePoint {
  id: number;
  name: string;
  kind: PointKind;
  address: string;
  pin: string;
  district: string;
  state: string;
  stateCode: string;
  phone: string;
  whatsapp: string;
  hours: string;
  /** Straight-line kilometres from the PIN asked about, when both have a coordinate. */
  distanceKm: number | null;
}

/** What a visitor narrows the list to: dealers or service, and a category served. */
export interface PointFilter {
  kind: "dealer" | "service" | null;
  categoryId: number | null;
}

/** Where the person asking is: their PIN's district and state, and its coordinate. */
export interface Whereabouts {
  district: string;
  stateCode: string;
  at: Point | null;
}

export type Basis = "distance" | "district" | "state";

const COLUMNS = [
  "service_point.id",
  "name",
  "kind",
  "address",
  "pin",
  "district",
  "state",
  "state_code",
  "phone",
  "whatsapp",
  "hours",
  "lat",
  "lon",
] as const;

/** The columns read (COLUMNS), typed by the schema. */
type Row = Omit<Selectable<ServicePointTable>, "email" | "active" | "created_at" | "updated_at">;

/** An active point as the directory holds it: where it is, and the categories it serves. */
interface Listed {
  row: Row;
  at: Point | null;
  /** None listed: it serves every category. */
  categories: ReadonlySet<number>;
}

/**
 * Every active point, in the orders the look-ups need. Tens to a few thousand rows for a maker's
 * network, so the locator and routing choose from it in memory: one read after each change instead
 * of a query per circle, district and state (docs/after-sales.md "Budgets").
 */
export interface Directory {
  /** By name. */
  readonly points: readonly Listed[];
  /** By district, then name: a state's list in its order. */
  readonly byPlace: readonly Listed[];
  /** The states with active points, by name, and how many each has. */
  readonly states: readonly { stateCode: string; state: string; count: number }[];
}

/** A stored point's name, kind and place, as the directory and the admin's list both show them. */
export function pointPlace(
  r: Pick<
    Selectable<ServicePointTable>,
    "id" | "name" | "kind" | "address" | "pin" | "district" | "state" | "state_code"
  >,
) {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    address: r.address,
    pin: r.pin,
    district: r.district,
    state: r.state,
    stateCode: r.state_code,
  };
}

function toPoint(r: Row, from: Point | null): ServicePoint {
  return {
    ...pointPlace(r),
    phone: r.phone,
    whatsapp: r.whatsapp,
    hours: r.hours,
    distanceKm:
      from && r.lat !== null && r.lon !== null
        ? distanceKm(from, { lat: Number(r.lat), lon: Number(r.lon) })
        : null,
  };
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, "en") || a.id - b.id;

/** The active directory as the database has it now (cachedDirectory keeps it). */
export async function activeDirectory(db: DB): Promise<Directory> {
  const [rows, served] = await Promise.all([
    db.selectFrom("service_point").select(COLUMNS).where("active", "=", 1).execute(),
    db
      .selectFrom("service_point_category as c")
      .innerJoin("service_point as p", "p.id", "c.service_point_id")
      .select(["c.service_point_id", "c.category_id"])
      .where("p.active", "=", 1)
      .execute(),
  ]);
  const categories = new Map<number, Set<number>>();
  for (const c of served) {
    const set = categories.get(c.service_point_id) ?? new Set<number>();
    set.add(c.category_id);
    categories.set(c.service_point_id, set);
  }
  const points = rows
    .map((row) => ({
      row,
      at:
        row.lat !== null && row.lon !== null
          ? { lat: Number(row.lat), lon: Number(row.lon) }
          : null,
      categories: categories.get(row.id) ?? new Set<number>(),
    }))
    .sort((a, b) => byName(a.row, b.row));
  // Sorted once here: names compare by the English collation, which is slow to call thousands of
  // times a look-up.
  const byPlace = [...points].sort(
    (a, b) => a.row.district.localeCompare(b.row.district, "en") || byName(a.row, b.row),
  );
  const counts = new Map<string, number>();
  for (const p of points) counts.set(p.row.state_code, (counts.get(p.row.state_code) ?? 0) + 1);
  const states = [...counts]
    .map(([stateCode, count]) => ({
      stateCode,
      state: GST_STATES[stateCode] ?? stateCode,
      count,
    }))
    .sort((a, b) => a.state.localeCompare(b.state, "en"));
  return { points, byPlace, states };
}

/**
 * The directory as the locator and routing read it: kept per database handle until a change to
 * it is published (topic "service-points": this instance's at once, the others' through the
 * bus) or, on SQLite, until another process writes to the file (a script, a restore), so a
 * visitor's lookup asks the database nothing about points.
 */
interface Kept {
  loading: Promise<Directory>;
  /** SQLite's data_version when it was read; null on PostgreSQL. */
  version: number | null;
}
let kept = new WeakMap<DB, Kept>();
const versions = new WeakMap<DB, (() => number) | null>();
const forget = (event: { topic: string }) => {
  if (event.topic === "service-points") kept = new WeakMap();
};
subscribe(forget);
onLocalChange(forget);

export function cachedDirectory(db: DB): Promise<Directory> {
  if (!versions.has(db)) versions.set(db, dataVersionReader(db));
  const version = versions.get(db)?.() ?? null;
  const shelf = kept;
  const hit = shelf.get(db);
  if (hit && hit.version === version) return hit.loading;
  const loading = activeDirectory(db);
  shelf.set(db, { loading, version });
  // A failed read is not kept: the next visitor asks again.
  loading.catch(() => {
    if (shelf.get(db)?.loading === loading) shelf.delete(db);
  });
  return loading;
}

/** Active points of the kind asked (a point that is both counts as either) serving the category. */
function matching(points: readonly Listed[], filter: PointFilter): Listed[] {
  return points.filter(
    (p) =>
      (!filter.kind || p.row.kind === filter.kind || p.row.kind === "both") &&
      (filter.categoryId === null ||
        p.categories.size === 0 ||
        p.categories.has(filter.categoryId)),
  );
}

/**
 * Up to `limit` nearest active points to someone at `where`: those with a
 * coordinate by distance, widening the circle (SEARCH_RADII_KM) until enough
 * are found, with points of the same district that have no coordinate after
 * those of the first circle; else
 * (no coordinate, or none within the widest circle) the same district, then
 * the same state, by name. Empty when the state has none either.
 */
export function nearestPoints(
  directory: Directory,
  where: Whereabouts,
  filter: PointFilter,
  limit: number,
): { basis: Basis; points: ServicePoint[] } {
  // In name order, as the directory keeps them.
  const candidates = matching(directory.points, filter);
  const inDistrict = candidates.filter(
    (p) => p.row.state_code === where.stateCode && p.row.district === where.district,
  );
  if (where.at) {
    const at = where.at;
    const widest = SEARCH_RADII_KM[SEARCH_RADII_KM.length - 1] ?? 0;
    // Distances first, as numbers; only the points shown become cards.
    const near: { p: Listed; km: number }[] = [];
    for (const p of candidates) {
      if (!p.at) continue;
      const km = distanceKm(at, p.at);
      if (km <= widest) near.push({ p, km });
    }
    near.sort((a, b) => a.km - b.km || a.p.row.id - b.p.row.id);
    let found = near;
    for (const radius of SEARCH_RADII_KM) {
      found = near.filter((n) => n.km <= radius);
      if (found.length >= limit) break;
    }
    // Points of the same district with no coordinate are near enough to come before the
    // points of the wider circles (a district is some 40 km across).
    const unplaced = inDistrict.filter((p) => p.at === null).slice(0, limit);
    if (found.length + unplaced.length > 0) {
      const first = SEARCH_RADII_KM[0] ?? 0;
      const ordered = [
        ...found.filter((n) => n.km <= first).map((n) => n.p),
        ...unplaced,
        ...found.filter((n) => n.km > first).map((n) => n.p),
      ];
      return { basis: "distance", points: ordered.slice(0, limit).map((p) => toPoint(p.row, at)) };
    }
  }
  if (inDistrict.length > 0)
    return {
      basis: "district",
      points: inDistrict.slice(0, limit).map((p) => toPoint(p.row, where.at)),
    };
  const state = candidates
    .filter((p) => p.row.state_code === where.stateCode)
    .slice(0, limit)
    .map((p) => toPoint(p.row, where.at));
  return { basis: "state", points: state };
}

/** Every active point of a state, by district and name, a page at a time. */
export function pointsInState(
  directory: Directory,
  stateCode: string,
  filter: PointFilter,
  page: number,
  size = 20,
): Page<ServicePoint> {
  const all = matching(directory.byPlace, filter).filter((p) => p.row.state_code === stateCode);
  return pageOf(all, page, size, (p) => toPoint(p.row, null));
}

/** The states with active points, and how many each has, by state name (from the GST list). */
export function statesWithPoints(
  directory: Directory,
): readonly { stateCode: string; state: string; count: number }[] {
  return directory.states;
}

/** One point by id (active or not), for staff and for the point a request was routed to. */
export async function servicePoint(db: DB, id: number): Promise<ServicePoint | null> {
  const row = await db
    .selectFrom("service_point")
    .select(COLUMNS)
    .where("service_point.id", "=", id)
    .executeTakeFirst();
  return row ? toPoint(row, null) : null;
}
