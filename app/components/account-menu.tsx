import { lazy, Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { m } from "~/i18n/paraglide/messages.js";
import { cartCount } from "~/orders/cart";
import { useCart } from "~/orders/use-cart";
import { Icon } from "./icon";
import { Link } from "./link";

export const iconButton =
  "relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden";

export function CartLink() {
  const { cart } = useCart();
  const count = cartCount(cart);
  return (
    <Link
      to="/cart"
      className={iconButton}
      aria-label={count ? m.frame_cart_items({ count }) : m.frame_cart()}
    >
      <Icon name="shopping-cart" className="h-5 w-5" />
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-brand-950">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The signed-in person's menu, loaded only for someone signed in: a first visit, never signed in,
 * does not download it. The server renders it whole, and it works before its script arrives.
 */
const SignedInMenu = lazy(() => import("./signed-in-menu"));

/** Sign-in link, or the signed-in person's menu with sign-out. */
export function AccountMenu() {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  const user = data?.user;
  if (!user) {
    return (
      <Link to="/sign-in" className={iconButton} aria-label={m.frame_sign_in()}>
        <Icon name="user" className="h-5 w-5" />
      </Link>
    );
  }
  return (
    // Its place is kept while a sign-in in this tab loads it.
    <Suspense fallback={<span className={iconButton} />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
