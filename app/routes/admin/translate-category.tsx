import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { TranslationEditor } from "~/catalogue/admin/translation-editor";
import {
  answerTranslationSave,
  type CategoryTranslations,
  getCategoryTranslations,
  NO_SUCH_CATEGORY,
  saveCategoryTranslationsFromForm,
} from "~/catalogue/admin/translation-editor.server";
import { categoryFieldName, confirmName, TRANSLATED_LOCALES } from "~/catalogue/translation-schema";
import { appDb } from "~/db/db.server";
import { ADMIN, translateCategoryPath } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/translate-category";

const notFound = () =>
  redirect(ADMIN.translations, {
    headers: withFlash({ type: "error", message: NO_SUCH_CATEGORY }),
  });

const categoryId = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = categoryId(params.id);
  const category = id === null ? null : await getCategoryTranslations(appDb(), id);
  if (!category) throw notFound();
  return data({ category });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = categoryId(params.id);
  if (id === null) return notFound();
  const form = await request.formData();
  const result = await saveCategoryTranslationsFromForm(appDb(), admin, id, form);
  return answerTranslationSave(result, form, {
    page: translateCategoryPath(id),
    missing: NO_SUCH_CATEGORY,
  });
}

export const meta = adminMeta("Category translations");

/** The category's name, then each subcategory's. */
function rows(category: CategoryTranslations) {
  const names = [
    { sub: null, label: "Category name", item: category.category },
    ...category.subcategories.map((s) => ({
      sub: s.id,
      label: `Subcategory “${s.english}”`,
      item: s,
    })),
  ];
  return names.map(({ sub, label, item }) => ({
    key: String(sub ?? "category"),
    label,
    english: item.english,
    fields: TRANSLATED_LOCALES.map((locale) => {
      const name = categoryFieldName(sub, locale);
      return {
        locale,
        name,
        id: `t-${name}`,
        confirmName: confirmName(sub === null ? "name" : `sub${sub}`, locale),
        ...item.text[locale],
      };
    }),
  }));
}

export default function TranslateCategoryPage({ loaderData: { category } }: Route.ComponentProps) {
  return (
    <TranslationEditor
      loaded={category}
      rows={rows}
      title={`Translations: ${category.category.english}`}
      intro="Leave a name empty to show the English. A renamed category keeps its translation, marked “Out of date” here until it is edited or confirmed."
    />
  );
}
