import { useFormatStyle } from "~/config/use-format-style";
import { formatQuantity } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";
import { lineTotal } from "./cart";

export interface OrderLine {
  productId: string;
  title: string;
  category?: string | null;
  quantity: number;
  pricePaise: number;
  /** A quotation's line: the quoted taxable value is its total (price × quantity otherwise). */
  taxablePaise?: number | null;
}

/**
 * An order's lines and total, as the customer (/user) and admins (/admin/orders)
 * see them: in the page's language (the admin's is English).
 */
export function OrderLinesTable({
  orderId,
  lines,
  totalPaise,
}: {
  orderId: string;
  lines: OrderLine[];
  totalPaise: number;
}) {
  const style = useFormatStyle();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{m.account_order_items({ id: orderId })}</caption>
      <thead className="text-left text-xs uppercase tracking-wider text-slate-500">
        <tr>
          <th className="px-4 py-2 font-semibold">{m.account_product()}</th>
          <th className="px-2 py-2 text-right font-semibold">{m.account_quantity()}</th>
          <th className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
            {m.account_price()}
          </th>
          <th className="px-4 py-2 text-right font-semibold">{m.account_total()}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.map((l, i) => (
          <tr key={`${i}-${l.productId}`}>
            <td className="px-4 py-2">
              {l.productId ? (
                <Link
                  to={productPath(l.productId)}
                  className="font-medium text-slate-900 hover:text-brand-800"
                >
                  {l.title}
                </Link>
              ) : (
                <span className="font-medium text-slate-900">{l.title}</span>
              )}
              {l.category ? (
                <span className="block text-xs text-slate-500">{l.category}</span>
              ) : null}
            </td>
            <td className="px-2 py-2 text-right">{formatQuantity(l.quantity, style, 0)}</td>
            <td className="hidden px-2 py-2 text-right sm:table-cell">
              {formatPrice(l.pricePaise, style)}
            </td>
            <td className="px-4 py-2 text-right font-semibold">
              {formatPrice(l.taxablePaise ?? lineTotal(l), style)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-200">
          <td colSpan={2} className="px-4 py-2 text-right font-semibold text-slate-700">
            {m.account_order_total()}
          </td>
          {/* Under the Price column, which phones do not show. */}
          <td className="hidden sm:table-cell" />
          <td className="px-4 py-2 text-right text-base font-bold text-brand-900">
            {formatPrice(totalPaise, style)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
