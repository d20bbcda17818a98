import type { ReactNode } from "react";
import type { FieldStatus } from "~/catalogue/translation-schema";

/**
 * The Translations pages' parts (routes/admin/translate-*.tsx): a field's
 * English beside its Gujarati and Hindi, each with its state. Plain form
 * controls, so a save works without JavaScript.
 */

const BADGE: Record<FieldStatus, { label: string; className: string } | null> = {
  none: null,
  missing: { label: "Missing", className: "bg-slate-100 text-slate-700" },
  outdated: { label: "Out of date", className: "bg-amber-100 text-amber-900" },
  current: { label: "Up to date", className: "bg-green-100 text-green-800" },
};

export function StatusBadge({ status }: { status: FieldStatus }) {
  const badge = BADGE[status];
  if (!badge) return null;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

const translationInputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 ${
    error
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
  }`;

/** One translatable field: the English on the left, then one column per language. */
export function TranslationRow({
  label,
  english,
  aside,
  children,
}: {
  label: string;
  english: string;
  /** Shown beside the English (a photo's thumbnail). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{label}</legend>
      <div className="grid gap-4 lg:grid-cols-3">
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-slate-500">English</p>
          <div className="mt-1 flex items-start gap-3">
            {aside}
            <p className="min-w-0 flex-1 whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {english.trim() === "" ? <span className="text-slate-500">(empty)</span> : english}
            </p>
          </div>
        </div>
        {children}
      </div>
    </fieldset>
  );
}

/** One language's control for a field, with its state, its error and, when out of date, what it was made from. */
export function TranslationInput({
  id,
  name,
  lang,
  language,
  status,
  source,
  value,
  error,
  multiline = false,
  confirmName,
}: {
  id: string;
  name: string;
  lang: string;
  language: string;
  status: FieldStatus;
  source: string;
  value: string;
  error?: string;
  multiline?: boolean;
  confirmName: string;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    lang,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: translationInputClass(error),
  } as const;
  return (
    <div data-translation={name} data-status={status}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-xs font-bold uppercase tracking-wider text-slate-500">
          {language}
        </label>
        <StatusBadge status={status} />
      </div>
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {status === "outdated" ? (
        <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-2 text-xs text-amber-900">
          <details>
            <summary className="cursor-pointer font-semibold">
              The English changed since this was translated
            </summary>
            <p className="mt-1 whitespace-pre-line break-words">Translated from: {source}</p>
          </details>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name={confirmName} className="h-4 w-4" />
            Still correct for the current English
          </label>
        </div>
      ) : null}
    </div>
  );
}
