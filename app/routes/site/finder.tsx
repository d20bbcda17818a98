import { data, Form, useSubmit } from "react-router";
import { formatInches, formatNumber } from "~/catalogue/number-format";
import { Icon } from "~/components/icon";
import { Image } from "~/components/image";
import { Link } from "~/components/link";
import { appDb } from "~/db/db.server";
import { GetQuoteButton } from "~/enquiries/get-quote-button";
import { enquiryRequirement } from "~/enquiries/requirement";
import { compareHref } from "~/finder/compare";
import { CompareLink } from "~/finder/compare-link";
import { findPumps } from "~/finder/finder.server";
import {
  BOREWELL_INCHES,
  type FinderField,
  type FinderValues,
  finderHref,
  INSTALL_LABELS,
  INSTALL_TYPES,
  parseFinder,
  requirementText,
} from "~/finder/finder-query";
import { DELIVERY_PIPES } from "~/finder/friction";
import { requestFormatStyle } from "~/format/format-style.server";
import { formatPrice } from "~/format/price";
import { useFormatStyle } from "~/format/use-format-style";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { productPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import type { Route } from "./+types/finder";

/**
 * GET /finder — the duty-point pump finder. A plain GET
 * form: the question is the URL, so every answer is a link to share, and the
 * page works without JavaScript. The ranking is app/finder/finder.ts.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const form = parseFinder(url.searchParams);
  const q = form.query;
  const answer = q ? await findPumps(appDb(), q, requestFormatStyle(url)) : null;
  const bad = form.asked && !q;
  return data(
    {
      values: form.values,
      errors: form.errors,
      answer,
      asked: q
        ? {
            line: requirementText(q),
            href: finderHref(q),
            requirement: enquiryRequirement(q),
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
      ? pageTitle(ctx, `Pumps for ${d.asked.line}`, "Pump finder")
      : pageTitle(ctx, "Pump finder: choose a pump by head and discharge"),
    description:
      "Tell us the head your pump must lift and the water you need: we list the pumps whose curves cover it, best fit first, with the reason.",
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
      <p className="text-xs font-bold uppercase tracking-widest text-accent-700">Pump finder</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        Which pump lifts your water?
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        Enter the total head the pump must lift (from the water level to the outlet) and the water
        you need. We check every pump's curve and list the ones that cover it, closest fit first.
      </p>
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
      aria-label="Pump finder"
    >
      {text("head", "Head (m)", "Water level to outlet, e.g. 45 m or 150 ft", "45 m")}
      {text(
        "discharge",
        "Discharge (LPM)",
        "Water you need, e.g. 60 LPM, 1 LPS, 3600 LPH",
        "60 LPM",
      )}
      {select("phase", "Power supply", [
        ["", "Any"],
        ["1", "Single phase"],
        ["3", "Three phase"],
      ])}
      {select("type", "Installation", [
        ["", "Any"],
        ...INSTALL_TYPES.map((t) => [t, INSTALL_LABELS[t]] as [string, string]),
      ])}
      {select(
        "borewell",
        "Borewell size",
        [["", "Any"], ...BOREWELL_INCHES.map((i) => [String(i), `${i} inch`] as [string, string])],
        "The pump must fit inside it",
      )}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          Pipe friction (optional)
        </legend>
        {text("pipe", "Total pipe length (m)", "Adds the friction loss to the head", "100 m")}
        {select("pipe_size", "Pipe size", [
          ["", "Choose for me"],
          ...DELIVERY_PIPES.map(
            ([mm, inch]) =>
              [String(mm), `${mm} mm (${formatInches(inch)} inch)`] as [string, string],
          ),
        ])}
      </fieldset>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-900"
      >
        <Icon name="search" className="h-5 w-5" /> Find pumps
      </button>
    </Form>
  );
}

const EXAMPLES = [
  ["45 m at 60 LPM, single phase", "/finder?head=45&discharge=60&phase=1"],
  ["A 4 inch borewell: 90 m at 30 LPM", "/finder?head=90&discharge=30&borewell=4"],
  [
    "An openwell: 20 m at 150 LPM, 200 m of pipe",
    "/finder?head=20&discharge=150&type=openwell&pipe=200",
  ],
] as const;

/** Before a question: what to measure, and questions to try. */
function Examples() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
      <h2 id="answer-heading" className="text-base font-bold text-slate-900">
        How to measure
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong>Head:</strong> from the lowest water level to the highest outlet, in metres (a
          borewell's pumping level plus the height of the tank).
        </li>
        <li>
          <strong>Discharge:</strong> the water you need, in litres a minute (1 LPS is 60 LPM).
        </li>
        <li>
          <strong>Long pipes</strong> lose head to friction: give the length and we add it.
        </li>
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">Try</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {EXAMPLES.map(([label, href]) => (
          <li key={href}>
            <Link
              to={href}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:border-brand-400 hover:text-brand-800"
            >
              {label}
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
  const heading =
    total === 0
      ? `No pump covers ${asked.line}`
      : `${total} ${total === 1 ? "pump covers" : "pumps cover"} ${asked.line}`;
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
          Friction in the pipe ({r.pipeMm} mm{r.pipeAssumed ? ", assumed for this flow" : ""}) adds{" "}
          {formatNumber(r.frictionM, 1)} m, so the pumps below are checked for{" "}
          <strong>{formatNumber(r.totalHeadM, 1)} m</strong> at {formatNumber(r.dischargeLpm, 1)}{" "}
          LPM.
        </p>
      ) : null}
      {fits.length > 0 ? (
        <>
          <ol
            className="mt-4 grid gap-3"
            aria-label="Pumps that cover it"
            data-testid="finder-results"
          >
            {fits.map((m, i) => (
              <ResultCard key={m.id} result={m} rank={i + 1} />
            ))}
          </ol>
          {total > fits.length ? (
            <p className="mt-3 text-sm text-slate-600">
              Showing the {fits.length} closest of {total}. Narrow it with phase, installation or
              borewell size.
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {fits.length > 1 ? (
              <Link
                to={compareHref(fits.slice(0, 4).map((m) => m.id))}
                className="rounded-lg border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Compare the top {Math.min(4, fits.length)}
              </Link>
            ) : null}
            <span className="text-sm text-slate-600">Not sure? Ask us:</span>
            <GetQuoteButton requirement={asked.requirement} />
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Send us your requirement and our engineers will suggest a pump or a custom set.
          </p>
          <div className="mt-4">
            <GetQuoteButton requirement={asked.requirement} />
          </div>
          {nearest.length > 0 ? (
            <>
              <h3 className="mt-8 text-base font-bold text-slate-900">The nearest models</h3>
              <ol
                className="mt-3 grid gap-3"
                aria-label="The nearest models"
                data-testid="finder-nearest"
              >
                {nearest.map((m) => (
                  <ResultCard key={m.id} result={m} nearest />
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-6 text-sm text-slate-600">
              No pump matches the phase, installation or borewell size chosen.{" "}
              <Link to="/finder" className="font-semibold text-brand-800 underline">
                Start again
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
          {nearest ? "Nearest: " : null}
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
            Compare
          </CompareLink>
        </div>
      </div>
    </li>
  );
}
