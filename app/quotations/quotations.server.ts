import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { SessionUser } from "~/accounts/session-user";
import { SYSTEM_ACTOR } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import type { QuotationLineTable, QuotationTable } from "~/db/schema";
import { addDays, indiaDay, orderItemDate } from "~/format/india-time";
import { GST_STATES, gstinState } from "~/forms/gstin";
import { netUnitPricePaise, quoteTotals, taxSplit } from "~/gst/quote-money";
import { ratesOn } from "~/gst/tax-rates.server";
import { quotationPath } from "~/http/paths";
import { isLocale, type Locale, localisePath } from "~/i18n/locales";
import { newOrderId } from "~/orders/orders.server";
import { type DeliveryChoice, queueQuotationDelivery } from "./quotation-delivery.server";
import type { QuotationDocument, QuotationDocumentLine } from "./quotation-document";
import {
  canRevise,
  DEFAULT_VALIDITY_DAYS,
  effectiveStatus,
  financialYear,
  quotationNumber,
} from "./quotation-rules";
import { type LineInput, QUOTATION_TEXT, type QuotationInput } from "./quotation-schema";

/**
 * Quotations on the staff's side (docs/quotations.md): made from a lead,
 * edited while a draft, sent (which freezes the revision the customer sees),
 * revised, expired by date, and turned into an order once accepted. Every
 * write is a `commitChange` with its audit row; money comes only from
 * gst/quote-money.ts.
 */

export type QuotationRow = Selectable<QuotationTable>;
type LineRow = Selectable<QuotationLineTable>;

export type Outcome<T = undefined> =
  | ({ ok: true } & (T extends undefined ? object : { value: T }))
  | { ok: false; message: string; field?: string };

const fail = (message: string, field?: string) => ({ ok: false as const, message, field });

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

/** Everything a new quotation starts from: the lead's customer, place and lines. */
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

/** Catalogue lines: the product's title, price and HSN, and the HSN's rate today. */
async function catalogueLines(
  trx: DB,
  wanted: readonly { productId: string; quantity: number }[],
  day: string,
): Promise<Omit<LineRow, "quotation_id" | "position">[]> {
  if (wanted.length === 0) return [];
  const products = await trx
    .selectFrom("product")
    .select(["id", "title", "price_paise", "hsn"])
    .where(
      "id",
      "in",
      wanted.map((w) => w.productId),
    )
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const rates = await ratesOn(
    trx,
    products.map((p) => p.hsn ?? ""),
    day,
  );
  return wanted.flatMap((w) => {
    const p = byId.get(w.productId);
    if (!p) return [];
    const hsn = p.hsn ?? "";
    return [
      {
        product_id: p.id,
        description: p.title,
        hsn,
        unit: "Nos",
        quantity: w.quantity,
        unit_price_paise: p.price_paise,
        discount_bp: 0,
        // No rate for the HSN: 18 %, the rate of most pumps, motors and tools, for staff to check.
        rate_bp: rates.get(hsn) ?? 1800,
      },
    ];
  });
}

/** The totals kept on the row for lists and the dashboard (the calculation module's result). */
function storedTotals(
  lines: readonly Pick<LineRow, "quantity" | "unit_price_paise" | "discount_bp" | "rate_bp">[],
  supplierState: string,
  placeOfSupply: string,
  roundToRupee: boolean,
) {
  const t = quoteTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPricePaise: Number(l.unit_price_paise),
      discountBasisPoints: l.discount_bp,
      rateBasisPoints: l.rate_bp,
    })),
    taxSplit(supplierState, placeOfSupply),
    roundToRupee,
  );
  return {
    taxable_paise: t.taxablePaise,
    tax_paise: t.cgstPaise + t.sgstPaise + t.igstPaise,
    grand_total_paise: t.grandTotalPaise,
  };
}

async function writeLines(
  trx: DB,
  id: number,
  lines: readonly Omit<LineRow, "quotation_id" | "position">[],
) {
  await trx.deleteFrom("quotation_line").where("quotation_id", "=", id).execute();
  if (lines.length > 0)
    await trx
      .insertInto("quotation_line")
      .values(lines.map((l, i) => ({ ...l, quotation_id: id, position: i + 1 })))
      .execute();
}

async function addEvent(
  trx: DB,
  q: Pick<QuotationRow, "id" | "revision">,
  kind: string,
  actor: string,
  body = "",
) {
  await trx
    .insertInto("quotation_event")
    .values({ quotation_id: q.id, revision: q.revision, kind, body, actor, at: Date.now() })
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
  detail: `${q.number}: ${detail}`,
  ...extra,
});

/**
 * A new draft from a lead (a product enquiry, a dealer's application or a
 * cart request): its customer, place of supply and lines filled in, owned by
 * the lead's salesperson.
 */
