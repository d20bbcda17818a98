import { contactsOf } from "~/accounts/users.server";
import type { DB } from "~/db/db.server";
import type { OrderStatus } from "~/orders/order-status";
import type { Order, OrderLine } from "~/orders/orders.server";

/** Orders as admins see and change them (/admin/orders). */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** An order as admins see it: with its customer. */
export interface AdminOrder extends Order {
  updatedAt: number;
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
    lines.push({
      productId: i.product_id,
      title: i.title,
      pricePaise: i.price_paise,
      quantity: i.quantity,
      imageId: i.image_media_id,
      category: i.category,
      date: i.date,
    });
    byOrder.set(i.order_id, lines);
  }
  return byOrder;
}

/** Every order (optionally of one status), newest first, a page at a time. */
export async function listAllOrders(db: DB, options: { status: OrderStatus | null; page: number }) {
  let base = db.selectFrom("orders as o");
  if (options.status) base = base.where("o.status", "=", options.status);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await base
    .select(["o.id", "o.user_id", "o.status", "o.created_at", "o.updated_at"])
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
    .execute();
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const customers = await contactsOf(
    db,
    rows.map((r) => r.user_id),
  );
  const items: AdminOrder[] = rows.map((r) => {
    const orderLines = lines.get(r.id) ?? [];
    const customer = customers.get(r.user_id);
    return {
      id: r.id,
      status: r.status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      lines: orderLines,
      totalPaise: orderLines.reduce((s, l) => s + l.pricePaise * l.quantity, 0),
      customer: {
        id: r.user_id,
        name: customer?.name ?? "(deleted account)",
        email: customer?.email ?? "",
      },
    };
  });
  return { items, total, page, pageCount };
}

/** Sets an order's status; false when there is no such order. */
export async function setOrderStatus(db: DB, id: string, status: OrderStatus): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status, updated_at: Date.now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
