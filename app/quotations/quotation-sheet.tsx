import { rupeesInWords } from "~/format/amount-in-words";
import type { FormatStyle } from "~/format/digits";
import { indiaDayStart, localDate } from "~/format/india-time";
import { formatQuantity } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import { m } from "~/i18n/paraglide/messages.js";
import { documentTotals, type QuotationDocument } from "./quotation-document";

/**
 * A quotation as a page shows it (the customer's page, and the admin's view of
 * a sent one): the same document, labels and totals as the PDF. On a phone
 * each line is a short block; from `sm` up, the table the PDF prints.
 */

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

export function QuotationSheet({ doc, style }: { doc: QuotationDocument; style: FormatStyle }) {
  const totals = documentTotals(doc);
  const intra = totals.split === "intra";
  const money = (paise: number) => formatPrice(paise, style);
  const qty = (n: number) => formatQuantity(n, style, 0);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xs font-bold uppercase tracking-wide text-brand-800">
            {m.quotation_pdf_title()}
          </p>
          <p className="text-xl font-bold text-slate-900" data-testid="quotation-number">
            {doc.number}
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
      <p className="mt-6 text-xs text-slate-500">{m.quotation_pdf_not_invoice()}</p>
    </article>
  );
}
