import type { ExpressionBuilder } from "kysely";
import type { DB } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { GST_STATES } from "~/forms/gstin";
import { type Page, paginateQuery } from "~/paging/paginate.server";
import { boundingBox, distanceKm, type Point, SEARCH_RADII_KM } from "./locator";
import type { PointKind } from "./service-fields";

/**
 * The dealer and service-point directory as visitors and routing read it
 * (docs/after-sales.md, "Routing"): the nearest active points to a PIN, by
 * distance where the PIN has a coordinate, else in its district, then its
 * state; every active point of a state. Same SQL on SQLite and PostgreSQL.
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

type SP = ExpressionBuilder<Database, "service_point">;

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

/** Active points of the kind asked (a point that is both counts as either) serving the category. */
function activeMatching(db: DB, filter: PointFilter) {
  let q = db.selectFrom("service_point").where("active", "=", 1);
  if (filter.kind) q = q.where("kind", "in", [filter.kind, "both"]);
  const category = filter.categoryId;
  // A point that lists no categories serves every one.
  if (category !== null)
    q = q.where((eb: SP) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("service_point_category as c")
            .select("c.category_id")
            .whereRef("c.service_point_id", "=", "service_point.id")
            .where("c.category_id", "=", category),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("service_point_category as c")
              .select("c.category_id")
              .whereRef("c.service_point_id", "=", "service_point.id"),
          ),
        ),
      ]),
    );
  return q;
}

type Row = {
  id: number;
  name: string;
  kind: PointKind;
  address: string;
  pin: string;
  district: string;
  state: string;
  state_code: string;
  phone: string;
  whatsapp: string;
  hours: string;
  lat: number | null;
  lon: number | null;
};

function toPoint(r: Row, from: Point | null): ServicePoint {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    address: r.address,
    pin: r.pin,
    district: r.district,
    state: r.state,
    stateCode: r.state_code,
    phone: r.phone,
    whatsapp: r.whatsapp,
    hours: r.hours,
    distanceKm:
      from && r.lat !== null && r.lon !== null
        ? distanceKm(from, { lat: Number(r.lat), lon: Number(r.lon) })
        : null,
  };
}

const byName = (a: ServicePoint, b: ServicePoint) =>
  a.name.localeCompare(b.name, "en") || a.id - b.id;

/**
 * Up to `limit` nearest active points to someone at `where`: those with a
 * coordinate by distance, widening the circle (SEARCH_RADII_KM) until enough
 * are found, with points of the same district that have no coordinate after
 * those of the first circle; else
 * (no coordinate, or none within the widest circle) the same district, then
 * the same state, by name. Empty when the state has none either.
 */
export async function nearestPoints(
  db: DB,
  where: Whereabouts,
  filter: PointFilter,
  limit: number,
): Promise<{ basis: Basis; points: ServicePoint[] }> {
  if (where.at) {
    const at = where.at;
    // Asked at once with the first circle: both are needed whatever the circle finds.
    const unplacedQuery = sameDistrict(db, where, filter, limit, true);
    unplacedQuery.catch(() => undefined); // awaited below; a failure of the circles wins
    let found: ServicePoint[] = [];
    for (const radius of SEARCH_RADII_KM) {
      const box = boundingBox(at, radius);
      const rows = await activeMatching(db, filter)
        .select(COLUMNS)
        .where("lat", ">=", box.latMin)
        .where("lat", "<=", box.latMax)
        .where("lon", ">=", box.lonMin)
        .where("lon", "<=", box.lonMax)
        .execute();
      found = rows
        .map((r) => toPoint(r, at))
        .filter((p) => (p.distanceKm ?? Infinity) <= radius)
        .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.id - b.id);
      if (found.length >= limit) break;
    }
    // Points of the same district with no coordinate are near enough to come before the
    // points of the wider circles (a district is some 40 km across).
    const unplaced = await unplacedQuery;
    if (found.length + unplaced.length > 0) {
      const near = found.filter((p) => (p.distanceKm ?? 0) <= (SEARCH_RADII_KM[0] ?? 0));
      const far = found.filter((p) => (p.distanceKm ?? 0) > (SEARCH_RADII_KM[0] ?? 0));
      return { basis: "distance", points: [...near, ...unplaced, ...far].slice(0, limit) };
    }
  }
  const district = await sameDistrict(db, where, filter, limit);
  if (district.length > 0) return { basis: "district", points: district };
  const state = await activeMatching(db, filter)
    .select(COLUMNS)
    .where("state_code", "=", where.stateCode)
    .orderBy("name")
    .orderBy("service_point.id")
    .limit(limit)
    .execute();
  return { basis: "state", points: state.map((r) => toPoint(r, where.at)) };
}

async function sameDistrict(
  db: DB,
  where: Whereabouts,
  filter: PointFilter,
  limit: number,
  unplacedOnly = false,
): Promise<ServicePoint[]> {
  let query = activeMatching(db, filter);
  if (unplacedOnly) query = query.where("lat", "is", null);
  const rows = await query
    .select(COLUMNS)
    .where("state_code", "=", where.stateCode)
    .where("district", "=", where.district)
    .orderBy("name")
    .orderBy("service_point.id")
    .limit(limit)
    .execute();
  return rows.map((r) => toPoint(r, where.at)).sort(byName);
}

/** Every active point of a state, by district and name, a page at a time. */
export function pointsInState(
  db: DB,
  stateCode: string,
  filter: PointFilter,
  page: number,
  size = 20,
): Promise<Page<ServicePoint>> {
  const rows = activeMatching(db, filter).where("state_code", "=", stateCode);
  return paginateQuery(
    rows,
    rows.select(COLUMNS).orderBy("district").orderBy("name").orderBy("service_point.id"),
    page,
    size,
  ).then((p) => ({ ...p, items: p.items.map((r) => toPoint(r, null)) }));
}

/**
 * The states with active points, and how many each has, by state code: one
 * pass over an index (`service_point_place`), the names from the GST list,
 * which is where a point's state name comes from (app/places/).
 */
export async function statesWithPoints(
  db: DB,
): Promise<{ stateCode: string; state: string; count: number }[]> {
  const rows = await db
    .selectFrom("service_point")
    .select(["state_code", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("active", "=", 1)
    .groupBy("state_code")
    .execute();
  return rows
    .map((r) => ({
      stateCode: r.state_code,
      state: GST_STATES[r.state_code] ?? r.state_code,
      count: Number(r.n),
    }))
    .sort((a, b) => a.state.localeCompare(b.state, "en"));
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
