import type { SessionUser } from "~/accounts/session-user";
import { adminsOnly, type Refusal, refusal } from "~/admin/kit/edit-in-place.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import type { ServiceStatus } from "~/db/schema";
import { indiaDay } from "~/format/india-time";
import { adminServiceRequestPath, SERVICE_ADMIN, serviceTrackPath } from "~/http/paths";
import { localisePath } from "~/i18n/locales";
import { type Page, paginateQuery } from "~/paging/paginate.server";
import { recordAlert } from "../alerts.server";
import { OPEN_STATUSES, requestReference } from "../service-fields";
import {
  cachedDirectory,
  nearestPoints,
  type ServicePoint,
  servicePoint,
} from "../service-points.server";
import { requestHistory, whereabouts } from "../service-requests.server";
import { productCategory } from "../warranty.server";
import type { MoveInput, QueueFilter } from "./service-admin-schema";

/**
 * The staff's side of service requests (/admin/service; docs/after-sales.md
 * "The queue"): the queue with filters, ageing and what is overdue against
 * the first-visit target; one request in full; assigning it to a service
 * point and moving its status, each through the change path with its audit
 * row and an alert in the same transaction; the target; the dashboard's
 * figures. Staff are admins for now (service-point logins are not part of
 * issue 40): every change checks the role again.
 */

export type QueueResult =
  | { ok: true; message: string }
  | Refusal<"status" | "visitOn" | "note" | "point" | "days">;

const ADMINS_ONLY = "Only admins can move service requests";
const DAY_MS = 86_400_000;

/** The first-visit target in days: a request open longer with no visit is overdue. */
async function firstVisitTarget(db: DB): Promise<number> {
  const row = await db
    .selectFrom("service_setting")
    .select("first_visit_days")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.first_visit_days ?? 3;
}

export interface QueueRow {
  id: number;
  reference: string;
  /** Its page for staff. */
  href: string;
  status: ServiceStatus;
  symptom: string;
  serial: string | null;
  model: string;
  name: string;
  phone: string;
  pin: string;
  district: string;
  point: string | null;
  visitOn: string | null;
  warranty: string;
  createdAt: number;
  ageDays: number;
  overdue: boolean;
}

/** Open, not visited yet, and older than the target. */
function isOverdue(
  r: { status: string; first_visit_on: string | null; created_at: number },
  now: number,
  target: number,
) {
  return (
    (OPEN_STATUSES as readonly string[]).includes(r.status) &&
    r.first_visit_on === null &&
    now - Number(r.created_at) > target * DAY_MS
  );
}

export async function serviceQueue(
  db: DB,
  filter: QueueFilter,
  now = Date.now(),
): Promise<{
  page: Page<QueueRow>;
  target: number;
  counts: { point: string | null; pointId: number | null; open: number; overdue: number }[];
}> {
  const target = await firstVisitTarget(db);
  let rows = db.selectFrom("service_request as r");
  if (filter.status === "open") rows = rows.where("r.status", "in", [...OPEN_STATUSES]);
  else if (filter.status !== "all") rows = rows.where("r.status", "=", filter.status);
  if (filter.point === "none") rows = rows.where("r.service_point_id", "is", null);
  else if (filter.point) rows = rows.where("r.service_point_id", "=", Number(filter.point));
  if (filter.overdue)
    rows = rows
      .where("r.status", "in", [...OPEN_STATUSES])
      .where("r.first_visit_on", "is", null)
      .where("r.created_at", "<", now - target * DAY_MS);
  if (filter.q) {
    const ref = /^SR-?(\d{1,9})$/i.exec(filter.q);
    const q = filter.q;
    rows = rows.where((eb) =>
      eb.or([
        ...(ref ? [eb("r.id", "=", Number(ref[1]))] : []),
        eb("r.serial", "=", q.toUpperCase()),
        eb("r.pin", "=", q),
        eb("r.phone", "like", `%${q}%`),
      ]),
    );
  }
  const page = await paginateQuery(
    rows,
    rows
      .leftJoin("service_point as p", "p.id", "r.service_point_id")
      .select([
        "r.id",
        "r.status",
        "r.symptom",
        "r.serial",
        "r.model",
        "r.name",
        "r.phone",
        "r.pin",
        "r.district",
        "r.visit_on",
        "r.first_visit_on",
        "r.warranty",
        "r.created_at",
        "p.name as point",
      ])
      .orderBy("r.created_at")
      .orderBy("r.id"),
    filter.page,
    25,
  );
  const open = await db
    .selectFrom("service_request as r")
    .leftJoin("service_point as p", "p.id", "r.service_point_id")
    .select(["r.service_point_id", "p.name", "r.first_visit_on", "r.created_at", "r.status"])
    .where("r.status", "in", [...OPEN_STATUSES])
    .execute();
  const byPoint = new Map<
    string,
    { point: string | null; pointId: number | null; open: number; overdue: number }
  >();
  for (const r of open) {
    const key = String(r.service_point_id);
    const c = byPoint.get(key) ?? {
      point: r.name,
      pointId: r.service_point_id,
      open: 0,
      overdue: 0,
    };
    c.open++;
    if (isOverdue(r, now, target)) c.overdue++;
    byPoint.set(key, c);
  }
  return {
    target,
    counts: [...byPoint.values()].sort(
      (a, b) => b.open - a.open || (a.point ?? "").localeCompare(b.point ?? ""),
    ),
    page: {
      ...page,
      items: page.items.map((r) => ({
        id: r.id,
        reference: requestReference(r.id),
        href: adminServiceRequestPath(r.id),
        status: r.status,
        symptom: r.symptom,
        serial: r.serial,
        model: r.model,
        name: r.name,
        phone: r.phone,
        pin: r.pin,
        district: r.district,
        point: r.point,
        visitOn: r.visit_on,
        warranty: r.warranty,
        createdAt: Number(r.created_at),
        ageDays: Math.floor((now - Number(r.created_at)) / DAY_MS),
        overdue: isOverdue(r, now, target),
      })),
    },
  };
}

