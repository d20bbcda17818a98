import type { SelectQueryBuilder } from "kysely";
import { mayWorkOn, type SessionUser, seesEverything } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { containsCaseless } from "~/db/dialect.server";
import type { Database, QuotationStatus, QuotationTable } from "~/db/schema";
import { enquiryReference } from "~/enquiries/enquiries.server";
import { indiaDay, indiaDayStart, localDateLong } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { indianMobileDigits } from "~/forms/contact-fields";
import { fieldErrors } from "~/forms/field-errors";
import { productsOnDay } from "~/gst/tax-rates.server";
import { isLocale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { paginateQuery } from "~/paging/paginate.server";
import { deliveryChoice } from "~/quotations/quotation-delivery.server";
import { quotationFilterSchema } from "~/quotations/quotation-filter";
import { findQuotationProducts } from "~/quotations/quotation-products.server";
import { effectiveStatus, quotationLabel } from "~/quotations/quotation-rules";
import { QUOTATION_TEXT, quotationSchema } from "~/quotations/quotation-schema";
import {
  convertToOrder,
  createQuotation,
  duplicateQuotation,
  type Outcome,
  type QuotationRow,
  type QuotationStart,
  quotationDocument,
  quotationUrl,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "~/quotations/quotations.server";
import { lineOfRow } from "../quotation-lines";

/**
 * The admin's quotation pages (/admin/quotations, docs/quotations.md): the
 * list, one quotation with its history, the editor's products, the actions
 * and the hand-offs (WhatsApp, e-mail) in the customer's language. A
 * salesperson sees and works on their own quotations only; admins on all.
 * Nothing here writes on a read: a quotation past its last day shows as
 * expired (effectiveStatus) until the expiry job marks it.
 */

const QUOTATIONS_PAGE_SIZE = 25;

type QuotationQuery = SelectQueryBuilder<Database & { q: QuotationTable }, "q", object>;

/** Only what `viewer` may see: everything for an admin, their own for a salesperson. */
function visibleTo(query: QuotationQuery, viewer: SessionUser): QuotationQuery {
  if (seesEverything(viewer)) return query;
  return query.where("q.salesperson_id", "=", viewer.salespersonId ?? -1);
}

/** A status as it is now: sent ones past their day count as expired, whatever the row says yet. */
function withStatus(query: QuotationQuery, status: QuotationStatus, today: string): QuotationQuery {
  if (status === "sent")
    return query.where("q.status", "=", "sent").where("q.valid_until", ">=", today);
  if (status === "expired")
    return query.where((eb) =>
      eb.or([
        eb("q.status", "=", "expired"),
        eb.and([eb("q.status", "=", "sent"), eb("q.valid_until", "<", today)]),
      ]),
    );
  return query.where("q.status", "=", status);
}

export async function listQuotations(
  db: DB,
  viewer: SessionUser,
  filter: { status: QuotationStatus | null; page: number },
) {
  const today = indiaDay(Date.now());
  let base = visibleTo(db.selectFrom("quotation as q"), viewer);
  if (filter.status) base = withStatus(base, filter.status, today);
  const { items, total, page, pageCount } = await paginateQuery(
    base,
    base
      .leftJoin("salesperson as s", "s.id", "q.salesperson_id")
      .select([
        "q.id",
        "q.number",
        "q.revision",
        "q.status",
        "q.customer_name",
        "q.customer_company",
        "q.valid_until",
        "q.grand_total_paise",
        "q.created_at",
        "q.order_id",
        "s.name as owner",
      ])
      .orderBy("q.created_at", "desc")
      .orderBy("q.id", "desc"),
    filter.page,
    QUOTATIONS_PAGE_SIZE,
  );
  return {
    items: items.map((r) => ({
      id: r.id,
      label: quotationLabel(r),
      revision: r.revision,
      status: effectiveStatus({ status: r.status, validUntil: r.valid_until }, today),
      customer:
        (r.customer_company ? `${r.customer_name} · ${r.customer_company}` : r.customer_name) ||
        "No customer yet",
      validUntil: r.valid_until,
      totalPaise: Number(r.grand_total_paise),
      createdAt: Number(r.created_at),
      orderId: r.order_id,
      owner: r.owner,
    })),
    total,
    page,
    pageCount,
  };
}

/**
 * Customers to start a quotation for: those of earlier quotations `viewer`
 * may see, matched by name, company, phone, e-mail or GSTIN; the newest
 * quotation of each (by GSTIN, else e-mail, else phone, else name).
 */
export async function findCustomers(db: DB, viewer: SessionUser, raw: string) {
  const text = raw.trim().slice(0, 100);
  if (text.length < 2) return [];
  const rows = await visibleTo(db.selectFrom("quotation as q"), viewer)
    .select([
      "q.id",
      "q.number",
      "q.customer_name",
      "q.customer_company",
      "q.customer_phone",
      "q.customer_email",
      "q.customer_gstin",
      "q.place_of_supply",
    ])
    .where((eb) =>
      eb.or(
        [
          "q.customer_name",
          "q.customer_company",
          "q.customer_phone",
          "q.customer_email",
          "q.customer_gstin",
        ].map((column) => containsCaseless(db, column, text)),
      ),
    )
    .where("q.customer_name", "!=", "")
    .orderBy("q.created_at", "desc")
    .orderBy("q.id", "desc")
    .limit(100)
    .execute();
  const seen = new Set<string>();
  const out = [];
  for (const r of rows) {
    const key = (
      r.customer_gstin ||
      r.customer_email ||
      r.customer_phone ||
      r.customer_name
    ).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      quotationId: r.id,
      name: r.customer_name,
      company: r.customer_company,
      phone: r.customer_phone,
      gstin: r.customer_gstin,
      lastQuotation: quotationLabel(r),
    });
    if (out.length === 10) break;
  }
  return out;
}

