import { plainText } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { type Locale, PREFIXED_LOCALES, perPrefixedLocale } from "~/i18n/locales";
import { NAME_MAX } from "./category-schema";
import { MAX_PRODUCT_IMAGES, PRODUCT_LIMITS } from "./product-schema";

/**
 * Translated catalogue text (docs/languages.md, "Translated content"): the
 * admin's Translations forms and the spreadsheet's translated columns, one
 * schema for the browser and the server. Each field keeps its English twin's
 * limit and refuses control characters and markup with the form's message.
 * Isomorphic: no Node imports here.
 */

/** The languages content is translated into (English is the source). */
export const TRANSLATED_LOCALES = PREFIXED_LOCALES;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly unknown[]).includes(value);
}

/** The admin stays English: each language by its English name. */
export const LANGUAGE_NAME: Record<Locale, string> = {
  en: "English",
  gu: "Gujarati",
  hi: "Hindi",
};

/** One translated field against its English: nothing to translate, missing, out of date or current. */
export type FieldStatus = "none" | "missing" | "outdated" | "current";

/** A translation is out of date when the English it was made from is not the English now. */
export function fieldStatus(english: string, translated: string, source: string): FieldStatus {
  if (translated === "") return english.trim() === "" ? "none" : "missing";
  return source === english ? "current" : "outdated";
}

/** A product's translated text fields, in the order forms and spreadsheets list them. */
export const PRODUCT_TEXT_FIELDS = ["title", "description", "specification", "features"] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export const PRODUCT_FIELD_LABEL: Record<ProductTextField | "imageAlts", string> = {
  title: "Title",
  description: "Description",
  specification: "Specification",
  features: "Features",
  imageAlts: "Image descriptions",
};

/** Form field and spreadsheet column of a translated field: `title_gu`, `imageAlts_hi`. */
export const translatedName = (field: string, locale: TranslatedLocale) => `${field}_${locale}`;

const label = (what: string, locale: TranslatedLocale) => `${LANGUAGE_NAME[locale]} ${what}`;

function productFields(locale: TranslatedLocale) {
  const lines = (what: string) =>
    plainText(label(what.toLowerCase(), locale), PRODUCT_LIMITS.lines, {
      multiline: true,
      noMarkup: true,
    });
  return z.object({
    title: plainText(label("title", locale), PRODUCT_LIMITS.title, { noMarkup: true }),
    description: lines("Description"),
    specification: lines("Specification"),
    features: lines("Features"),
    imageAlts: z
      .array(
        plainText(label("image description", locale), PRODUCT_LIMITS.imageDescription, {
          noMarkup: true,
        }),
      )
      .max(MAX_PRODUCT_IMAGES),
  });
}

/** One language's version of a product; '' leaves a field untranslated (English is shown). */
export const productTranslationSchema = perPrefixedLocale(productFields);
export type ProductTranslationInput = z.output<ReturnType<typeof productFields>>;

/** A category's or subcategory's name in one language ('' = not translated). */
export const nameTranslationSchema = (locale: TranslatedLocale) =>
  plainText(label("name", locale), NAME_MAX, { noMarkup: true });

/** Field names of the category form: `name_gu`, and `sub<id>_gu` for each subcategory. */
export const categoryFieldName = (subcategoryId: number | null, locale: TranslatedLocale) =>
  translatedName(subcategoryId === null ? "name" : `sub${subcategoryId}`, locale);

/** What the product's Translations form posts, read into the schema's shape. */
export function productTranslationValues(form: FormData, locale: TranslatedLocale) {
  const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
  return {
    title: str(form.get(translatedName("title", locale))),
    description: str(form.get(translatedName("description", locale))),
    specification: str(form.get(translatedName("specification", locale))),
    features: str(form.get(translatedName("features", locale))),
    imageAlts: form.getAll(translatedName("imageAlts", locale)).map(str),
  };
}

/** Which fields the translator marked "still right for the current English". */
export const confirmName = (field: string, locale: TranslatedLocale) =>
  `current_${field}_${locale}`;