/** One request as staff see it: the customer, the unit, its history and photos, where it could go. */
export async function staffRequest(db: DB, id: number) {
  const r = await db
    .selectFrom("service_request")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  const [[events, photos], point, category] = await Promise.all([
    requestHistory(db, id),
    r.service_point_id === null ? null : servicePoint(db, r.service_point_id),
    productCategory(db, r.product_id),
  ]);
  const nearest = nearestPoints(
    await cachedDirectory(db),
    whereabouts({ pin: r.pin, district: r.district, stateCode: r.state_code }),
    { kind: "service", categoryId: category },
    5,
  );
  return {
    id: r.id,
    reference: requestReference(r.id),
    token: r.token,
    queueHref: SERVICE_ADMIN.queue,
    customerHref: localisePath(serviceTrackPath(r.token), r.language),
    language: r.language,
    status: r.status,
    symptom: r.symptom,
    note: r.note,
    serial: r.serial,
    model: r.model,
    productId: r.product_id,
    name: r.name,
    phone: r.phone,
    pin: r.pin,
    district: r.district,
    state: r.state,
    warranty: r.warranty,
    visitOn: r.visit_on,
    createdAt: Number(r.created_at),
    point,
    suggestions: nearest.points,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      visitOn: e.visit_on,
      note: e.note,
      byCustomer: e.by_customer === 1,
      actor: e.actor,
      point: e.point,
      at: Number(e.created_at),
      photos: photos.filter((p) => p.event_id === e.id).map((p) => p.media_id),
    })),
  };
}

/** The ways a request may move (a note alone keeps the status). */
const NEXT: Record<ServiceStatus, readonly ServiceStatus[]> = {
  received: ["received", "assigned", "visit", "resolved", "closed"],
  assigned: ["assigned", "visit", "resolved", "closed"],
  visit: ["visit", "resolved", "closed", "assigned"],
  resolved: ["resolved", "closed", "visit"],
  closed: ["closed"],
};

const target = (id: number) => ({ targetType: "service_request" as const, targetId: String(id) });

