import type { SessionUser } from "~/accounts/session-user";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";
import { addSalesperson } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import type { Locale } from "~/i18n/locales";
import type { DeliveryChoice } from "~/quotations/quotation-delivery.server";
import {
  createQuotationFromLead,
  type ShopSettings,
  sendQuotation,
} from "~/quotations/quotations.server";

/**
 * For tests of alerts and quotation messages: a salesperson, and a quotation sent to a customer
 * as staff send it (a lead routed to that salesperson, a draft from it with one catalogue line,
 * sent), on a fresh database.
 */

export const TEST_SHOP: ShopSettings = {
  sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
  baseUrl: "https://shop.example",
};

export const STAFF: SessionUser = { id: "a1", name: "Meena", email: "meena@x.test", role: "admin" };

/** A salesperson covering `state` (everywhere when not given), with an e-mail unless null. */
export async function testSalesperson(
  db: DB,
  options: { name?: string; email?: string | null; whatsapp?: string; state?: string } = {},
): Promise<number> {
  const r = await addSalesperson(
    db,
    STAFF,
    salespersonSchema.parse({
      name: options.name ?? "Ravi Patel",
      whatsapp: options.whatsapp ?? "98250 41231",
      email: options.email === null ? "" : (options.email ?? "ravi@sabarmati.test"),
      ...(options.state ? { "state-0": options.state } : {}),
    }),
  );
  if (!r.ok || r.id === null) throw new Error(r.message);
  return r.id;
}

let products = 0;

/** A quotation sent to a customer in `state` (Gujarat), in `language`, with one pump line. */
export async function sentTestQuotation(
  db: DB,
  options: {
    language?: Locale;
    state?: string | null;
    email?: string;
    phone?: string;
    deliver?: DeliveryChoice;
  } = {},
): Promise<{ id: number; token: string; number: string; enquiryId: number }> {
  const productId = `alert-pump-${++products}-${Date.now().toString(36)}`;
  const now = Date.now();
  await db
    .insertInto("product")
    .values({
      id: productId,
      title: "Borewell pump 1 HP",
      price_paise: 1_390_000,
      best_sell: 0,
      review_count: 0,
      star: 0,
      description: "",
      specification: "",
      features: "",
      created_at: now,
      updated_at: now,
      hsn: "8413",
    })
    .execute();
  const state = options.state === undefined ? "24" : options.state;
  const lead = await saveEnquiry(db, {
    kind: "product",
    productId,
    productTitle: "Borewell pump 1 HP",
    name: "Bhavesh Patel",
    company: "Patel Agro",
    email: options.email ?? "bhavesh@example.com",
    phone: options.phone ?? "+91 98765 43210",
    language: options.language ?? "en",
    stateCode: state,
    district: state ? "Rajkot" : null,
  });
  const made = await createQuotationFromLead(db, STAFF, lead.id, TEST_SHOP);
  if (!made.ok) throw new Error(made.message);
  const sent = await sendQuotation(db, STAFF, made.value, TEST_SHOP, options.deliver);
  if (!sent.ok) throw new Error(sent.message);
  const q = await db
    .selectFrom("quotation")
    .select(["id", "token", "number"])
    .where("id", "=", made.value)
    .executeTakeFirstOrThrow();
  return { ...q, enquiryId: lead.id };
}
