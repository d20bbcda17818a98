import { Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { ConfirmDialog, dangerButton } from "~/admin/kit/confirm-dialog";
import { useFetcherToast } from "~/admin/kit/use-fetcher-result";
import { indiaDate } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { ADMIN, editProductPath, productPath } from "~/http/paths";
import { Image } from "~/media/image";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import { BULK_ACTIONS, BULK_LABELS } from "./bulk-schema";
import type { AdminProductRow } from "./product-admin.server";

/** The dashboard's product list: search, bulk selection, edit and delete (spec §4). */
export function ProductList({
  q,
  products,
}: {
  q: string;
  products: { items: AdminProductRow[]; total: number; page: number; pageCount: number };
}) {
  const [target, setTarget] = useState<AdminProductRow | null>(null);
  const pageHref = (page: number) =>
    `${ADMIN.dashboard}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <>
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
    </>
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
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
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
