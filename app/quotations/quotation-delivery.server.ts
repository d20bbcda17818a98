import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import { indiaDayStart, localDateLong } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { indianMobileDigits } from "~/forms/contact-fields";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { queueMessage, readOutboxConfig } from "~/outbox/outbox.server";
import { documentMessage } from "~/outbox/whatsapp.server";
import { type MessageKind, Unsendable } from "~/outbox/worker.server";
import { documentTotals, type QuotationDocument } from "./quotation-document";
import { quotationPdf } from "./quotation-pdf.server";
import type { QuotationRow } from "./quotations.server";

/**
 * A sent quotation on its way to the customer (docs/quotations.md "Sending it"): when staff
 * tick them on Send, an e-mail with the PDF attached and the customer's link, and a WhatsApp
 * message with the PDF as a document, both in the quotation's language. They are queued in the
 * send's transaction and made by the outbox's worker from the revision as it was sent (frozen).
 */

const QUOTATION_MAIL = "quotation-mail";
const QUOTATION_WHATSAPP = "quotation-whatsapp";

/** What staff ticked on Send. */
export interface DeliveryChoice {
  email: boolean;
  whatsapp: boolean;
}

/** The Send form's two boxes (`deliver-email`, `deliver-whatsapp`). */
export function deliveryChoice(form: FormData): DeliveryChoice {
  return {
    email: form.get("deliver-email") === "on",
    whatsapp: form.get("deliver-whatsapp") === "on",
  };
}

/** Where each channel would take this quotation now; null: that channel is off or has no address. */
export async function deliveryTargets(
  db: DB,
  q: Pick<QuotationRow, "customer_email" | "customer_phone">,
): Promise<{ email: string | null; whatsapp: string | null }> {
  const config = await readOutboxConfig(db);
  return {
    email: config.alertMail && q.customer_email ? q.customer_email : null,
    whatsapp: config.whatsapp ? indianMobileDigits(q.customer_phone) : null,
  };
}

/** Queues what staff chose for the revision being sent, in the send's transaction. */
export async function queueQuotationDelivery(
  trx: DB,
  q: QuotationRow,
  choice: DeliveryChoice | undefined,
): Promise<void> {
  if (!choice || (!choice.email && !choice.whatsapp)) return;
  const targets = await deliveryTargets(trx, q);
  const about = { type: "quotation", id: q.id };
  const payload = { quotationId: q.id, revision: q.revision };
  const what = `${q.number}${q.revision > 1 ? ` revision ${q.revision}` : ""}`;
  if (choice.email && targets.email)
    await queueMessage(trx, {
      kind: QUOTATION_MAIL,
      channel: "email",
      key: `quotation:${q.id}:${q.revision}:email`,
      to: targets.email,
      about,
      title: `Quotation ${what} to the customer, with its PDF`,
      payload,
    });
  if (choice.whatsapp && targets.whatsapp)
    await queueMessage(trx, {
      kind: QUOTATION_WHATSAPP,
      channel: "whatsapp",
      key: `quotation:${q.id}:${q.revision}:whatsapp`,
      to: targets.whatsapp,
      about,
      title: `Quotation ${what} to the customer, PDF on WhatsApp`,
      payload,
    });
}

/** The revision as it was sent, or Unsendable. */
async function sentRevision(db: DB, payload: string): Promise<QuotationDocument> {
  const p = JSON.parse(payload) as { quotationId?: unknown; revision?: unknown };
  const row = await db
    .selectFrom("quotation_revision")
    .select("document")
    .where("quotation_id", "=", Number(p.quotationId))
    .where("revision", "=", Number(p.revision))
    .executeTakeFirst();
  if (!row) throw new Unsendable("The quotation's sent revision no longer exists");
  return JSON.parse(row.document) as QuotationDocument;
}

/** The words the customer reads, in the document's language. */
function wording(doc: QuotationDocument, sites: Record<Locale, SiteDetails>) {
  const locale = doc.language;
  const site = sites[locale];
  const style = { locale, nativeDigits: site.nativeDigits };
  const total = formatPrice(documentTotals(doc).grandTotalPaise, style);
  const date = localDateLong(indiaDayStart(doc.validUntil) ?? Date.now(), style);
  const params = { number: doc.number, shop: site.shortName, total, date, url: doc.url };
  return {
    locale,
    total,
    date,
    subject: m.quotations_email_subject(params, { locale }),
    message: m.quotations_whatsapp_text(params, { locale }),
    greeting: m.quotations_email_greeting({ name: doc.customer.name }, { locale }),
    attached: m.quotations_email_pdf_attached({}, { locale }),
  };
}

const fileName = (doc: QuotationDocument) => `${doc.number.replace(/\//g, "-")}.pdf`;

/** The two kinds the worker makes quotations with. */
export function quotationKinds(options: {
  from: string;
  sites: Record<Locale, SiteDetails>;
  /** WHATSAPP_QUOTATION_TEMPLATE; null: a document message (inside the 24-hour window only). */
  whatsappTemplate: string | null;
}): Record<string, MessageKind> {
  return {
    [QUOTATION_MAIL]: {
      async make(db, row) {
        const doc = await sentRevision(db, row.payload);
        const words = wording(doc, options.sites);
        const to = row.recipient.split(",").filter(Boolean);
        if (to.length === 0) throw new Unsendable("No recipient");
        return {
          mail: {
            from: options.from,
            to,
            replyTo: doc.supplier.email || undefined,
            subject: words.subject,
            text: [
              words.greeting,
              "",
              words.message,
              "",
              words.attached,
              "",
              doc.supplier.name,
            ].join("\n"),
            attachments: [
              {
                filename: fileName(doc),
                content: await quotationPdf(doc),
                contentType: "application/pdf",
              },
            ],
          },
        };
      },
    },
    [QUOTATION_WHATSAPP]: {
      async make(db, row) {
        const doc = await sentRevision(db, row.payload);
        const words = wording(doc, options.sites);
        if (!row.recipient) throw new Unsendable("No recipient");
        const template = options.whatsappTemplate
          ? { name: options.whatsappTemplate, language: words.locale }
          : null;
        return {
          whatsapp: {
            to: row.recipient,
            body: documentMessage(
              { link: `${doc.url}/quotation.pdf`, filename: fileName(doc) },
              {
                template,
                params: [doc.number, words.total, words.date, doc.url],
                caption: words.message,
              },
            ),
          },
        };
      },
    },
  };
}
