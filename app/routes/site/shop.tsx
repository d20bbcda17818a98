import { data } from "react-router";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { breadcrumbJsonLd, shopCrumbs } from "~/seo/breadcrumbs";
import { pageMeta, pageTitle, seoContext, shopPath, variantImage } from "~/seo/seo";
import { hasFilters, NO_FILTERS } from "~/shop/shop-filters";
import { ShopPage } from "~/shop/shop-page";
import { loadShopPage } from "~/shop/shop-page.server";
import type { Route } from "./+types/shop";

/**
 * GET /shop (and /gu/shop, /hi/shop) — all of its state is in the URL, so every view is a link
 * and works without JavaScript. The loader writes the texts in the URL's language.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return data(await loadShopPage(appDb(), url.searchParams, requestFormatStyle(url)), {
    headers: { "Cache-Control": PUBLIC_FRESH },
  });
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  const heading = d?.shown.subcategory || d?.shown.category || m.shop_all_products();
  const card = d?.result.items.find((p) => p.image)?.image;
  const where = { category: d?.params.category, subcategory: d?.params.subcategory };
  return [
    ...pageMeta(ctx, {
      title: pageTitle(ctx, heading, m.shop_title()),
      description: m.shop_meta_description({ what: heading.toLowerCase() }),
      // Sort order and search text do not make a different page; the filter and page do.
      path: shopPath({
        category: d?.params.category,
        subcategory: d?.params.subcategory,
        page: d?.params.page,
      }),
      image: card ? variantImage(card.id, "card", heading) : undefined,
      // Searches and spec filters are followed but kept out of the index (endless near-duplicates).
      noindex: Boolean(d?.params.q) || hasFilters(d?.params.filters ?? NO_FILTERS),
    }),
    // Where this listing sits: Home › Shop › category › subcategory.
    { "script:ld+json": breadcrumbJsonLd(ctx, shopCrumbs(where)) },
  ];
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopPage page={loaderData} />;
}
