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

/** Adding an id already there grows its quantity by the given quantity or 1; otherwise it is appended. */
export function addItem(
  cart: CartItem[],
  item: Omit<CartItem, "quantity">,
  quantity?: number,
): CartItem[] {
  const by = quantity && quantity > 0 ? Math.floor(quantity) : 1;
  return cart.some((i) => i.id === item.id)
    ? cart.map((i) => (i.id === item.id ? { ...i, quantity: i.quantity + by } : i))
    : [...cart, { ...item, quantity: by }];
}

export function removeItem(cart: CartItem[], id: string): CartItem[] {
  return cart.filter((i) => i.id !== id);
}

export function increment(cart: CartItem[], id: string): CartItem[] {
  return cart.map((i) => (i.id === id ? { ...i, quantity: i.quantity + 1 } : i));
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

/** Reads a stored cart defensively: anything malformed is dropped. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((v): CartItem[] => {
      const i = v as Partial<CartItem>;
      if (typeof i.id !== "string" || typeof i.title !== "string") return [];
      const quantity =
        Number.isInteger(i.quantity) && (i.quantity ?? 0) > 0 ? (i.quantity as number) : 1;
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
