import { Plus, Send, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { addDays } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { GST_STATES, gstinProblem, gstinState, normaliseGstin } from "~/forms/gstin";
import { type QuoteTotals, quoteTotals, taxSplit } from "~/gst/quote-money";
import type { QuotationLine } from "~/quotations/quotation-lines";
import { LINE_FIELDS, QUOTATION_LIMITS, quotationSchema } from "~/quotations/quotation-schema";
import { TextAreaField, TextField } from "~/ui/field";
import { ProductPicker } from "./product-picker";
import type { CatalogueChoice } from "./quotation-admin.server";

/**
 * The quotation editor (a draft's admin page): the customer, the place of
 * supply, the lines and the terms, in one plain form that posts without
 * JavaScript (Save draft, Save and send). A line's product is typed (a model,
 * a name in any script, an HSN) and, with scripts, picked from the
 * catalogue's search; rows can be added and removed and the totals follow
 * every keystroke, computed by the same module as the server's. A blank
 * price, HSN or rate on a catalogue line is the catalogue's (the server fills
 * it in; the placeholder shows it).
 */

export interface EditorValues {
  id: number;
  label: string;
  revision: number;
  supplierState: string;
  customerName: string;
  customerCompany: string;
  customerEmail: string;
  customerPhone: string;
  customerGstin: string;
  customerAddress: string;
  placeOfSupply: string;
  validUntil: string;
  documentDiscountPaise: number;
  paymentTerms: string;
  deliveryTerms: string;
  notes: string;
  roundToRupee: boolean;
  lines: QuotationLine[];
}

/** Blank rows offered below the lines, so a line can be added without scripts. */
const SPARE_ROWS = 3;

const STATES = Object.entries(GST_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const hundredthsText = (n: number) => (n % 100 === 0 ? String(n / 100) : (n / 100).toFixed(2));

/** A row's posted fields, and the product it was picked as (id and title). */
const ROW_KEYS = [...LINE_FIELDS, "productId", "productTitle"] as const;
type RowValues = Record<(typeof ROW_KEYS)[number], string>;
/** The fields a row's messages name. */
const ERROR_KEYS = LINE_FIELDS;

const blankRow = (): RowValues => ({
  product: "",
  productId: "",
  productTitle: "",
  description: "",
  hsn: "",
  unit: "Nos",
  quantity: "",
  price: "",
  discount: "",
  rate: "",
});

function rowOf(line: QuotationLine, catalogue: ReadonlyMap<string, CatalogueChoice>): RowValues {
  const title = line.productId ? (catalogue.get(line.productId)?.title ?? line.productId) : "";
  return {
    product: title,
    productId: line.productId ?? "",
    productTitle: title,
    description: line.description,
    hsn: line.hsn,
    unit: line.unit,
    quantity: String(line.quantity),
    price: hundredthsText(line.unitPricePaise),
    discount: line.discountBasisPoints ? hundredthsText(line.discountBasisPoints) : "",
    rate: hundredthsText(line.rateBasisPoints),
  };
}

/** The rows a failed post sent back, as typed and where they were (errors name rows by place). */
function rowsFromPost(values: Record<string, string>): RowValues[] {
  const rows: RowValues[] = [];
  let last = -1;
  for (let i = 0; i < QUOTATION_LIMITS.rows; i++) {
    const row = blankRow();
    for (const key of ROW_KEYS) {
      const v = values[`line-${i}-${key}`];
      if (v !== undefined) row[key] = v;
      if (v && key !== "unit" && key !== "productId" && key !== "productTitle") last = i;
    }
    rows.push(row);
  }
  return rows.slice(0, last + 1);
}

/** Live totals from the form as it stands (null while a field is wrong or a product not picked). */
function liveTotals(
  form: HTMLFormElement,
  today: string,
  supplierState: string,
  catalogue: ReadonlyMap<string, CatalogueChoice>,
): QuoteTotals | null {
  const values = Object.fromEntries(
    [...new FormData(form).entries()].filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  );
  const parsed = quotationSchema(today).safeParse(values);
  if (!parsed.success) return null;
  const lines = [];
  for (const l of parsed.data.lines) {
    const product = l.productId ? catalogue.get(l.productId) : undefined;
    if (l.productId && !product) return null;
    const price = l.unitPricePaise ?? product?.pricePaise;
    // A rate typed for the line, else the product's (the server reads the typed HSN's own).
    const rate = l.rateBasisPoints ?? (l.hsn === "" ? product?.rateBasisPoints : null) ?? null;
    if (price === undefined || rate === null) return null;
    lines.push({
      quantity: l.quantity,
      unitPricePaise: price,
      discountBasisPoints: l.discountBasisPoints,
      rateBasisPoints: rate,
    });
  }
  try {
    return quoteTotals(
      lines,
      taxSplit(supplierState, parsed.data.placeOfSupply),
      parsed.data.roundToRupee,
      parsed.data.documentDiscountPaise,
    );
  } catch {
    // A discount above the total: the server says so beside the field.
    return null;
  }
}

const cell = "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
const errorCell = "w-full rounded-md border border-red-500 bg-white px-2 py-1.5 text-sm";

export function QuotationEditor({
  values,
  catalogue,
  today,
  errors,
  posted,
  sendOptions,
}: {
  values: EditorValues;
  /** The products of the saved lines (more join as staff pick them). */
  catalogue: readonly CatalogueChoice[];
  today: string;
  errors: Record<string, string>;
  /** What a refused post sent, to show again as typed. */
  posted?: Record<string, string>;
  /** What Save and send also does, above the buttons (the PDF to the customer: delivery-choices.tsx). */
  sendOptions?: ReactNode;
}) {
  const [known, setKnown] = useState(() => new Map(catalogue.map((c) => [c.id, c])));
  // The rows are made once; later picks live in the inputs.
  const [rows, setRows] = useState(() =>
    [
      ...(posted ? rowsFromPost(posted) : values.lines.map((l) => rowOf(l, known))),
      ...Array.from({ length: SPARE_ROWS }, blankRow),
    ].map((r, i) => ({ key: i, ...r })),
  );
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [totals, setTotals] = useState<QuoteTotals | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const field = (name: string) => posted?.[name];
  const v = (name: keyof EditorValues) => field(name) ?? String(values[name]);

  const recompute = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // A complete GSTIN names the customer's state: the usual place of supply.
    if (target.name === "customerGstin") {
      const gstin = normaliseGstin(target.value);
      const state = gstinProblem(gstin) === null ? gstinState(gstin) : null;
      const select = event.currentTarget.elements.namedItem("placeOfSupply");
      if (state && select instanceof HTMLSelectElement) select.value = state.code;
    }
    setTotals(liveTotals(event.currentTarget, today, values.supplierState, known));
  };

  const picked = (index: number, product: CatalogueChoice) => {
    const next = new Map(known).set(product.id, product);
    setKnown(next);
    setChosen((c) => ({ ...c, [index]: product.id }));
    const form = formRef.current;
    const quantity = form?.elements.namedItem(`line-${index}-quantity`);
    if (quantity instanceof HTMLInputElement) {
      if (quantity.value.trim() === "") quantity.value = "1";
      quantity.focus();
      quantity.select();
    }
    if (form) setTotals(liveTotals(form, today, values.supplierState, next));
  };

  return (
    <Form
      ref={formRef}
      method="post"
      className="mt-6 space-y-6"
      onInput={recompute}
      aria-label={`Edit quotation ${values.label}`}
    >
      <input type="hidden" name="id" value={values.id} />

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-bold text-slate-900">Customer</legend>
        <TextField
          name="customerName"
          label="Name"
          defaultValue={v("customerName")}
          error={errors.customerName}
          required
        />
        <TextField
          name="customerCompany"
          label="Company (optional)"
          defaultValue={v("customerCompany")}
          error={errors.customerCompany}
        />
        <TextField
          name="customerPhone"
          label="Phone / WhatsApp"
          defaultValue={v("customerPhone")}
          error={errors.customerPhone}
          inputMode="tel"
        />
        <TextField
          name="customerEmail"
          label="E-mail (optional)"
          type="email"
          defaultValue={v("customerEmail")}
          error={errors.customerEmail}
        />
        <TextField
          name="customerGstin"
          label="GSTIN (empty: unregistered)"
          defaultValue={v("customerGstin")}
          error={errors.customerGstin}
          autoCapitalize="characters"
          maxLength={20}
        />
        <div>
          <label htmlFor="placeOfSupply" className="block text-sm font-semibold text-slate-800">
            Place of supply (where the goods go)
          </label>
          <select
            id="placeOfSupply"
            name="placeOfSupply"
            defaultValue={v("placeOfSupply")}
            aria-invalid={errors.placeOfSupply ? true : undefined}
            aria-describedby="placeOfSupply-help"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
          >
            <option value="">The state of the customer's GSTIN</option>
            {STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </select>
          <p id="placeOfSupply-help" className="mt-1 text-xs text-slate-500">
            {GST_STATES[values.supplierState]} ({values.supplierState}) is ours: the same state
            splits GST into CGST + SGST, any other is IGST. An unregistered customer: the state of
            their address.
          </p>
          {errors.placeOfSupply ? (
            <p className="mt-1 text-sm font-medium text-red-600">{errors.placeOfSupply}</p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            name="customerAddress"
            label="Address"
            rows={2}
            defaultValue={v("customerAddress")}
            error={errors.customerAddress}
          />
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-slate-900">Lines</legend>
        <p className="text-xs text-slate-600">
          Type a model, a name (in any script) or an HSN code and pick the product; leave price, HSN
          or rate empty to use the catalogue's. Or describe a free line. A row left empty is no
          line.
        </p>
        {errors.lines ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600">
            {errors.lines}
          </p>
        ) : null}
        <ol className="mt-3 space-y-3">
          {rows.map((row, index) => {
            const name = (f: (typeof ROW_KEYS)[number]) => `line-${index}-${f}`;
            const product = known.get(chosen[index] ?? row.productId);
            const rowErrors = ERROR_KEYS.map((f) => errors[name(f)]).filter(Boolean);
            const input = (
              f: (typeof ERROR_KEYS)[number],
              label: string,
              extra: Record<string, unknown> = {},
            ) => (
              <label className="block text-xs font-semibold text-slate-700">
                {label}
                <input
                  name={name(f)}
                  defaultValue={row[f]}
                  aria-invalid={errors[name(f)] ? true : undefined}
                  className={errors[name(f)] ? errorCell : cell}
                  {...extra}
                />
              </label>
            );
            return (
              <li
                key={row.key}
                className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-12"
                aria-label={`Line ${index + 1}`}
              >
                <div className="col-span-2 sm:col-span-4">
                  <ProductPicker
                    row={index}
                    label="Product"
                    text={row.product}
                    productId={row.productId}
                    invalid={Boolean(errors[name("product")])}
                    onPick={(p) => picked(index, p)}
                  />
                </div>
                <div className="col-span-2 sm:col-span-4">
                  {input("description", "Description", { placeholder: product?.title ?? "" })}
                </div>
                <div className="sm:col-span-2">
                  {input("hsn", "HSN", { inputMode: "numeric", placeholder: product?.hsn ?? "" })}
                </div>
                <div className="sm:col-span-2">{input("unit", "Unit")}</div>
                <div className="sm:col-span-2">
                  {input("quantity", "Qty", { inputMode: "numeric" })}
                </div>
                <div className="sm:col-span-3">
                  {input("price", "Unit price ₹", {
                    inputMode: "decimal",
                    placeholder: product ? hundredthsText(product.pricePaise) : "",
                  })}
                </div>
                <div className="sm:col-span-2">
                  {input("discount", "Discount %", { inputMode: "decimal", placeholder: "0" })}
                </div>
                <div className="sm:col-span-2">
                  {input("rate", "GST %", {
                    inputMode: "decimal",
                    placeholder:
                      product?.rateBasisPoints != null
                        ? hundredthsText(product.rateBasisPoints)
                        : "",
                  })}
                </div>
                <div className="col-span-2 flex items-end justify-end sm:col-span-3">
                  <button
                    type="button"
                    onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove line {index + 1}
                  </button>
                </div>
                {rowErrors.length > 0 ? (
                  <p
                    role="alert"
                    className="col-span-2 text-sm font-medium text-red-600 sm:col-span-12"
                  >
                    {rowErrors.join(" ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {rows.length < QUOTATION_LIMITS.rows ? (
          <button
            type="button"
            onClick={() => setRows((r) => [...r, { key: (r.at(-1)?.key ?? 0) + 1, ...blankRow() }])}
            className="mt-3 inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-white"
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Add line
          </button>
        ) : null}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <TextField
            name="documentDiscount"
            label="Discount on the whole quotation, ₹ (optional)"
            inputMode="decimal"
            defaultValue={
              field("documentDiscount") ??
              (values.documentDiscountPaise ? hundredthsText(values.documentDiscountPaise) : "")
            }
            error={errors.documentDiscount}
          />
          <p
            className="self-end text-right text-sm text-slate-700"
            aria-live="polite"
            data-testid="editor-total"
          >
            {totals
              ? `Taxable ${formatRupees(totals.taxablePaise)} · GST ${formatRupees(totals.cgstPaise + totals.sgstPaise + totals.igstPaise)} · Total ${formatRupees(totals.grandTotalPaise)}`
              : "Totals are worked out when you save."}
          </p>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-bold text-slate-900">Terms</legend>
        <TextField
          name="validUntil"
          label="Valid until"
          type="date"
          min={today}
          max={addDays(today, QUOTATION_LIMITS.validityDays)}
          defaultValue={v("validUntil")}
          error={errors.validUntil}
          required
        />
        <label className="flex items-center gap-2 self-end text-sm text-slate-800">
          <input
            type="checkbox"
            name="roundToRupee"
            defaultChecked={posted ? posted.roundToRupee === "on" : values.roundToRupee}
            className="h-4 w-4"
          />
          Round the total to the rupee
        </label>
        <TextAreaField
          name="paymentTerms"
          label="Payment terms"
          rows={2}
          defaultValue={v("paymentTerms")}
          error={errors.paymentTerms}
        />
        <TextAreaField
          name="deliveryTerms"
          label="Delivery terms"
          rows={2}
          defaultValue={v("deliveryTerms")}
          error={errors.deliveryTerms}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            name="notes"
            label="Notes (optional)"
            rows={2}
            defaultValue={v("notes")}
            error={errors.notes}
          />
        </div>
      </fieldset>

      {sendOptions}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          Save draft
        </button>
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          <Send className="h-4 w-4" aria-hidden="true" /> Save and send
        </button>
      </div>
    </Form>
  );
}
