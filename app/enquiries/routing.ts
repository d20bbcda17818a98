/**
 * Which salesperson an enquiry goes to (docs/admin-leads.md, "Salespeople and
 * routing"): one pure rule, read by saveEnquiry through routing.server.ts.
 * Districts are compared by India Post's directory key (routing.server.ts
 * gives both sides theirs), so "Ahmedabad" covers a PIN filed as "Ahmadabad".
 *
 * A salesperson can take an enquiry when they are active, their categories
 * (none: every category) include one of the product's, and their areas (none:
 * everywhere) include its location. Of those, the most specific match wins:
 *
 *   6 district + category   5 district   4 state + category   3 state
 *   2 everywhere + category   1 everywhere (every category)
 *
 * Ties go to the one with fewer enquiries assigned in the last 30 days, then
 * to the lowest id, so the same data always gives the same answer.
 */

export interface RoutingArea {
  /** A GST state code ("24"). */
  stateCode: string;
  /** A district of that state (India Post's name); null: the whole state. */
  district: string | null;
  /**
   * The directory's key of the district (app/places/districts.server.ts), which routing
   * compares; null: the district matched none in the directory, so it routes nothing.
   * Absent: the district's own name is compared (the rule's tests).
   */
  districtKey?: string | null;
}

export interface RoutingSalesperson {
  id: number;
  active: boolean;
  /** None: everywhere. */
  areas: readonly RoutingArea[];
  /** None: every category. */
  categoryIds: readonly number[];
}

export interface RoutingEnquiry {
  /** Where the customer is; null when the enquiry does not say (the popup today). */
  stateCode: string | null;
  district: string | null;
  /** The directory's key of its district (null: none matched); absent: its name is compared. */
  districtKey?: string | null;
  /** The categories of the enquiry's product; none when it names no product. */
  categoryIds: readonly number[];
}

/** How closely a salesperson matches: higher wins; 0 is "cannot take it". */
export type Specificity = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** How long a salesperson's assigned enquiries count towards a tie. */
export const RECENT_LEADS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * One spelling of a district for comparing: Unicode NFC, single spaces, lower
 * case ("  Rajkot " = "rajkot"; Gujarati and Hindi have no case and compare
 * as typed).
 */
export function districtKey(district: string): string {
  return district.normalize("NFC").replace(/\s+/gu, " ").trim().toLowerCase();
}

/** What a district is compared by: its directory key when known, else its name tidied; null: nothing. */
function comparedBy(district: string | null, key: string | null | undefined): string | null {
  if (district === null) return null;
  if (key !== undefined) return key;
  return districtKey(district);
}

/** 2: the enquiry's district; 1: its state; 0: no area covers it. Everywhere is handled apart. */
function areaMatch(areas: readonly RoutingArea[], enquiry: RoutingEnquiry): 0 | 1 | 2 {
  if (enquiry.stateCode === null) return 0;
  const district = comparedBy(enquiry.district, enquiry.districtKey);
  let best: 0 | 1 | 2 = 0;
  for (const area of areas) {
    if (area.stateCode !== enquiry.stateCode) continue;
    if (area.district === null) best = best === 2 ? 2 : 1;
    else if (district && comparedBy(area.district, area.districtKey) === district) return 2;
  }
  return best;
}

/** How specifically `person` covers `enquiry`; 0 when they cannot take it. */
export function specificity(person: RoutingSalesperson, enquiry: RoutingEnquiry): Specificity {
  if (!person.active) return 0;
  const byCategory = person.categoryIds.length > 0;
  if (byCategory && !person.categoryIds.some((id) => enquiry.categoryIds.includes(id))) return 0;
  const bonus = byCategory ? 1 : 0;
  if (person.areas.length === 0) return (1 + bonus) as Specificity;
  const area = areaMatch(person.areas, enquiry);
  if (area === 0) return 0;
  return ((area === 2 ? 5 : 3) + bonus) as Specificity;
}

/**
 * The salesperson `enquiry` is routed to, or null (unassigned: the business
 * number takes it). `recentLeads` holds each salesperson's enquiries assigned
 * in the last RECENT_LEADS_WINDOW_MS (absent: none).
 */
export function routeEnquiry(
  enquiry: RoutingEnquiry,
  salespeople: readonly RoutingSalesperson[],
  recentLeads: ReadonlyMap<number, number> = new Map(),
): number | null {
  let chosen: { id: number; rank: Specificity; load: number } | null = null;
  for (const person of salespeople) {
    const rank = specificity(person, enquiry);
    if (rank === 0) continue;
    const load = recentLeads.get(person.id) ?? 0;
    const better =
      chosen === null ||
      rank > chosen.rank ||
      (rank === chosen.rank &&
        (load < chosen.load || (load === chosen.load && person.id < chosen.id)));
    if (better) chosen = { id: person.id, rank, load };
  }
  return chosen?.id ?? null;
}
