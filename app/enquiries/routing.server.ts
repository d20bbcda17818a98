import type { DB } from "~/db/db.server";
import { keySharedRows } from "~/db/dialect.server";
import { GST_STATES } from "~/forms/gstin";
import { districtKeyFor } from "~/places/districts.server";
import {
  RECENT_LEADS_WINDOW_MS,
  type RoutingEnquiry,
  type RoutingSalesperson,
  routeEnquiry,
  specificity,
} from "./routing";

/**
 * The routing rule (routing.ts) on the database: saveEnquiry calls
 * `assignSalesperson` inside the enquiry's transaction, so the lead is stored
 * with its owner or not at all.
 */

/** The salesperson a new enquiry was routed to: who takes the WhatsApp hand-off. */
export interface Assignee {
  id: number;
  name: string;
  /** Digits with the country code, as wa.me expects. */
  whatsapp: string;
}

/** Where an enquiry says the customer is, as it is stored. */
export interface EnquiryLocation {
  stateCode: string | null;
  district: string | null;
}

const DISTRICT_MAX = 60;

/**
 * A location as stored: a state code GST knows (else none), and a district
 * only within a state, tidied (single spaces, NFC, at most 60 characters).
 */
export function storedLocation(
  stateCode: string | null | undefined,
  district: string | null | undefined,
): EnquiryLocation {
  const code = stateCode && Object.hasOwn(GST_STATES, stateCode) ? stateCode : null;
  const tidy = (district ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, DISTRICT_MAX);
  return { stateCode: code, district: code && tidy ? tidy : null };
}

/** Every active salesperson with their areas and categories (a handful of rows). */
async function activeSalespeople(db: DB): Promise<(RoutingSalesperson & Assignee)[]> {
  const people = await db
    .selectFrom("salesperson")
    .select(["id", "name", "whatsapp"])
    .where("active", "=", 1)
    .execute();
  if (people.length === 0) return [];
  const ids = people.map((p) => Number(p.id));
  const [areas, categories] = await Promise.all([
    db
      .selectFrom("salesperson_area")
      .select(["salesperson_id", "state_code", "district", "district_key"])
      .where("salesperson_id", "in", ids)
      .execute(),
    db
      .selectFrom("salesperson_category")
      .select(["salesperson_id", "category_id"])
      .where("salesperson_id", "in", ids)
      .execute(),
  ]);
  return people.map((p) => {
    const id = Number(p.id);
    return {
      id,
      name: p.name,
      whatsapp: p.whatsapp,
      active: true,
      areas: areas
        .filter((a) => Number(a.salesperson_id) === id)
        .map((a) => ({
          stateCode: a.state_code,
          district: a.district,
          districtKey: a.district === null ? null : a.district_key,
        })),
      categoryIds: categories
        .filter((c) => Number(c.salesperson_id) === id)
        .map((c) => Number(c.category_id)),
    };
  });
}

async function productCategories(db: DB, productId: string | null): Promise<number[]> {
  if (!productId) return [];
  const rows = await db
    .selectFrom("product_category")
    .select("category_id")
    .where("product_id", "=", productId)
    .execute();
  return [...new Set(rows.map((r) => Number(r.category_id)))];
}

/** Enquiries assigned to each of `ids` since `since`. */
async function recentLeads(db: DB, ids: number[], since: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("enquiry")
    .select((eb) => ["salesperson_id", eb.fn.countAll<number | string>().as("n")])
    .where("salesperson_id", "in", ids)
    .where("created_at", ">=", since)
    .groupBy("salesperson_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.salesperson_id), Number(r.n)]));
}

/**
 * The salesperson a new enquiry goes to, or null (unassigned). Run inside the
 * enquiry's transaction: the chosen row is share-locked until it commits, so a
 * salesperson deleted or deactivated meanwhile is not assigned (the lead is
 * then unassigned, never lost).
 */
export async function assignSalesperson(
  trx: DB,
  enquiry: EnquiryLocation & { productId: string | null },
  now: number,
): Promise<Assignee | null> {
  const people = await activeSalespeople(trx);
  if (people.length === 0) return null;
  const routed: RoutingEnquiry = {
    stateCode: enquiry.stateCode,
    district: enquiry.district,
    districtKey: districtKeyFor(enquiry.stateCode, enquiry.district),
    categoryIds: await productCategories(trx, enquiry.productId),
  };
  const ranked = people.map((p) => ({ p, rank: specificity(p, routed) }));
  const top = Math.max(...ranked.map((r) => r.rank));
  if (top === 0) return null;
  const tied = ranked.filter((r) => r.rank === top).map((r) => r.p);
  // Counting is needed only to break a tie.
  const counts =
    tied.length > 1
      ? await recentLeads(
          trx,
          tied.map((p) => p.id),
          now - RECENT_LEADS_WINDOW_MS,
        )
      : new Map<number, number>();
  const id = routeEnquiry(routed, tied, counts);
  if (id === null) return null;
  const still = await keySharedRows(
    trx,
    trx
      .selectFrom("salesperson")
      .select(["id", "name", "whatsapp"])
      .where("id", "=", id)
      .where("active", "=", 1),
  ).executeTakeFirst();
  return still ? { id: Number(still.id), name: still.name, whatsapp: still.whatsapp } : null;
}
