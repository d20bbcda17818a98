import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { mayWorkOn, type SessionUser } from "~/accounts/session-user";
import { SYSTEM_ACTOR } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import type { QuotationTable } from "~/db/schema";
import { addDays, indiaDay, indiaDayStart, orderItemDate } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { GST_STATES, gstinState } from "~/forms/gstin";
import { documentDiscountProblem, quoteTotals, taxSplit } from "~/gst/quote-money";
import { productsOnDay, ratesOn } from "~/gst/tax-rates.server";
import { quotationPath } from "~/http/paths";
import { isLocale, type Locale, localisePath } from "~/i18n/locales";
import { log } from "~/observability/log.server";
import { newOrderId } from "~/orders/orders.server";
import { stateName } from "~/places/place-names";
import { repeatEvery } from "~/runtime/repeat.server";
import { type DeliveryChoice, queueQuotationDelivery } from "./quotation-delivery.server";
import type { QuotationDocument, QuotationPayment, QuotationSignatory } from "./quotation-document";
import { lineOfRow, type QuotationLine, type QuotationLineRow, rowOfLine } from "./quotation-lines";
import { resolveProduct } from "./quotation-products.server";
import {
  canRevise,
  DEFAULT_RATE_BP,
  DEFAULT_VALIDITY_DAYS,
  effectiveStatus,
  financialYear,
  isNumbered,
  quotationLabel,
  quotationNumber,
} from "./quotation-rules";
import { type LineInput, QUOTATION_TEXT, type QuotationInput } from "./quotation-schema";
import { paymentOf, readQuotationSettings, signatoryOf } from "./quotation-settings.server";

/**
 * Quotations on the staff's side (docs/quotations.md): started from a lead, a
 * customer or nothing, edited while a draft, numbered and frozen when first
 * sent (the revision the customer sees), revised, duplicated, expired by date
 * (a scheduled job), and turned into an order once accepted. Every write is a
 * `commitChange` with its audit row naming the person; money comes only from
 * gst/quote-money.ts. A salesperson works on their own quotations only
 * (mayWorkOn); admins on all.
 */

export type QuotationRow = Selectable<QuotationTable>;
type LineRow = QuotationLineRow;

export type Outcome<T = undefined> =
  | ({ ok: true } & (T extends undefined ? object : { value: T }))
  | { ok: false; message: string; field?: string; status?: number };

const fail = (message: string, field?: string, status?: number) => ({
  ok: false as const,
  message,
  field,
  status,
});

const notYours = () => fail(QUOTATION_TEXT.notYours, undefined, 403);

const today = () => indiaDay(Date.now());

/** What a quotation needs of the shop's settings: its details per language and its address. */
export interface ShopSettings {
  sites: Record<Locale, SiteDetails>;
  baseUrl: string;
}

/** The shop's GSTIN and the state it is in (from the GSTIN; Gujarat when none is set). */
function supplierOf(site: SiteDetails): { gstin: string; state: string } {
  return { gstin: site.gstin, state: gstinState(site.gstin)?.code ?? "24" };
}

/** A customer link's secret: 144 random bits, URL-safe. */
function newToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * A draft's stand-in for a number (the real one is given when it is first
 * sent): unique, so (fy, seq) and the number stay unique, and never a number
 * a buyer could read as one.
 */
function draftPlaceholder(): string {
  return `D-${randomBytes(8).toString("hex")}`;
}

/** The next number in the day's financial year: one more than the year's highest. */
async function nextNumber(
  trx: DB,
  day: string,
): Promise<{ fy: string; seq: number; number: string }> {
  const fy = financialYear(day);
  const top = await trx
    .selectFrom("quotation")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("fy", "=", fy)
    .executeTakeFirst();
  const seq = Number(top?.seq ?? 0) + 1;
  return { fy, seq, number: quotationNumber(fy, seq) };
}

