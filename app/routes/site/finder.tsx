import { data, Form, useSubmit } from "react-router";
import { requestFormatStyle } from "~/config/format-style.server";
import { useFormatStyle } from "~/config/use-format-style";
import { appDb } from "~/db/db.server";
import { GetQuoteButton } from "~/enquiries/get-quote-button";
import { enquiryRequirement } from "~/enquiries/requirement";
import { findPumps } from "~/finder/finder.server";
import {
  BOREWELL_INCHES,
  type FinderField,
  type FinderValues,
  finderHref,
  INSTALL_LABELS,
  INSTALL_TYPES,
  inchText,
  parseFinder,
  requirementText,
} from "~/finder/finder-query";
import { DELIVERY_PIPES } from "~/finder/friction";
import { formatMeasure } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import { sentence } from "~/forms/sentence";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { productPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { compareHref } from "~/shop/compare";
import { CompareLink } from "~/shop/compare-link";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { Route } from "./+types/finder";

/**
 * GET /finder — the duty-point pump finder. A plain GET
 * form: the question is the URL, so every answer is a link to share, and the
 * page works without JavaScript. The ranking is app/finder/finder.ts. Its
 * words are messages/shop (`shop_finder_*`); the loader writes the field
 * messages, the reasons and the requirement in the page's language.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const style = requestFormatStyle(url);
  const form = parseFinder(url.searchParams, style);
  const q = form.query;
  const answer = q ? await findPumps(appDb(), q, style) : null;
  const bad = form.asked && !q;
  return data(
    {
      values: form.values,
      errors: form.errors,
      answer,
      asked: q
        ? {
            line: requirementText(q, style),
            href: finderHref(q),
            requirement: enquiryRequirement(q, style),
          }
        : null,
    },
    // A question that does not read is a bad request; the page still shows the form and why.
    { status: bad ? 400 : 200, headers: { "Cache-Control": PUBLIC_FRESH } },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: d?.asked
      ? pageTitle(
          ctx,
          m.shop_finder_meta_title_answer({ line: d.asked.line }),
          m.shop_finder_name(),
        )
      : pageTitle(ctx, m.shop_finder_meta_title()),
    description: m.shop_finder_meta_description(),
    path: "/finder",
    // Answers are followed but not indexed: the finder itself is the page to find.
    noindex: Boolean(d?.values.head || d?.values.discharge),
  });
};

type LoaderData = Route.ComponentProps["loaderData"];

export default function Finder({ loaderData }: Route.ComponentProps) {
  const { values, errors, answer, asked } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-xs font-bold uppercase tracking-widest text-accent-700">
        {m.shop_finder_name()}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {m.shop_finder_heading()}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{m.shop_finder_intro()}</p>
      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
        <FinderForm values={values} errors={errors} />
        {/* On a phone the answer comes first; the question, to change, below it. */}
        <section
          aria-labelledby="answer-heading"
          className={`min-w-0 flex-1 ${answer ? "max-lg:order-first" : ""}`}
        >
          {answer && asked ? <Answer answer={answer} asked={asked} /> : <Examples />}
        </section>
      </div>
    </main>
  );
}

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

function FinderForm({
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
function Examples() {
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

type AnswerData = NonNullable<LoaderData["answer"]>;
type Asked = NonNullable<LoaderData["asked"]>;

function Answer({ answer, asked }: { answer: AnswerData; asked: Asked }) {
  const { required: r, fits, nearest, total } = answer;
  const style = useFormatStyle();
  const heading =
    total === 0
      ? m.shop_finder_none_cover({ asked: asked.line })
      : m.shop_finder_cover({ count: total, asked: asked.line });
  return (
    <>
      <h2
        id="answer-heading"
        className="text-xl font-bold text-slate-900"
        data-testid="finder-heading"
      >
        {heading}
      </h2>
      {r.frictionM > 0 ? (
        <p
          className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
          data-testid="finder-friction"
        >
          {sentence(m.shop_finder_friction, {
            pipe: r.pipeMm === null ? "" : formatMeasure(r.pipeMm, "mm", style),
            assumed: r.pipeAssumed ? m.shop_finder_friction_assumed() : "",
            friction: formatMeasure(r.frictionM, "m", style, 1),
            head: <strong>{formatMeasure(r.totalHeadM, "m", style, 1)}</strong>,
            flow: formatMeasure(r.dischargeLpm, "LPM", style, 1),
          })}
        </p>
      ) : null}
      {fits.length > 0 ? (
        <>
          <ol
            className="mt-4 grid gap-3"
            aria-label={m.shop_finder_results_label()}
            data-testid="finder-results"
          >
            {fits.map((m, i) => (
              <ResultCard key={m.id} result={m} rank={i + 1} />
            ))}
          </ol>
          {total > fits.length ? (
            <p className="mt-3 text-sm text-slate-600">
              {m.shop_finder_showing_closest({ shown: fits.length, total })}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {fits.length > 1 ? (
              <Link
                to={compareHref(fits.slice(0, 4).map((m) => m.id))}
                className="rounded-lg border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {m.shop_finder_compare_top({ count: Math.min(4, fits.length) })}
              </Link>
            ) : null}
            <span className="text-sm text-slate-600">{m.shop_finder_not_sure()}</span>
            <GetQuoteButton requirement={asked.requirement} />
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{m.shop_finder_send_requirement()}</p>
          <div className="mt-4">
            <GetQuoteButton requirement={asked.requirement} />
          </div>
          {nearest.length > 0 ? (
            <>
              <h3 className="mt-8 text-base font-bold text-slate-900">
                {m.shop_finder_nearest_heading()}
              </h3>
              <ol
                className="mt-3 grid gap-3"
                aria-label={m.shop_finder_nearest_heading()}
                data-testid="finder-nearest"
              >
                {nearest.map((m) => (
                  <ResultCard key={m.id} result={m} nearest />
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-6 text-sm text-slate-600">
              {m.shop_finder_no_match()}{" "}
              <Link to="/finder" className="font-semibold text-brand-800 underline">
                {m.shop_finder_start_again()}
              </Link>
            </p>
          )}
        </>
      )}
    </>
  );
}

function ResultCard({
  result,
  rank,
  nearest = false,
}: {
  result: AnswerData["fits"][number];
  rank?: number;
  nearest?: boolean;
}) {
  const style = useFormatStyle();
  const href = productPath(result.id);
  return (
    <li
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4"
      data-testid="finder-result"
    >
      <Link
        to={href}
        prefetch="intent"
        className="block h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-50 sm:h-24 sm:w-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {result.image ? (
          <Image
            image={result.image}
            variant="card"
            alt=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-900 sm:text-base">
          {rank ? <span className="mr-1 text-slate-500">{rank}.</span> : null}
          <Link to={href} prefetch="intent" className="hover:text-brand-800 hover:underline">
            {result.title}
          </Link>
        </h3>
        <p
          className={`mt-1 text-sm font-medium ${nearest ? "text-amber-800" : "text-green-800"}`}
          data-testid="finder-reason"
        >
          {nearest ? `${m.shop_finder_nearest()} ` : null}
          {result.reason}
        </p>
        {result.facts.length > 0 ? (
          <p className="mt-1 text-xs text-slate-600">{result.facts.join(" · ")}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="font-bold text-brand-900">{formatPrice(result.pricePaise, style)}</span>
          <CompareLink
            id={result.id}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {m.shop_compare_button()}
          </CompareLink>
        </div>
      </div>
    </li>
  );
}
