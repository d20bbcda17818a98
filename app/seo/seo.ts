import type { MetaDescriptor } from "react-router";
import { defaultSite, type SiteDetails } from "~/config/site";
import { PRIVATE_PREFIXES } from "~/http/paths";
import {
  BASE_LOCALE,
  isLocale,
  isLocalisedPath,
  LANGUAGE_TAG,
  LOCALES,
  type Locale,
  localisePath,
} from "~/i18n/locales";
import type { ImageRef } from "~/media/image-ref";
import { mediaUrl } from "~/media/media-url";
import { variants } from "~/media/variants";

/**
 * Search-engine pieces, pure and isomorphic: page meta (title, description,
 * canonical, Open Graph), sitemap XML and robots.txt. Absolute URLs come from
 * BASE_URL, which the root loader hands to every page. The JSON-LD that only
 * some pages carry is kept apart, so the others do not download it:
 * breadcrumbs.ts (shop listings and products), organization.ts (the home page),
 * product-seo.ts (a product).
 */

export interface SeoContext {
  /** Absolute origin without a trailing slash, e.g. https://example.in */
  baseUrl: string;
  siteName: string;
  companyName: string;
  /** The page's language: its canonical URL, alternates and og:locale follow it. */
  locale: Locale;
}

/** What the root loader sends that page meta reads: BASE_URL, the site's names, the language. */
export interface SeoRoot {
  baseUrl?: string;
  site?: { shortName?: string; companyName?: string };
  locale?: unknown;
}

/** The context from the root loader's data (in meta) or the same values on the server. */
export function seoContextFrom(root: SeoRoot | undefined): SeoContext {
  const siteName = root?.site?.shortName ?? defaultSite.shortName;
  return {
    baseUrl: (root?.baseUrl ?? "").replace(/\/$/, ""),
    siteName,
    companyName: root?.site?.companyName ?? siteName,
    locale: isLocale(root?.locale) ? root.locale : BASE_LOCALE,
  };
}

