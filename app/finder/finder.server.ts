import { summaries, toSummary } from "~/catalogue/product-rows.server";
import { powerParts } from "~/catalogue/spec-display";
import type { DutyPoint } from "~/catalogue/specs";
import { PIPE_SIZES } from "~/catalogue/trade-sizes";
import { localiseSummaries } from "~/catalogue/translations.server";
import type { ProductSummary } from "~/catalogue/types";
import { formatInches, MM_PER_INCH } from "~/catalogue/units";
import type { DB } from "~/db/db.server";
import { ENGLISH, type FormatStyle, scriptDigits } from "~/format/digits";
import { formatMeasure, formatQuantity } from "~/format/numbers";
import { unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";
import { type FinderCandidate, type FinderMatch, installTypes, rankFinder } from "./finder";
import type { FinderQuery } from "./finder-query";

/**
 * The finder's reads: every pump that could answer (a curve, or head and
 * discharge ranges), narrowed by phase in SQL, with its category names for
 * the installation type. Three narrow queries, whatever the catalogue's size.
 */
async function finderCandidates(db: DB, phase: 1 | 3 | null): Promise<FinderCandidate[]> {
  let specs = db
    .selectFrom("product_spec as s")
    .innerJoin("product as p", "p.id", "s.product_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("s.head_max_m", "is not", null), eb("s.discharge_max_lpm", "is not", null)]),
        eb.exists(
          eb
            .selectFrom("product_duty_point as d")
            .select("d.product_id")
            .whereRef("d.product_id", "=", "s.product_id"),
        ),
      ]),
    );
  if (phase) specs = specs.where("s.phase", "=", phase);
  const [rows, points, names] = await Promise.all([
    specs
      .select([
        "p.id",
        "p.title",
        "p.price_paise",
        "s.phase",
        "s.borewell_mm",
        "s.head_min_m",
        "s.head_max_m",
        "s.discharge_min_lpm",
        "s.discharge_max_lpm",
      ])
      .execute(),
    specs
      .innerJoin("product_duty_point as d", "d.product_id", "s.product_id")
      .select(["d.product_id", "d.head_m", "d.discharge_lpm"])
      .orderBy("d.product_id")
      .orderBy("d.position")
      .execute(),
    specs
      .innerJoin("product_category as pc", "pc.product_id", "s.product_id")
      .innerJoin("category as c", "c.id", "pc.category_id")
      .leftJoin("subcategory as sc", "sc.id", "pc.subcategory_id")
      .select(["pc.product_id", "c.name as category", "sc.name as subcategory"])
      .execute(),
  ]);
  const curves = new Map<string, DutyPoint[]>();
  for (const p of points) {
    const list = curves.get(p.product_id) ?? [];
    list.push({ headM: p.head_m, dischargeLpm: p.discharge_lpm });
    curves.set(p.product_id, list);
  }
  const categoryNames = new Map<string, string[]>();
  for (const n of names) {
    const list = categoryNames.get(n.product_id) ?? [];
    list.push(n.category, ...(n.subcategory ? [n.subcategory] : []));
    categoryNames.set(n.product_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    pricePaise: r.price_paise,
    phase: r.phase === 1 || r.phase === 3 ? r.phase : null,
    types: installTypes(categoryNames.get(r.id) ?? [], r.borewell_mm),
    borewellMm: r.borewell_mm,
    curve: curves.get(r.id) ?? [],
    headM:
      r.head_min_m === null || r.head_max_m === null
        ? null
        : { min: r.head_min_m, max: r.head_max_m },
    dischargeLpm:
      r.discharge_min_lpm === null || r.discharge_max_lpm === null
        ? null
        : { min: r.discharge_min_lpm, max: r.discharge_max_lpm },
  }));
}

/** One answer as the page shows it: the card's data, the reason, and the facts that matter. */
export interface FinderResult extends FinderMatch {
  image: ProductSummary["image"];
  facts: string[];
}

/** "4 inch (100 mm)" in the language: the trade inch size, then millimetres. */
function borewellText(mm: number, style: FormatStyle): string {
  const inches = PIPE_SIZES.find(([size]) => size === mm)?.[1] ?? mm / MM_PER_INCH;
  const inch = scriptDigits(formatInches(inches), style.locale, style.nativeDigits);
  return `${inch} ${unitName("inch", style.locale)} (${formatMeasure(mm, "mm", style, 1)})`;
}

/** The most fits the page lists; the rest are counted. */
const FINDER_MAX_RESULTS = 24;

async function withCards(
  db: DB,
  matches: FinderMatch[],
  style: FormatStyle,
): Promise<FinderResult[]> {
  if (matches.length === 0) return [];
  const ids = matches.map((m) => m.id);
  const locale = { locale: style.locale };
  const [cards, facts] = await Promise.all([
    summaries(db).where("p.id", "in", ids).execute(),
    db
      .selectFrom("product_spec")
      .select(["product_id", "power_w", "phase", "borewell_mm", "stages"])
      .where("product_id", "in", ids)
      .execute(),
  ]);
  // Titles in the visitor's language, English where one is not translated.
  const shown = await localiseSummaries(db, style.locale, cards.map(toSummary));
  const byId = new Map(shown.map((c) => [c.id, c]));
  const factsById = new Map(
    facts.map((f) => [
      f.product_id,
      [
        f.power_w === null ? null : formatMeasure(powerParts(f.power_w).hp, "HP", style),
        f.phase === 1
          ? m.shop_phase_single({}, locale)
          : f.phase === 3
            ? m.shop_phase_three({}, locale)
            : null,
        f.borewell_mm === null
          ? null
          : m.shop_finder_fact_borewell({ size: borewellText(f.borewell_mm, style) }, locale),
        f.stages === null
          ? null
          : m.shop_finder_fact_stages({ stages: formatQuantity(f.stages, style) }, locale),
      ].filter((x): x is string => x !== null),
    ]),
  );
  return matches.map((match) => ({
    ...match,
    title: byId.get(match.id)?.title ?? match.title,
    image: byId.get(match.id)?.image ?? null,
    facts: factsById.get(match.id) ?? [],
  }));
}

/** The finder's whole answer for a question, ready for the page. */
export async function findPumps(db: DB, q: FinderQuery, style: FormatStyle = ENGLISH) {
  const answer = rankFinder(await finderCandidates(db, q.phase), q, style);
  const [fits, nearest] = await Promise.all([
    withCards(db, answer.fits.slice(0, FINDER_MAX_RESULTS), style),
    withCards(db, answer.nearest, style),
  ]);
  return {
    required: answer.required,
    considered: answer.considered,
    total: answer.fits.length,
    fits,
    nearest,
  };
}
