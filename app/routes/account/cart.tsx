import { Minus, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import { requireSignedIn } from "~/accounts/guards.server";
import { Image } from "~/components/image";
import { Link } from "~/components/link";
import { telLink, whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { formatPrice } from "~/format/price";
import { useFormatStyle } from "~/format/use-format-style";
import { PRIVATE } from "~/http/cache-control";
import { productPath } from "~/http/paths";
import { localeFromPath } from "~/i18n/locales";
import {
  CART_MESSAGES,
  cartTotal,
  decrement,
  increment,
  lineTotal,
  MAX_CART_QUANTITY,
  removeItem,
} from "~/orders/cart";
import { cartItemsSchema } from "~/orders/cart-schema";
import { orderMessage } from "~/orders/order-text";
import { createOrder } from "~/orders/orders.server";
import { useCart } from "~/orders/use-cart";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/cart";

export function loader() {
  return data(null, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireSignedIn(request);
  const form = await request.formData();
  let items: unknown;
  try {
    items = JSON.parse(String(form.get("items") ?? "[]"));
  } catch {
    items = null;
  }
  const parsed = cartItemsSchema.safeParse(items);
  if (!parsed.success) {
    // The schema's messages are the cart's own sentences (cart-schema.ts).
    return data(
      { error: parsed.error.issues[0]?.message ?? CART_MESSAGES.unreadable },
      { status: 400 },
    );
  }
  const db = appDb();
  const order = await createOrder(db, user.id, parsed.data);
  if (!order) return data({ error: "These products are no longer available." }, { status: 400 });
  const message = orderMessage({ ...order, customer: user });
  // The lead is stored too, so the sales team sees it in the enquiries inbox.
  await saveEnquiry(db, {
    kind: "cart",
    name: user.name,
    email: user.email,
    phone: "",
    message,
    language: localeFromPath(new URL(request.url).pathname),
  });
  return data({ order: { id: order.id, totalPaise: order.totalPaise }, message });
}

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Cart");

export default function Cart() {
  const style = useFormatStyle();
  const site = useSite();
  const { cart, ready, update } = useCart();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data && "order" in fetcher.data ? fetcher.data : null;
  const error = fetcher.data && "error" in fetcher.data ? fetcher.data.error : null;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result) return;
    update(() => []);
    window.open(whatsappLink(site, result.message), "_blank", "noopener");
  }, [result, site, update]);

  if (result) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Quotation requested</h1>
        <p className="mt-3 text-slate-700">
          Your order reference is <strong>{result.order.id}</strong> (
          {formatPrice(result.order.totalPaise, style)} ex-GST). We have opened WhatsApp with the
          details; if it did not open, call us on{" "}
          <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
            {site.phone}
          </a>{" "}
          and quote the reference.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={whatsappLink(site, result.message)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
          >
            Open WhatsApp again
          </a>
          <Link
            to="/user"
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            See my orders
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your cart</h1>
      <noscript>
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">
          The cart is kept in your browser and needs JavaScript. You can still send an enquiry from
          any product page or call {site.phone}.
        </p>
      </noscript>
      {!ready ? (
        // The cart lives in browser storage: until the page's scripts run, say so (app/first-paint).
        <p role="status" className="mt-8 text-slate-600 [@media(scripting:none)]:hidden">
          Loading your cart…
        </p>
      ) : cart.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <ShoppingCart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">Your cart is empty</p>
          <Link
            to="/shop"
            className="mt-4 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            Browse products
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 lg:col-span-2"
            aria-label="Cart items"
          >
            {cart.map((item) => (
              <li key={item.id} className="flex gap-4 p-4">
                {item.imageId ? (
                  <Image
                    image={{ id: item.imageId, width: 160, height: 160, placeholder: "" }}
                    variant="thumb"
                    alt=""
                    className="h-20 w-20 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <div className="h-20 w-20 shrink-0 rounded-lg bg-slate-100" />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={productPath(item.id)}
                    className="font-semibold text-slate-900 hover:text-brand-800"
                  >
                    {item.title}
                  </Link>
                  {item.category ? <p className="text-xs text-slate-500">{item.category}</p> : null}
                  <p className="mt-1 text-sm text-slate-700">
                    {formatPrice(item.pricePaise, style)}
                  </p>
                  <div className="mt-2 flex items-center gap-3">
                    <div className="flex items-center rounded-lg border border-slate-300">
                      <button
                        type="button"
                        onClick={() => update((c) => decrement(c, item.id))}
                        disabled={item.quantity <= 1}
                        aria-label={`Decrease quantity of ${item.title}`}
                        className="p-2 disabled:opacity-40"
                      >
                        <Minus className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <output
                        className="min-w-8 text-center text-sm font-semibold"
                        aria-label="Quantity"
                      >
                        {item.quantity}
                      </output>
                      <button
                        type="button"
                        onClick={() => update((c) => increment(c, item.id))}
                        disabled={item.quantity >= MAX_CART_QUANTITY}
                        title={
                          item.quantity >= MAX_CART_QUANTITY ? CART_MESSAGES.quantity : undefined
                        }
                        aria-label={`Increase quantity of ${item.title}`}
                        className="p-2 disabled:opacity-40"
                      >
                        <Plus className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                    <button
                      type="button"
                      onClick={() => update((c) => removeItem(c, item.id))}
                      className="flex items-center gap-1 text-sm text-red-700 hover:underline"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                    </button>
                  </div>
                </div>
                <p className="text-right font-bold text-slate-900">
                  <span className="sr-only">Line total: </span>
                  {formatPrice(lineTotal(item), style)}
                </p>
              </li>
            ))}
          </ul>
          <aside className="h-fit rounded-xl border border-slate-200 p-5">
            <h2 className="text-lg font-bold text-slate-900">Summary</h2>
            <p className="mt-3 flex justify-between text-slate-700">
              <span>Order total</span>
              <strong className="text-xl text-brand-900" data-testid="cart-total">
                {formatPrice(cartTotal(cart), style)}
              </strong>
            </p>
            <p className="mt-1 text-xs text-slate-500">
              Prices exclude GST and shipping; our team confirms the final quotation.
            </p>
            {error ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <fetcher.Form method="post" className="mt-5">
              <input
                type="hidden"
                name="items"
                value={JSON.stringify(cart.map((i) => ({ id: i.id, quantity: i.quantity })))}
              />
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-lg bg-accent-500 px-4 py-3 font-bold text-brand-950 hover:bg-accent-400 disabled:opacity-60"
              >
                {busy ? "Sending..." : "Request quotation"}
              </button>
            </fetcher.Form>
          </aside>
        </div>
      )}
    </main>
  );
}
