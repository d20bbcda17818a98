import type { CardSummary } from "~/catalogue/product-text";
import { Stars } from "~/catalogue/stars";
import { useFormatStyle } from "~/config/use-format-style";
import { formatPrice } from "~/format/price";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { CompareLink } from "~/shop/compare-link";
import { Link } from "~/ui/link";

export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: CardSummary;
  eager?: boolean;
  /** The page's largest image (the first card of a listing). */
  priority?: boolean;
}) {
  const style = useFormatStyle();
  return (
    // The card and its Compare link are siblings: a link cannot hold another.
    <div className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link to={productPath(product.id)} prefetch="intent" className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-slate-50">
          {product.image ? (
            <Image
              image={product.image}
              variant="card"
              alt=""
              eager={eager}
              priority={priority}
              className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          ) : null}
          {product.bestSell ? (
            <span className="absolute left-2 top-2 rounded-full bg-accent-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand-950">
              {m.product_bestseller()}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">
          <h3
            className="text-sm font-semibold text-slate-900 group-hover:text-brand-800"
            title={product.title}
          >
            <span aria-hidden="true">{product.shortTitle}</span>
            <span className="sr-only">{product.title}</span>
          </h3>
          <Stars value={product.star} count={product.reviewCount} />
          <p className="mt-auto text-base font-bold text-brand-900" translate="no">
            {formatPrice(product.pricePaise, style)}
          </p>
        </div>
      </Link>
      <CompareLink
        id={product.id}
        className="border-t border-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-600 hover:text-brand-800"
        label={m.product_compare_label({ title: product.title })}
      >
        {m.product_compare()}
      </CompareLink>
    </div>
  );
}
