import type { SessionUser } from "~/accounts/session-user";
import { contactsOf } from "~/accounts/users.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import type { OrderStatus } from "~/orders/order-status";
import type { Order, OrderLine } from "~/orders/orders.server";
import { orderTotal, toOrderLine } from "~/orders/orders.server";
import { paginateQuery, showPage } from "~/paging/paginate.server";

/** Orders as admins see and change them (/admin/orders). */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** An order as admins see it: with its customer. */
export interface AdminOrder extends Order {
  updatedAt: number;
  /** The quotation it was made from (its admin page), when it was. */
  quotationId: number | null;
  customer: { id: string; name: string; email: string };
}

async function linesOf(db: DB, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const items = await db
    .selectFrom("order_item")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("position")
    .execute();
  for (const i of items) {
    const lines = byOrder.get(i.order_id) ?? [];
    lines.push(toOrderLine(i));
    byOrder.set(i.order_id, lines);
  }
  return byOrder;
}

/** Every order (optionally of one status), newest first, a page at a time. */
export async function listAllOrders(db: DB, options: { status: OrderStatus | null; page: number }) {
  let base = db.selectFrom("orders as o");
  if (options.status) base = base.where("o.status", "=", options.status);
  const found = await paginateQuery(
    base,
    base
      .leftJoin("quotation as q", "q.id", "o.quotation_id")
      .select([
        "o.id",
        "o.user_id",
        "o.status",
        "o.created_at",
        "o.updated_at",
        "q.id as quotation_id",
        "q.number as quotation_number",
        "q.token as quotation_token",
        "q.grand_total_paise",
        "q.customer_name",
        "q.customer_email",
      ])
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc"),
    options.page,
    ADMIN_ORDERS_PAGE_SIZE,
  );
  const lines = await linesOf(
    db,
    found.items.map((r) => r.id),
  );
  const customers = await contactsOf(
    db,
    found.items.map((r) => r.user_id),
  );
  return showPage(found, (r): AdminOrder => {
    const orderLines = lines.get(r.id) ?? [];
    const customer = customers.get(r.user_id);
    return {
      id: r.id,
      status: r.status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      lines: orderLines,
      totalPaise: orderTotal(orderLines),
      customer: {
        id: r.user_id,
        // An order from a quotation whose customer has no account names the quotation's customer.
        name: customer?.name ?? r.customer_name ?? "(deleted account)",
        email: customer?.email ?? r.customer_email ?? "",
      },
      quotation:
        r.quotation_id !== null && r.quotation_number && r.quotation_token
          ? {
              number: r.quotation_number,
              token: r.quotation_token,
              grandTotalPaise: Number(r.grand_total_paise),
            }
          : null,
      quotationId: r.quotation_id,
    };
  });
}

/** Sets an order's status (a step: changeOrderStatus is the change); false when none. */
export async function setOrderStatus(db: DB, id: string, status: OrderStatus): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status, updated_at: Date.now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * An admin sets an order's status, audited with the status before and after
 * (no row when it was already so). No topic: no cached page shows orders, and
 * the admin live refresh forwards catalogue topics only.
 */
export async function changeOrderStatus(
  db: DB,
  actor: SessionUser,
  id: string,
  status: OrderStatus,
): Promise<boolean> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const before = await trx
      .selectFrom("orders")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before || !(await setOrderStatus(trx, id, status))) return false;
    if (before.status !== status) {
      audit({
        action: "order.status",
        targetType: "order",
        targetId: id,
        detail: `Order ${id}`,
        before: { status: before.status },
        after: { status },
      });
    }
    return true;
  });
}
