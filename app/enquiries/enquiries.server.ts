import type { DB } from "~/db/db.server";
import type { EnquiryKind, EnquiryRow } from "~/db/schema";
import type { ContactInput } from "./contact-schema";

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
}

/** A short reference a visitor can quote on the phone. */
export function enquiryReference(id: number): string {
  return `ENQ-${String(id).padStart(5, "0")}`;
}

/** Commits the enquiry (synchronous=FULL) and returns its reference. */
export async function saveEnquiry(
  db: DB,
  e: NewEnquiry,
): Promise<{ id: number; reference: string }> {
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
      created_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, reference: enquiryReference(id) };
}

export function saveContactMessage(db: DB, input: ContactInput) {
  return saveEnquiry(db, {
    kind: "contact",
    name: input.fullname,
    email: input.email,
    phone: input.number,
    message: input.message,
  });
}

export async function getEnquiry(db: DB, id: number): Promise<EnquiryRow | undefined> {
  return db.selectFrom("enquiry").selectAll().where("id", "=", id).executeTakeFirst();
}