/** The lead a quotation starts from: its customer, place and lines. */
async function startingPoint(trx: DB, enquiryId: number) {
  const lead = await trx
    .selectFrom("enquiry")
    .selectAll()
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!lead) return null;
  const dealer = await trx
    .selectFrom("dealer_application")
    .select(["pin", "district", "state"])
    .where("enquiry_id", "=", enquiryId)
    .executeTakeFirst();
  const order = lead.order_id
    ? await trx
        .selectFrom("orders")
        .select(["id", "user_id"])
        .where("id", "=", lead.order_id)
        .executeTakeFirst()
    : undefined;
  let wanted: { productId: string; quantity: number }[] = [];
  if (order) {
    const items = await trx
      .selectFrom("order_item")
      .select(["product_id", "quantity"])
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    wanted = items.map((i) => ({ productId: i.product_id, quantity: i.quantity }));
  } else if (lead.product_id) {
    wanted = [{ productId: lead.product_id, quantity: 1 }];
  }
  const account =
    order?.user_id ??
    (lead.email
      ? (
          await trx
            .selectFrom("user")
            .select("id")
            .where((eb) => eb(eb.fn("lower", ["email"]), "=", lead.email.toLowerCase()))
            .executeTakeFirst()
        )?.id
      : undefined);
  const gstState = lead.gst ? gstinState(lead.gst)?.code : undefined;
  const address = dealer
    ? `${dealer.district}, ${dealer.state} ${dealer.pin}`
    : lead.district
      ? `${lead.district}, ${GST_STATES[lead.state_code ?? ""] ?? ""}`.replace(/, $/, "")
      : "";
  return { lead, wanted, account: account ?? null, gstState, address };
}

/** Catalogue lines: the product's title, price and HSN, and the HSN's rate on the day. */
async function catalogueLines(
  trx: DB,
  wanted: readonly { productId: string; quantity: number }[],
  day: string,
): Promise<QuotationLine[]> {
  const products = await productsOnDay(
    trx,
    wanted.map((w) => w.productId),
    day,
  );
  return wanted.flatMap((w): QuotationLine[] => {
    const p = products.get(w.productId);
    if (!p) return [];
    return [
      {
        productId: p.id,
        description: p.title,
        hsn: p.hsn,
        unit: "Nos",
        quantity: w.quantity,
        unitPricePaise: p.pricePaise,
        discountBasisPoints: 0,
        // No rate for the HSN: 18 %, the rate of most pumps, motors and tools, for staff to check.
        rateBasisPoints: p.rateBasisPoints ?? DEFAULT_RATE_BP,
      },
    ];
  });
}

/** The totals kept on the row for lists and the dashboard (the calculation module's result). */
function storedTotals(
  lines: readonly QuotationLine[],
  supplierState: string,
  placeOfSupply: string,
  roundToRupee: boolean,
  discountPaise: number,
) {
  const t = quoteTotals(lines, taxSplit(supplierState, placeOfSupply), roundToRupee, discountPaise);
  return {
    taxable_paise: t.taxablePaise,
    tax_paise: t.cgstPaise + t.sgstPaise + t.igstPaise,
    grand_total_paise: t.grandTotalPaise,
  };
}

async function writeLines(trx: DB, id: number, lines: readonly QuotationLine[]) {
  await trx.deleteFrom("quotation_line").where("quotation_id", "=", id).execute();
  if (lines.length > 0)
    await trx
      .insertInto("quotation_line")
      .values(lines.map((l, i) => ({ ...rowOfLine(l), quotation_id: id, position: i + 1 })))
      .execute();
}

async function linesOf(db: DB, id: number): Promise<QuotationLine[]> {
  const rows: LineRow[] = await db
    .selectFrom("quotation_line")
    .selectAll()
    .where("quotation_id", "=", id)
    .orderBy("position")
    .execute();
  return rows.map(lineOfRow);
}

async function addEvent(
  trx: DB,
  q: Pick<QuotationRow, "id" | "revision">,
  kind: string,
  actor: string,
  body = "",
  at = Date.now(),
) {
  await trx
    .insertInto("quotation_event")
    .values({ quotation_id: q.id, revision: q.revision, kind, body, actor, at })
    .execute();
}

const auditOf = (
  q: Pick<QuotationRow, "id" | "number">,
  action: string,
  detail: string,
  extra?: Partial<Parameters<Audit>[0] & object>,
) => ({
  action: `quotation.${action}`,
  targetType: "quotation" as const,
  targetId: String(q.id),
  detail: `${quotationLabel(q)}: ${detail}`,
  ...extra,
});

