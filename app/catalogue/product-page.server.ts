import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { LOCALES, type Locale } from "~/i18n/locales";
import { withCardTitles } from "./product-text";
import { getProduct } from "./products.server";
import { relatedProducts } from "./related.server";
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
