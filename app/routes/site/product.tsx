import { MessageCircle, Phone } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from "react-router";
import { formatRupees } from "~/catalogue/money";
import { getProduct } from "~/catalogue/products.server";
import { AddToCartButton } from "~/components/add-to-cart";
import { ErrorPanel } from "~/components/error-panel";
import { Image } from "~/components/image";
import { Stars } from "~/components/stars";
import { telLink, whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { catalogueHeaders } from "~/routes/cache";
import type { Route } from "./+types/product";

export async function loader({ params }: Route.LoaderArgs) {
  const product = await getProduct(appDb(), params.id);
  if (!product) throw data({ message: "Product not found" }, { status: 404 });
  return data(
    { product },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: "Product not found | Sabarmati Pumps" }];
  const p = d.product;
  return [
    { title: `${p.title} | Sabarmati Pumps` },
    { name: "description", content: (p.description[0] ?? p.title).slice(0, 160) },
  ];
};

function DetailList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {items.length > 0 ? (
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
          {items.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const site = useSite();
  const [search, setSearch] = useSearchParams();
  const selected = Math.min(
    Number(search.get("image") ?? 0) || 0,
    Math.max(0, product.images.length - 1),
  );
  const main = product.images[selected];
  const category = product.categories[0];
  const quoteText = `Product Inquiry\nProduct: ${product.title}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-800">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/shop" className="hover:text-brand-800">
              Shop
            </Link>{" "}
            /
          </li>
          {category ? (
            <li>
              <Link
                to={`/shop?category=${encodeURIComponent(category.category)}`}
                className="hover:text-brand-800"
              >
                {category.category}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {main ? (
              <a
                href={`/media/product/${main.id}`}
                target="_blank"
                rel="noopener"
                aria-label="Open the image in a new tab"
              >
                <Image
                  image={main}
                  variant="product"
                  alt={product.title}
                  eager
                  className="h-auto w-full"
                  sizes="(min-width: 1024px) 600px, 100vw"
                />
              </a>
            ) : (
              <div className="aspect-square" />
            )}
          </div>
          {product.images.length > 1 ? (
            <ul className="mt-3 flex gap-3" aria-label="More images">
              {product.images.slice(0, 4).map((img, i) => (
                <li key={img.id}>
                  <Link
                    to={`?image=${i}`}
                    replace
                    preventScrollReset
                    onClick={(e) => {
                      e.preventDefault();
                      setSearch({ image: String(i) }, { replace: true, preventScrollReset: true });
                    }}
                    aria-label={`Show image ${i + 1}`}
                    aria-current={i === selected ? "true" : undefined}
                    className={`block overflow-hidden rounded-lg border-2 ${i === selected ? "border-brand-700" : "border-transparent hover:border-slate-300"}`}
                  >
                    <Image image={img} variant="thumb" alt="" className="h-20 w-20 object-cover" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h1 className="text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">
            {product.title}
          </h1>
          <div className="mt-3">
            <Stars value={product.star} count={product.reviewCount} size="h-5 w-5" />
          </div>
          <p className="mt-4 text-3xl font-extrabold text-brand-900">
            {formatRupees(product.pricePaise)}
          </p>
          <p className="text-xs text-slate-500">Price excludes GST. Final price on quotation.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={whatsappLink(site, quoteText)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-accent-500 px-6 py-3 font-bold text-brand-950 hover:bg-accent-400"
            >
              <MessageCircle className="h-5 w-5" aria-hidden="true" /> Get Quote
            </a>
            <AddToCartButton product={product} />
            <a
              href={telLink(site.phone)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Phone className="h-5 w-5" aria-hidden="true" /> Call {site.phone}
            </a>
          </div>
          {product.categories.length > 0 ? (
            <p className="mt-6 text-sm text-slate-600">
              Category:{" "}
              {product.categories.map((c, i) => (
                <span key={`${c.category}-${i}`}>
                  {i > 0 ? ", " : ""}
                  <Link
                    to={`/shop?category=${encodeURIComponent(c.category)}`}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {c.category}
                  </Link>
                  {c.subcategory ? ` › ${c.subcategory}` : ""}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <DetailList
          title="Specification"
          items={product.specification}
          empty="No specifications available"
        />
        <DetailList title="Features" items={product.features} empty="No features available" />
        <DetailList
          title="Description"
          items={product.description}
          empty="No description available"
        />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        status={404}
        title="Product not found"
        message="This product may have been removed. Browse the shop for similar products."
      />
    );
  }
  return (
    <ErrorPanel
      title="Something went wrong"
      message="We could not show this product. Please try again in a moment."
    />
  );
}
