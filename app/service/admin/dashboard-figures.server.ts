import type { DB } from "~/db/db.server";
import { SERVICE_ADMIN } from "~/http/paths";
import { serviceDashboard } from "./queue.server";
import { registrationsPerMonth } from "./warranty-admin.server";

/**
 * The dashboard's after-sales card: open and overdue requests, the median
 * days from a request to its first visit (last 90 days), and warranty
 * registrations a month (last 6 months).
 */
export async function afterSalesFigures(db: DB, now = Date.now()) {
  const [service, registrations] = await Promise.all([
    serviceDashboard(db, now),
    registrationsPerMonth(db, now, 6),
  ]);
  return { ...service, registrations, links: SERVICE_ADMIN };
}

export type AfterSalesFigures = Awaited<ReturnType<typeof afterSalesFigures>>;
