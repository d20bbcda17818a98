import { Minus, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { telLink, whatsappLink } from "~/config/site";
import { useFormatStyle } from "~/config/use-format-style";
import { useSite } from "~/config/use-site";
import { formatPrice } from "~/format/price";
import { sentence } from "~/forms/sentence";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { Link } from "~/ui/link";
import { cartTotal, lineTotal, MAX_CART_QUANTITY } from "./cart";
import { CART_MESSAGES, decrement, increment, removeItem } from "./cart-changes";
import type { requestOrder } from "./cart-order.server";
import { useCart } from "./use-cart";

/** The cart (kept in the browser) and, once requested, the order with its WhatsApp hand-off. */
export function CartPage() {
  const style = useFormatStyle();
  const site = useSite();
  const { cart, ready, update } = useCart();
  const fetcher = useFetcher<typeof requestOrder>();
  const result = fetcher.data && "order" in fetcher.data ? fetcher.data : null;
  const error = fetcher.data && "error" in fetcher.data ? fetcher.data.error : null;
  const busy = fetcher.state !== "idle";
  // The salesperson the request was routed to, else the business number.
  const whatsappNumber = result?.whatsappNumber ?? site.whatsappNumber;

  useEffect(() => {
    if (!result) return;
    update(() => []);
    window.open(whatsappLink({ whatsappNumber }, result.message), "_blank", "noopener");
  }, [result, whatsappNumber, update]);

  if (result) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{m.forms_cart_requested()}</h1>
        <p className="mt-3 text-slate-700">
          {sentence(m.forms_cart_requested_text, {
            reference: <strong>{result.order.id}</strong>,
            total: formatPrice(result.order.totalPaise, style),
            phone: (
              <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
                {site.phone}
              </a>
            ),
          })}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={whatsappLink({ whatsappNumber }, result.message)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
          >
            {m.forms_cart_open_whatsapp_again()}
          </a>
          <Link
            to="/user"
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {m.forms_cart_see_orders()}
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.forms_cart_title()}</h1>
      <noscript>
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">
          {m.forms_cart_noscript({ phone: site.phone })}
        </p>
      </noscript>
      {!ready ? (
        // The cart lives in browser storage: until the page's scripts run, say so (app/first-paint).
        <p role="status" className="mt-8 text-slate-600 [@media(scripting:none)]:hidden">
          {m.forms_cart_loading()}
        </p>
      ) : cart.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <ShoppingCart className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">{m.forms_cart_empty()}</p>
          <Link
            to="/shop"
            className="mt-4 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            {m.forms_browse_products()}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 lg:col-span-2"
            aria-label={m.forms_cart_items()}
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
                        aria-label={m.forms_cart_decrease({ title: item.title })}
                        className="p-2 disabled:opacity-40"
                      >
                        <Minus className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <output
                        className="min-w-8 text-center text-sm font-semibold"
                        aria-label={m.forms_cart_quantity()}
                      >
                        {item.quantity}
                      </output>
                      <button
                        type="button"
                        onClick={() => update((c) => increment(c, item.id))}
                        disabled={item.quantity >= MAX_CART_QUANTITY}
                        title={
                          item.quantity >= MAX_CART_QUANTITY ? CART_MESSAGES.quantity() : undefined
                        }
                        aria-label={m.forms_cart_increase({ title: item.title })}
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
                      <Trash2 className="h-4 w-4" aria-hidden="true" /> {m.forms_cart_delete()}
                    </button>
                  </div>
                </div>
                <p className="text-right font-bold text-slate-900">
                  <span className="sr-only">{m.forms_cart_line_total()} </span>
                  {formatPrice(lineTotal(item), style)}
                </p>
              </li>
            ))}
          </ul>
          <aside className="h-fit rounded-xl border border-slate-200 p-5">
            <h2 className="text-lg font-bold text-slate-900">{m.forms_cart_summary()}</h2>
            <p className="mt-3 flex justify-between text-slate-700">
              <span>{m.forms_cart_order_total()}</span>
              <strong className="text-xl text-brand-900" data-testid="cart-total">
                {formatPrice(cartTotal(cart), style)}
              </strong>
            </p>
            <p className="mt-1 text-xs text-slate-500">{m.forms_cart_prices_note()}</p>
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
                {busy ? m.forms_sending() : m.forms_cart_request()}
              </button>
            </fetcher.Form>
          </aside>
        </div>
      )}
    </main>
  );
}