async function rowOf(trx: DB, id: number): Promise<QuotationRow | undefined> {
  return trx.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Where a new quotation starts: a lead, an earlier quotation's customer, or nothing (a phone-in). */
export type QuotationStart =
  | { from: "lead"; enquiryId: number }
  | { from: "customer"; quotationId: number }
  | { from: "blank" };

/** What a new draft holds before staff edit it. */
interface DraftValues {
  enquiryId: number | null;
  ownerId: number | null;
  userId: string | null;
  language: Locale;
  customer: {
    name: string;
    company: string;
    email: string;
    phone: string;
    gstin: string;
    address: string;
  };
  placeOfSupply: string;
  lines: QuotationLine[];
  discountPaise: number;
  roundToRupee: boolean;
  paymentTerms: string;
  deliveryTerms: string;
  notes: string;
}

/** The salesperson a quotation a person makes belongs to: a salesperson's own, else as given. */
const ownerFor = (actor: SessionUser, otherwise: number | null) =>
  actor.role === "salesperson" ? (actor.salespersonId ?? null) : otherwise;

async function insertDraft(
  trx: DB,
  actor: SessionUser,
  values: DraftValues,
  shop: ShopSettings,
): Promise<{ id: number; number: string }> {
  const supplier = supplierOf(shop.sites.en);
  const placeholder = draftPlaceholder();
  const now = Date.now();
  const { id } = await trx
    .insertInto("quotation")
    .values({
      number: placeholder,
      fy: placeholder,
      seq: 0,
      enquiry_id: values.enquiryId,
      salesperson_id: values.ownerId,
      user_id: values.userId,
      language: values.language,
      customer_name: values.customer.name,
      customer_company: values.customer.company,
      customer_email: values.customer.email,
      customer_phone: values.customer.phone,
      customer_gstin: values.customer.gstin,
      customer_address: values.customer.address,
      place_of_supply: values.placeOfSupply,
      supplier_state: supplier.state,
      supplier_gstin: supplier.gstin,
      valid_until: addDays(today(), DEFAULT_VALIDITY_DAYS),
      payment_terms: values.paymentTerms,
      delivery_terms: values.deliveryTerms,
      notes: values.notes,
      round_to_rupee: values.roundToRupee ? 1 : 0,
      discount_paise: values.discountPaise,
      ...storedTotals(
        values.lines,
        supplier.state,
        values.placeOfSupply,
        values.roundToRupee,
        values.discountPaise,
      ),
      token: newToken(),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeLines(trx, id, values.lines);
  await addEvent(trx, { id, revision: 1 }, "created", actor.name);
  return { id, number: placeholder };
}

/** A new draft's values from a lead (a product enquiry, a dealer's application or a cart request). */
async function fromLead(trx: DB, actor: SessionUser, enquiryId: number, shop: ShopSettings) {
  const start = await startingPoint(trx, enquiryId);
  if (!start) return fail(QUOTATION_TEXT.leadNotFound, undefined, 404);
  const { lead } = start;
  if (!mayWorkOn(actor, lead.salesperson_id))
    return fail(QUOTATION_TEXT.leadNotYours, undefined, 403);
  const settings = await readQuotationSettings(trx, shop.sites.en.city);
  const supplier = supplierOf(shop.sites.en);
  const values: DraftValues = {
    enquiryId: lead.id,
    ownerId: lead.salesperson_id,
    userId: start.account,
    language: isLocale(lead.language) ? lead.language : "en",
    customer: {
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      gstin: lead.gst,
      address: start.address,
    },
    placeOfSupply: lead.state_code ?? start.gstState ?? supplier.state,
    lines: await catalogueLines(trx, start.wanted, today()),
    discountPaise: 0,
    roundToRupee: true,
    paymentTerms: settings.paymentTerms,
    deliveryTerms: settings.deliveryTerms,
    notes: "",
  };
  return { ok: true as const, values, about: `from lead ${lead.id}` };
}

/** A new draft's values for the customer of an earlier quotation (one the person may see). */
async function forCustomerOf(trx: DB, actor: SessionUser, quotationId: number, shop: ShopSettings) {
  const q = await rowOf(trx, quotationId);
  if (!q) return fail(QUOTATION_TEXT.quotationGone, undefined, 404);
  if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
  const settings = await readQuotationSettings(trx, shop.sites.en.city);
  const values: DraftValues = {
    enquiryId: null,
    ownerId: ownerFor(actor, q.salesperson_id),
    userId: q.user_id,
    language: isLocale(q.language) ? q.language : "en",
    customer: {
      name: q.customer_name,
      company: q.customer_company,
      email: q.customer_email,
      phone: q.customer_phone,
      gstin: q.customer_gstin,
      address: q.customer_address,
    },
    placeOfSupply: q.place_of_supply,
    lines: [],
    discountPaise: 0,
    roundToRupee: true,
    paymentTerms: settings.paymentTerms,
    deliveryTerms: settings.deliveryTerms,
    notes: "",
  };
  return { ok: true as const, values, about: `for the customer of ${quotationLabel(q)}` };
}

/** A blank draft (a phone-in or walk-in customer): staff fill in the customer and the lines. */
async function blank(trx: DB, actor: SessionUser, shop: ShopSettings) {
  const settings = await readQuotationSettings(trx, shop.sites.en.city);
  const values: DraftValues = {
    enquiryId: null,
    ownerId: ownerFor(actor, actor.salespersonId ?? null),
    userId: null,
    language: "en",
    customer: { name: "", company: "", email: "", phone: "", gstin: "", address: "" },
    placeOfSupply: supplierOf(shop.sites.en).state,
    lines: [],
    discountPaise: 0,
    roundToRupee: true,
    paymentTerms: settings.paymentTerms,
    deliveryTerms: settings.deliveryTerms,
    notes: "",
  };
  return { ok: true as const, values, about: "for a new customer" };
}

/**
 * A new draft: from a lead (its customer, place of supply and lines filled
 * in, owned by the lead's salesperson), for an earlier quotation's customer,
 * or blank. A salesperson starts from their own leads and quotations only,
 * and owns what they start. It has no number until it is first sent.
 */
export async function createQuotation(
  db: DB,
  actor: SessionUser,
  start: QuotationStart,
  shop: ShopSettings,
): Promise<Outcome<number>> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const made =
      start.from === "lead"
        ? await fromLead(trx, actor, start.enquiryId, shop)
        : start.from === "customer"
          ? await forCustomerOf(trx, actor, start.quotationId, shop)
          : await blank(trx, actor, shop);
    if (!made.ok) return made;
    const { id, number } = await insertDraft(trx, actor, made.values, shop);
    const who = made.values.customer.name || "a new customer";
    audit(auditOf({ id, number }, "create", `drafted for ${who} ${made.about}`));
    return { ok: true as const, value: id };
  });
}

