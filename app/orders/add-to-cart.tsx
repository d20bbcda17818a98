import type { Product } from "~/catalogue/types";
import { m } from "~/i18n/paraglide/messages.js";
import { addItem, CART_MESSAGES, cartRefusal } from "~/orders/cart-changes";
import { useCart } from "~/orders/use-cart";
import { toast } from "~/toasts/notify";
import { Icon } from "~/ui/icon";

export function AddToCartButton({ product }: { product: Product }) {
  const { cart, update } = useCart();
  return (
    <button
      type="button"
      onClick={() => {
        // A full line or a full cart says so instead of pretending to add.
        const refused = cartRefusal(cart, product.id);
        if (refused) {
          toast.error(CART_MESSAGES[refused]());
          return;
        }
        update((current) =>
          addItem(current, {
            id: product.id,
            title: product.title,
            pricePaise: product.pricePaise,
            imageId: product.image?.id ?? null,
            category: product.categories[0]?.category ?? "",
          }),
        );
        toast.success(m.product_added_to_cart());
      }}
      className="inline-flex items-center gap-2 rounded-lg border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Icon name="shopping-cart" className="h-5 w-5" /> {m.product_add_to_cart()}
    </button>
  );
}
