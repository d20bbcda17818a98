import { readItemId } from "~/admin/kit/edit-in-place.server";
import type { DB } from "~/db/db.server";
import { categoryChoices } from "~/enquiries/admin/salespeople.server";
import { SERVICE_ADMIN } from "~/http/paths";
import { readPage } from "~/paging/page-number";
import { serviceQueue, staffRequest } from "./queue.server";
import { findSerials } from "./serials-admin.server";
import { queueFilterSchema } from "./service-admin-schema";
import {
  getServicePoint,
  listServicePoints,
  servicePointChoices,
} from "./service-points-admin.server";
import { listRegistrations, listRules } from "./warranty-admin.server";

/**
 * What each after-sales admin page shows, read from its address in one call
 * (docs/after-sales.md "The admin pages"): the routes authorise, call one of
 * these and return it.
 */

/** /admin/service: the queue with its filter, the counts per point, the target. */
export async function queuePageData(db: DB, params: URLSearchParams) {
  const filter = queueFilterSchema.parse(Object.fromEntries(params));
  const [queue, points] = await Promise.all([serviceQueue(db, filter), servicePointChoices(db)]);
  return { filter, ...queue, points };
}
export type QueuePageData = Awaited<ReturnType<typeof queuePageData>>;

/** /admin/service/:id: one request in full and the points it can go to; null when none. */
export async function requestPageData(db: DB, idParam: string | undefined) {
  const id = readItemId(idParam);
  const found = id === null ? null : await staffRequest(db, id);
  if (!found) return null;
  return { request: found, points: await servicePointChoices(db) };
}
export type RequestPageData = NonNullable<Awaited<ReturnType<typeof requestPageData>>>;

/** /admin/service-points: a page of the directory, the point being edited (?edit=). */
export async function pointsPageData(db: DB, params: URLSearchParams) {
  const q = (params.get("q") ?? "").trim().slice(0, 80);
  const editId = readItemId(params.get("edit"));
  const [list, categories, editing] = await Promise.all([
    listServicePoints(db, { q, page: readPage(params.get("page")) }),
    categoryChoices(db),
    editId === null ? null : getServicePoint(db, editId),
  ]);
  return { q, list, categories, editing, csvHref: SERVICE_ADMIN.pointsCsv };
}
export type PointsPageData = Awaited<ReturnType<typeof pointsPageData>>;

/** /admin/serials: serials starting with ?q= (or the newest), the count, the QR sheet's address. */
export async function serialsPageData(db: DB, params: URLSearchParams) {
  const q = (params.get("q") ?? "").slice(0, 40);
  return { q, ...(await findSerials(db, q)) };
}
export type SerialsPageData = Awaited<ReturnType<typeof serialsPageData>>;

/** /admin/warranty: the rules, and a page of registrations (?q=, ?review=1). */
export async function warrantyPageData(db: DB, params: URLSearchParams) {
  const q = (params.get("q") ?? "").trim().slice(0, 40);
  const review = params.get("review") === "1";
  const [rules, categories, registrations] = await Promise.all([
    listRules(db),
    categoryChoices(db),
    listRegistrations(db, { q, review, page: readPage(params.get("page")) }),
  ]);
  return { q, review, rules, categories, registrations };
}
export type WarrantyPageData = Awaited<ReturnType<typeof warrantyPageData>>;
