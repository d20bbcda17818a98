import { Check } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import {
  CHOICE_FILTERS,
  type Facet,
  type FacetOption,
  type FilterKey,
  hasFilters,
  NO_FILTERS,
  type RangeFilterKey,
  type SpecFilters,
} from "~/catalogue/shop-filters";
import { type ShopParams, shopHref } from "~/catalogue/shop-query";
import { formatNumber } from "~/catalogue/units";

function withFilter(filters: SpecFilters, key: FilterKey, value: FacetOption["value"] | null) {
  const next: SpecFilters = { ...filters };
  if (value === null) delete next[key];
  else Object.assign(next, { [key]: value });
  return next;
}

/**
 * Filters on typed specifications for the category in view (issue 13): each
 * option is a link with its count, and ranges can be typed in a plain GET
 * form, so all of it works without JavaScript and every view is a URL.
 */
export function ShopFilters({ params, facets }: { params: ShopParams; facets: Facet[] }) {
  const navigate = useNavigate();
  if (facets.length === 0) return null;
  const where = params.subcategory || params.category;
  return (
    <section id="filters" aria-labelledby="filters-heading" className="scroll-mt-20">
      <h2
        id="filters-heading"
        className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500"
      >
        Filter {where}
      </h2>
      <Form
        method="get"
        action="/shop"
        // With JavaScript, leave the empty boxes out of the URL (a plain GET sends them all).
        onSubmit={(e) => {
          e.preventDefault();
          const query = new URLSearchParams();
          for (const [k, v] of new FormData(e.currentTarget)) {
            if (typeof v === "string" && v.trim() !== "") query.append(k, v.trim());
          }
          navigate(`/shop?${query}`);
        }}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4"
      >
        {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
        {params.subcategory ? (
          <input type="hidden" name="subcategory" value={params.subcategory} />
        ) : null}
        {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
        {params.sort !== "newest" ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {CHOICE_FILTERS.map((k) =>
          params.filters[k] !== undefined ? (
            <input key={k} type="hidden" name={k} value={params.filters[k]} />
          ) : null,
        )}
        {facets.map((f) => (
          <FacetGroup key={f.key} facet={f} params={params} />
        ))}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Apply ranges
          </button>
          {hasFilters(params.filters) ? (
            <Link
              to={shopHref(params, { filters: NO_FILTERS, page: 1 })}
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function FacetGroup({ facet, params }: { facet: Facet; params: ShopParams }) {
  const range = facet.key !== "phase" && facet.key !== "borewell";
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">
        {facet.label}
        {facet.unit ? <span className="font-normal text-slate-500"> ({facet.unit})</span> : null}
      </legend>
      <ul className="mt-1.5 space-y-0.5">
        {facet.options.map((o) => (
          <li key={o.label}>
            <OptionLink option={o} facet={facet} params={params} />
          </li>
        ))}
      </ul>
      {range ? <RangeInputs facet={facet} params={params} /> : null}
    </fieldset>
  );
}

function OptionLink({
  option,
  facet,
  params,
}: {
  option: FacetOption;
  facet: Facet;
  params: ShopParams;
}) {
  const box = (
    <span
      aria-hidden="true"
      className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${option.selected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"}`}
    >
      {option.selected ? <Check className="h-3 w-3" strokeWidth={3} /> : null}
    </span>
  );
  const count = (
    <span aria-hidden="true" className="ml-auto text-xs tabular-nums text-slate-500">
      {formatNumber(option.count)}
    </span>
  );
  const name = `${option.label}, ${option.count} ${option.count === 1 ? "product" : "products"}`;
  const row = "flex items-center gap-2 rounded-md px-1.5 py-1 text-sm";
  if (option.count === 0 && !option.selected) {
    return (
      <span className={`${row} text-slate-400`}>
        {box}
        {option.label}
        <span className="sr-only">, no products</span>
        {count}
      </span>
    );
  }
  return (
    <Link
      to={shopHref(params, {
        filters: withFilter(params.filters, facet.key, option.selected ? null : option.value),
        page: 1,
      })}
      aria-label={name}
      aria-current={option.selected ? "true" : undefined}
      rel="nofollow"
      className={`${row} ${option.selected ? "font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`}
    >
      {box}
      {option.label}
      {count}
    </Link>
  );
}

function RangeInputs({ facet, params }: { facet: Facet; params: ShopParams }) {
  const key = facet.key as RangeFilterKey;
  const current = params.filters[key];
  const unit = facet.unit ? ` (${facet.unit})` : "";
  const input =
    "w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
  return (
    <div className="mt-2 flex items-center gap-2 text-sm text-slate-600">
      <label className="sr-only" htmlFor={`${key}-min`}>
        {facet.label} from{unit}
      </label>
      <input
        // Re-created when the URL changes, so it always shows the filter in force.
        key={`min-${current?.min ?? ""}`}
        id={`${key}-min`}
        name={`${key}_min`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="From"
        defaultValue={current?.min ?? ""}
        className={input}
      />
      <span aria-hidden="true">–</span>
      <label className="sr-only" htmlFor={`${key}-max`}>
        {facet.label} to{unit}
      </label>
      <input
        key={`max-${current?.max ?? ""}`}
        id={`${key}-max`}
        name={`${key}_max`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="To"
        defaultValue={current?.max ?? ""}
        className={input}
      />
    </div>
  );
}
