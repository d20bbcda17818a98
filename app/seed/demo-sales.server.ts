import type { Auth } from "~/accounts/auth.server";
import type { SessionUser } from "~/accounts/session-user";
import { createStaffAccount } from "~/accounts/staff-accounts.server";
import { SYSTEM_ACTOR } from "~/changes/audit.server";
import type { DB } from "~/db/db.server";
import { applyForDealership } from "~/dealers/dealer-applications.server";
import { addSalesperson } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { indiaDay } from "~/format/india-time";
import { quotationSchema } from "~/quotations/quotation-schema";
import { saveQuotationSettings } from "~/quotations/quotation-settings.server";
import { quotationSettingsSchema } from "~/quotations/quotation-settings-schema";
import {
  createQuotationFromLead,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "~/quotations/quotations.server";

/**
 * The demo shop's sales team (docs/quotations.md "The demo"): a salesperson
 * who can sign in (their e-mail and password are written in the README and
 * nowhere else: the seed prints neither), the quotation settings (a made-up
 * bank account and UPI ID), a dealer's application from Ahmedabad (PIN 380001,
 * which India Post files under "Ahmadabad") routed to them, and one quotation
 * of three lines made from it and sent, so a newcomer sees the whole flow: the
 * lead, the quotation, its customer link and its PDF with the HSN summary and
 * a UPI QR code. Everything goes through the app's own change path.
 */

export const DEMO_SALESPERSON = {
  name: "Ravi Patel",
  email: "ravi.patel@storefront.local",
  /** Documented in the README for the demo only: change or disable it on a real shop. */
  password: "sales-demo-2026",
  whatsapp: "98250 41231",
} as const;

export interface DemoSalesOptions {
  auth: Auth;
  shop: ShopSettings;
}

export async function seedDemoSales(db: DB, options: DemoSalesOptions): Promise<void> {
  const city = options.shop.sites.en.city;
  await saveQuotationSettings(
    db,
    SYSTEM_ACTOR,
    quotationSettingsSchema.parse({
      paymentTerms: "50% advance with the order, the balance before dispatch.",
      deliveryTerms: `Ex-works ${city}, within 7 days of the order. Freight and insurance extra.`,
      accountName: options.shop.sites.en.companyName,
      bankName: "Demo Bank",
      accountNumber: "50200012345678",
      ifsc: "DEMO0001234",
      branch: `${city} main branch`,
      upiId: "sabarmatipumps@demobank",
      signatoryName: "Meena Shah",
      signatoryTitle: "Proprietor",
    }),
    city,
  );

  const added = await addSalesperson(
    db,
    SYSTEM_ACTOR,
    salespersonSchema.parse({
      name: DEMO_SALESPERSON.name,
      whatsapp: DEMO_SALESPERSON.whatsapp,
      email: DEMO_SALESPERSON.email,
      "state-0": "24",
      "districts-0": "Ahmedabad, Gandhinagar",
    }),
  );
  if (!added.ok || added.id === null) throw new Error(`demo salesperson: ${added.message}`);
  const userId = await createStaffAccount(options.auth, {
    email: DEMO_SALESPERSON.email,
    name: DEMO_SALESPERSON.name,
    role: "salesperson",
    password: DEMO_SALESPERSON.password,
  });
  await db.updateTable("salesperson").set({ user_id: userId }).where("id", "=", added.id).execute();
  const ravi: SessionUser = {
    id: userId,
    name: DEMO_SALESPERSON.name,
    email: DEMO_SALESPERSON.email,
    role: "salesperson",
    salespersonId: added.id,
  };

  const categories = await db
    .selectFrom("category")
    .select("id")
    .orderBy("position")
    .limit(2)
    .execute();
  const applied = await applyForDealership(
    db,
    {
      firmName: "Navrang Agro Traders",
      contactName: "Kiran Desai",
      email: "kiran.desai@example.com",
      phone: "98980 12345",
      gstin: "24AAACC1206D1ZM",
      pin: "380001",
      territory: "Ahmedabad and Gandhinagar districts",
      categories: categories.map((c) => String(c.id)),
      volume: "10-25",
    },
    "en",
  );
  if (!applied.ok) throw new Error("demo dealer application refused");

  const made = await createQuotationFromLead(db, ravi, applied.saved.id, options.shop);
  if (!made.ok) throw new Error(`demo quotation: ${made.message}`);
  const pick = async (hsn: string) =>
    (
      await db
        .selectFrom("product")
        .select("id")
        .where("hsn", "=", hsn)
        .orderBy("best_sell", "desc")
        .orderBy("id")
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  const today = indiaDay(Date.now());
  const form = quotationSchema(today).parse({
    customerName: "Kiran Desai",
    customerCompany: "Navrang Agro Traders",
    customerEmail: "kiran.desai@example.com",
    customerPhone: "98980 12345",
    customerGstin: "24AAACC1206D1ZM",
    customerAddress: "Relief Road\nAhmadabad, Gujarat 380001",
    placeOfSupply: "24",
    validUntil: (
      await db
        .selectFrom("quotation")
        .select("valid_until")
        .where("id", "=", made.value)
        .executeTakeFirstOrThrow()
    ).valid_until,
    paymentTerms: "50% advance with the order, the balance before dispatch.",
    deliveryTerms: `Ex-works ${city}, within 7 days of the order. Freight and insurance extra.`,
    notes: "Prices for the dealer's first order.",
    roundToRupee: "on",
    documentDiscount: "500",
    "line-0-product": await pick("8413"),
    "line-0-quantity": "3",
    "line-0-discount": "5",
    "line-1-product": await pick("8501"),
    "line-1-quantity": "2",
    "line-2-product": await pick("8467"),
    "line-2-quantity": "4",
    "line-2-discount": "10",
  });
  const saved = await saveQuotation(db, ravi, made.value, form);
  if (!saved.ok) throw new Error(`demo quotation: ${saved.message}`);
  const sent = await sendQuotation(db, ravi, made.value, options.shop);
  if (!sent.ok) throw new Error(`demo quotation: ${sent.message}`);
}
