import { LogOut, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { dashboardCounts, listAdminProducts } from "~/catalogue/admin-products.server";
import { formatRupees } from "~/catalogue/money";
import { Image } from "~/components/image";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/routes/cache";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Number(url.searchParams.get("page")) || 1;
  const db = appDb();
  const [products, counts] = await Promise.all([
    listAdminProducts(db, { q, page }),
    dashboardCounts(db),
  ]);
  return data({ admin, q, products, counts }, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Sabarmati Pumps" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { admin, q, products, counts } = loaderData;
  const pageHref = (page: number) =>
    `/admin?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
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
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[720px] text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
              <tr>
                <th className="px-4 py-3 font-semibold">Image</th>
                <th className="px-4 py-3 font-semibold">Title</th>
                <th className="px-4 py-3 font-semibold">Categories</th>
                <th className="px-4 py-3 text-right font-semibold">Price</th>
                <th className="px-4 py-3 font-semibold">Bestseller</th>
                <th className="px-4 py-3 font-semibold">Updated</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.items.map((p) => (
                <tr key={p.id}>
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
                    <Link
                      to={`/productinfo/${p.id}`}
                      className="font-medium text-slate-900 hover:text-brand-800"
                    >
                      {p.title}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-600">{p.categories}</td>
                  <td className="px-4 py-2 text-right font-semibold">
                    {formatRupees(p.pricePaise)}
                  </td>
                  <td className="px-4 py-2">{p.bestSell ? "Yes" : "No"}</td>
                  <td className="px-4 py-2 text-slate-600">
                    {new Date(p.updatedAt).toLocaleDateString("en-IN")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {products.pageCount > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-2">
            {Array.from({ length: products.pageCount }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={pageHref(n)}
                aria-current={n === products.page ? "page" : undefined}
                className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${n === products.page ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 text-slate-700"}`}
              >
                {n}
              </Link>
            ))}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
