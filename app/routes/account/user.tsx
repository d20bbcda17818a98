import { Package } from "lucide-react";
import { data } from "react-router";
import { requireUser } from "~/accounts/guards.server";
import { localiseCategoryNames, localiseSummaries } from "~/catalogue/translations.server";
import { useFormatStyle } from "~/config/use-format-style";
import { appDb } from "~/db/db.server";
import { localDate } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { PRIVATE } from "~/http/cache-control";
import { quotationPath } from "~/http/paths";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { OrderLinesTable } from "~/orders/order-lines-table";
import { isOrderStatus, ORDER_STATUS_STYLE, orderStatusName } from "~/orders/order-status";
import { listOrdersForUser } from "~/orders/orders.server";
import { quotationsOfUser } from "~/quotations/customer-quotation.server";
import { YourQuotations } from "~/quotations/your-quotations";
import { privateMeta } from "~/seo/seo";
import { Link } from "~/ui/link";
import type { Route } from "./+types/user";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = appDb();
  const stored = await listOrdersForUser(db, user.id);
  const locale = localeFromPath(url.pathname);
  // Each line names its product and category in the page's language where translated (a
  // query each); the order itself keeps the English it was placed with.
  const lines = stored.flatMap((o) => o.lines);
  const [titled, categories] = await Promise.all([
    localiseSummaries(
      db,
      locale,
      lines.map((l) => ({ id: l.productId, title: l.title })),
    ),
    localiseCategoryNames(
      db,
      locale,
      lines.map((l) => l.category ?? ""),
    ),
  ]);
  const titles = new Map(titled.map((t) => [t.id, t.title]));
  const orders = stored.map((o) => ({
    ...o,
    lines: o.lines.map((l) => ({
      ...l,
      title: titles.get(l.productId) ?? l.title,
      category: l.category ? (categories.get(l.category) ?? l.category) : l.category,
    })),
  }));
  const quotations = await quotationsOfUser(db, user.id);
  return data({ user, orders, quotations }, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.account_my_orders());

export default function UserOrders({ loaderData }: Route.ComponentProps) {
  const { user, orders, quotations } = loaderData;
  const style = useFormatStyle();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.account_my_orders()}</h1>
      <p className="mt-1 text-slate-600">
        {m.account_signed_in_as({ name: user.name, email: user.email })}
      </p>
      {quotations.length > 0 ? <YourQuotations quotations={quotations} /> : null}
      {orders.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Package className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">{m.account_no_orders()}</p>
          <p className="mt-1 text-sm text-slate-600">{m.account_no_orders_hint()}</p>
          <Link
            to="/shop"
            className="mt-4 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            {m.account_browse_products()}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-6">
          {orders.map((o) => (
            <li key={o.id} className="rounded-xl border border-slate-200 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-5 py-3">
                <div>
                  <p className="font-bold text-slate-900">{o.id}</p>
                  <p className="text-xs text-slate-500">{localDate(o.createdAt, style)}</p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-bold ${isOrderStatus(o.status) ? ORDER_STATUS_STYLE[o.status] : ORDER_STATUS_STYLE.received}`}
                >
                  <span className="sr-only">{m.account_status()} </span>
                  <span data-testid="order-status">{orderStatusName(o.status)}</span>
                </span>
              </div>
              <OrderLinesTable orderId={o.id} lines={o.lines} totalPaise={o.totalPaise} />
              {o.quotation ? (
                <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-700">
                  {m.quotations_order_from({
                    number: o.quotation.number,
                    total: formatPrice(o.quotation.grandTotalPaise, style),
                  })}{" "}
                  <Link
                    to={quotationPath(o.quotation.token)}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {m.quotations_view()}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
