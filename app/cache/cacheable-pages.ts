import type { CatalogueTopic } from "~/changes/events.server";
import { pagePath } from "~/http/page-address";
import { splitLocale } from "~/i18n/locales";

/**
 * The public pages the page cache may keep, and what each shows: a change
 * published on one of its topics (app/changes/events.server.ts) drops it.
 * Everything else (accounts, cart, admin, /enquiry, APIs) is never cached.
 */
const PAGES: { path: RegExp; topics: readonly CatalogueTopic[] }[] = [
  // Hero (newest home image set), featured categories, bestsellers.
  { path: /^\/$/, topics: ["products", "categories", "image-sets"] },
  // The listing, and what a search there finds (the lexicon reads the text: search-words).
  { path: /^\/shop$/, topics: ["products", "categories", "search-words"] },
  // The product, its category names and related products.
  { path: /^\/productinfo\/[^/]+$/, topics: ["products", "categories"] },
  // Pump finder answers and comparisons: products' specs, prices and images, and
  // category names (the finder's installation types). Each query string is its own page.
  { path: /^\/(finder|compare)$/, topics: ["products", "categories"] },
  // Newest about image set, the category list.
  { path: /^\/about$/, topics: ["image-sets", "categories"] },
  // The first two certificate uploads.
  { path: /^\/certificates$/, topics: ["media"] },
  { path: /^\/sitemap\.xml$/, topics: ["products", "categories"] },
  // Text and site settings only (SITE_* are read at start; a restart empties the cache).
  { path: /^\/(contact|privacy|tandc|robots\.txt)$/, topics: [] },
];

/**
 * The topics a cacheable page or data request depends on, or null when it must
 * not be cached. A page under /gu or /hi depends on what its English twin does
 * (sitemap.xml and robots.txt have no twins: under a prefix they are 404s,
 * which are never stored).
 */
export function cacheableTopics(path: string): readonly CatalogueTopic[] | null {
  const page = pagePath(path);
  if (page !== path && /\.(xml|txt)$/.test(page)) return null;
  const english = splitLocale(page).path;
  for (const p of PAGES) if (p.path.test(english)) return p.topics;
  return null;
}
