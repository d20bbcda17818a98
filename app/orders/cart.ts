/**
 * The cart (spec §4): a list kept in browser storage under "cart". Its limits, reading a stored
 * cart and totals here, which the header's cart link needs on every page; adding, removing and
 * what a visitor is told when a limit stops them are in cart-changes.ts, which only the product
 * page, the cart page and the server's schema load.
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

/** A quantity as a cart line holds it: a whole number from 1 to MAX_CART_QUANTITY. */
export const clampQuantity = (quantity: number) =>
  Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(quantity)));

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
        Number.isInteger(i.quantity) && (i.quantity ?? 0) > 0
          ? clampQuantity(i.quantity as number)
          : 1;
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