export type CustomerChoice = Awaited<ReturnType<typeof findCustomers>>[number];

/** The products a line may pick as typed (the editor's list): price, HSN and today's rate. */
export function editorProducts(db: DB, text: string) {
  return findQuotationProducts(db, text, indiaDay(Date.now()));
}

export type CatalogueChoice = Awaited<ReturnType<typeof editorProducts>>[number];

type Found<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 };

/** One quotation for its admin page: the row, lines, document, history and hand-offs. */
export async function quotationForAdmin(
  db: DB,
  viewer: SessionUser,
  id: number,
  shop: ShopSettings,
): Promise<Found<Awaited<ReturnType<typeof adminView>>>> {
  const q = await db.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
  if (!q) return { ok: false, status: 404 };
  if (!mayWorkOn(viewer, q.salesperson_id)) return { ok: false, status: 403 };
  return { ok: true, value: await adminView(db, q, shop) };
}

async function adminView(db: DB, q: QuotationRow, shop: ShopSettings) {
  const id = q.id;
  const today = indiaDay(Date.now());
  const [rows, events, revisions, owner, lead] = await Promise.all([
    db
      .selectFrom("quotation_line")
      .selectAll()
      .where("quotation_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("quotation_event")
      .select(["kind", "body", "actor", "at", "revision"])
      .where("quotation_id", "=", id)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("quotation_revision")
      .select(["revision", "sent_at"])
      .where("quotation_id", "=", id)
      .orderBy("revision", "desc")
      .execute(),
    q.salesperson_id === null
      ? undefined
      : db
          .selectFrom("salesperson")
          .select("name")
          .where("id", "=", q.salesperson_id)
          .executeTakeFirst(),
    q.enquiry_id === null
      ? undefined
      : db
          .selectFrom("enquiry")
          .select(["id", "kind", "created_at"])
          .where("id", "=", q.enquiry_id)
          .executeTakeFirst(),
  ]);
  const lines = rows.map(lineOfRow);
  const status = effectiveStatus({ status: q.status, validUntil: q.valid_until }, today);
  // A sent one shows what the customer reads (the frozen revision, with the bank and UPI details).
  const frozen =
    status === "draft"
      ? undefined
      : await db
          .selectFrom("quotation_revision")
          .select("document")
          .where("quotation_id", "=", id)
          .where("revision", "=", q.revision)
          .executeTakeFirst();
  const doc = frozen
    ? { ...(JSON.parse(frozen.document) as ReturnType<typeof quotationDocument>), status }
    : quotationDocument(q, lines, shop);
  const picked = await productsOnDay(
    db,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    today,
  );
  return {
    id: q.id,
    label: quotationLabel(q),
    status,
    revision: q.revision,
    token: q.token,
    orderId: q.order_id,
    declineReason: q.decline_reason,
    owner: owner?.name ?? null,
    lead: lead
      ? { reference: enquiryReference(lead.id), createdAt: Number(lead.created_at) }
      : null,
    doc,
    lines,
    events: events.map((e) => ({ ...e, at: Number(e.at) })),
    revisions: revisions.map((r) => ({ revision: r.revision, sentAt: Number(r.sent_at) })),
    handOff: status === "draft" ? null : handOff(q, shop),
    catalogue: [...picked.values()],
    today,
  };
}

export type AdminQuotation = Awaited<ReturnType<typeof adminView>>;

/**
 * The message staff send the customer, in the customer's language, and the
 * WhatsApp and e-mail links that carry it with the quotation's link.
 */
function handOff(q: QuotationRow, shop: ShopSettings) {
  const locale = isLocale(q.language) ? q.language : "en";
  const site = shop.sites[locale];
  const style = { locale, nativeDigits: site.nativeDigits };
  const url = quotationUrl(q, shop.baseUrl);
  const validDay = indiaDayStart(q.valid_until) ?? Date.now();
  const text = m.quotations_whatsapp_text(
    {
      number: q.number,
      shop: site.shortName,
      total: formatPrice(Number(q.grand_total_paise), style),
      date: localDateLong(validDay, style),
      url,
    },
    { locale },
  );
  const phone = indianMobileDigits(q.customer_phone);
  const subject = m.quotations_email_subject(
    { number: q.number, shop: site.shortName },
    { locale },
  );
  return {
    url,
    text,
    whatsapp: `https://wa.me/${phone ?? ""}?text=${encodeURIComponent(text)}`,
    hasPhone: phone !== null,
    email: q.customer_email
      ? `mailto:${q.customer_email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
      : null,
  };
}

/** The quotations made from each of these leads, for the inbox. */
export async function quotationsOfLeads(db: DB, enquiryIds: readonly number[]) {
  const out = new Map<number, { id: number; number: string; status: QuotationStatus }[]>();
  if (enquiryIds.length === 0) return out;
  const rows = await db
    .selectFrom("quotation")
    .select(["id", "number", "status", "enquiry_id", "valid_until"])
    .where("enquiry_id", "in", [...enquiryIds])
    .orderBy("id")
    .execute();
  const today = indiaDay(Date.now());
  for (const r of rows) {
    if (r.enquiry_id === null) continue;
    const list = out.get(r.enquiry_id) ?? [];
    list.push({
      id: r.id,
      number: quotationLabel(r),
      status: effectiveStatus({ status: r.status, validUntil: r.valid_until }, today),
    });
    out.set(r.enquiry_id, list);
  }
  return out;
}

/** The notes on each of these leads (a customer's questions and answers among them), oldest first. */
export async function notesOfLeads(db: DB, enquiryIds: readonly number[]) {
  const out = new Map<number, { body: string; author: string; at: number }[]>();
  if (enquiryIds.length === 0) return out;
  const rows = await db
    .selectFrom("enquiry_note")
    .select(["enquiry_id", "body", "author", "created_at"])
    .where("enquiry_id", "in", [...enquiryIds])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const list = out.get(r.enquiry_id) ?? [];
    list.push({ body: r.body, author: r.author, at: Number(r.created_at) });
    out.set(r.enquiry_id, list);
  }
  return out;
}

export type QuotationActionResult =
  | { ok: true; message: string; id: number }
  | {
      ok: false;
      status: number;
      message: string;
      errors: Record<string, string>;
      values?: Record<string, string>;
    };

const id = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Where a "create" post starts the quotation: a lead, a customer (an earlier quotation's) or nothing. */
function startOf(form: FormData): QuotationStart | null {
  if (form.has("enquiry")) {
    const lead = id(form.get("enquiry"));
    return lead === null ? null : { from: "lead", enquiryId: lead };
  }
  if (form.has("customerOf")) {
    const quotation = id(form.get("customerOf"));
    return quotation === null ? null : { from: "customer", quotationId: quotation };
  }
  return { from: "blank" };
}

const DRAFTED = "Quotation drafted: check its lines and terms, then send it.";

/**
 * Every change staff make to quotations: create (from a lead, a customer or
 * nothing), duplicate, save, send (saves first), revise and convert. The
 * caller has checked the staff role; each change checks the quotation is the
 * person's to work on.
 */
export async function runQuotationAction(
  db: DB,
  staff: SessionUser,
  form: FormData,
  shop: ShopSettings,
): Promise<QuotationActionResult> {
  const intent = form.get("intent");
  const refused = (message: string, status = 400, errors: Record<string, string> = {}) =>
    ({ ok: false, status, message, errors }) as const;
  const answer = (r: Outcome<number>, message: string): QuotationActionResult =>
    r.ok ? { ok: true, message, id: r.value } : refused(r.message, r.status ?? 400);
  if (intent === "create") {
    const start = startOf(form);
    if (start === null) return refused(QUOTATION_TEXT.leadNotFound, 404);
    return answer(await createQuotation(db, staff, start, shop), DRAFTED);
  }
  const quotation = id(form.get("id"));
  if (quotation === null) return refused(QUOTATION_TEXT.notFound, 404);
  if (intent === "duplicate")
    return answer(
      await duplicateQuotation(db, staff, quotation, shop),
      "A copy is open as a new draft: change the customer or the lines, then send it.",
    );
  if (intent === "save" || intent === "send") {
    const values = Object.fromEntries(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const parsed = quotationSchema().safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors<string>(parsed.error);
      return {
        ...refused(
          Object.values(errors)[0] ?? QUOTATION_TEXT.failed,
          400,
          errors as Record<string, string>,
        ),
        values,
      };
    }
    const saved = await saveQuotation(db, staff, quotation, parsed.data);
    if (!saved.ok)
      return {
        ...refused(
          saved.message,
          saved.status ?? 400,
          saved.field ? { [saved.field]: saved.message } : {},
        ),
        values,
      };
    if (intent === "save") return { ok: true, message: "Draft saved.", id: quotation };
    const sent = await sendQuotation(db, staff, quotation, shop, deliveryChoice(form));
    return sent.ok
      ? { ok: true, message: "Quotation sent: now share it with the customer.", id: quotation }
      : refused(sent.message, sent.status ?? 400, sent.field ? { [sent.field]: sent.message } : {});
  }
  if (intent === "revise") {
    const r = await reviseQuotation(db, staff, quotation);
    return r.ok
      ? { ok: true, message: "A new revision is open: edit it, then send it.", id: quotation }
      : refused(r.message, r.status ?? 409);
  }
  if (intent === "convert") {
    const r = await convertToOrder(db, staff, quotation);
    return r.ok
      ? { ok: true, message: `Order ${r.value} made from this quotation.`, id: quotation }
      : refused(r.message, r.status ?? 409);
  }
  return refused(QUOTATION_TEXT.unknownRequest);
}

/**
 * What /admin/quotations shows: the quotations the viewer may see (filtered), the customers a
 * new quotation can be made for (found by the typed text) and whether the viewer sees everyone's.
 */
export async function quotationsPageData(db: DB, staff: SessionUser, url: URL) {
  const filter = quotationFilterSchema.parse(Object.fromEntries(url.searchParams));
  const customerText = (url.searchParams.get("customer") ?? "").slice(0, 100);
  const [quotations, customers] = await Promise.all([
    listQuotations(db, staff, filter),
    findCustomers(db, staff, customerText),
  ]);
  return { filter, quotations, customerText, customers, isAdmin: seesEverything(staff) };
}
