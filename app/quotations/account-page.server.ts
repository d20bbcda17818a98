import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { ordersOfCustomer } from "~/orders/your-orders.server";
import { quotationsOfUser } from "./customer-quotation.server";

/** What a signed-in customer's page (/user) shows: their quotations and their orders. */
export async function accountPageData(db: DB, user: SessionUser, locale: Locale) {
  const [orders, quotations] = await Promise.all([
    ordersOfCustomer(db, user.id, locale),
    quotationsOfUser(db, user.id),
  ]);
  return { user, orders, quotations };
}

export type AccountPageData = Awaited<ReturnType<typeof accountPageData>>;
