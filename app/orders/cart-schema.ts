import { says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart";
import { CART_MESSAGES } from "./cart-changes";

const unreadable = says(CART_MESSAGES.unreadable);

/**
 * What the cart page posts (product ids and quantities), within the cart's own
 * limits; every refusal is one of the cart's sentences (CART_MESSAGES), in the
 * language of the page when the check fails.
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
          .max(MAX_CART_QUANTITY, says(CART_MESSAGES.quantity)),
      },
      unreadable,
    ),
    unreadable,
  )
  .min(1, unreadable)
  .max(MAX_CART_LINES, says(CART_MESSAGES.lines));
