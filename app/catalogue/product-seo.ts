import type { Product, ProductCategoryRef } from "~/catalogue/types";
import { shorten } from "~/format/shorten";
import { productPath } from "~/http/paths";
import { LANGUAGE_TAG, localisePath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { type Crumb, shopCrumbs } from "~/seo/breadcrumbs";
import {
  absoluteUrl,
  fullImagePath,
  fullImageSize,
  META_DESCRIPTION_MAX,
  metaDescription,
  type PageSeo,
  type SeoContext,
} from "~/seo/seo";

/** Search-engine pieces only the product page needs (kept apart so other pages do not download them). */

/** The Open Graph image of a product: its first picture, full size. */
export function productImage(product: Pick<Product, "images" | "title">): PageSeo["image"] {
  const first = product.images[0];
  if (!first) return undefined;
  return { path: fullImagePath(first.id), ...fullImageSize(first), alt: product.title };
}

/** The snippet under a product's title: price first, then what it is. */
export function productDescription(
  product: Pick<Product, "title" | "description" | "specification">,
  price: string,
): string {
  const about = product.description.join(" ") || product.specification.join("; ");
  return shorten(
    metaDescription(`${product.title} – ${price}. ${about}`),
    META_DESCRIPTION_MAX - 1,
  );
}

/** schema.org price: rupees with a dot and two decimals, e.g. "125000.00". */
export function schemaPrice(paise: number): string {
  return (Math.round(paise) / 100).toFixed(2);
}

/**
 * schema.org Product with an INR offer; a rating only when someone has
 * reviewed it; typed specifications as `additionalProperty` (PropertyValue
 * entries from spec-display.ts, made by the loader).
 */
export function productJsonLd(
  ctx: SeoContext,
  product: Product,
  properties: Record<string, unknown>[] = [],
): Record<string, unknown> {
  // The page's own address and language: each language's page describes the product in it.
  const url = absoluteUrl(ctx.baseUrl, localisePath(productPath(product.id), ctx.locale));
  const first = product.categories[0];
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    inLanguage: LANGUAGE_TAG[ctx.locale],
    sku: product.id,
    url,
    image: product.images.map((img) => absoluteUrl(ctx.baseUrl, fullImagePath(img.id))),
    description: shorten(
      metaDescription(
        product.description.join(" ") || product.specification.join("; ") || product.title,
      ),
      4999,
    ),
    brand: { "@type": "Brand", name: ctx.siteName },
    ...(first
      ? {
          category: first.subcategory ? `${first.category} > ${first.subcategory}` : first.category,
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: schemaPrice(product.pricePaise),
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: ctx.companyName },
    },
  };
  if (properties.length > 0) ld.additionalProperty = properties;
  if (product.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.star,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 0,
    };
  }
  return ld;
}

/**
 * A product's crumbs: its first category's listing, then the product. Names
 * are the product's (translated) ones; the listing paths use `filters`, the
 * English categories the shop filters by (the same as the product's in English).
 */
export function productCrumbs(
  product: Pick<Product, "id" | "title" | "categories">,
  filters: readonly ProductCategoryRef[] = product.categories,
): Crumb[] {
  const first = filters[0];
  const shown = product.categories[0];
  const names = [m.frame_home(), m.frame_shop(), shown?.category, shown?.subcategory ?? undefined];
  return [
    ...shopCrumbs({ category: first?.category, subcategory: first?.subcategory ?? undefined }).map(
      (c, i) => ({ ...c, name: names[i] ?? c.name }),
    ),
    { name: product.title, path: productPath(product.id) },
  ];
}
