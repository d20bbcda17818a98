import { z } from "~/forms/zod";
import { CART_MESSAGES, MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart";

const unreadable = { error: CART_MESSAGES.unreadable };

/**
 * What the cart page posts (product ids and quantities), within the cart's own
 * limits; every refusal is one of the cart's sentences (CART_MESSAGES).
 */
export const cartItemsSchema = z
  .array(
    z.object(
      {
        id: z.string(unreadable).min(1, unreadable).max(200, unreadable),
        quantity: z
          .number(unreadable)
          .int(unreadable)
          .min(1, unreadable)
          .max(MAX_CART_QUANTITY, CART_MESSAGES.quantity),
      },
      unreadable,
    ),
    unreadable,
  )
  .min(1, unreadable)
  .max(MAX_CART_LINES, CART_MESSAGES.lines);
