import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useFetcher } from "react-router";
import { PageLinks } from "~/ui/page-links";
import { BackToDashboard } from "./back-to-dashboard";
import { type ActionResult, useFetcherToast } from "./use-fetcher-result";

/** The look of a filter's and a row's inputs and selects on admin list pages. */
export const FIELD_CLASS = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/**
 * One admin list (leads, orders): back link, title with the number of
 * matches, header actions, a GET filter form, the rows or an empty state,
 * and numbered page links. Pages bring their fields and rows; the filter
 * form is a plain GET form, so filtering works without JavaScript.
 */
export function AdminListPage<T>({
  title,
  total,
  actions,
  before,
  filters,
  listLabel,
  empty,
  items,
  row,
  page,
  pageCount,
  href,
}: {
  title: string;
  total: number;
  actions?: ReactNode;
  /** Anything the page shows above its filter (a form to start something new). */
  before?: ReactNode;
  /** The filter form's fields; its Filter button is added. */
  filters: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** What shows instead of the list when nothing matches. */
  empty: string;
  /** This page's items, each shown by `row` as an `<li>` with a key. */
  items: readonly T[];
  row(item: T): ReactNode;
  page: number;
  pageCount: number;
  /** A page's URL, keeping the filters. */
  href(page: number): string;
}) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {title} <span className="text-lg font-normal text-slate-500">({total})</span>
        </h1>
        {actions}
      </div>
      {before}
      <Form
        method="get"
        role="search"
        className="mt-5 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:flex-wrap sm:items-center"
      >
        {filters}
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          <Search className="h-4 w-4" aria-hidden="true" /> Filter
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="mt-6 space-y-5" aria-label={listLabel}>
          {items.map(row)}
        </ul>
      )}
      <PageLinks page={page} pageCount={pageCount} href={href} />
    </main>
  );
}

/** A filter's select: its label (read by screen readers), an "all" choice, then the choices. */
export function FilterSelect<V extends string>({
  id,
  name,
  label,
  all,
  value,
  choices,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  value: V | undefined | null;
  choices: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={FIELD_CLASS}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A row's status form (a fetcher form, so the list stays put; the action's
 * message is a toast): "Status of <name>", the choices and Update, which
 * reads "Saving..." while it saves.
 */
export function RowStatusForm<S extends string>({
  id,
  name,
  value,
  statuses,
  labels,
  className,
}: {
  id: string | number;
  name: string;
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  className: string;
}) {
  return (
    <RowSelectForm
      id={id}
      intent="status"
      field="status"
      label={`Status of ${name}`}
      value={value}
      choices={statuses.map((s) => ({ value: s, label: labels[s] }))}
      submit="Update"
      className={`flex flex-wrap items-center gap-2 ${className}`}
    />
  );
}

/**
 * One labelled choice for one row, posted by a fetcher (so the list stays
 * put) with the row's `intent` and `id`; the action's message is a toast, and
 * the button reads "Saving..." while it saves.
 */
export function RowSelectForm({
  id,
  intent,
  field,
  label,
  value,
  choices,
  submit,
  className,
  toastOnArrival = false,
}: {
  id: string | number;
  intent: string;
  /** The select's name; its id is `${field}-${id}`. */
  field: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  submit: string;
  className: string;
  /** Toast as soon as the answer arrives, not after the list reloads (see useFetcherResult). */
  toastOnArrival?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useFetcherToast(fetcher, undefined, toastOnArrival);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`${field}-${id}`} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select id={`${field}-${id}`} name={field} defaultValue={value} className={FIELD_CLASS}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? "Saving..." : submit}
      </button>
    </fetcher.Form>
  );
}