export async function createQuotationFromLead(
  db: DB,
  actor: SessionUser,
  enquiryId: number,
  shop: ShopSettings,
): Promise<Outcome<number>> {
  // Two quotations made at once may take the same next number: the unique
  // (fy, seq) refuses one, which simply tries again with the next.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createOnce(db, actor, enquiryId, shop);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function createOnce(
  db: DB,
  actor: SessionUser,
  enquiryId: number,
  shop: ShopSettings,
): Promise<Outcome<number>> {
  const site = shop.sites.en;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const start = await startingPoint(trx, enquiryId);
    if (!start) return fail(QUOTATION_TEXT.leadNotFound);
    const { lead } = start;
    const day = today();
    const supplier = supplierOf(site);
    const place = lead.state_code ?? start.gstState ?? supplier.state;
    const lines = await catalogueLines(trx, start.wanted, day);
    const n = await nextNumber(trx, day);
    const now = Date.now();
    const { id } = await trx
      .insertInto("quotation")
      .values({
        number: n.number,
        fy: n.fy,
        seq: n.seq,
        enquiry_id: lead.id,
        salesperson_id: lead.salesperson_id,
        user_id: start.account,
        language: isLocale(lead.language) ? lead.language : "en",
        customer_name: lead.name,
        customer_company: lead.company,
        customer_email: lead.email,
        customer_phone: lead.phone,
        customer_gstin: lead.gst,
        customer_address: start.address,
        place_of_supply: place,
        supplier_state: supplier.state,
        supplier_gstin: supplier.gstin,
        valid_until: addDays(day, DEFAULT_VALIDITY_DAYS),
        payment_terms: "50% advance with the order, the balance before dispatch.",
        delivery_terms: `Ex-works ${site.city}, within 7 days of the order. Freight and insurance extra.`,
        ...storedTotals(lines, supplier.state, place, true),
        token: newToken(),
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeLines(trx, id, lines);
    await addEvent(trx, { id, revision: 1 }, "created", actor.name);
    audit(
      auditOf({ id, number: n.number }, "create", `drafted for ${lead.name} from lead ${lead.id}`),
    );
    return { ok: true as const, value: id };
  });
}

