import { rupeesInWords } from "~/format/amount-in-words";
import type { FormatStyle } from "~/format/digits";
import { indiaDayStart, localDate } from "~/format/india-time";
import { formatQuantity } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import type { HsnSummaryRow, QuoteLine } from "~/gst/quote-money";
import { m } from "~/i18n/paraglide/messages.js";
import { mediaUrl } from "~/media/media-url";
import {
  documentHsnSummary,
  documentTotals,
  type QuotationDocument,
  upiPayLink,
} from "./quotation-document";

/**
 * A quotation as a page shows it (the customer's page, and the admin's view of
 * a sent one): the same document, labels and totals as the PDF, with its
 * HSN/SAC summary, the bank details and a UPI QR code of the amount, the logo
 * and the signatory. On a phone each line is a short block with its tax; from
 * `sm` up, the table the PDF prints. Amounts in the page's language (`style`).
 */

/** A QR code as one SVG path (customer-quotation.server.ts makes it): modules across, and the path. */
export interface QrPath {
  size: number;
  path: string;
}

const percent = (basisPoints: number, style: FormatStyle) =>
  `${formatQuantity(basisPoints / 100, style)}%`;

export function dayText(day: string, style: FormatStyle): string {
  const ms = indiaDayStart(day);
  return ms === null ? day : localDate(ms, style);
}

function Party({
  heading,
  party,
  state,
}: {
  /** Over the customer ("Quotation for"); the supplier's own name is its heading. */
  heading?: string;
  party: QuotationDocument["customer"];
  state?: string;
}) {
  return (
    <div className="min-w-0">
      {heading ? (
        <h2 className="text-xs font-bold uppercase tracking-wide text-slate-500">{heading}</h2>
      ) : null}
      <p className="mt-1 font-bold text-slate-900">{party.company || party.name}</p>
      {party.company && party.company !== party.name ? (
        <p className="text-sm text-slate-700">{party.name}</p>
      ) : null}
      {party.address.map((line) => (
        <p key={line} className="text-sm text-slate-700">
          {line}
        </p>
      ))}
      {state ? <p className="text-sm text-slate-700">{state}</p> : null}
      <p className="mt-1 text-sm text-slate-700">
        {m.quotation_pdf_gstin()}: {party.gstin || m.quotation_pdf_unregistered()}
      </p>
      {party.phone ? (
        <p className="text-sm text-slate-700">
          {m.quotation_pdf_phone()}: {party.phone}
        </p>
      ) : null}
      {party.email ? <p className="break-words text-sm text-slate-700">{party.email}</p> : null}
    </div>
  );
}

/** A line's tax in words and figures: "CGST 9% ₹90.00 · SGST 9% ₹90.00" or "IGST 18% ₹180.00". */
function lineTax(
  t: QuoteLine,
  rateBasisPoints: number,
  intra: boolean,
  money: (paise: number) => string,
  style: FormatStyle,
): string {
  if (intra) {
    const half = percent(rateBasisPoints / 2, style);
    return `${m.quotation_pdf_cgst()} ${half} ${money(t.cgstPaise)} · ${m.quotation_pdf_sgst()} ${half} ${money(t.sgstPaise)}`;
  }
  return `${m.quotation_pdf_igst()} ${percent(rateBasisPoints, style)} ${money(t.igstPaise)}`;
}

