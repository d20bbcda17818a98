import { m } from "~/i18n/paraglide/messages.js";
import { type CartItem, clampQuantity, MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart";

/** Changes to a cart within its limits (cart.ts), and what the visitor is told when one stops them. */

/** Why the cart refused something: a full line, a full cart, or a cart that does not read. */
export type CartProblem = "quantity" | "lines" | "unreadable";

/**
 * What a visitor is told when a cart limit stops them, in the browser and from
 * the server: each is read in the current language when called. Compare the
 * problem (`cartRefusal`'s answer), never the text.
 */
export const CART_MESSAGES: Record<CartProblem, () => string> = {
  quantity: () => m.product_cart_line_full({ max: MAX_CART_QUANTITY }),
  lines: () => m.product_cart_full({ max: MAX_CART_LINES }),
  unreadable: () => m.forms_cart_unreadable(),
};

/**
 * Adding an id already there grows its quantity by the given quantity or 1; otherwise it is
 * appended. A line stops at MAX_CART_QUANTITY and the cart at MAX_CART_LINES (cartRefusal says which).
 */
export function addItem(
  cart: CartItem[],
  item: Omit<CartItem, "quantity">,
  quantity?: number,
): CartItem[] {
  const by = quantity && quantity > 0 ? Math.floor(quantity) : 1;
  if (cart.some((i) => i.id === item.id)) {
    return cart.map((i) =>
      i.id === item.id ? { ...i, quantity: clampQuantity(i.quantity + by) } : i,
    );
  }
  return cart.length >= MAX_CART_LINES ? cart : [...cart, { ...item, quantity: clampQuantity(by) }];
}

/** Why adding `id` would not grow the cart (its message is `CART_MESSAGES[…]()`), or null when it would. */
export function cartRefusal(cart: CartItem[], id: string): "quantity" | "lines" | null {
  const line = cart.find((i) => i.id === id);
  if (line) return line.quantity >= MAX_CART_QUANTITY ? "quantity" : null;
  return cart.length >= MAX_CART_LINES ? "lines" : null;
}

export function removeItem(cart: CartItem[], id: string): CartItem[] {
  return cart.filter((i) => i.id !== id);
}

/** Increments by 1, up to MAX_CART_QUANTITY. */
export function increment(cart: CartItem[], id: string): CartItem[] {
  return cart.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(i.quantity + 1) } : i));
}

/** Decrements only while the quantity is above 1 (the floor is 1). */
export function decrement(cart: CartItem[], id: string): CartItem[] {
  return cart.map((i) => (i.id === id && i.quantity > 1 ? { ...i, quantity: i.quantity - 1 } : i));
}