/** A draft from a lead: createQuotation from the lead. */
export function createQuotationFromLead(
  db: DB,
  actor: SessionUser,
  enquiryId: number,
  shop: ShopSettings,
): Promise<Outcome<number>> {
  return createQuotation(db, actor, { from: "lead", enquiryId }, shop);
}

/**
 * A copy of a quotation as a new draft (for another dealer, or the same one
 * again): its customer, lines and terms, today's validity, each catalogue
 * line at the rate in force today. The original is not touched.
 */
export async function duplicateQuotation(
  db: DB,
  actor: SessionUser,
  id: number,
  shop: ShopSettings,
): Promise<Outcome<number>> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await rowOf(trx, id);
    if (!q) return fail(QUOTATION_TEXT.notFound, undefined, 404);
    if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
    const lines = await linesOf(trx, id);
    const rates = await ratesOn(
      trx,
      lines.flatMap((l) => (l.hsn ? [l.hsn] : [])),
      today(),
    );
    const copy = await insertDraft(
      trx,
      actor,
      {
        enquiryId: q.enquiry_id,
        ownerId: ownerFor(actor, q.salesperson_id),
        userId: q.user_id,
        language: isLocale(q.language) ? q.language : "en",
        customer: {
          name: q.customer_name,
          company: q.customer_company,
          email: q.customer_email,
          phone: q.customer_phone,
          gstin: q.customer_gstin,
          address: q.customer_address,
        },
        placeOfSupply: q.place_of_supply,
        lines: lines.map((l) => ({ ...l, rateBasisPoints: rates.get(l.hsn) ?? l.rateBasisPoints })),
        discountPaise: Number(q.discount_paise),
        roundToRupee: q.round_to_rupee === 1,
        paymentTerms: q.payment_terms,
        deliveryTerms: q.delivery_terms,
        notes: q.notes,
      },
      shop,
    );
    audit(auditOf(copy, "create", `drafted as a copy of ${quotationLabel(q)}`));
    return { ok: true as const, value: copy.id };
  });
}

