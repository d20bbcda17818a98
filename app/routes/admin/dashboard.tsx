import {
  BookA,
  FileSpreadsheet,
  FileText,
  ImageIcon,
  Images,
  Inbox,
  Languages,
  LogOut,
  Package,
  Pencil,
  Percent,
  Plus,
  ScrollText,
  Search,
  Trash2,
  UserRound,
  Users,
} from "lucide-react";
import { useState } from "react";
import { data, Form, useFetcher } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { ConfirmDialog, dangerButton } from "~/admin/confirm-dialog";
import { useFetcherToast } from "~/admin/use-fetcher-result";
import { useLiveRefresh } from "~/admin/use-live-refresh";
import { BULK_ACTIONS, BULK_LABELS } from "~/catalogue/admin/bulk-schema";
import { isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import {
  type AdminProductRow,
  dashboardCounts,
  deleteProduct,
  listAdminProducts,
} from "~/catalogue/admin/product-admin.server";
import { LANGUAGE_NAME, TRANSLATED_LOCALES } from "~/catalogue/translation-schema";
import { productsNeedingTranslation } from "~/catalogue/translations.server";
import { appDb } from "~/db/db.server";
import { indiaDate } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { ADMIN, editProductPath, productPath } from "~/http/paths";
import { readPage } from "~/paging/page-number";
import { pipeline, RESPONSE_WINDOW_DAYS, responseTime } from "~/quotations/pipeline.server";
import { searchQuery } from "~/search/search-text";
import { adminMeta } from "~/seo/seo";
import { AfterSalesCard } from "~/service/admin/dashboard-card";
import { afterSalesFigures } from "~/service/admin/dashboard-figures.server";
import { Image } from "~/ui/image";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import type { Route } from "./+types/dashboard";

export const PRODUCT_DELETED = "Product Deleted successfully";

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const q = searchQuery(url.searchParams.get("q"));
  const page = readPage(url.searchParams.get("page"));
  const db = appDb();
  const [products, counts, owner, needing, flow, afterSales] = await Promise.all([
    listAdminProducts(db, { q, page }),
    dashboardCounts(db),
    isCatalogueOwner(db, admin),
    productsNeedingTranslation(db),
    pipeline(db),
    afterSalesFigures(db),
  ]);
  const sales = {
    ...flow,
    windowDays: RESPONSE_WINDOW_DAYS,
    speed: flow.speed.map((s) => ({
      ...s,
      median: s.medianMs === null ? "—" : responseTime(s.medianMs),
    })),
  };
  return data({ admin, q, products, counts, owner, needing, sales, afterSales });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "delete-product" || typeof id !== "string" || id === "") {
    return data({ ok: false, message: "Unknown request" }, { status: 400 });
  }
  const deleted = await deleteProduct(appDb(), admin, id);
  if (!deleted) return data({ ok: false, message: "No such product!" }, { status: 404 });
  return data({ ok: true, message: PRODUCT_DELETED });
}

export const meta = adminMeta();

/** Admin pages reachable from the dashboard; other admin areas add their entry here. */
const ADMIN_LINKS = [
  { to: ADMIN.newProduct, label: "Add product", icon: Plus },
  { to: ADMIN.productImport, label: "Import / export products", icon: FileSpreadsheet },
  { to: ADMIN.translations, label: "Translations", icon: Languages },
  { to: ADMIN.searchWords, label: "Search words", icon: BookA },
  { to: ADMIN.imageSets, label: "Home & about images", icon: ImageIcon },
  { to: ADMIN.media, label: "Media library", icon: Images },
  { to: ADMIN.leads, label: "Leads inbox", icon: Inbox },
  { to: ADMIN.salespeople, label: "Salespeople", icon: UserRound },
  { to: ADMIN.quotations, label: "Quotations", icon: FileText },
  { to: ADMIN.taxRates, label: "Tax rates", icon: Percent },
  { to: ADMIN.orders, label: "Orders", icon: Package },
  { to: ADMIN.people, label: "People", icon: Users, ownerOnly: true },
  { to: ADMIN.audit, label: "Audit log", icon: ScrollText },
];

const navLinkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { admin, q, products, counts, owner, needing, sales, afterSales } = loaderData;
  useLiveRefresh();
  const [target, setTarget] = useState<AdminProductRow | null>(null);
  const pageHref = (page: number) =>
    `${ADMIN.dashboard}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin dashboard</h1>
          <p className="text-sm text-slate-600">Signed in as {admin.email}</p>
        </div>
        <Form method="post" action="/sign-out">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </button>
        </Form>
      </div>
      <nav aria-label="Admin" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_LINKS.filter((link) => owner || !("ownerOnly" in link)).map(
            ({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={navLinkClass}>
                  <Icon className="h-4 w-4" aria-hidden="true" /> {label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {[
          ["Products", counts.products],
          ["Categories", counts.categories],
          ["New enquiries", counts.newEnquiries],
          ["Orders", counts.orders],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-xs font-bold uppercase tracking-wider text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {TRANSLATED_LOCALES.map((l) => (
          <Link
            key={l}
            to={`${ADMIN.translations}?lang=${l}`}
            className="font-semibold text-brand-800 hover:underline"
          >
            {needing[l]} {needing[l] === 1 ? "product needs" : "products need"} {LANGUAGE_NAME[l]}
          </Link>
        ))}
      </p>
      <Pipeline sales={sales} />
      <AfterSalesCard figures={afterSales} />
      <section className="mt-8" aria-labelledby="products-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="products-heading" className="text-xl font-bold text-slate-900">
            Products{" "}
            <span className="text-base font-normal text-slate-500">({products.total})</span>
          </h2>
          <Form method="get" className="flex gap-2" role="search">
            <label htmlFor="admin-q" className="sr-only">
              Search products
            </label>
            <input
              id="admin-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Search by title"
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white"
            >
              <Search className="h-4 w-4" aria-hidden="true" /> Search
            </button>
          </Form>
        </div>
        <BulkBar q={q} total={products.total} />
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[900px] text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
              <tr>
                <th className="w-10 px-4 py-3">
                  <SelectPage />
                </th>
                <th className="px-4 py-3 font-semibold">Image</th>
                <th className="px-4 py-3 font-semibold">Title</th>
                <th className="px-4 py-3 font-semibold">Categories</th>
                <th className="px-4 py-3 text-right font-semibold">Price</th>
                <th className="px-4 py-3 font-semibold">Bestseller</th>
                <th className="px-4 py-3 font-semibold">Updated</th>
                <th className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.items.map((p) => (
                <ProductRow key={p.id} product={p} onDelete={() => setTarget(p)} />
              ))}
            </tbody>
          </table>
          {products.items.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-600">
              {q ? `No products match "${q}".` : "No products yet."}
            </p>
          ) : null}
        </div>
        <PageLinks page={products.page} pageCount={products.pageCount} href={pageHref} />
      </section>
      <DeleteProductDialog product={target} onDone={() => setTarget(null)} />
    </main>
  );
}

function ProductRow({ product: p, onDelete }: { product: AdminProductRow; onDelete(): void }) {
  return (
    <tr>
      <td className="px-4 py-2">
        <input
          type="checkbox"
          name="id"
          value={p.id}
          form={BULK_FORM}
          data-bulk-row
          aria-label={`Select ${p.title}`}
          className="h-4 w-4"
        />
      </td>
      <td className="px-4 py-2">
        {p.imageId ? (
          <Image
            image={{ id: p.imageId, width: 160, height: 160, placeholder: "" }}
            variant="thumb"
            alt=""
            className="h-12 w-12 rounded object-cover"
          />
        ) : (
          <div className="h-12 w-12 rounded bg-slate-100" />
        )}
      </td>
      <td className="px-4 py-2">
        <Link to={productPath(p.id)} className="font-medium text-slate-900 hover:text-brand-800">
          {p.title}
        </Link>
      </td>
      <td className="px-4 py-2 text-slate-600">{p.categories}</td>
      <td className="px-4 py-2 text-right font-semibold">{formatRupees(p.pricePaise)}</td>
      <td className="px-4 py-2">{p.bestSell ? "Yes" : "No"}</td>
      <td className="px-4 py-2 text-slate-600">{indiaDate(p.updatedAt)}</td>
      <td className="px-4 py-2">
        <div className="flex justify-end gap-2">
          <Link
            to={editProductPath(p.id)}
            aria-label={`Edit ${p.title}`}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
          >
            <Pencil className="h-3.5 w-3.5" aria-hidden="true" /> Edit
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${p.title}`}
            className="inline-flex items-center gap-1 rounded-lg border border-red-200 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden="true" /> Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