/** The lines as the form gave them, completed from the catalogue; or the first problem. */
async function resolveLines(
  trx: DB,
  lines: readonly LineInput[],
  day: string,
): Promise<Omit<LineRow, "quotation_id" | "position">[] | { message: string; field: string }> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const products = ids.length
    ? await trx
        .selectFrom("product")
        .select(["id", "title", "price_paise", "hsn"])
        .where("id", "in", ids)
        .execute()
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const hsnOf = (l: LineInput) =>
    l.hsn !== "" ? l.hsn : ((l.productId ? byId.get(l.productId)?.hsn : null) ?? "");
  const rates = await ratesOn(trx, lines.map(hsnOf), day);
  const out: Omit<LineRow, "quotation_id" | "position">[] = [];
  for (const l of lines) {
    const i = l.row;
    const product = l.productId ? byId.get(l.productId) : undefined;
    if (l.productId && !product)
      return { message: QUOTATION_TEXT.productUnknown, field: `line-${i}-product` };
    const hsn = hsnOf(l);
    const rate = l.rateBasisPoints ?? rates.get(hsn);
    if (rate === undefined) return { message: QUOTATION_TEXT.rateMissing, field: `line-${i}-rate` };
    const price = l.unitPricePaise ?? product?.price_paise;
    if (price === undefined)
      return { message: QUOTATION_TEXT.priceInvalid, field: `line-${i}-price` };
    out.push({
      product_id: product?.id ?? null,
      description: l.description !== "" ? l.description : (product?.title ?? ""),
      hsn,
      unit: l.unit,
      quantity: l.quantity,
      unit_price_paise: price,
      discount_bp: l.discountBasisPoints,
      rate_bp: rate,
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
    const q = await trx.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
    if (!q) return fail(QUOTATION_TEXT.notFound);
    if (q.status !== "draft") return fail(QUOTATION_TEXT.notDraft);
    // Rows are numbered as posted; problems name the row the editor shows.
    const lines = await resolveLines(trx, input.lines, today());
    if (!Array.isArray(lines)) return fail(lines.message, lines.field);
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
    };
    const totals = storedTotals(lines, q.supplier_state, input.placeOfSupply, input.roundToRupee);
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

async function linesOf(db: DB, id: number): Promise<LineRow[]> {
  return db
    .selectFrom("quotation_line")
    .selectAll()
    .where("quotation_id", "=", id)
    .orderBy("position")
    .execute();
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

/** The document a quotation's row and lines make, as the customer reads it. */
export function quotationDocument(
  q: QuotationRow,
  lines: readonly LineRow[],
  shop: ShopSettings,
): QuotationDocument {
  const locale: Locale = isLocale(q.language) ? q.language : "en";
  // The letterhead in the customer's language (the address is translated; names and numbers are not).
  const site = shop.sites[locale];
  const docLines: QuotationDocumentLine[] = lines.map((l) => ({
    productId: l.product_id,
    description: l.description,
    hsn: l.hsn,
    unit: l.unit,
    quantity: l.quantity,
    unitPricePaise: Number(l.unit_price_paise),
    discountBasisPoints: l.discount_bp,
    rateBasisPoints: l.rate_bp,
  }));
  return {
    number: q.number,
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
    supplierState: {
      code: q.supplier_state,
      name: GST_STATES[q.supplier_state] ?? q.supplier_state,
    },
    placeOfSupply: {
      code: q.place_of_supply,
      name: GST_STATES[q.place_of_supply] ?? q.place_of_supply,
    },
    lines: docLines,
    roundToRupee: q.round_to_rupee === 1,
    paymentTerms: q.payment_terms,
    deliveryTerms: q.delivery_terms,
    notes: q.notes,
    url: quotationUrl(q, shop.baseUrl),
  };
}

/**
 * Sends a draft: its revision is frozen as the customer will see it, and the
 * lead is marked contacted (a cart request's order, quoted). `deliver` queues
 * the PDF to the customer by e-mail and WhatsApp (quotation-delivery.server.ts).
 */
export async function sendQuotation(
  db: DB,
  actor: SessionUser,
  id: number,
  shop: ShopSettings,
  deliver?: DeliveryChoice,
): Promise<Outcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await trx.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
    if (!q) return fail(QUOTATION_TEXT.notFound);
    if (q.status !== "draft") return fail(QUOTATION_TEXT.notDraft);
    const day = today();
    if (q.valid_until < day) return fail(QUOTATION_TEXT.validPast, "validUntil");
    const lines = await linesOf(trx, id);
    if (lines.length === 0) return fail(QUOTATION_TEXT.noLines, "lines");
    const now = Date.now();
    const sent = { ...q, status: "sent" as const, sent_at: now, updated_at: now };
    await trx
      .updateTable("quotation")
      .set({ status: "sent", sent_at: now, updated_at: now })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("quotation_revision")
      .values({
        quotation_id: id,
        revision: q.revision,
        sent_at: now,
        document: JSON.stringify(quotationDocument(sent, lines, shop)),
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
      auditOf(q, "send", `revision ${q.revision} sent`, {
        before: { status: q.status },
        after: { status: "sent" },
      }),
    );
    return { ok: true as const };
  });
}

/** A sent, expired or declined quotation becomes a draft of its next revision; the sent one stays frozen. */
export async function reviseQuotation(db: DB, actor: SessionUser, id: number): Promise<Outcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await trx.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
    if (!q) return fail(QUOTATION_TEXT.notFound);
    const status = effectiveStatus({ status: q.status, validUntil: q.valid_until }, today());
    if (!canRevise(status)) return fail(`A quotation that is ${status} cannot be revised.`);
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
 * Marks every sent quotation past its last day as expired (the customer page
 * and the lists already treat it so). Run when a quotation page or list loads.
 */
export async function expireQuotations(db: DB, day: string = today()): Promise<number> {
  const due = await db
    .selectFrom("quotation")
    .select(["id", "number", "revision"])
    .where("status", "=", "sent")
    .where("valid_until", "<", day)
    .execute();
  if (due.length === 0) return 0;
  return commitChange(db, SYSTEM_ACTOR, { topics: [] }, async (trx, audit) => {
    let expired = 0;
    for (const q of due) {
      const r = await trx
        .updateTable("quotation")
        .set({ status: "expired", updated_at: Date.now() })
        .where("id", "=", q.id)
        .where("status", "=", "sent")
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) continue;
      expired++;
      await addEvent(trx, q, "expired", SYSTEM_ACTOR.name);
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

/**
 * An accepted quotation becomes an order with the quoted lines (each at its
 * price after discount), linked both ways. Once only: a second call, or two
 * at once, finds it converted and makes nothing.
 */
export async function convertToOrder(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<Outcome<string>> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const q = await trx.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
    if (!q) return fail(QUOTATION_TEXT.notFound);
    if (q.status === "converted" && q.order_id) return { ok: true as const, value: q.order_id };
    if (q.status !== "accepted") return fail("Only an accepted quotation becomes an order.");
    // Claim it first: of two conversions at once, one updates the row and the other makes nothing.
    const claimed = await trx
      .updateTable("quotation")
      .set({ status: "converted", updated_at: Date.now() })
      .where("id", "=", id)
      .where("status", "=", "accepted")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      return fail("This quotation was just converted by someone else.");
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

async function makeOrder(trx: DB, q: QuotationRow, lines: readonly LineRow[]): Promise<string> {
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
  const net = netUnitPrices(lines);
  if (lines.length > 0)
    await trx
      .insertInto("order_item")
      .values(
        lines.map((l, i) => ({
          order_id: id,
          position: i + 1,
          product_id: l.product_id ?? "",
          title: l.description,
          price_paise: net[i] ?? 0,
          quantity: l.quantity,
          image_media_id: null,
          category: "",
          date: orderItemDate(now),
        })),
      )
      .execute();
  return id;
}

/** Each line's unit price after its discount (the order's lines show it). */
function netUnitPrices(lines: readonly LineRow[]): number[] {
  return lines.map((l) =>
    netUnitPricePaise({
      quantity: l.quantity,
      unitPricePaise: Number(l.unit_price_paise),
      discountBasisPoints: l.discount_bp,
      rateBasisPoints: l.rate_bp,
    }),
  );
}