/** The lines as the form gave them, completed from the catalogue; or the first problem. */
async function resolveLines(
  trx: DB,
  lines: readonly LineInput[],
  day: string,
): Promise<QuotationLine[] | { message: string; field: string }> {
  // A line's product is an id or the text that finds one (a model, a name, an HSN).
  const picked = new Map<number, string | null>();
  for (const l of lines)
    if (l.productId) picked.set(l.row, await resolveProduct(trx, l.productId, day));
  const products = await productsOnDay(
    trx,
    [...picked.values()].filter((id): id is string => id !== null),
    day,
  );
  const productOf = (l: LineInput) => {
    const id = picked.get(l.row);
    return id ? products.get(id) : undefined;
  };
  const hsnOf = (l: LineInput) => (l.hsn !== "" ? l.hsn : (productOf(l)?.hsn ?? ""));
  const rates = await ratesOn(trx, lines.map(hsnOf), day);
  const out: QuotationLine[] = [];
  for (const l of lines) {
    const i = l.row;
    const product = productOf(l);
    if (l.productId && !product)
      return { message: QUOTATION_TEXT.productUnknown, field: `line-${i}-product` };
    const hsn = hsnOf(l);
    // The line's own HSN's rate first; the product's when the HSN is its own.
    const rate =
      l.rateBasisPoints ??
      rates.get(hsn) ??
      (product && hsn === product.hsn ? product.rateBasisPoints : null);
    if (rate === null || rate === undefined)
      return { message: QUOTATION_TEXT.rateMissing, field: `line-${i}-rate` };
    const price = l.unitPricePaise ?? product?.pricePaise;
    if (price === undefined)
      return { message: QUOTATION_TEXT.priceInvalid, field: `line-${i}-price` };
    out.push({
      productId: product?.id ?? null,
      description: l.description !== "" ? l.description : (product?.title ?? ""),
      hsn,
      unit: l.unit,
      quantity: l.quantity,
      unitPricePaise: price,
      discountBasisPoints: l.discountBasisPoints,
      rateBasisPoints: rate,
    });
  }
  return out;
}

/**
 * Saves a draft's customer, terms and lines. A sent quotation is never
 * changed: it is revised first (a new revision).
 */
export async function saveQuotation(
  db: DB,
  actor: SessionUser,
  id: number,
  input: QuotationInput,
): Promise<Outcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await rowOf(trx, id);
    if (!q) return fail(QUOTATION_TEXT.notFound, undefined, 404);
    if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
    if (q.status !== "draft") return fail(QUOTATION_TEXT.notDraft, undefined, 409);
    // Rows are numbered as posted; problems name the row the editor shows.
    const lines = await resolveLines(trx, input.lines, today());
    if (!Array.isArray(lines)) return fail(lines.message, lines.field);
    if (documentDiscountProblem(lines, input.documentDiscountPaise)) {
      const value = quoteTotals(lines, "inter", false).taxablePaise;
      return fail(
        QUOTATION_TEXT.documentDiscountAboveTotal(formatRupees(value)),
        "documentDiscount",
      );
    }
    const fields = {
      customer_name: input.customerName,
      customer_company: input.customerCompany,
      customer_email: input.customerEmail,
      customer_phone: input.customerPhone,
      customer_gstin: input.customerGstin,
      customer_address: input.customerAddress,
      place_of_supply: input.placeOfSupply,
      valid_until: input.validUntil,
      payment_terms: input.paymentTerms,
      delivery_terms: input.deliveryTerms,
      notes: input.notes,
      round_to_rupee: input.roundToRupee ? 1 : 0,
      discount_paise: input.documentDiscountPaise,
    };
    const totals = storedTotals(
      lines,
      q.supplier_state,
      input.placeOfSupply,
      input.roundToRupee,
      input.documentDiscountPaise,
    );
    await trx
      .updateTable("quotation")
      .set({ ...fields, ...totals, updated_at: Date.now() })
      .where("id", "=", id)
      .execute();
    await writeLines(trx, id, lines);
    audit(
      auditOf(q, "update", `${lines.length} lines, ${totals.grand_total_paise} paise`, {
        before: { grand_total_paise: Number(q.grand_total_paise), valid_until: q.valid_until },
        after: { grand_total_paise: totals.grand_total_paise, valid_until: input.validUntil },
      }),
    );
    return { ok: true as const };
  });
}

