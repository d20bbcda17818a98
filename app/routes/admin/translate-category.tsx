import { useEffect } from "react";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import {
  getCategoryTranslations,
  NO_SUCH_CATEGORY,
  saveCategoryTranslationsFromForm,
  TRANSLATIONS_SAVED,
} from "~/catalogue/admin/translation-editor.server";
import { TranslationInput, TranslationRow } from "~/catalogue/admin/translation-fields";
import {
  categoryFieldName,
  confirmName,
  LANGUAGE_NAME,
  TRANSLATED_LOCALES,
} from "~/catalogue/translation-schema";
import { appDb } from "~/db/db.server";
import { useFormKey } from "~/forms/use-form-key";
import { ADMIN, translateCategoryPath } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
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
  if (result === "missing") return notFound();
  if (result.ok)
    return redirect(translateCategoryPath(id), {
      headers: withFlash({ type: "success", message: TRANSLATIONS_SAVED }),
    });
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  return data({ ...result, values }, { status: result.status });
}

export const meta = adminMeta("Category translations");

export default function TranslateCategoryPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const key = useFormKey(Boolean(answer && "ok" in answer && !answer.ok));
  return <TranslateForm key={key} {...loaderData} />;
}

function TranslateForm({ category }: Route.ComponentProps["loaderData"]) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useLiveRefresh();
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const names = [
    { sub: null, label: "Category name", item: category.category },
    ...category.subcategories.map((s) => ({
      sub: s.id,
      label: `Subcategory “${s.english}”`,
      item: s,
    })),
  ];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <p className="mt-2 text-sm">
        <Link to={ADMIN.translations} className="font-semibold text-brand-800 hover:underline">
          All translations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        Translations: {category.category.english}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Leave a name empty to show the English. A renamed category keeps its translation, marked
        “Out of date” here until it is edited or confirmed.
      </p>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        {names.map(({ sub, label, item }) => (
          <TranslationRow key={sub ?? "category"} label={label} english={item.english}>
            {TRANSLATED_LOCALES.map((locale) => {
              const name = categoryFieldName(sub, locale);
              const t = item.text[locale];
              return (
                <TranslationInput
                  key={locale}
                  id={`t-${name}`}
                  name={name}
                  lang={locale}
                  language={LANGUAGE_NAME[locale]}
                  status={t.status}
                  source={t.source}
                  value={failed?.values[name] ?? t.text}
                  error={errors[name]}
                  confirmName={confirmName(sub === null ? "name" : `sub${sub}`, locale)}
                />
              );
            })}
          </TranslationRow>
        ))}
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {busy ? "Saving..." : "Save translations"}
        </button>
      </Form>
    </main>
  );
}