/** Reads BASE_URL and the site names from the root loader's data among the meta matches. */
export function seoContext(matches: readonly unknown[]): SeoContext {
  return seoContextFrom((matches[0] as { loaderData?: SeoRoot } | undefined)?.loaderData);
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The largest derivative we deliver: what "open the image" and og:image point to. */
const FULL_SIZE_VARIANT = "w1280";

export function fullImagePath(id: string): string {
  return mediaUrl(id, FULL_SIZE_VARIANT);
}

/** Width and height of the full-size derivative (it never enlarges the original). */
export function fullImageSize(image: ImageRef): { width: number; height: number } {
  const max = variants[FULL_SIZE_VARIANT].width;
  const width = Math.min(max, image.width || max);
  const height = image.width ? Math.round((image.height * width) / image.width) : width;
  return { width, height };
}

/**
 * A description on one line. It does not cut: this runs in the browser too
 * (every page's meta), which never cuts text (app/format/shorten.ts). The
 * messages are written to fit a search snippet; a product's description is cut
 * by its loader (product-seo.ts productDescription).
 */
export function metaDescription(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The longest snippet search engines show, "…" included. */
export const META_DESCRIPTION_MAX = 160;

/** A shop listing URL in the same form as the shop's own links (URLSearchParams order). */
export function shopPath(filter: { category?: string; subcategory?: string; page?: number }) {
  const params = new URLSearchParams();
  if (filter.category) params.set("category", filter.category);
  if (filter.subcategory) params.set("subcategory", filter.subcategory);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const qs = params.toString();
  return qs ? `/shop?${qs}` : "/shop";
}

export interface PageSeo {
  /** The whole <title>. */
  title: string;
  description: string;
  /** Canonical path (with the query that defines the page, if any). */
  path: string;
  type?: "website" | "product";
  image?: { path: string; width?: number; height?: number; alt?: string };
  /** For listings that should be followed but not indexed (search results). */
  noindex?: boolean;
  /** The languages the page is indexed in, when not all (a product not yet translated). */
  languages?: readonly Locale[];
}

/**
 * The page at an English path in every language, and `x-default` (English):
 * what hreflang links and the sitemap's xhtml:links list. Empty for a path
 * with one English address only.
 */
function languageAlternates(baseUrl: string, path: string): { hrefLang: string; href: string }[] {
  if (!isLocalisedPath(path)) return [];
  return [
    ...LOCALES.map((l) => ({
      hrefLang: LANGUAGE_TAG[l],
      href: absoluteUrl(baseUrl, localisePath(path, l)),
    })),
    { hrefLang: "x-default", href: absoluteUrl(baseUrl, path) },
  ];
}

/** Of `languages`, those a page is indexed in: English, the x-default, always. */
const indexedLanguages = (languages: readonly Locale[] = LOCALES) =>
  LOCALES.filter((l) => l === BASE_LOCALE || languages.includes(l));

/**
 * The alternates of a page indexed in `languages` (all by default): a page
 * not yet translated into Gujarati is noindex at /gu, so no page names it.
 */
function indexedAlternates(baseUrl: string, path: string, languages?: readonly Locale[]) {
  const tags = new Set(indexedLanguages(languages).map((l) => LANGUAGE_TAG[l]));
  return languageAlternates(baseUrl, path).filter(
    (a) => a.hrefLang === "x-default" || tags.has(a.hrefLang),
  );
}

/**
 * Title, description, canonical link, language alternates and Open Graph tags
 * for an indexable page. `page.path` is the English path: the canonical is the
 * page's own language's (each language is indexed on its own URL). Pages kept
 * out of the index (noindexMeta) list no alternates: Google only uses
 * hreflang between indexable canonical pages.
 */
export function pageMeta(ctx: SeoContext, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(ctx.baseUrl, localisePath(page.path, ctx.locale));
  const description = metaDescription(page.description);
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: ctx.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LANGUAGE_TAG[ctx.locale].replace("-", "_") },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (!page.noindex) {
    for (const alt of indexedAlternates(ctx.baseUrl, page.path, page.languages))
      meta.push({ tagName: "link", rel: "alternate", ...alt });
  }
  if (page.image) {
    meta.push({ property: "og:image", content: absoluteUrl(ctx.baseUrl, page.image.path) });
    if (page.image.width)
      meta.push({ property: "og:image:width", content: String(page.image.width) });
    if (page.image.height)
      meta.push({ property: "og:image:height", content: String(page.image.height) });
    if (page.image.alt) meta.push({ property: "og:image:alt", content: page.image.alt });
  }
  if (page.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}

/** Pages for signed-in people, forms and errors: a title and "keep me out of the index". */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * Every page's title: its own words, then the configured site name
 * ("Sign in | Sabarmati Pumps"), so SITE_SHORT_NAME renames every tab.
 */
export function pageTitle(ctx: SeoContext, ...what: string[]): string {
  return [...what, ctx.siteName].join(" | ");
}

/** Title and noindex for a page kept out of search results (accounts, forms, errors). */
export function privateMeta(matches: readonly unknown[], ...what: string[]): MetaDescriptor[] {
  return noindexMeta(pageTitle(seoContext(matches), ...what));
}

/** An admin page's meta: "Leads | Admin | Sabarmati Pumps", never indexed. */
export function adminMeta(...what: string[]) {
  return ({ matches }: { matches: readonly unknown[] }) => privateMeta(matches, ...what, "Admin");
}

/** The business details the root loader resolved (environment overrides applied). */
export function rootSite(matches: readonly unknown[]): SiteDetails {
  const root = (matches[0] as { loaderData?: unknown } | undefined)?.loaderData as
    | { site?: SiteDetails }
    | undefined;
  return root?.site ?? defaultSite;
}

/** An Open Graph image from a fixed-size media variant (card, about, hero…). */
export function variantImage(
  id: string,
  variant: "card" | "about" | "hero" | "category",
  alt?: string,
): NonNullable<PageSeo["image"]> {
  const v = variants[variant];
  return { path: mediaUrl(id, variant), width: v.width, height: v.height, alt };
}

// ---- robots.txt -------------------------------------------------------------

/** Admin, account, cart, auth and API paths stay out of search engines. */
const ROBOTS_DISALLOW = PRIVATE_PREFIXES;

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

// ---- sitemap.xml ------------------------------------------------------------

/** Public pages that are not products or category listings. */
const SITEMAP_PAGES = [
  "/",
  "/shop",
  "/finder",
  "/about",
  "/contact",
  "/dealer",
  "/certificates",
  "/privacy",
  "/tandc",
] as const;

/**
 * The sitemap protocol allows 50,000 URLs per file. A product is a `<url>` in
 * each of the three languages, so products go 15,000 (45,000 URLs) to a part,
 * leaving the first part room for the pages and category listings.
 */
export const SITEMAP_PRODUCTS_PER_PART = 15_000;

/** 1 for a plain sitemap; more means /sitemap.xml is an index of `?part=N` files. */
export function sitemapPartCount(
  productCount: number,
  perPart = SITEMAP_PRODUCTS_PER_PART,
): number {
  return Math.max(1, Math.ceil(productCount / perPart));
}

export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** W3C date (YYYY-MM-DD) of a millisecond timestamp, in UTC. */
function w3cDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function sitemapUrl(
  loc: string,
  lastmod?: number,
  alternates: readonly { hrefLang: string; href: string }[] = [],
): string {
  const mod = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  const links = alternates
    .map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`,
    )
    .join("");
  return `<url><loc>${xmlEscape(loc)}</loc>${mod}${links}</url>\n`;
}

/**
 * A public page in the sitemap: one `<url>` per language, each listing every
 * language's URL and x-default, as Google asks of sitemap alternates.
 * `languages` limits it to the languages the page is indexed in (a product not
 * yet translated into Gujarati is noindex at /gu: neither listed nor named as
 * an alternate). English, the x-default, is always listed.
 */
export function sitemapPage(
  baseUrl: string,
  path: string,
  lastmod?: number,
  languages: readonly Locale[] = LOCALES,
): string {
  const indexed = indexedLanguages(languages);
  const alternates = indexedAlternates(baseUrl, path, languages);
  if (!alternates.length) return sitemapUrl(absoluteUrl(baseUrl, path), lastmod);
  return indexed
    .map((l) => sitemapUrl(absoluteUrl(baseUrl, localisePath(path, l)), lastmod, alternates))
    .join("");
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = "</urlset>\n";

/** The fixed part of the first sitemap: content pages and one listing per category. */
export function sitemapFixedUrls(baseUrl: string, categoryNames: string[]): string {
  return [...SITEMAP_PAGES, ...categoryNames.map((name) => shopPath({ category: name }))]
    .map((path) => sitemapPage(baseUrl, path))
    .join("");
}

export function sitemapIndex(baseUrl: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${xmlEscape(absoluteUrl(baseUrl, `/sitemap.xml?part=${i + 1}`))}</loc></sitemap>\n`,
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