const addressLines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The customer's link (absolute), in the quotation's language. */
export function quotationUrl(q: Pick<QuotationRow, "token" | "language">, baseUrl: string): string {
  const locale: Locale = isLocale(q.language) ? q.language : "en";
  return `${baseUrl}${localisePath(quotationPath(q.token), locale)}`;
}

/** What a sent revision carries of the admin's settings (none before it is sent). */
export interface DocumentExtras {
  payment: QuotationPayment | null;
  logoMediaId: string | null;
  signatory: QuotationSignatory | null;
}

/** The document a quotation's row and lines make, as the customer reads it. */
export function quotationDocument(
  q: QuotationRow,
  lines: readonly QuotationLine[],
  shop: ShopSettings,
  extras: DocumentExtras = { payment: null, logoMediaId: null, signatory: null },
): QuotationDocument {
  const locale: Locale = isLocale(q.language) ? q.language : "en";
  // The letterhead in the customer's language (the address is translated; names and numbers are not).
  const site = shop.sites[locale];
  return {
    number: isNumbered(q) ? q.number : "",
    revision: q.revision,
    status: q.status,
    issuedOn: indiaDay(q.sent_at ?? q.created_at),
    validUntil: q.valid_until,
    language: locale,
    supplier: {
      name: site.companyName,
      company: site.companyName,
      address: [site.address],
      gstin: q.supplier_gstin,
      phone: site.phone,
      email: site.email,
    },
    customer: {
      name: q.customer_name,
      company: q.customer_company,
      address: addressLines(q.customer_address),
      gstin: q.customer_gstin,
      phone: q.customer_phone,
      email: q.customer_email,
    },
    // State names in the customer's language (the codes decide the tax).
    supplierState: {
      code: q.supplier_state,
      name: stateName(q.supplier_state, GST_STATES[q.supplier_state] ?? q.supplier_state, locale),
    },
    placeOfSupply: {
      code: q.place_of_supply,
      name: stateName(
        q.place_of_supply,
        GST_STATES[q.place_of_supply] ?? q.place_of_supply,
        locale,
      ),
    },
    lines: [...lines],
    discountPaise: Number(q.discount_paise),
    roundToRupee: q.round_to_rupee === 1,
    paymentTerms: q.payment_terms,
    deliveryTerms: q.delivery_terms,
    notes: q.notes,
    payment: extras.payment,
    logoMediaId: extras.logoMediaId,
    signatory: extras.signatory,
    url: quotationUrl(q, shop.baseUrl),
  };
}

