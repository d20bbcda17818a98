import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { TranslationEditor } from "~/catalogue/admin/translation-editor";
import {
  answerTranslationSave,
  saveProductTranslationsFromForm,
} from "~/catalogue/admin/translation-editor.server";
import { NO_SUCH_PRODUCT } from "~/catalogue/product-schema";
import {
  confirmName,
  PRODUCT_FIELD_LABEL,
  PRODUCT_TEXT_FIELDS,
  TRANSLATED_LOCALES,
  translatedName,
} from "~/catalogue/translation-schema";
import type { ProductTranslations } from "~/catalogue/translations.server";
import { getProductTranslations } from "~/catalogue/translations.server";
import { appDb } from "~/db/db.server";
import { ADMIN, editProductPath, productPath, translateProductPath } from "~/http/paths";
import { Image } from "~/media/image";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/translate-product";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await getProductTranslations(appDb(), params.id);
  if (!product)
    throw redirect(ADMIN.translations, {
      headers: withFlash({ type: "error", message: NO_SUCH_PRODUCT }),
    });
  return data({ product });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const result = await saveProductTranslationsFromForm(appDb(), admin, params.id, form);
  return answerTranslationSave(result, form, {
    page: translateProductPath(params.id),
    missing: NO_SUCH_PRODUCT,
  });
}

export const meta = adminMeta("Translations");

/** The product's text fields, then each photo's description (all photos share a field name). */
function rows(product: ProductTranslations) {
  const texts = PRODUCT_TEXT_FIELDS.map((field) => ({
    key: field,
    label: PRODUCT_FIELD_LABEL[field],
    english: product.fields[field].gu.english,
    multiline: field !== "title",
    fields: TRANSLATED_LOCALES.map((locale) => {
      const name = translatedName(field, locale);
      const t = product.fields[field][locale];
      return { locale, name, id: `t-${name}`, confirmName: confirmName(field, locale), ...t };
    }),
  }));
  const photos = product.images.map((image, i) => ({
    key: image.mediaId,
    label: `Photo ${i + 1} description`,
    english: image.english || "(none: the title is used)",
    aside: (
      <Image
        image={{ id: image.mediaId, width: 160, height: 160, placeholder: "" }}
        variant="thumb"
        alt=""
        className="h-12 w-12 shrink-0 rounded object-cover"
      />
    ),
    fields: TRANSLATED_LOCALES.map((locale) => {
      const name = translatedName("imageAlts", locale);
      return {
        locale,
        name,
        index: i,
        id: `t-${name}-${i}`,
        errorName: translatedName(`imageAlts${i}`, locale),
        confirmName: confirmName(`imageAlts${i}`, locale),
        ...image.text[locale],
      };
    }),
  }));
  return [...texts, ...photos];
}

export default function TranslateProductPage({ loaderData: { product } }: Route.ComponentProps) {
  const english = product.fields.title.gu.english;
  return (
    <TranslationEditor
      loaded={product}
      rows={rows}
      title="Translations"
      subtitle={
        <>
          <Link to={productPath(product.id)} className="font-medium hover:underline">
            {english}
          </Link>{" "}
          ·{" "}
          <Link to={editProductPath(product.id)} className="hover:underline">
            Edit the English
          </Link>
        </>
      }
      intro="Leave a field empty to show the English. A translation whose English has changed since it was made stays on the site and is marked “Out of date” here until it is edited or confirmed."
      version={{
        of: (p) => p.updatedAt,
        changed:
          "Someone has changed the English of this product since you opened this page. Saving now would be refused.",
      }}
    />
  );
}
