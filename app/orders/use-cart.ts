import { useCallback, useEffect, useState } from "react";
import { CART_KEY, type CartItem, parseCart } from "./cart";

const EVENT = "cart-changed";

function read(): CartItem[] {
  try {
    return parseCart(localStorage.getItem(CART_KEY));
  } catch {
    return [];
  }
}

/** The cart in browser storage, shared by every component and tab that shows it. */
export function useCart() {
  const [cart, setCart] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const sync = () => setCart(read());
    sync();
    setReady(true);
    window.addEventListener(EVENT, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(EVENT, sync);
      window.removeEventListener("storage", sync);
    };
  }, []);
  const update = useCallback((change: (cart: CartItem[]) => CartItem[]) => {
    const next = change(read());
    try {
      localStorage.setItem(CART_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage leaves the cart as it was.
    }
    setCart(next);
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return { cart, ready, update };
}
