import { requestFormatStyle } from "~/config/format-style.server";
import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { formatRupees } from "~/format/money";
import { LOCALES, type Locale } from "~/i18n/locales";
import { breadcrumbJsonLd } from "~/seo/breadcrumbs";
import { serverSeoContext } from "~/seo/seo-context.server";
import { productCrumbs, productDescription, productImage, productJsonLd } from "./product-seo";
import { withCardTitles } from "./product-text";
import { getProduct } from "./products.server";
import { relatedProducts } from "./related.server";
import { specProperties } from "./spec-display";
import { technicalView } from "./spec-view.server";
import { localiseProduct, localiseSummaries, untranslatedIn } from "./translations.server";

/**
 * What a product page shows in `locale`, or null for an unknown id: the product
 * and its related cards translated where they are (English per field where
 * not), whether the page reads in the language (`translated`: else it is kept
 * out of the index) and the languages it does (`languages`), the English categories the shop's filter links take
 * (`filters`), and the typed specifications laid out for the page (the pump
 * curve written in `style`: the language and the shop's digits).
 */
export async function loadProductPage(
  db: DB,
  id: string,
  locale: Locale,
  style: FormatStyle = { locale, nativeDigits: false },
) {
  const english = await getProduct(db, id);
  if (!english) return null;
  const [{ product, translated, inEnglish }, related, missing] = await Promise.all([
    localiseProduct(db, locale, english),
    relatedProducts(db, english.id)
      .then((cards) => localiseSummaries(db, locale, cards))
      .then(withCardTitles),
    untranslatedIn(db, [english.id]),
  ]);
  return {
    product,
    related,
    translated,
    // Texts shown in English for want of a translation: the page says so, and marks them.
    inEnglish,
    // The languages its page is indexed in: alternates name only those.
    languages: LOCALES.filter((l) => !missing.get(l)?.has(english.id)),
    filters: english.categories,
    // Laid out here, so the page's script needs none of the unit rules.
    technical: technicalView(product.specs, style),
  };
}

/**
 * Everything the product page at `url` shows (routes/site/product.tsx), in the URL's language,
 * or null for an unknown id. What only crawlers and the page's head read (JSON-LD, the cut
 * description, the crumbs and the share image) is made here, so the page's script carries none
 * of their rules.
 */
export async function productPageData(db: DB, id: string, url: URL) {
  const style = requestFormatStyle(url);
  const page = await loadProductPage(db, id, style.locale, style);
  if (!page) return null;
  const seo = serverSeoContext(style.locale);
  const crumbs = productCrumbs(page.product, page.filters);
  return {
    ...page,
    // ?image=N picks the main image without JavaScript (the thumbnails are links).
    image: Number.parseInt(url.searchParams.get("image") ?? "0", 10) || 0,
    jsonLd: productJsonLd(seo, page.product, specProperties(page.product.specs)),
    description: productDescription(page.product, formatRupees(page.product.pricePaise)),
    crumbs,
    crumbsJsonLd: breadcrumbJsonLd(seo, crumbs),
    shareImage: productImage(page.product),
  };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof productPageData>>>;
