import { Form, useNavigate } from "react-router";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import type { FacetView, FilterPanel, OptionView } from "~/shop/shop-filter-view";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";

/**
 * Filters on typed specifications for the category in view: each
 * option is a link with its count, and ranges can be typed in a plain GET
 * form, so all of it works without JavaScript and every view is a URL. The
 * loader writes every label and link (shop-filter-view.ts).
 */
export function ShopFilters({ panel }: { panel: FilterPanel | null }) {
  const navigate = useNavigate();
  if (!panel) return null;
  return (
    <section id="filters" aria-labelledby="filters-heading" className="scroll-mt-20">
      <h2
        id="filters-heading"
        className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500"
      >
        {panel.heading}
      </h2>
      <Form
        method="get"
        action={localHref("/shop")}
        // With JavaScript, leave the empty boxes out of the URL (a plain GET sends them all).
        onSubmit={(e) => {
          e.preventDefault();
          const query = new URLSearchParams();
          for (const [k, v] of new FormData(e.currentTarget)) {
            if (typeof v === "string" && v.trim() !== "") query.append(k, v.trim());
          }
          navigate(localHref(`/shop?${query}`));
        }}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4"
      >
        {panel.hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {panel.facets.map((f) => (
          <FacetGroup key={f.key} facet={f} />
        ))}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {m.shop_apply_ranges()}
          </button>
          {panel.clearHref ? (
            <Link
              to={panel.clearHref}
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {m.shop_clear_filters()}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function FacetGroup({ facet }: { facet: FacetView }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">
        {facet.label}
        {facet.unit ? <span className="font-normal text-slate-500"> ({facet.unit})</span> : null}
      </legend>
      <ul className="mt-1.5 space-y-0.5">
        {facet.options.map((o) => (
          <li key={o.label}>
            <OptionLink option={o} />
          </li>
        ))}
      </ul>
      {facet.range ? <RangeInputs facet={facet} range={facet.range} /> : null}
    </fieldset>
  );
}

const row = "flex items-center gap-2 rounded-md px-1.5 py-1 text-sm";

function OptionLink({ option }: { option: OptionView }) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${option.selected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"}`}
      >
        {option.selected ? <Icon name="check" className="h-3 w-3" /> : null}
      </span>
      {option.label}
      <span aria-hidden="true" className="ml-auto text-xs tabular-nums text-slate-500">
        {option.count}
      </span>
    </>
  );
  if (!option.href) {
    return (
      <span className={`${row} text-slate-400`}>
        {content}
        <span className="sr-only">{m.shop_option_empty()}</span>
      </span>
    );
  }
  return (
    <Link
      to={option.href}
      aria-label={option.name}
      aria-current={option.selected ? "true" : undefined}
      rel="nofollow"
      className={`${row} ${option.selected ? "font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`}
    >
      {content}
    </Link>
  );
}

const input =
  "w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

function RangeInputs({ facet, range }: { facet: FacetView; range: { min: string; max: string } }) {
  const unit = facet.unit ? ` (${facet.unit})` : "";
  const box = (end: "min" | "max", name: string, placeholder: string) => (
    <>
      <label className="sr-only" htmlFor={`${facet.key}-${end}`}>
        {name}
        {unit}
      </label>
      <input
        // Re-created when the URL changes, so it always shows the filter in force.
        key={`${end}-${range[end]}`}
        id={`${facet.key}-${end}`}
        name={`${facet.key}_${end}`}
        // Text, not type="number", which refuses Gujarati and Devanagari digits (૧.૫).
        type="text"
        inputMode="decimal"
        placeholder={placeholder}
        defaultValue={range[end]}
        className={input}
      />
    </>
  );
  return (
    <div className="mt-2 flex items-center gap-2 text-sm text-slate-600">
      {box("min", m.shop_range_from_label({ filter: facet.label }), m.shop_range_from())}
      <span aria-hidden="true">–</span>
      {box("max", m.shop_range_to_label({ filter: facet.label }), m.shop_range_to())}
    </div>
  );
}
