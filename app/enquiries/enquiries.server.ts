import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import type { EnquiryKind, EnquiryRow } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import type { ContactInput } from "./contact-schema";
import type { EnquiryInput } from "./enquiry-schema";
import { queueLeadAssignedAlert } from "./lead-alerts.server";
import { queueLeadMail } from "./outbox.server";
import type { LeadRequirement } from "./requirement";
import {
  type Assignee,
  assignSalesperson,
  type EnquiryLocation,
  storedLocation,
} from "./routing.server";

export interface NewEnquiry {
  kind: EnquiryKind;
  productId?: string | null;
  productTitle?: string | null;
  name: string;
  email: string;
  phone: string;
  company?: string;
  gst?: string;
  message?: string;
  /** A pump finder's requirement and its duty point. */
  requirement?: LeadRequirement | null;
  /** The language of the page it came from; English when not given. */
  language?: Locale;
  /**
   * Where the customer is: a GST state code and a district of it. Routing reads
   * them (routing.ts); nothing asks for them yet (a dealer application will).
   */
  stateCode?: string | null;
  district?: string | null;
  /** The order a cart request made, so its quotation starts from those lines. */
  orderId?: string | null;
}

/** A stored enquiry: its reference, and the salesperson it was routed to (null: unassigned). */
export interface SavedEnquiry {
  id: number;
  reference: string;
  salesperson: Assignee | null;
}

/** A short reference a visitor can quote on the phone. */
export function enquiryReference(id: number): string {
  return `ENQ-${String(id).padStart(5, "0")}`;
}

/**
 * Commits the enquiry (synchronous=FULL on SQLite) with the salesperson it is
 * routed to, and returns its reference and that salesperson. While lead
 * e-mails are on, its outbox row commits in the same transaction, and so does the
 * alert to the salesperson it was routed to (lead-alerts.server.ts).
 */
export async function saveEnquiry(
  db: DB,
  e: NewEnquiry,
  /** More rows of the same lead (a dealer's application), in the same transaction. */
  details?: (trx: DB, enquiryId: number) => Promise<void>,
): Promise<SavedEnquiry> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const location = storedLocation(e.stateCode, e.district);
    const salesperson = await assignSalesperson(
      trx,
      { ...location, productId: e.productId ?? null },
      now,
    );
    const id = await insertEnquiry(trx, e, location, salesperson?.id ?? null, now);
    await details?.(trx, id);
    await queueLeadMail(trx, id);
    if (salesperson) await queueLeadAssignedAlert(trx, id, salesperson.id, "routed");
    return { id, reference: enquiryReference(id), salesperson };
  });
}

/**
 * Whose WhatsApp the enquiry's hand-off opens: the salesperson it was routed
 * to, else the business number (the spec's fixed one).
 */
export function handOffNumber(
  site: Pick<SiteDetails, "whatsappNumber">,
  saved: Pick<SavedEnquiry, "salesperson">,
): Pick<SiteDetails, "whatsappNumber"> {
  return { whatsappNumber: saved.salesperson?.whatsapp ?? site.whatsappNumber };
}

async function insertEnquiry(
  db: DB,
  e: NewEnquiry,
  location: EnquiryLocation,
  salespersonId: number | null,
  now: number,
): Promise<number> {
  const { id } = await db
    .insertInto("enquiry")
    .values({
      kind: e.kind,
      product_id: e.productId ?? null,
      product_title: e.productTitle ?? null,
      name: e.name,
      email: e.email,
      phone: e.phone,
      company: e.company ?? "",
      gst: e.gst ?? "",
      message: e.message ?? "",
      requirement: e.requirement?.text ?? null,
      duty_head_m: e.requirement?.headM ?? null,
      duty_discharge_lpm: e.requirement?.dischargeLpm ?? null,
      language: e.language ?? "en",
      state_code: location.stateCode,
      district: location.district,
      salesperson_id: salespersonId,
      order_id: e.orderId ?? null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export function saveContactMessage(db: DB, input: ContactInput, language: Locale) {
  return saveEnquiry(db, {
    kind: "contact",
    language,
    name: input.fullname,
    email: input.email,
    phone: input.number,
    message: input.message,
  });
}

/** The title of a product, or null when the id is unknown. */
export async function productTitle(db: DB, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("product")
    .select("title")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.title ?? null;
}

/**
 * Stores a Get Quote or dealer enquiry from the popup. The product's title is
 * read from our catalogue rather than trusted from the form; an unknown
 * product id is dropped, but the lead is still kept.
 */
export async function savePopupEnquiry(
  db: DB,
  input: EnquiryInput,
  language: Locale,
  requirement: LeadRequirement | null = null,
): Promise<SavedEnquiry & { productTitle: string | null }> {
  const title = input.productId ? await productTitle(db, input.productId) : null;
  const saved = await saveEnquiry(db, {
    kind: input.kind,
    language,
    productId: title ? input.productId : null,
    productTitle: title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.companyName,
    gst: input.gstNumber,
    requirement,
  });
  return { ...saved, productTitle: title };
}

/** A well-formed reference such as ENQ-00012 (as shown to visitors), or null. */
export function parseEnquiryReference(reference: string | null | undefined): string | null {
  const match = /^ENQ-(\d{5,9})$/.exec(reference?.trim() ?? "");
  return match ? `ENQ-${match[1]}` : null;
}

export async function getEnquiry(db: DB, id: number): Promise<EnquiryRow | undefined> {
  return db.selectFrom("enquiry").selectAll().where("id", "=", id).executeTakeFirst();
}
