import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useFetcher } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { setOrderStatusAudited } from "~/admin/audited-changes.server";
import { indiaDateTime } from "~/admin/india-time";
import { type AdminOrder, listAllOrders } from "~/admin/orders.server";
import { useFetcherToast } from "~/components/admin/use-fetcher-result";
import { OrderLinesTable } from "~/components/order-lines-table";
import { PageLinks } from "~/components/page-links";
import { appDb } from "~/db/db.server";
import {
  isOrderStatus,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_STYLE,
  ORDER_STATUSES,
  orderFilterSchema,
  orderStatusSchema,
} from "~/orders/order-status";
import { PRIVATE } from "~/routes/cache";
import type { Route } from "./+types/orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = orderFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const orders = await listAllOrders(appDb(), filter);
  return data({ filter, orders }, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = orderStatusSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, message: "Could not change the status." }, { status: 400 });
  }
  const { id, status } = parsed.data;
  if (!(await setOrderStatusAudited(appDb(), admin, id, status))) {
    return data({ ok: false, message: "That order no longer exists." }, { status: 404 });
  }
  return { ok: true, message: `Order ${id} is now ${ORDER_STATUS_LABEL[status].toLowerCase()}` };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Orders | Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filter, orders } = loaderData;
  const query = (page: number) => {
    const params = new URLSearchParams({ page: String(page) });
    if (filter.status) params.set("status", filter.status);
    return `/admin/orders?${params}`;
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Admin dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          Orders <span className="text-lg font-normal text-slate-500">({orders.total})</span>
        </h1>
        <Form method="get" className="flex gap-2">
          <label htmlFor="orders-status" className="sr-only">
            Status
          </label>
          <select
            id="orders-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Filter
          </button>
        </Form>
      </div>
      {orders.items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No orders yet.
        </p>
      ) : (
        <ul className="mt-6 space-y-6" aria-label="Orders">
          {orders.items.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
      <PageLinks page={orders.page} pageCount={orders.pageCount} href={query} />
    </main>
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useFetcherToast(fetcher);
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
      <fetcher.Form
        method="post"
        className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-4 py-3"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={order.id} />
        <label htmlFor={`status-${order.id}`} className="text-sm font-semibold text-slate-700">
          Status of {order.id}
        </label>
        <select
          id={`status-${order.id}`}
          name="status"
          defaultValue={status}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-lg border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? "Saving..." : "Update"}
        </button>
      </fetcher.Form>
    </li>
  );
}