/** Retries a change that took a number another change took at the same moment. */
async function withNumberRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Sends a draft: a first send gives it its number in the day's financial
 * year; its revision is frozen as the customer will see it (with the shop's
 * bank, UPI, logo and signatory as set now), and the lead is marked contacted
 * (a cart request's order, quoted). `deliver` queues the PDF to the customer by
 * e-mail and WhatsApp (quotation-delivery.server.ts).
 */
export function sendQuotation(
  db: DB,
  actor: SessionUser,
  id: number,
  shop: ShopSettings,
  deliver?: DeliveryChoice,
): Promise<Outcome> {
  return withNumberRetry(() => sendOnce(db, actor, id, shop, deliver));
}

async function sendOnce(
  db: DB,
  actor: SessionUser,
  id: number,
  shop: ShopSettings,
  deliver?: DeliveryChoice,
): Promise<Outcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await rowOf(trx, id);
    if (!q) return fail(QUOTATION_TEXT.notFound, undefined, 404);
    if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
    if (q.status !== "draft") return fail(QUOTATION_TEXT.notDraft, undefined, 409);
    const day = today();
    if (q.valid_until < day) return fail(QUOTATION_TEXT.validPast, "validUntil");
    if (!q.customer_name.trim()) return fail(QUOTATION_TEXT.nameRequired, "customerName");
    const lines = await linesOf(trx, id);
    if (lines.length === 0) return fail(QUOTATION_TEXT.noLines, "lines");
    const now = Date.now();
    // Numbered on its first sending, in that day's financial year (a draft of 31 March sent on 1 April is the new year's).
    const numbering = isNumbered(q) ? null : await nextNumber(trx, day);
    const sent: QuotationRow = {
      ...q,
      ...(numbering ?? {}),
      status: "sent",
      sent_at: now,
      updated_at: now,
    };
    await trx
      .updateTable("quotation")
      .set({ ...(numbering ?? {}), status: "sent", sent_at: now, updated_at: now })
      .where("id", "=", id)
      .execute();
    const settings = await readQuotationSettings(trx, shop.sites.en.city);
    const extras: DocumentExtras = {
      payment: paymentOf(settings),
      logoMediaId: settings.logoMediaId,
      signatory: signatoryOf(settings),
    };
    await trx
      .insertInto("quotation_revision")
      .values({
        quotation_id: id,
        revision: q.revision,
        sent_at: now,
        document: JSON.stringify(quotationDocument(sent, lines, shop, extras)),
      })
      .execute();
    await addEvent(trx, q, "sent", actor.name);
    await queueQuotationDelivery(trx, sent, deliver);
    if (q.enquiry_id !== null) {
      await trx
        .updateTable("enquiry")
        .set({ status: "contacted" })
        .where("id", "=", q.enquiry_id)
        .where("status", "=", "new")
        .execute();
      const lead = await trx
        .selectFrom("enquiry")
        .select("order_id")
        .where("id", "=", q.enquiry_id)
        .executeTakeFirst();
      if (lead?.order_id)
        await trx
          .updateTable("orders")
          .set({ status: "quoted", updated_at: now })
          .where("id", "=", lead.order_id)
          .where("status", "=", "received")
          .execute();
    }
    audit(
      auditOf(sent, "send", `revision ${q.revision} sent`, {
        before: { status: q.status },
        after: { status: "sent", ...(numbering ? { number: numbering.number } : {}) },
      }),
    );
    return { ok: true as const };
  });
}

/** A sent, expired or declined quotation becomes a draft of its next revision; the sent one stays frozen. */
export async function reviseQuotation(db: DB, actor: SessionUser, id: number): Promise<Outcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await rowOf(trx, id);
    if (!q) return fail(QUOTATION_TEXT.notFound, undefined, 404);
    if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
    const status = effectiveStatus({ status: q.status, validUntil: q.valid_until }, today());
    if (!canRevise(status))
      return fail(`A quotation that is ${status} cannot be revised.`, undefined, 409);
    const revision = q.revision + 1;
    const day = today();
    await trx
      .updateTable("quotation")
      .set({
        status: "draft",
        revision,
        decline_reason: "",
        decided_at: null,
        sent_at: null,
        // An expired one gets a fresh validity to start from.
        valid_until: q.valid_until < day ? addDays(day, DEFAULT_VALIDITY_DAYS) : q.valid_until,
        updated_at: Date.now(),
      })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, { id, revision }, "revised", actor.name);
    audit(
      auditOf(q, "revise", `revision ${revision} started`, {
        before: { status, revision: q.revision },
        after: { status: "draft", revision },
      }),
    );
    return { ok: true as const };
  });
}

/**
 * Marks every sent quotation past its last day as expired, audited as the
 * shop, each with an event at the moment it expired (the end of its last
 * valid day, India time). A scheduled job (startQuotationExpiry): pages never
 * write, they show the status as of now (quotation-rules.ts effectiveStatus).
 */
