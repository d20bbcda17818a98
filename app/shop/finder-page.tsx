import type { MetaDescriptor } from "react-router";
import { useFormatStyle } from "~/config/use-format-style";
import { GetQuoteButton } from "~/enquiries/get-quote-button";
import { Examples, FinderForm } from "~/finder/finder-form";
import { formatMeasure } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import { sentence } from "~/forms/sentence";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { pageMeta, pageTitle, type SeoContext } from "~/seo/seo";
import { Link } from "~/ui/link";
import { compareHref } from "./compare";
import { CompareLink } from "./compare-link";
import type { FinderPageData } from "./finder-page.server";

/**
 * The duty-point pump finder's page (/finder). Its question is the finder's
 * (app/finder/finder-form.tsx); it lives with the shop because its answers are the shop's
 * product cards, with Compare and Get Quote.
 */

/** The finder's title, description and address; an answer is followed but not indexed. */
export function finderMeta(ctx: SeoContext, d: FinderPageData | undefined): MetaDescriptor[] {
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
}

/** /finder: the question beside its answer (or, before one, what to measure). */
export function FinderPage({ data }: { data: FinderPageData }) {
  const { values, errors, answer, asked } = data;
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

type AnswerData = NonNullable<FinderPageData["answer"]>;
type Asked = NonNullable<FinderPageData["asked"]>;

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