/** The HSN/SAC-wise summary: a short block per code on a phone, a table from `sm` up. */
function HsnSummary({
  rows,
  intra,
  money,
  style,
}: {
  rows: readonly HsnSummaryRow[];
  intra: boolean;
  money: (paise: number) => string;
  style: FormatStyle;
}) {
  return (
    <section aria-labelledby="hsn-summary" className="mt-6" data-testid="hsn-summary">
      <h2 id="hsn-summary" className="text-sm font-bold text-slate-900">
        {m.quotation_pdf_hsn_summary()}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200 text-sm sm:hidden">
        {rows.map((r) => (
          <li key={`${r.hsn}-${r.rateBasisPoints}`} className="py-2">
            <p className="font-semibold text-slate-900">
              {m.quotation_pdf_col_hsn()} {r.hsn || "—"} · {percent(r.rateBasisPoints, style)}
            </p>
            <p className="text-slate-700">
              {m.quotation_pdf_col_taxable()} {money(r.taxablePaise)}
            </p>
            <p className="text-slate-700">
              {intra
                ? `${m.quotation_pdf_cgst()} ${money(r.cgstPaise)} · ${m.quotation_pdf_sgst()} ${money(r.sgstPaise)}`
                : `${m.quotation_pdf_igst()} ${money(r.igstPaise)}`}{" "}
              · {m.quotation_pdf_col_tax_total()} {money(r.taxPaise)}
            </p>
          </li>
        ))}
      </ul>
      <table className="mt-2 hidden w-full border-y border-slate-200 text-sm sm:table">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <th className="px-2 py-2">{m.quotation_pdf_col_hsn()}</th>
            <th className="px-2 py-2 text-right">{m.quotation_pdf_col_rate()}</th>
            <th className="px-2 py-2 text-right">{m.quotation_pdf_col_taxable()}</th>
            {intra ? (
              <>
                <th className="px-2 py-2 text-right">{m.quotation_pdf_cgst()}</th>
                <th className="px-2 py-2 text-right">{m.quotation_pdf_sgst()}</th>
              </>
            ) : (
              <th className="px-2 py-2 text-right">{m.quotation_pdf_igst()}</th>
            )}
            <th className="px-2 py-2 text-right">{m.quotation_pdf_col_tax_total()}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={`${r.hsn}-${r.rateBasisPoints}`}>
              <td className="px-2 py-2">{r.hsn || "—"}</td>
              <td className="px-2 py-2 text-right">{percent(r.rateBasisPoints, style)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">{money(r.taxablePaise)}</td>
              {intra ? (
                <>
                  <td className="whitespace-nowrap px-2 py-2 text-right">{money(r.cgstPaise)}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">{money(r.sgstPaise)}</td>
                </>
              ) : (
                <td className="whitespace-nowrap px-2 py-2 text-right">{money(r.igstPaise)}</td>
              )}
              <td className="whitespace-nowrap px-2 py-2 text-right font-semibold">
                {money(r.taxPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The bank account and UPI ID the shop takes payment on, with the UPI QR code of the amount. */
function Payment({
  doc,
  grandTotal,
  upiLink,
  upiQr,
}: {
  doc: QuotationDocument;
  grandTotal: string;
  upiLink: string | null;
  upiQr: QrPath | null;
}) {
  const p = doc.payment;
  if (!p) return null;
  const rows: [string, string][] = [
    [m.quotation_pdf_account_name(), p.accountName],
    [m.quotation_pdf_bank(), p.bankName],
    [m.quotation_pdf_account_number(), p.accountNumber],
    [m.quotation_pdf_ifsc(), p.ifsc],
    [m.quotation_pdf_branch(), p.branch],
    [m.quotation_pdf_upi_id(), p.upiId],
  ];
  return (
    <section
      aria-labelledby="bank-details"
      className="mt-6 flex flex-wrap items-start justify-between gap-4 rounded-lg bg-slate-50 p-4"
      data-testid="quotation-payment"
    >
      <div className="min-w-0">
        <h2 id="bank-details" className="text-sm font-bold text-slate-900">
          {m.quotation_pdf_bank_details()}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold break-words text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      {upiLink ? (
        <div className="text-center">
          {upiQr ? (
            <svg
              viewBox={`0 0 ${upiQr.size + 4} ${upiQr.size + 4}`}
              className="mx-auto h-36 w-36 bg-white"
              role="img"
              aria-label={m.quotations_upi_qr_label({ amount: grandTotal })}
              data-testid="upi-qr"
              shapeRendering="crispEdges"
            >
              <path d={upiQr.path} transform="translate(2 2)" fill="#0f172a" />
            </svg>
          ) : null}
          <p className="mt-1 max-w-[12rem] text-xs text-slate-600">
            {m.quotation_pdf_upi_scan({ amount: grandTotal })}
          </p>
          <a
            href={upiLink}
            className="mt-2 inline-flex items-center rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {m.quotations_pay_upi({ amount: grandTotal })}
          </a>
        </div>
      ) : null}
    </section>
  );
}

/** "For Sabarmati Pumps", the signature, the signatory's name and title. */
function Signatory({ doc }: { doc: QuotationDocument }) {
  const s = doc.signatory;
  return (
    <div className="mt-6 text-right text-sm text-slate-800" data-testid="quotation-signatory">
      <p className="font-semibold">
        {m.quotation_pdf_for_company({ company: doc.supplier.company || doc.supplier.name })}
      </p>
      {s?.signatureMediaId ? (
        <img
          src={mediaUrl(s.signatureMediaId, "w320")}
          alt=""
          className="ml-auto mt-1 h-12 w-auto object-contain"
        />
      ) : (
        <div className="h-10" />
      )}
      {s?.name ? <p className="font-semibold">{s.name}</p> : null}
      {s?.title ? <p className="text-slate-600">{s.title}</p> : null}
      <p className="text-xs text-slate-500">{m.quotation_pdf_signatory()}</p>
    </div>
  );
}

export function QuotationSheet({
  doc,
  style,
  upiQr = null,
}: {
  doc: QuotationDocument;
  style: FormatStyle;
  /** The UPI QR code of the amount (made on the server), when the shop has a UPI ID. */
  upiQr?: QrPath | null;
}) {
  const totals = documentTotals(doc);
  const summary = documentHsnSummary(doc, totals);
  const upiLink = upiPayLink(doc, totals);
  const intra = totals.split === "intra";
  const money = (paise: number) => formatPrice(paise, style);
  const qty = (n: number) => formatQuantity(n, style, 0);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
        {doc.logoMediaId ? (
          <img
            src={mediaUrl(doc.logoMediaId, "w320")}
            alt={m.quotation_pdf_logo_alt({ company: doc.supplier.company || doc.supplier.name })}
            className="h-14 w-auto max-w-[10rem] object-contain"
            data-testid="quotation-logo"
          />
        ) : null}
        <div className="mr-auto">
          <p className="text-xs font-bold uppercase tracking-wide text-brand-800">
            {m.quotation_pdf_title()}
          </p>
          <p className="text-xl font-bold text-slate-900" data-testid="quotation-number">
            {doc.number || m.quotation_pdf_draft()}
            {doc.revision > 1 ? (
              <span className="ml-2 text-sm font-semibold text-slate-600">
                {m.quotation_pdf_revision({ revision: String(doc.revision) })}
              </span>
            ) : null}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-slate-500">{m.quotation_pdf_date()}</dt>
          <dd className="font-semibold text-slate-900">{dayText(doc.issuedOn, style)}</dd>
          <dt className="text-slate-500">{m.quotation_pdf_valid_until()}</dt>
          <dd className="font-semibold text-slate-900">{dayText(doc.validUntil, style)}</dd>
        </dl>
      </header>
      <div className="grid gap-4 border-b border-slate-200 py-4 sm:grid-cols-2">
        <Party
          party={{ ...doc.supplier, company: "" }}
          state={`${m.quotation_pdf_state()}: ${doc.supplierState.name} (${doc.supplierState.code})`}
        />
        <Party heading={m.quotation_pdf_quotation_for()} party={doc.customer} />
      </div>
      <p className="py-3 text-sm text-slate-700">
        <span className="font-semibold">{m.quotation_pdf_place_of_supply()}:</span>{" "}
        {doc.placeOfSupply.name} ({doc.placeOfSupply.code}) ·{" "}
        {intra ? m.quotation_pdf_tax_intra() : m.quotation_pdf_tax_inter()}
      </p>

      {/* Phones: one block per line. */}
      <ol className="divide-y divide-slate-200 border-y border-slate-200 sm:hidden">
        {doc.lines.map((line, i) => {
          const t = totals.lines[i];
          if (!t) return null;
          return (
            <li key={`${i}-${line.description}`} className="py-3 text-sm">
              <p className="font-semibold text-slate-900">
                {i + 1}. {line.description}
              </p>
              <p className="text-slate-600">
                {m.quotation_pdf_col_hsn()} {line.hsn || "—"} · {qty(line.quantity)} {line.unit} ×{" "}
                {money(line.unitPricePaise)}
                {line.discountBasisPoints > 0
                  ? ` · ${m.quotation_pdf_col_discount()} ${formatQuantity(line.discountBasisPoints / 100, style)}`
                  : ""}
              </p>
              <p className="text-slate-600">
                {m.quotation_pdf_col_taxable()} {money(t.taxablePaise)} ·{" "}
                {m.quotation_pdf_col_rate()} {percent(line.rateBasisPoints, style)}
              </p>
              <p className="text-slate-600" data-testid="line-tax">
                {lineTax(t, line.rateBasisPoints, intra, money, style)}
              </p>
              <p className="text-right font-bold text-slate-900">{money(t.totalPaise)}</p>
            </li>
          );
        })}
      </ol>

      {/* Wider screens: the PDF's table. */}
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[40rem] border-y border-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th className="px-2 py-2">{m.quotation_pdf_col_serial()}</th>
              <th className="px-2 py-2">{m.quotation_pdf_col_description()}</th>
              <th className="px-2 py-2">{m.quotation_pdf_col_hsn()}</th>
              <th className="px-2 py-2 text-right">{m.quotation_pdf_col_quantity()}</th>
              <th className="px-2 py-2 text-right">{m.quotation_pdf_col_unit_price()}</th>
              <th className="px-2 py-2 text-right">{m.quotation_pdf_col_discount()}</th>
              <th className="px-2 py-2 text-right">{m.quotation_pdf_col_taxable()}</th>
              {intra ? (
                <>
                  <th className="px-2 py-2 text-right">{m.quotation_pdf_cgst()}</th>
                  <th className="px-2 py-2 text-right">{m.quotation_pdf_sgst()}</th>
                </>
              ) : (
                <th className="px-2 py-2 text-right">{m.quotation_pdf_igst()}</th>
              )}
              <th className="px-2 py-2 text-right">{m.quotation_pdf_col_total()}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {doc.lines.map((line, i) => {
              const t = totals.lines[i];
              if (!t) return null;
              const half = percent(line.rateBasisPoints / 2, style);
              return (
                <tr key={`${i}-${line.description}`} className="align-top">
                  <td className="px-2 py-2 text-slate-500">{i + 1}</td>
                  <td className="px-2 py-2 text-slate-900">{line.description}</td>
                  <td className="px-2 py-2 text-slate-700">{line.hsn}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">
                    {qty(line.quantity)} {line.unit}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">
                    {money(line.unitPricePaise)}
                  </td>
                  <td className="px-2 py-2 text-right">
                    {line.discountBasisPoints > 0 ? percent(line.discountBasisPoints, style) : "—"}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">
                    {money(t.taxablePaise)}
                  </td>
                  {intra ? (
                    <>
                      <td className="whitespace-nowrap px-2 py-2 text-right">
                        {money(t.cgstPaise)} <span className="text-xs text-slate-500">{half}</span>
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 text-right">
                        {money(t.sgstPaise)} <span className="text-xs text-slate-500">{half}</span>
                      </td>
                    </>
                  ) : (
                    <td className="whitespace-nowrap px-2 py-2 text-right">
                      {money(t.igstPaise)}{" "}
                      <span className="text-xs text-slate-500">
                        {percent(line.rateBasisPoints, style)}
                      </span>
                    </td>
                  )}
                  <td className="whitespace-nowrap px-2 py-2 text-right font-semibold">
                    {money(t.totalPaise)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <dl
        className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
        data-testid="quotation-totals"
      >
        {totals.documentDiscountPaise > 0 ? (
          <>
            <dt className="text-slate-600">{m.quotation_pdf_lines_value()}</dt>
            <dd className="text-right">
              {money(totals.taxablePaise + totals.documentDiscountPaise)}
            </dd>
            <dt className="text-slate-600">{m.quotation_pdf_document_discount()}</dt>
            <dd className="text-right">−{money(totals.documentDiscountPaise)}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{m.quotation_pdf_col_taxable()}</dt>
        <dd className="text-right">{money(totals.taxablePaise)}</dd>
        {intra ? (
          <>
            <dt className="text-slate-600">{m.quotation_pdf_cgst()}</dt>
            <dd className="text-right">{money(totals.cgstPaise)}</dd>
            <dt className="text-slate-600">{m.quotation_pdf_sgst()}</dt>
            <dd className="text-right">{money(totals.sgstPaise)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">{m.quotation_pdf_igst()}</dt>
            <dd className="text-right">{money(totals.igstPaise)}</dd>
          </>
        )}
        {totals.roundOffPaise !== 0 ? (
          <>
            <dt className="text-slate-600">{m.quotation_pdf_round_off()}</dt>
            <dd className="text-right">{money(totals.roundOffPaise)}</dd>
          </>
        ) : null}
        <dt className="border-t border-slate-300 pt-1 font-bold text-slate-900">
          {m.quotation_pdf_grand_total()}
        </dt>
        <dd
          className="border-t border-slate-300 pt-1 text-right text-lg font-bold text-slate-900"
          data-testid="quotation-grand-total"
        >
          {money(totals.grandTotalPaise)}
        </dd>
      </dl>
      <p className="mt-2 text-right text-sm text-slate-700">
        <span className="font-semibold">{m.quotation_pdf_in_words()}:</span>{" "}
        {/* In English in every language, as Indian business documents write it. */}
        <span lang="en">{rupeesInWords(totals.grandTotalPaise)}</span>
      </p>
      {totals.documentDiscountPaise > 0 ? (
        <p className="mt-2 text-xs text-slate-500">{m.quotation_pdf_discount_note()}</p>
      ) : null}
      <HsnSummary rows={summary} intra={intra} money={money} style={style} />
      <Payment
        doc={doc}
        grandTotal={money(totals.grandTotalPaise)}
        upiLink={upiLink}
        upiQr={upiQr}
      />
      {(
        [
          [m.quotation_pdf_payment_terms(), doc.paymentTerms],
          [m.quotation_pdf_delivery_terms(), doc.deliveryTerms],
          [m.quotation_pdf_notes(), doc.notes],
        ] as const
      )
        .filter(([, text]) => text !== "")
        .map(([label, text]) => (
          <div key={label} className="mt-4">
            <h2 className="text-sm font-bold text-slate-900">{label}</h2>
            <p className="whitespace-pre-line text-sm text-slate-700">{text}</p>
          </div>
        ))}
      <Signatory doc={doc} />
      <p className="mt-6 text-xs text-slate-500">{m.quotation_pdf_not_invoice()}</p>
    </article>
  );
}