export async function expireQuotations(db: DB, now = Date.now()): Promise<number> {
  const day = indiaDay(now);
  const due = await db
    .selectFrom("quotation")
    .select(["id", "number", "revision", "valid_until"])
    .where("status", "=", "sent")
    .where("valid_until", "<", day)
    .orderBy("id")
    .limit(500)
    .execute();
  if (due.length === 0) return 0;
  return commitChange(db, SYSTEM_ACTOR, { topics: [] }, async (trx, audit) => {
    let expired = 0;
    for (const q of due) {
      const r = await trx
        .updateTable("quotation")
        .set({ status: "expired", updated_at: now })
        .where("id", "=", q.id)
        .where("status", "=", "sent")
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) continue;
      expired++;
      const at = indiaDayStart(addDays(q.valid_until, 1)) ?? now;
      await addEvent(trx, q, "expired", SYSTEM_ACTOR.name, "", Math.min(at, now));
      audit(
        auditOf(q, "expire", "expired by date", {
          before: { status: "sent" },
          after: { status: "expired" },
        }),
      );
    }
    return expired;
  });
}

/** How often the expiry job looks: a quotation expires at most this long after midnight. */
const EXPIRY_EVERY_MS = 10 * 60 * 1000;

/**
 * The expiry job (as the media sweep): at start, then every ten minutes,
 * through the change path. A failure is logged and tried again next time.
 */
export function startQuotationExpiry(db: DB): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    expireQuotations(db)
      .then((n) => {
        if (n > 0) log().info({ count: n }, "quotations expired by date");
      })
      .catch((error: unknown) => log().error({ err: error }, "quotation expiry failed"))
      .finally(() => {
        running = false;
      });
  };
  return repeatEvery({ firstAfterMs: 1_000, everyMs: EXPIRY_EVERY_MS }, run);
}

/**
 * An accepted quotation becomes an order with the quoted lines, each keeping
 * its quoted taxable value and tax (so the order equals the quotation to the
 * paisa), linked both ways. Once only: a second call, or two at once, finds
 * it converted and makes nothing.
 */
export async function convertToOrder(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<Outcome<string>> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await rowOf(trx, id);
    if (!q) return fail(QUOTATION_TEXT.notFound, undefined, 404);
    if (!mayWorkOn(actor, q.salesperson_id)) return notYours();
    if (q.status === "converted" && q.order_id) return { ok: true as const, value: q.order_id };
    if (q.status !== "accepted")
      return fail("Only an accepted quotation becomes an order.", undefined, 409);
    // Claim it first: of two conversions at once, one updates the row and the other makes nothing.
    const claimed = await trx
      .updateTable("quotation")
      .set({ status: "converted", updated_at: Date.now() })
      .where("id", "=", id)
      .where("status", "=", "accepted")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      return fail("This quotation was just converted by someone else.", undefined, 409);
    const orderId = await makeOrder(trx, q, await linesOf(trx, id));
    await trx.updateTable("quotation").set({ order_id: orderId }).where("id", "=", id).execute();
    await addEvent(trx, q, "converted", actor.name, orderId);
    audit(
      auditOf(q, "convert", `became order ${orderId}`, {
        before: { status: "accepted" },
        after: { status: "converted", order: orderId },
      }),
    );
    return { ok: true as const, value: orderId };
  });
}

async function makeOrder(
  trx: DB,
  q: QuotationRow,
  lines: readonly QuotationLine[],
): Promise<string> {
  const id = newOrderId();
  const now = Date.now();
  await trx
    .insertInto("orders")
    .values({
      id,
      user_id: q.user_id ?? "",
      status: "received",
      created_at: now,
      updated_at: now,
      quotation_id: q.id,
    })
    .execute();
  // The quotation's own figures, line by line (the discount on the whole of it included).
  const totals = quoteTotals(
    lines,
    taxSplit(q.supplier_state, q.place_of_supply),
    q.round_to_rupee === 1,
    Number(q.discount_paise),
  );
  if (lines.length > 0)
    await trx
      .insertInto("order_item")
      .values(
        lines.map((l, i) => {
          const t = totals.lines[i];
          const taxable = t?.taxablePaise ?? 0;
          return {
            order_id: id,
            position: i + 1,
            product_id: l.productId ?? "",
            title: l.description,
            // The unit price after the discounts, for reading; the totals are the kept taxable value.
            price_paise: Math.round(taxable / l.quantity),
            quantity: l.quantity,
            image_media_id: null,
            category: "",
            date: orderItemDate(now),
            taxable_paise: taxable,
            tax_paise: t ? t.cgstPaise + t.sgstPaise + t.igstPaise : 0,
          };
        }),
      )
      .execute();
  return id;
}
