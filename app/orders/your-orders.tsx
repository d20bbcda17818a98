import { Package } from "lucide-react";
import { useFormatStyle } from "~/config/use-format-style";
import { localDate } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { quotationPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";
import { OrderLinesTable } from "./order-lines-table";
import { isOrderStatus, ORDER_STATUS_STYLE, orderStatusName } from "./order-status";
import type { CustomerOrder } from "./your-orders.server";

/** A customer's orders with their lines and status, or the way to the shop when there are none. */
export function YourOrders({ orders }: { orders: readonly CustomerOrder[] }) {
  const style = useFormatStyle();
  return orders.length === 0 ? (
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
  );
}
