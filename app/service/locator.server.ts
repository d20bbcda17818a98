import { readItemId } from "~/admin/kit/edit-in-place.server";
import { telLink, whatsappLink } from "~/config/site";
import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { formatQuantity } from "~/format/numbers";
import { GST_STATES } from "~/forms/gstin";
import { SERVICE } from "~/http/paths";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { pageItems } from "~/paging/page-buttons";
import { readPage } from "~/paging/page-number";
import { readPin } from "~/places/pin";
import { lookupPin, stateNearPin } from "~/places/pincode.server";
import { districtName, stateName } from "~/places/place-names";
import { KIND_LABEL } from "./service-fields";
import {
  type Basis,
  cachedDirectory,
  type Directory,
  nearestPoints,
  type PointFilter,
  pointsInState,
  type ServicePoint,
  statesWithPoints,
} from "./service-points.server";
import { whereabouts } from "./service-requests.server";

/**
 * The "find the nearest" page's answer (docs/after-sales.md, "The locator"),
 * every word and figure written here in the page's language, so the page's
 * script carries none of it: a PIN in any script's digits gives the nearest
 * active dealers and service points, filtered by kind and category; a
 * malformed or unknown PIN gets a clear message and a state's list.
 */

/** Points the nearest list shows. */
const NEAREST = 6;

/** A point as a visitor's card shows it, its words in the page's language. */
export interface PointCard {
  id: number;
  name: string;
  kind: string;
  address: string;
  place: string;
  distance: string | null;
  hours: string | null;
  phone: string;
  call: string | null;
  whatsapp: string | null;
  directions: string;
  /** schema.org LocalBusiness for the page's JSON-LD. */
  jsonLd: Record<string, unknown>;
}

