import { Form, useSubmit } from "react-router";
import { useFormatStyle } from "~/config/use-format-style";
import { formatMeasure } from "~/format/numbers";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import {
  BOREWELL_INCHES,
  type FinderField,
  type FinderValues,
  INSTALL_LABELS,
  INSTALL_TYPES,
  inchText,
} from "./finder-fields";
import { DELIVERY_PIPES } from "./friction";

/**
 * The finder's question (/finder): a plain GET form, so the question is the URL and the page
 * works without JavaScript; and, before a question, what to measure and questions to try.
 */

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 ${
    error
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
  }`;

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: FinderField;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`finder-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`finder-${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`finder-${name}-error`} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(name: FinderField, error?: string, hint?: boolean) {
  return error ? `finder-${name}-error` : hint ? `finder-${name}-hint` : undefined;
}

export function FinderForm({
  values,
  errors,
}: {
  values: FinderValues;
  errors: Partial<Record<FinderField, string>>;
}) {
  const text = (name: FinderField, label: string, hint: string, placeholder: string) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      <input
        id={`finder-${name}`}
        name={name}
        type="text"
        defaultValue={values[name]}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors[name], true)}
        className={inputClass(errors[name])}
      />
    </Field>
  );
  const select = (name: FinderField, label: string, options: [string, string][], hint?: string) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      <select
        id={`finder-${name}`}
        name={name}
        defaultValue={options.some(([v]) => v === values[name]) ? values[name] : ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors[name], Boolean(hint))}
        className={inputClass(errors[name])}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </Field>
  );
  const submit = useSubmit();
  const style = useFormatStyle();
  const any: [string, string] = ["", m.shop_finder_any()];
  return (
    <Form
      method="get"
      action={localHref("/finder")}
      noValidate
      // With JavaScript, the empty choices stay out of the shared link.
      onSubmit={(event) => {
        event.preventDefault();
        const entries = [...new FormData(event.currentTarget)].filter(([, v]) => v !== "");
        submit(new URLSearchParams(entries as [string, string][]), {
          method: "get",
          action: localHref("/finder"),
        });
      }}
      className="grid w-full shrink-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:w-80"
      aria-label={m.shop_finder_name()}
    >
      {/* The placeholders are what the reader accepts, in every language. */}
      {text("head", m.shop_finder_head_label(), m.shop_finder_head_hint(), "45 m")}
      {text("discharge", m.shop_finder_discharge_label(), m.shop_finder_discharge_hint(), "60 LPM")}
      {select("phase", m.shop_finder_power_label(), [
        any,
        ["1", m.shop_phase_single()],
        ["3", m.shop_phase_three()],
      ])}
      {select("type", m.shop_finder_installation_label(), [
        any,
        ...INSTALL_TYPES.map((t) => [t, INSTALL_LABELS[t]()] as [string, string]),
      ])}
      {select(
        "borewell",
        m.shop_filter_borewell(),
        [any, ...BOREWELL_INCHES.map((i) => [String(i), inchText(i, style)] as [string, string])],
        m.shop_finder_borewell_hint(),
      )}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {m.shop_finder_pipe_legend()}
        </legend>
        {text("pipe", m.shop_finder_pipe_label(), m.shop_finder_pipe_hint(), "100 m")}
        {select("pipe_size", m.shop_finder_pipe_size_label(), [
          ["", m.shop_finder_pipe_size_auto()],
          ...DELIVERY_PIPES.map(
            ([mm, inch]) =>
              [String(mm), `${formatMeasure(mm, "mm", style)} (${inchText(inch, style)})`] as [
                string,
                string,
              ],
          ),
        ])}
      </fieldset>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-900"
      >
        <Icon name="search" className="h-5 w-5" /> {m.shop_finder_submit()}
      </button>
    </Form>
  );
}

const EXAMPLES = [
  [m.shop_finder_try_1, "/finder?head=45&discharge=60&phase=1"],
  [m.shop_finder_try_2, "/finder?head=90&discharge=30&borewell=4"],
  [m.shop_finder_try_3, "/finder?head=20&discharge=150&type=openwell&pipe=200"],
] as const;

/** Before a question: what to measure, and questions to try. */
export function Examples() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
      <h2 id="answer-heading" className="text-base font-bold text-slate-900">
        {m.shop_finder_measure_heading()}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong>{m.shop_finder_measure_head_term()}</strong> {m.shop_finder_measure_head()}
        </li>
        <li>
          <strong>{m.shop_finder_measure_discharge_term()}</strong>{" "}
          {m.shop_finder_measure_discharge()}
        </li>
        <li>
          <strong>{m.shop_finder_measure_pipes_term()}</strong> {m.shop_finder_measure_pipes()}
        </li>
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">{m.shop_finder_try()}</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {EXAMPLES.map(([label, href]) => (
          <li key={href}>
            <Link
              to={href}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:border-brand-400 hover:text-brand-800"
            >
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
