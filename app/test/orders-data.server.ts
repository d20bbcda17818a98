import type { DB } from "~/db/db.server";
import { createOrder } from "~/orders/orders.server";
import { makeProducts } from "./test-products.server";

/**
 * An order as the cart stores it (createOrder) for `userId`: two lines, prices in paise, of two
 * products made for it and taken away again (an order keeps its lines). Returns its id.
 */
export async function placeOrder(db: DB, userId: string): Promise<string> {
  const made = await makeProducts(db, [
    { title: "V4 Borewell Submersible 1 HP", priceRupees: 12_500 },
    { title: "Monoblock Pump 2 HP", priceRupees: 8_999.5 },
  ]);
  try {
    const order = await createOrder(
      db,
      userId,
      made.ids.map((id, i) => ({ id, quantity: i === 0 ? 2 : 1 })),
    );
    if (!order) throw new Error("no order was made");
    return order.id;
  } finally {
    await made.cleanup();
  }
}
