import { data } from "react-router";
import { requireSignedIn } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { requestOrder } from "~/orders/cart-order.server";
import { CartPage } from "~/orders/cart-page";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/cart";

export function loader() {
  return data(null, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireSignedIn(request);
  const form = await request.formData();
  return requestOrder(appDb(), user, form, localeFromPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, m.forms_cart_meta());

export default function Cart() {
  return <CartPage />;
}
