import { absoluteUrl, type SeoContext, shopPath } from "./seo";

/** Breadcrumbs (Home › Shop › category › subcategory) and their JSON-LD: shop listings and products only. */

export interface Crumb {
  name: string;
  path: string;
}

/** Home › Shop › category › subcategory: where a shop listing sits (a subcategory alone too). */
export function shopCrumbs(where: { category?: string; subcategory?: string }): Crumb[] {
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
  ];
  const { category, subcategory } = where;
  if (category) crumbs.push({ name: category, path: shopPath({ category }) });
  if (subcategory) crumbs.push({ name: subcategory, path: shopPath({ category, subcategory }) });
  return crumbs;
}

export function breadcrumbJsonLd(ctx: SeoContext, crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(ctx.baseUrl, c.path),
    })),
  };
}