/** Assigns a request to a service point (or again to another); alerts it and the shop. */
export async function assignRequest(
  db: DB,
  actor: SessionUser,
  id: number,
  pointId: number,
  note: string,
): Promise<QueueResult> {
  const no = adminsOnly<"point">(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const r = await trx
      .selectFrom("service_request")
      .select(["status", "service_point_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!r) return refusal<"point">(404, "No such service request");
    if (r.status === "closed") return refusal<"point">(409, "The request is closed");
    const point: ServicePoint | null = await servicePoint(trx, pointId);
    if (!point)
      return refusal<"point">(400, "No such service point", { point: "Choose a service point" });
    if (r.service_point_id === pointId && !note)
      return { ok: true, message: `${requestReference(id)} is with ${point.name} already` };
    const now = Date.now();
    const status: ServiceStatus = r.status === "received" ? "assigned" : r.status;
    await trx
      .updateTable("service_request")
      .set({ service_point_id: pointId, status, updated_at: now })
      .where("id", "=", id)
      .execute();
    const { id: eventId } = await trx
      .insertInto("service_request_event")
      .values({
        request_id: id,
        kind: "assign",
        status,
        service_point_id: pointId,
        note,
        actor: actor.email,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAlert(trx, { eventId, requestId: id, servicePointId: pointId });
    audit({
      action: "service_request.assign",
      ...target(id),
      detail: requestReference(id),
      before: {
        point: r.service_point_id === null ? "none" : String(r.service_point_id),
        status: r.status,
      },
      after: { point: `${pointId} ${point.name}`, status, ...(note ? { note } : {}) },
    });
    return { ok: true, message: `${requestReference(id)} assigned to ${point.name}` };
  });
}

/**
 * Moves a request's status (a visit needs its day, not before the request),
 * or adds staff's note with the status kept. Each move alerts the service
 * point and the shop, and the customer sees it on their link.
 */
export async function moveRequest(
  db: DB,
  actor: SessionUser,
  id: number,
  input: MoveInput,
): Promise<QueueResult> {
  const no = adminsOnly<"status">(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const r = await trx
      .selectFrom("service_request")
      .select(["status", "visit_on", "first_visit_on", "created_at", "service_point_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!r) return refusal<"status">(404, "No such service request");
    if (!NEXT[r.status].includes(input.status))
      return refusal<"status">(409, `A ${r.status} request cannot become ${input.status}`, {
        status: `Not from ${r.status}`,
      });
    const same = input.status === r.status;
    if (input.status === "visit" && !input.visitOn && !(same && r.visit_on))
      return refusal<"visitOn">(400, "Give the day of the visit", { visitOn: "The visit's day" });
    if (input.visitOn && input.visitOn < indiaDay(Number(r.created_at)))
      return refusal<"visitOn">(400, "The visit cannot be before the request", {
        visitOn: "Before the request",
      });
    const visitOn = input.status === "visit" ? (input.visitOn ?? r.visit_on) : r.visit_on;
    if (same && visitOn === r.visit_on && !input.note)
      return { ok: true, message: "Nothing changed" };
    const now = Date.now();
    await trx
      .updateTable("service_request")
      .set({
        status: input.status,
        visit_on: visitOn,
        first_visit_on: r.first_visit_on ?? (input.status === "visit" ? visitOn : null),
        updated_at: now,
        closed_at: input.status === "closed" ? now : null,
      })
      .where("id", "=", id)
      .execute();
    const moved = !same || visitOn !== r.visit_on;
    const { id: eventId } = await trx
      .insertInto("service_request_event")
      .values({
        request_id: id,
        kind: moved ? "status" : "note",
        status: moved ? input.status : null,
        visit_on: input.status === "visit" ? visitOn : null,
        note: input.note,
        actor: actor.email,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (moved)
      await recordAlert(trx, { eventId, requestId: id, servicePointId: r.service_point_id });
    audit({
      action: moved ? "service_request.status" : "service_request.note",
      ...target(id),
      detail: requestReference(id),
      before: { status: r.status, visit: r.visit_on ?? "" },
      after: {
        status: input.status,
        visit: visitOn ?? "",
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return { ok: true, message: moved ? `${requestReference(id)}: ${input.status}` : "Note added" };
  });
}

/** Sets the first-visit target (days). */
export async function setFirstVisitTarget(
  db: DB,
  actor: SessionUser,
  days: number,
): Promise<QueueResult> {
  const no = adminsOnly<"days">(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const before = await firstVisitTarget(trx);
    if (before === days) return { ok: true, message: `The target is ${days} days already` };
    await trx
      .updateTable("service_setting")
      .set({ first_visit_days: days, updated_at: Date.now() })
      .where("id", "=", 1)
      .execute();
    audit({
      action: "service_setting.update",
      targetType: "service_setting",
      targetId: "first_visit_days",
      detail: "First-visit target",
      before: { days: before },
      after: { days },
    });
    return { ok: true, message: `First visit within ${days} days` };
  });
}

/** The dashboard's after-sales figures. */
export async function serviceDashboard(db: DB, now = Date.now()) {
  const target = await firstVisitTarget(db);
  const open = await db
    .selectFrom("service_request")
    .select(["status", "first_visit_on", "created_at"])
    .where("status", "in", [...OPEN_STATUSES])
    .execute();
  // Days from a request to its first visit, over requests of the last 90 days visited by today.
  const visited = await db
    .selectFrom("service_request")
    .select(["created_at", "first_visit_on"])
    .where("first_visit_on", "is not", null)
    .where("created_at", ">=", now - 90 * DAY_MS)
    .execute();
  const today = indiaDay(now);
  const days = visited
    .filter((r) => (r.first_visit_on ?? "") <= today)
    .map(
      (r) =>
        (Date.parse(`${r.first_visit_on}T00:00:00Z`) -
          Date.parse(`${indiaDay(Number(r.created_at))}T00:00:00Z`)) /
        DAY_MS,
    )
    .sort((a, b) => a - b);
  const mid = days.length >> 1;
  const median =
    days.length === 0
      ? null
      : days.length % 2
        ? (days[mid] ?? 0)
        : ((days[mid - 1] ?? 0) + (days[mid] ?? 0)) / 2;
  return {
    open: open.length,
    overdue: open.filter((r) => isOverdue(r, now, target)).length,
    target,
    medianDaysToFirstVisit: median,
    visitsCounted: days.length,
  };
}