/** The card of a point: distance rounded to a kilometre (the PINs' middles are that rough). */
export function pointCard(p: ServicePoint, style: FormatStyle): PointCard {
  const locale = style.locale;
  const place = `${districtName(p.stateCode, p.district, locale)}, ${stateName(p.stateCode, p.state, locale)} ${p.pin}`;
  const destination = [p.name, p.address, p.district, p.state, p.pin, "India"]
    .filter(Boolean)
    .join(", ");
  return {
    id: p.id,
    name: p.name,
    kind: KIND_LABEL[p.kind](),
    address: p.address,
    place,
    distance:
      p.distanceKm === null
        ? null
        : m.service_distance_km({
            km: formatQuantity(Math.max(1, Math.round(p.distanceKm)), style, 0),
          }),
    hours: p.hours ? m.service_hours({ hours: p.hours }) : null,
    phone: p.phone,
    call: p.phone ? telLink(p.phone) : null,
    whatsapp: p.whatsapp ? whatsappLink({ whatsappNumber: p.whatsapp }) : null,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`,
    jsonLd: {
      "@type": "LocalBusiness",
      name: p.name,
      ...(p.phone ? { telephone: p.phone } : {}),
      address: {
        "@type": "PostalAddress",
        ...(p.address ? { streetAddress: p.address } : {}),
        addressLocality: p.district,
        addressRegion: p.state,
        postalCode: p.pin,
        addressCountry: "IN",
      },
      ...(p.hours ? { description: p.hours } : {}),
    },
  };
}

export interface LocatorQuery {
  /** What was typed in the PIN field, as typed (shown back). */
  typed: string;
  kind: "dealer" | "service" | null;
  categoryId: number | null;
  stateCode: string | null;
  page: number;
}

/** The page's GET form as the URL carries it; anything odd is dropped. */
export function readLocatorQuery(params: URLSearchParams): LocatorQuery {
  const kind = params.get("kind");
  const state = params.get("state") ?? "";
  return {
    typed: (params.get("pin") ?? "").slice(0, 40),
    kind: kind === "dealer" || kind === "service" ? kind : null,
    categoryId: readItemId(params.get("category")),
    stateCode: /^\d{2}$/.test(state) && GST_STATES[state] ? state : null,
    page: readPage(params.get("page")),
  };
}

export interface LocatorAnswer {
  /** The PIN's problem, already a sentence: not a PIN, or not in the directory. */
  problem: string | null;
  /** "Nearest to 380001 (Ahmadabad, Gujarat)", or the state list's heading. */
  heading: string | null;
  /** How the list was made, in a sentence. */
  basis: string | null;
  cards: PointCard[];
  /** A state's full list's page links (the nearest list has none). */
  pages: { label: string; href: string | null; current: boolean }[];
  states: { stateCode: string; href: string; label: string }[];
  categories: { id: number; name: string }[];
}

function basisText(basis: Basis, district: string, state: string): string {
  if (basis === "distance") return m.service_basis_distance();
  if (basis === "district") return m.service_basis_district({ district });
  return m.service_basis_state({ state });
}

/** The home state: where the shop is (its GSTIN's state), for a list when nothing else says. */
function homeState(gstin: string): string {
  const code = gstin.slice(0, 2);
  return GST_STATES[code] ? code : "24";
}

/** A state's list at page `page`, keeping the kind and category asked (English path). */
function stateHref(q: LocatorQuery, stateCode: string, page = 1): string {
  return `${SERVICE.locator}?${new URLSearchParams({
    state: stateCode,
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.categoryId ? { category: String(q.categoryId) } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  })}`;
}

/** Numbered page links (pageItems' gaps as "…" without a link). */
function pageLinks(page: number, pageCount: number, href: (n: number) => string) {
  return pageItems(page, pageCount).map((n) =>
    n === "gap"
      ? { label: "…", href: null, current: false }
      : { label: String(n), href: href(n), current: n === page },
  );
}

/** The categories to filter by, named in `locale` where translated: one query. */
async function categoryNames(db: DB, locale: Locale): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("category as c")
    .leftJoin("category_translation as t", (j) =>
      j.onRef("t.category_id", "=", "c.id").on("t.locale", "=", locale),
    )
    .select(["c.id", "c.name", "t.name as local"])
    .orderBy("c.position")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.local && r.local.trim() !== "" ? r.local : r.name,
  }));
}

/**
 * The locator's answer for its query: the PIN's nearest points, or a state's
 * list (with the PIN's problem, when it has one), with the categories to filter
 * by and the states with points: chosen from the directory kept in memory
 * (cachedDirectory), so the one query is the category names (docs/after-sales.md
 * "Budgets").
 */
export async function locate(
  db: DB,
  q: LocatorQuery,
  style: FormatStyle,
  site: { gstin: string },
): Promise<LocatorAnswer> {
  const locale = style.locale;
  const [categories, directory] = await Promise.all([
    categoryNames(db, locale),
    cachedDirectory(db),
  ]);
  const states = statesWithPoints(directory);
  const answer = answerFor(directory, q, style, site);
  return {
    ...answer,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    states: states.map((s) => ({
      stateCode: s.stateCode,
      href: stateHref(q, s.stateCode),
      label: m.service_state_count({
        state: stateName(s.stateCode, s.state, locale),
        count: formatQuantity(s.count, style, 0),
      }),
    })),
  };
}

type Answer = Omit<LocatorAnswer, "categories" | "states">;

function answerFor(
  directory: Directory,
  q: LocatorQuery,
  style: FormatStyle,
  site: { gstin: string },
): Answer {
  const locale = style.locale;
  const filter: PointFilter = { kind: q.kind, categoryId: q.categoryId };
  const stateList = (code: string, problem: string | null): Answer => {
    const page = pointsInState(directory, code, filter, q.page);
    const name = stateName(code, GST_STATES[code] ?? code, locale);
    return {
      problem,
      heading: m.service_state_title({ state: name }),
      basis: null,
      cards: page.items.map((p) => pointCard(p, style)),
      pages: pageLinks(page.page, page.pageCount, (n) => stateHref(q, code, n)),
    };
  };
  const typed = q.typed.trim();
  if (typed === "") {
    if (q.stateCode) return stateList(q.stateCode, null);
    return { problem: null, heading: null, basis: null, cards: [], pages: [] };
  }
  const pin = readPin(typed);
  if (!pin)
    return stateList(q.stateCode ?? homeState(site.gstin), m.service_pin_malformed({ typed }));
  const place = lookupPin(pin);
  if (!place) {
    const near = stateNearPin(pin);
    return stateList(
      q.stateCode ?? near?.stateCode ?? homeState(site.gstin),
      m.service_pin_not_found({ pin }),
    );
  }
  const district = districtName(place.stateCode, place.district, locale);
  const state = stateName(place.stateCode, place.state, locale);
  const { basis, points } = nearestPoints(directory, whereabouts(place), filter, NEAREST);
  return {
    problem: null,
    heading: m.service_results_near({ pin: place.pin, district, state }),
    basis: points.length > 0 ? basisText(basis, district, state) : null,
    cards: points.map((p) => pointCard(p, style)),
    pages: [],
  };
}
