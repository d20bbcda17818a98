import { summaries, toSummary } from "~/catalogue/product-rows.server";
import { formatBorewell, powerParts } from "~/catalogue/spec-display";
import type { DutyPoint } from "~/catalogue/specs";
import type { ProductSummary } from "~/catalogue/types";
import type { DB } from "~/db/db.server";
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

/** The most fits the page lists; the rest are counted. */
const FINDER_MAX_RESULTS = 24;

async function withCards(db: DB, matches: FinderMatch[]): Promise<FinderResult[]> {
  if (matches.length === 0) return [];
  const ids = matches.map((m) => m.id);
  const [cards, facts] = await Promise.all([
    summaries(db).where("p.id", "in", ids).execute(),
    db
      .selectFrom("product_spec")
      .select(["product_id", "power_w", "phase", "borewell_mm", "stages"])
      .where("product_id", "in", ids)
      .execute(),
  ]);
  const byId = new Map(cards.map((c) => [c.id, toSummary(c)]));
  const factsById = new Map(
    facts.map((f) => [
      f.product_id,
      [
        f.power_w === null ? null : `${powerParts(f.power_w).hp} HP`,
        f.phase === 1 ? "Single phase" : f.phase === 3 ? "Three phase" : null,
        f.borewell_mm === null ? null : `${formatBorewell(f.borewell_mm)} borewell`,
        f.stages === null ? null : `${f.stages} stages`,
      ].filter((x): x is string => x !== null),
    ]),
  );
  return matches.map((m) => ({
    ...m,
    image: byId.get(m.id)?.image ?? null,
    facts: factsById.get(m.id) ?? [],
  }));
}

/** The finder's whole answer for a question, ready for the page. */
export async function findPumps(db: DB, q: FinderQuery) {
  const answer = rankFinder(await finderCandidates(db, q.phase), q);
  const [fits, nearest] = await Promise.all([
    withCards(db, answer.fits.slice(0, FINDER_MAX_RESULTS)),
    withCards(db, answer.nearest),
  ]);
  return {
    required: answer.required,
    considered: answer.considered,
    total: answer.fits.length,
    fits,
    nearest,
  };
}