const BULK_FORM = "bulk-products";

/**
 * Bulk actions: the ticked rows (their checkboxes belong to this form) or every
 * product matching the search go to /admin/bulk, which confirms or previews
 * the change before it is applied. Plain GET forms, so it works without JavaScript.
 */
function BulkBar({ q, total }: { q: string; total: number }) {
  const params = new URLSearchParams({ all: "1", ...(q ? { q } : {}) });
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <Form id={BULK_FORM} method="get" action={ADMIN.bulk} className="flex flex-wrap gap-2">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <label htmlFor="bulk-action" className="sr-only">
          Bulk action
        </label>
        <select
          id="bulk-action"
          name="action"
          defaultValue=""
          className="rounded-lg border border-slate-300 px-3 py-2"
        >
          <option value="">With the selected products…</option>
          {BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {BULK_LABELS[a]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
        >
          Continue
        </button>
      </Form>
      {total > 0 ? (
        <Link
          to={`${ADMIN.bulk}?${params}`}
          className="text-brand-800 underline hover:text-brand-900"
        >
          {q ? `Select all ${total} matching “${q}”` : `Select all ${total} products`}
        </Link>
      ) : null}
    </div>
  );
}

/** Ticks or clears every row of this page (needs JavaScript; rows can be ticked one by one without). */
function SelectPage() {
  return (
    <input
      type="checkbox"
      aria-label="Select every product on this page"
      className="h-4 w-4"
      onChange={(e) => {
        for (const box of document.querySelectorAll<HTMLInputElement>("[data-bulk-row]"))
          box.checked = e.currentTarget.checked;
      }}
    />
  );
}

/** Delete, then confirmation, then Yes removes it; Cancel or close dismisses (spec §4). */
function DeleteProductDialog({
  product,
  onDone,
}: {
  product: AdminProductRow | null;
  onDone(): void;
}) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  useFetcherToast(fetcher, onDone);
  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete product?"
      onCancel={onDone}
      confirm={
        <fetcher.Form method="post" action={ADMIN.dashboard}>
          <input type="hidden" name="intent" value="delete-product" />
          <input type="hidden" name="id" value={product?.id ?? ""} />
          <button type="submit" disabled={busy} className={dangerButton}>
            {busy ? "Deleting..." : "Yes"}
          </button>
        </fetcher.Form>
      }
    >
      {product ? `"${product.title}" will be removed from the catalogue.` : null}
    </ConfirmDialog>
  );
}

/** The sales pipeline: this week's enquiries and quotations, values, and each salesperson's speed. */
function Pipeline({ sales }: { sales: Route.ComponentProps["loaderData"]["sales"] }) {
  return (
    <section className="mt-8" aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="text-xl font-bold text-slate-900">
        Pipeline
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        {(
          [
            ["Enquiries, last 7 days", String(sales.enquiriesThisWeek)],
            ["Quotations sent, last 7 days", String(sales.quotationsSentThisWeek)],
            ["Accepted, last 30 days", formatRupees(sales.acceptedValuePaise)],
            [`Awaiting customers (${sales.openCount})`, formatRupees(sales.openValuePaise)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-xs font-bold uppercase tracking-wider text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[32rem] text-sm" aria-describedby="speed-note">
          <caption id="speed-note" className="px-4 py-2 text-left text-xs text-slate-500">
            Time from an enquiry to its first quotation sent, over the last {sales.windowDays} days
            (contact messages left out). Fastest first.
          </caption>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
            <tr>
              <th className="px-4 py-2 font-semibold">Salesperson</th>
              <th className="px-4 py-2 text-right font-semibold">Median time to quote</th>
              <th className="px-4 py-2 text-right font-semibold">Leads quoted</th>
              <th className="px-4 py-2 text-right font-semibold">Still waiting</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sales.speed.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-3 text-slate-500">
                  No enquiries in this window yet.
                </td>
              </tr>
            ) : (
              sales.speed.map((s) => (
                <tr key={s.name ?? "unassigned"}>
                  <td className="px-4 py-2 font-semibold text-slate-900">
                    {s.name ?? "Unassigned"}
                  </td>
                  <td className="px-4 py-2 text-right" data-testid="median-time">
                    {s.median}
                  </td>
                  <td className="px-4 py-2 text-right">{s.quoted}</td>
                  <td className="px-4 py-2 text-right">{s.waiting}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
