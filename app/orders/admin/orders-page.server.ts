import { data } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { ORDER_STATUS_LABEL, orderFilterSchema, orderStatusSchema } from "~/orders/order-status";
import { changeOrderStatus, listAllOrders } from "./order-admin.server";

/** What /admin/orders shows for its address: the filter and that page of orders. */
export async function loadOrdersPage(db: DB, search: URLSearchParams) {
  const filter = orderFilterSchema.parse(Object.fromEntries(search));
  const orders = await listAllOrders(db, filter);
  return { filter, orders };
}

export type OrdersPageData = Awaited<ReturnType<typeof loadOrdersPage>>;

/** An order's status changed from /admin/orders (the row's form: id and status). */
export async function changeOrderStatusFromForm(db: DB, admin: SessionUser, form: FormData) {
  const parsed = orderStatusSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false, message: "Could not change the status." }, { status: 400 });
  }
  const { id, status } = parsed.data;
  if (!(await changeOrderStatus(db, admin, id, status))) {
    return data({ ok: false, message: "That order no longer exists." }, { status: 404 });
  }
  return { ok: true, message: `Order ${id} is now ${ORDER_STATUS_LABEL[status].toLowerCase()}` };
}
