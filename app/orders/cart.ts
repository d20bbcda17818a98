import { m } from "~/i18n/paraglide/messages.js";

/**
 * The cart (spec §4): a list kept in browser storage under "cart". Pure rules
 * here; the storage adapter below is the only part that touches the browser.
 */
export interface CartItem {
  id: string;
  title: string;
  pricePaise: number;
  imageId: string | null;
  category: string;
  quantity: number;
}

export const CART_KEY = "cart";

/** The most of one product a cart line (and an order line) holds. */
export const MAX_CART_QUANTITY = 999;
/** The most lines a cart (and an order) holds. */
export const MAX_CART_LINES = 50;

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

const clamp = (quantity: number) => Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(quantity)));

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
    return cart.map((i) => (i.id === item.id ? { ...i, quantity: clamp(i.quantity + by) } : i));
  }
  return cart.length >= MAX_CART_LINES ? cart : [...cart, { ...item, quantity: clamp(by) }];
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
  return cart.map((i) => (i.id === id ? { ...i, quantity: clamp(i.quantity + 1) } : i));
}

/** Decrements only while the quantity is above 1 (the floor is 1). */
export function decrement(cart: CartItem[], id: string): CartItem[] {
  return cart.map((i) => (i.id === id && i.quantity > 1 ? { ...i, quantity: i.quantity - 1 } : i));
}

/** Order line total is price times quantity. */
export function lineTotal(item: Pick<CartItem, "pricePaise" | "quantity">): number {
  return item.pricePaise * item.quantity;
}

export function cartTotal(cart: CartItem[]): number {
  return cart.reduce((sum, i) => sum + lineTotal(i), 0);
}

export function cartCount(cart: CartItem[]): number {
  return cart.reduce((sum, i) => sum + i.quantity, 0);
}

/** Reads a stored cart defensively: anything malformed is dropped, quantities and lines kept within the limits. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.slice(0, MAX_CART_LINES).flatMap((v): CartItem[] => {
      const i = v as Partial<CartItem>;
      if (typeof i.id !== "string" || typeof i.title !== "string") return [];
      const quantity =
        Number.isInteger(i.quantity) && (i.quantity ?? 0) > 0 ? clamp(i.quantity as number) : 1;
      return [
        {
          id: i.id,
          title: i.title,
          pricePaise: Number(i.pricePaise) || 0,
          imageId: typeof i.imageId === "string" ? i.imageId : null,
          category: typeof i.category === "string" ? i.category : "",
          quantity,
        },
      ];
    });
  } catch {
    return [];
  }
}
