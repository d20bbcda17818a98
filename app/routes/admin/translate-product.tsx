import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import {
  saveProductTranslationsFromForm,
  TRANSLATIONS_SAVED,
} from "~/catalogue/admin/translation-editor.server";
import { TranslationInput, TranslationRow } from "~/catalogue/admin/translation-fields";
import { NO_SUCH_PRODUCT } from "~/catalogue/product-schema";
import {
  confirmName,
  LANGUAGE_NAME,
  PRODUCT_FIELD_LABEL,
  PRODUCT_TEXT_FIELDS,
  TRANSLATED_LOCALES,
  translatedName,
} from "~/catalogue/translation-schema";
import { getProductTranslations } from "~/catalogue/translations.server";
import { appDb } from "~/db/db.server";
import { useFormKey } from "~/forms/use-form-key";
import { ADMIN, editProductPath, productPath, translateProductPath } from "~/http/paths";
import { Image } from "~/media/image";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
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
  if (result === "missing")
    return redirect(ADMIN.translations, {
      headers: withFlash({ type: "error", message: NO_SUCH_PRODUCT }),
    });
  if (result.ok)
    return redirect(translateProductPath(params.id), {
      headers: withFlash({ type: "success", message: TRANSLATIONS_SAVED }),
    });
  // What was typed comes back, so nothing is lost with JavaScript off.
  const values: Record<string, string[]> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = [...(values[k] ?? []), v];
  return data({ ...result, values }, { status: result.status });
}

export const meta = adminMeta("Translations");

export default function TranslateProductPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const key = useFormKey(Boolean(answer && "ok" in answer && !answer.ok));
  return <TranslateForm key={key} {...loaderData} />;
}

function TranslateForm({ product: latest }: Route.ComponentProps["loaderData"]) {
  // The copy this form was filled from; live refreshes must not move it forward
  // (a save over English the translator has not seen is refused as stale).
  const [product] = useState(latest);
  const changedMeanwhile = latest.updatedAt !== product.updatedAt;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  useLiveRefresh();
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const typed = (name: string, i = 0) => failed?.values[name]?.[i];
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const english = product.fields.title.gu.english;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <p className="mt-2 text-sm">
        <Link to={ADMIN.translations} className="font-semibold text-brand-800 hover:underline">
          All translations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Translations</h1>
      <p className="mt-1 text-sm text-slate-600">
        <Link to={productPath(product.id)} className="font-medium hover:underline">
          {english}
        </Link>{" "}
        ·{" "}
        <Link to={editProductPath(product.id)} className="hover:underline">
          Edit the English
        </Link>
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Leave a field empty to show the English. A translation whose English has changed since it
        was made stays on the site and is marked “Out of date” here until it is edited or confirmed.
      </p>
      {failed?.status === 409 || changedMeanwhile ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">
            {failed?.message ??
              "Someone has changed the English of this product since you opened this page. Saving now would be refused."}
          </p>
          <Link
            to={location.pathname}
            className="mt-2 inline-block rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
          >
            Load the latest version
          </Link>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="updatedAt" value={product.updatedAt} />
        {PRODUCT_TEXT_FIELDS.map((field) => (
          <TranslationRow
            key={field}
            label={PRODUCT_FIELD_LABEL[field]}
            english={product.fields[field].gu.english}
          >
            {TRANSLATED_LOCALES.map((locale) => {
              const t = product.fields[field][locale];
              const name = translatedName(field, locale);
              return (
                <TranslationInput
                  key={locale}
                  id={`t-${name}`}
                  name={name}
                  lang={locale}
                  language={LANGUAGE_NAME[locale]}
                  status={t.status}
                  source={t.source}
                  value={typed(name) ?? t.text}
                  error={errors[name]}
                  multiline={field !== "title"}
                  confirmName={confirmName(field, locale)}
                />
              );
            })}
          </TranslationRow>
        ))}
        {product.images.map((image, i) => (
          <TranslationRow
            key={image.mediaId}
            label={`Photo ${i + 1} description`}
            english={image.english || "(none: the title is used)"}
            aside={
              <Image
                image={{ id: image.mediaId, width: 160, height: 160, placeholder: "" }}
                variant="thumb"
                alt=""
                className="h-12 w-12 shrink-0 rounded object-cover"
              />
            }
          >
            {TRANSLATED_LOCALES.map((locale) => {
              const t = image.text[locale];
              const name = translatedName("imageAlts", locale);
              return (
                <TranslationInput
                  key={locale}
                  id={`t-${name}-${i}`}
                  name={name}
                  lang={locale}
                  language={LANGUAGE_NAME[locale]}
                  status={t.status}
                  source={t.source}
                  value={typed(name, i) ?? t.text}
                  error={errors[translatedName(`imageAlts${i}`, locale)]}
                  confirmName={confirmName(`imageAlts${i}`, locale)}
                />
              );
            })}
          </TranslationRow>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {busy ? "Saving..." : "Save translations"}
          </button>
        </div>
      </Form>
    </main>
  );
}
