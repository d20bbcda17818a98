import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import type { QuotationStatus } from "~/db/schema";
import { enquiryReference } from "~/enquiries/enquiries.server";
import { indiaDay, indiaDayStart, localDateLong } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { indianMobileDigits } from "~/forms/contact-fields";
import { fieldErrors } from "~/forms/field-errors";
import { ratesOn } from "~/gst/tax-rates.server";
import { isLocale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { paginateQuery } from "~/paging/paginate.server";
import { deliveryChoice } from "~/quotations/quotation-delivery.server";
import { effectiveStatus } from "~/quotations/quotation-rules";
import { QUOTATION_TEXT, quotationSchema } from "~/quotations/quotation-schema";
import {
  convertToOrder,
  createQuotationFromLead,
  expireQuotations,
  type QuotationRow,
  quotationDocument,
  quotationUrl,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "~/quotations/quotations.server";

/**
 * The admin's quotation pages (/admin/quotations, docs/quotations.md): the
 * list, one quotation with its history, the editor's catalogue, the actions
 * and the hand-offs (WhatsApp, e-mail) in the customer's language.
 */

const QUOTATIONS_PAGE_SIZE = 25;

export async function listQuotations(
  db: DB,
  filter: { status: QuotationStatus | null; page: number },
) {
  await expireQuotations(db);
  let base = db.selectFrom("quotation as q");
  if (filter.status) base = base.where("q.status", "=", filter.status);
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
      number: r.number,
      revision: r.revision,
      status: r.status,
      customer: r.customer_company ? `${r.customer_name} · ${r.customer_company}` : r.customer_name,
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

/** Products for the editor's picker: id, title, price, HSN and the rate in force today. */
async function catalogue(db: DB) {
  // The picker lists the best sellers first; any other product is typed by its id.
  const products = await db
    .selectFrom("product")
    .select(["id", "title", "price_paise", "hsn"])
    .orderBy("best_sell", "desc")
    .orderBy("title")
    .limit(500)
    .execute();
  const rates = await ratesOn(
    db,
    products.map((p) => p.hsn ?? ""),
    indiaDay(Date.now()),
  );
  return products.map((p) => ({
    id: p.id,
    title: p.title,
    pricePaise: Number(p.price_paise),
    hsn: p.hsn ?? "",
    rateBp: p.hsn ? (rates.get(p.hsn) ?? null) : null,
  }));
}

export type CatalogueChoice = Awaited<ReturnType<typeof catalogue>>[number];

/** One quotation for its admin page: the row, lines, document, history and hand-offs. */
export async function quotationForAdmin(db: DB, id: number, shop: ShopSettings) {
  await expireQuotations(db);
  const q = await db.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirst();
  if (!q) return null;
  const [lines, events, revisions, owner, lead] = await Promise.all([
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
  const doc = quotationDocument(q, lines, shop);
  return {
    id: q.id,
    status: q.status,
    revision: q.revision,
    token: q.token,
    orderId: q.order_id,
    declineReason: q.decline_reason,
    owner: owner?.name ?? null,
    lead: lead
      ? { reference: enquiryReference(lead.id), createdAt: Number(lead.created_at) }
      : null,
    doc,
    lines: lines.map((l) => ({
      productId: l.product_id,
      description: l.description,
      hsn: l.hsn,
      unit: l.unit,
      quantity: l.quantity,
      unitPricePaise: Number(l.unit_price_paise),
      discountBp: l.discount_bp,
      rateBp: l.rate_bp,
    })),
    events: events.map((e) => ({ ...e, at: Number(e.at) })),
    revisions: revisions.map((r) => ({ revision: r.revision, sentAt: Number(r.sent_at) })),
    handOff: q.status === "draft" ? null : handOff(q, shop),
    catalogue: q.status === "draft" ? await catalogue(db) : [],
    today: indiaDay(Date.now()),
  };
}

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
      number: r.number,
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

/**
 * Every change staff make to quotations: create (from a lead), save, send
 * (saves first), revise and convert. The caller has checked the admin role.
 */
export async function runQuotationAction(
  db: DB,
  admin: SessionUser,
  form: FormData,
  shop: ShopSettings,
): Promise<QuotationActionResult> {
  const intent = form.get("intent");
  const refused = (message: string, status = 400, errors: Record<string, string> = {}) =>
    ({ ok: false, status, message, errors }) as const;
  if (intent === "create") {
    const lead = id(form.get("enquiry"));
    if (lead === null) return refused(QUOTATION_TEXT.leadNotFound, 404);
    const r = await createQuotationFromLead(db, admin, lead, shop);
    return r.ok
      ? {
          ok: true,
          message: "Quotation drafted: check its lines and terms, then send it.",
          id: r.value,
        }
      : refused(r.message, 404);
  }
  const quotation = id(form.get("id"));
  if (quotation === null) return refused(QUOTATION_TEXT.notFound, 404);
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
    const saved = await saveQuotation(db, admin, quotation, parsed.data);
    if (!saved.ok)
      return {
        ...refused(saved.message, 400, saved.field ? { [saved.field]: saved.message } : {}),
        values,
      };
    if (intent === "save") return { ok: true, message: "Draft saved.", id: quotation };
    const sent = await sendQuotation(db, admin, quotation, shop, deliveryChoice(form));
    return sent.ok
      ? { ok: true, message: "Quotation sent: now share it with the customer.", id: quotation }
      : refused(sent.message);
  }
  if (intent === "revise") {
    const r = await reviseQuotation(db, admin, quotation);
    return r.ok
      ? { ok: true, message: "A new revision is open: edit it, then send it.", id: quotation }
      : refused(r.message, 409);
  }
  if (intent === "convert") {
    const r = await convertToOrder(db, admin, quotation);
    return r.ok
      ? { ok: true, message: `Order ${r.value} made from this quotation.`, id: quotation }
      : refused(r.message, 409);
  }
  return refused(QUOTATION_TEXT.unknownRequest);
}
