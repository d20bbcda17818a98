import { AdminListPage, FilterSelect, RowStatusForm } from "~/admin/kit/list-page";
import { indiaDateTime } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { ADMIN, adminQuotationPath } from "~/http/paths";
import { OrderLinesTable } from "~/orders/order-lines-table";
import {
  isOrderStatus,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_STYLE,
  ORDER_STATUSES,
} from "~/orders/order-status";
import { Link } from "~/ui/link";
import type { AdminOrder } from "./order-admin.server";
import type { OrdersPageData } from "./orders-page.server";

/** Every order with its customer, lines and totals, filtered by status; each one's status to change. */
export function AdminOrdersPage({ page }: { page: OrdersPageData }) {
  const { filter, orders } = page;
  const query = (page: number) => {
    const params = new URLSearchParams({ page: String(page) });
    if (filter.status) params.set("status", filter.status);
    return `${ADMIN.orders}?${params}`;
  };
  return (
    <AdminListPage
      title="Orders"
      total={orders.total}
      filters={
        <FilterSelect
          id="orders-status"
          name="status"
          label="Status"
          all="All statuses"
          value={filter.status}
          choices={ORDER_STATUSES}
          labels={ORDER_STATUS_LABEL}
        />
      }
      listLabel="Orders"
      empty="No orders yet."
      items={orders.items}
      row={(o) => <OrderCard key={o.id} order={o} />}
      page={orders.page}
      pageCount={orders.pageCount}
      href={query}
    />
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const status = isOrderStatus(order.status) ? order.status : "received";
  return (
    <li aria-label={`Order ${order.id}`} className="rounded-xl border border-slate-200 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
        <div>
          <p className="font-bold text-slate-900">{order.id}</p>
          <p className="text-xs text-slate-500">{indiaDateTime(order.createdAt)}</p>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-slate-900">{order.customer.name}</p>
          {order.customer.email ? (
            <a href={`mailto:${order.customer.email}`} className="text-brand-800 hover:underline">
              {order.customer.email}
            </a>
          ) : null}
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${ORDER_STATUS_STYLE[status]}`}>
          <span className="sr-only">Status: </span>
          {ORDER_STATUS_LABEL[status]}
        </span>
      </div>
      <div className="overflow-x-auto">
        <OrderLinesTable orderId={order.id} lines={order.lines} totalPaise={order.totalPaise} />
      </div>
      {order.quotation && order.quotationId !== null ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          Made from quotation{" "}
          <Link
            to={adminQuotationPath(order.quotationId)}
            className="font-semibold text-brand-800 hover:underline"
          >
            {order.quotation.number}
          </Link>
          : the lines are its prices after discount; with GST the total is{" "}
          <strong>{formatRupees(order.quotation.grandTotalPaise)}</strong>.
        </p>
      ) : null}
      <RowStatusForm
        id={order.id}
        name={order.id}
        value={status}
        statuses={ORDER_STATUSES}
        labels={ORDER_STATUS_LABEL}
        className="border-t border-slate-200 px-4 py-3"
      />
    </li>
  );
}
