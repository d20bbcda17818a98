import { Form, useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { homeOf } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { cartCount } from "~/orders/cart";
import { useCart } from "~/orders/use-cart";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";

const iconButton =
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
    <details className="group relative">
      <summary className={iconButton} aria-label={m.frame_account({ name: user.name })}>
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
          {user.name.trim()[0]?.toUpperCase() ?? "?"}
        </span>
      </summary>
      <div className="absolute right-0 top-12 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm">
          <span className="block font-semibold text-slate-900">{user.name}</span>
          <span className="text-slate-500">{user.email}</span>
        </p>
        <Link
          to={homeOf(user.role)}
          className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {user.role === "user" ? m.frame_my_orders() : m.frame_admin_dashboard()}
        </Link>
        <Form method="post" action="/sign-out">
          {/* Signed out, the visitor lands on the home page in the language they were reading. */}
          <input type="hidden" name="redirectTo" value={localHref("/")} />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <Icon name="log-out" className="h-4 w-4" /> {m.frame_sign_out()}
          </button>
        </Form>
      </div>
    </details>
  );
}
