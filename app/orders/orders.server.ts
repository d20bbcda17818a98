import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { OrderItemTable } from "~/db/schema";
import { orderItemDate } from "~/format/india-time";
import { lineTotal, MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart";

export interface OrderLine {
  productId: string;
  title: string;
  pricePaise: number;
  quantity: number;
  imageId: string | null;
  category: string;
  date: string;
  /** A quotation's line: its quoted taxable value and tax (null: a cart line, price × quantity). */
  taxablePaise: number | null;
  taxPaise: number | null;
}

/** A stored order line as pages show it: the one mapping from the order_item table. */
export function toOrderLine(row: Selectable<OrderItemTable>): OrderLine {
  return {
    productId: row.product_id,
    title: row.title,
    pricePaise: row.price_paise,
    quantity: row.quantity,
    imageId: row.image_media_id,
    category: row.category,
    date: row.date,
    taxablePaise: row.taxable_paise === null ? null : Number(row.taxable_paise),
    taxPaise: row.tax_paise === null ? null : Number(row.tax_paise),
  };
}

/** A line's total before GST: a quotation's kept taxable value, else price × quantity. */
function orderLineTotal(line: OrderLine): number {
  return line.taxablePaise ?? lineTotal(line);
}

/** An order's total: the sum of its line totals (for a quotation's order, its taxable value exactly). */
export function orderTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + orderLineTotal(line), 0);
}

export interface Order {
  id: string;
  status: string;
  createdAt: number;
  lines: OrderLine[];
  /** The lines' total (for an order made from a quotation: before GST, which the quotation adds). */
  totalPaise: number;
  /** The accepted quotation it was made from, with its total including GST. */
  quotation?: { number: string; token: string; grandTotalPaise: number } | null;
}

/** "ORD-261127-9F2C1A": the day and 24 random bits. */
export function newOrderId(): string {
  const date = new Date().toISOString().slice(2, 10).replace(/-/g, "");
  return `ORD-${date}-${randomBytes(3).toString("hex").toUpperCase()}`;
}

/**
 * Creates an order (status received) from product ids and quantities. Titles
 * and prices come from the database, never from the browser; unknown ids are
 * skipped. Returns null when nothing orderable remains.
 */
export async function createOrder(
  db: DB,
  userId: string,
  requested: { id: string; quantity: number }[],
): Promise<Order | null> {
  const wanted = new Map<string, number>();
  for (const r of requested.slice(0, MAX_CART_LINES)) {
    const q = Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(r.quantity)));
    wanted.set(r.id, Math.min(MAX_CART_QUANTITY, (wanted.get(r.id) ?? 0) + q));
  }
  if (wanted.size === 0) return null;
  const products = await db
    .selectFrom("product as p")
    .leftJoin("product_image as pi", (j) =>
      j.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 1),
    )
    .leftJoin("product_category as pc", (j) =>
      j.onRef("pc.product_id", "=", "p.id").on("pc.position", "=", 1),
    )
    .leftJoin("category as c", "c.id", "pc.category_id")
    .select(["p.id", "p.title", "p.price_paise", "pi.media_id", "c.name as category"])
    .where("p.id", "in", [...wanted.keys()])
    .execute();
  if (products.length === 0) return null;
  const now = Date.now();
  const order: Order = {
    id: newOrderId(),
    status: "received",
    createdAt: now,
    lines: [...wanted.entries()].flatMap(([id, quantity]) => {
      const p = products.find((x) => x.id === id);
      return p
        ? [
            {
              productId: id,
              title: p.title,
              pricePaise: p.price_paise,
              quantity,
              imageId: p.media_id,
              category: p.category ?? "",
              date: orderItemDate(now),
              taxablePaise: null,
              taxPaise: null,
            },
          ]
        : [];
    }),
    totalPaise: 0,
  };
  order.totalPaise = orderTotal(order.lines);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("orders")
      .values({
        id: order.id,
        user_id: userId,
        status: order.status,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto("order_item")
      .values(
        order.lines.map((l, i) => ({
          order_id: order.id,
          position: i + 1,
          product_id: l.productId,
          title: l.title,
          price_paise: l.pricePaise,
          quantity: l.quantity,
          image_media_id: l.imageId,
          category: l.category,
          date: l.date,
        })),
      )
      .execute();
  });
  return order;
}

/** The user's own orders, newest first. */
export async function listOrdersForUser(db: DB, userId: string): Promise<Order[]> {
  const orders = await db
    .selectFrom("orders as o")
    .leftJoin("quotation as q", "q.id", "o.quotation_id")
    .select([
      "o.id",
      "o.status",
      "o.created_at",
      "q.number as quotation_number",
      "q.token as quotation_token",
      "q.grand_total_paise",
    ])
    .where("o.user_id", "=", userId)
    .orderBy("o.created_at", "desc")
    .execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom("order_item")
    .selectAll()
    .where(
      "order_id",
      "in",
      orders.map((o) => o.id),
    )
    .orderBy("position")
    .execute();
  return orders.map((o) => {
    const lines = items.filter((i) => i.order_id === o.id).map(toOrderLine);
    return {
      id: o.id,
      status: o.status,
      createdAt: o.created_at,
      lines,
      totalPaise: orderTotal(lines),
      quotation:
        o.quotation_number && o.quotation_token
          ? {
              number: o.quotation_number,
              token: o.quotation_token,
              grandTotalPaise: Number(o.grand_total_paise),
            }
          : null,
    };
  });
}

/** One order, only if it belongs to this user (another user's id is "not found"). */
export async function getOrderForUser(
  db: DB,
  userId: string,
  orderId: string,
): Promise<Order | null> {
  return (await listOrdersForUser(db, userId)).find((o) => o.id === orderId) ?? null;
}
