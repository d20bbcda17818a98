import { ProductGallery } from "~/catalogue/product-gallery";
import type { ProductPageData } from "~/catalogue/product-page.server";
import { Stars } from "~/catalogue/stars";
import { TechnicalData } from "~/catalogue/technical-data";
import { telLink } from "~/config/site";
import { useFormatStyle } from "~/config/use-format-style";
import { useSite } from "~/config/use-site";
import { GetQuoteButton } from "~/enquiries/get-quote-button";
import { formatPrice } from "~/format/price";
import { datasheetPath, productPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { AddToCartButton } from "~/orders/add-to-cart";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import { CompareLink } from "./compare-link";
import { ProductCard } from "./product-card";

/**
 * A product's page: gallery, price, the enquiry and cart buttons, details, technical data and
 * related products; its data is the catalogue's (productPageData).
 */
export function ProductPage({ page }: { page: ProductPageData }) {
  const style = useFormatStyle();
  const { product, related, image, technical, crumbs, filters, inEnglish } = page;
  // Texts shown in English on a Gujarati or Hindi page: read with English rules, and said.
  const english = (field: (typeof inEnglish)[number]) =>
    inEnglish.includes(field) ? "en" : undefined;
  const site = useSite();
  const category = product.categories[0];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={m.product_breadcrumb()} className="mb-6 text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={c.path} className="flex min-w-0 items-center gap-1">
                {last ? (
                  <span aria-current="page" className="max-w-[16rem] truncate text-slate-700">
                    {c.name}
                  </span>
                ) : (
                  <>
                    <Link to={c.path} className="hover:text-brand-800 hover:underline">
                      {c.name}
                    </Link>
                    <Icon name="chevron-right" className="h-4 w-4 shrink-0 text-slate-400" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          key={product.id}
          images={product.images}
          title={product.title}
          initial={image}
        />
        <div>
          {category ? (
            <p className="text-xs font-bold uppercase tracking-widest text-accent-700">
              {category.subcategory ?? category.category}
            </p>
          ) : null}
          <h1
            className="mt-1 text-2xl font-bold leading-snug text-slate-900 sm:text-3xl"
            lang={english("title")}
          >
            {product.title}
          </h1>
          {inEnglish.length > 0 ? (
            <p className="mt-2 text-sm text-slate-600" data-testid="in-english-note">
              {m.product_in_english_note()}{" "}
              {/* Another language's page: a plain link (a new document with its own scripts). */}
              <a
                href={productPath(product.id)}
                hrefLang="en"
                className="font-semibold text-brand-800 hover:underline"
              >
                {m.product_in_english_link()}
              </a>
            </p>
          ) : null}
          <div className="mt-3 flex items-center gap-2 text-sm text-slate-600" data-testid="rating">
            <Stars value={product.star} size="md" />
            <span>
              {m.product_rating({ star: product.star })} ·{" "}
              <span data-testid="review-count">
                {m.product_reviews({ count: product.reviewCount })}
              </span>
            </span>
          </div>
          <p
            className="mt-5 text-3xl font-extrabold text-brand-900"
            data-testid="price"
            translate="no"
          >
            {formatPrice(product.pricePaise, style)}
          </p>
          <p className="text-xs text-slate-500">{m.product_price_note()}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <GetQuoteButton product={{ id: product.id, title: product.title }} />
            <AddToCartButton product={product} />
            <CompareLink
              id={product.id}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {m.product_compare()}
            </CompareLink>
            <a
              href={telLink(site.phone)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Icon name="phone" className="h-5 w-5" /> {m.product_call({ phone: site.phone })}
            </a>
          </div>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {/* A plain link: the PDF is a resource route, not a page React Router renders. */}
            <a
              href={localHref(datasheetPath(product.id))}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
              data-testid="datasheet-link"
            >
              <Icon name="file-down" className="h-4 w-4" />
              {m.product_datasheet()}
            </a>
            <Link
              to="/service"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
            >
              <Icon name="map-pin" className="h-4 w-4" />
              {m.frame_find_service()}
            </Link>
          </p>
          {product.categories.length > 0 ? (
            <p className="mt-6 text-sm text-slate-600">
              {m.product_category_label()}{" "}
              {product.categories.map((c, i) => (
                <span key={`${c.category}-${i}`}>
                  {i > 0 ? ", " : ""}
                  <Link
                    to={`/shop?${new URLSearchParams({ category: filters[i]?.category ?? c.category })}`}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {c.category}
                  </Link>
                  {c.subcategory ? ` › ${c.subcategory}` : ""}
                </span>
              ))}
            </p>
          ) : null}
          <DetailList
            id="specification-heading"
            title={m.product_specification()}
            items={product.specification}
            empty={m.product_no_specification()}
            className="mt-8"
            lang={english("specification")}
          />
        </div>
      </div>
      <TechnicalData view={technical} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DetailList
          id="features-heading"
          title={m.product_features()}
          items={product.features}
          empty={m.product_no_features()}
          lang={english("features")}
        />
        <DetailList
          id="description-heading"
          title={m.product_description()}
          items={product.description}
          empty={m.product_no_description()}
          lang={english("description")}
        />
      </div>
      {related.length > 0 && category ? (
        <section className="mt-14" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {m.product_more_in({ category: category.category })}
          </h2>
          <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}

/** One line of the stored text per item (spec §3), or the spec's empty text. */
export function DetailList({
  id,
  title,
  items,
  empty,
  className = "",
  lang,
}: {
  /** The heading's id (its English name: the same in every language). */
  id: string;
  title: string;
  items: string[];
  empty: string;
  className?: string;
  /** "en" when the lines are the English for want of a translation. */
  lang?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul
          className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700"
          lang={lang}
        >
          {items.map((line, i) => (
            // Lines may repeat; their order is their identity.
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
