import { type ReactNode, useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { StaleNotice } from "~/admin/kit/stale-notice";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import type { TranslationRefusal } from "~/catalogue/admin/translation-editor.server";
import { TranslationInput, TranslationRow } from "~/catalogue/admin/translation-fields";
import {
  type FieldStatus,
  LANGUAGE_NAME,
  type TranslatedLocale,
} from "~/catalogue/translation-schema";
import { useFormKey } from "~/forms/use-form-key";
import { ADMIN } from "~/http/paths";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";

/** One language's control in a row. */
export interface EditorField {
  locale: TranslatedLocale;
  /** The form field's name; several rows may share one (a product's photo descriptions). */
  name: string;
  /** Which of the fields of that name this is, for what was typed (0 unless names repeat). */
  index?: number;
  id: string;
  /** The name its error comes back under, when not `name`. */
  errorName?: string;
  confirmName: string;
  status: FieldStatus;
  source: string;
  text: string;
}

/** One translatable text: its English and a control per language. */
export interface EditorRow {
  key: string;
  label: string;
  english: string;
  aside?: ReactNode;
  multiline?: boolean;
  fields: EditorField[];
}

interface EditorProps<T> {
  /** What the loader read; the form is filled from the copy it first saw. */
  loaded: T;
  rows: (loaded: T) => EditorRow[];
  title: ReactNode;
  subtitle?: ReactNode;
  intro: string;
  /**
   * The version a save is checked against, when the save refuses stale work: live refreshes
   * bring newer copies, and the page says a save would be refused instead of moving the form.
   */
  version?: { of: (loaded: T) => number; changed: string };
}

const isRefusal = (answer: unknown): answer is TranslationRefusal =>
  typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === false;

/**
 * The Translations page of a product or a category (routes/admin/translate-*.tsx): each text's
 * English beside its Gujarati and Hindi, one save for all. Plain form controls, so it works with
 * JavaScript off; a refused save keeps what was typed.
 */
export function TranslationEditor<T>(props: EditorProps<T>) {
  const key = useFormKey(isRefusal(useActionData()));
  return <EditorForm key={key} {...props} />;
}

function EditorForm<T>({ loaded: latest, rows, title, subtitle, intro, version }: EditorProps<T>) {
  // With a version, the copy this form was filled from: live refreshes must not move it forward
  // (a save over English the translator has not seen is refused as stale).
  const [first] = useState(latest);
  const loaded = version ? first : latest;
  const changedMeanwhile = version ? version.of(latest) !== version.of(first) : false;
  const answer = useActionData();
  const failed = isRefusal(answer) ? answer : null;
  const navigation = useNavigation();
  useLiveRefresh();
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <p className="mt-2 text-sm">
        <Link to={ADMIN.translations} className="font-semibold text-brand-800 hover:underline">
          All translations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{intro}</p>
      {failed?.status === 409 || changedMeanwhile ? (
        <StaleNotice message={failed?.message ?? version?.changed ?? ""} />
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        {version ? <input type="hidden" name="updatedAt" value={version.of(loaded)} /> : null}
        {rows(loaded).map((row) => (
          <TranslationRow key={row.key} label={row.label} english={row.english} aside={row.aside}>
            {row.fields.map((f) => (
              <TranslationInput
                key={f.locale}
                id={f.id}
                name={f.name}
                lang={f.locale}
                language={LANGUAGE_NAME[f.locale]}
                status={f.status}
                source={f.source}
                value={failed?.values[f.name]?.[f.index ?? 0] ?? f.text}
                error={errors[f.errorName ?? f.name]}
                multiline={row.multiline}
                confirmName={f.confirmName}
              />
            ))}
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
