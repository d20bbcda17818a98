import { addDays, indiaDay, isIndiaDay } from "~/format/india-time";
import { formatRupees } from "~/format/money";
import { formatNumber } from "~/format/number-format";
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_MAX } from "~/forms/contact-fields";
import { GST_STATES, gstinProblem, gstinState, normaliseGstin } from "~/forms/gstin";
import { numberText } from "~/forms/number-text";
import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { lineCodeField } from "~/gst/hsn";
import { QUOTE_LIMITS } from "~/gst/quote-money";

/**
 * The quotation editor's form (/admin/quotations/:id, docs/quotations.md): one
 * schema for the browser and the action. Isomorphic. The form is flat, as the
 * browser reads it (`Object.fromEntries`): the customer's fields, the terms,
 * and line rows `line-N-<field>`; a row left wholly blank is no line. A row's
 * product is typed (a model, a name, an HSN, an id) and, once picked from
 * the list, carried as `line-N-productId` with the text it was picked as
 * (`line-N-productTitle`).
 */

export const QUOTATION_LIMITS = {
  lines: 50,
  /** Line rows a form may post (blank ones included). */
  rows: 60,
  description: 300,
  unit: 12,
  name: 100,
  company: 150,
  address: 400,
  terms: 500,
  notes: 1000,
  /** Days a quotation may stay open, from today. */
  validityDays: 365,
  /** A customer's question or reason to decline. */
  question: 1000,
  /** A product's id, or the text that finds one (a model, a name, an HSN). */
  product: 200,
} as const;

/** The admin's words (English, like the rest of the admin). */
export const QUOTATION_TEXT = {
  nameRequired: "Enter the customer's name.",
  emailInvalid: "Enter an e-mail address like name@example.com, or leave it empty.",
  gstinInvalid:
    "This GSTIN is not valid: check its 15 characters (state code, PAN, entity, Z, check character).",
  placeUnknown:
    "Choose the state the goods go to (the place of supply), or enter the customer's GSTIN: its first two digits are their state.",
  validRequired: "Enter the date this quotation is valid until.",
  validPast: "The validity date cannot be in the past.",
  validTooFar: `A quotation can be valid for at most ${QUOTATION_LIMITS.validityDays} days.`,
  noLines: "Add at least one line.",
  tooManyLines: `A quotation has at most ${QUOTATION_LIMITS.lines} lines.`,
  descriptionRequired: "Describe the item, or choose a product.",
  quantityInvalid: `Quantity must be a whole number from 1 to ${formatNumber(QUOTE_LIMITS.maxQuantity)}.`,
  priceInvalid: "Enter the unit price in rupees, like 12500 or 12500.50.",
  priceTooHigh: `A unit price is at most ${formatRupees(QUOTE_LIMITS.maxUnitPricePaise)}.`,
  discountInvalid: "Discount is a percentage from 0 to 100, with at most two decimals.",
  rateInvalid: "GST rate is a percentage from 0 to 28, with at most two decimals.",
  unitInvalid: `A unit is at most ${QUOTATION_LIMITS.unit} characters, like Nos, Set or m.`,
  productUnknown:
    "No product matches this: type a model, a name or an HSN code and pick one from the list, or describe a free line.",
  documentDiscountInvalid:
    "Enter the discount on the whole quotation in rupees, like 500 or 499.50, or leave it empty.",
  documentDiscountAboveTotal: (value: string) =>
    `The discount on the whole quotation cannot be more than its value before tax (${value}).`,
  rateMissing:
    "No GST rate is set for this HSN code today: enter the rate, or add it under Tax rates.",
  notDraft:
    "This quotation was sent: start a new revision to change it, so the customer's copy never changes silently.",
  notFound: "This quotation no longer exists.",
  leadNotFound: "This lead no longer exists.",
  notYours:
    "This quotation belongs to another salesperson: only they and the admins can work on it.",
  leadNotYours: "This lead belongs to another salesperson: only they and the admins can quote it.",
  quotationGone: "The quotation to start from no longer exists.",
  unknownRequest: "Unknown request",
  failed: "Failed to save the quotation.",
} as const;

const optionalText = (label: string, max: number, multiline = false) =>
  formText(plainText(label, max, { multiline, noMarkup: true }));

/** "12500.50" → 1250050: a decimal with at most two places, in hundredths. */
function hundredths(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** One row as posted; every field text. */
interface RowText {
  row: number;
  product: string;
  description: string;
  hsn: string;
  unit: string;
  quantity: string;
  price: string;
  discount: string;
  rate: string;
}

/** The fields of a quotation line as the form posts them (`line-{row}-{field}`). */
export const LINE_FIELDS = [
  "product",
  "description",
  "hsn",
  "unit",
  "quantity",
  "price",
  "discount",
  "rate",
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** A line as the form gives it: a blank price or rate is the catalogue's (server fills it). */
export interface LineInput {
  /** The form row it came from (`line-N-…`), so a problem found later names that row. */
  row: number;
  /** A product's id, or text to find one by (a model, a name, an HSN); null: a free line. */
  productId: string | null;
  description: string;
  hsn: string;
  unit: string;
  quantity: number;
  unitPricePaise: number | null;
  discountBasisPoints: number;
  rateBasisPoints: number | null;
}

const lineText = plainText("Description", QUOTATION_LIMITS.description, { noMarkup: true });
const digitsOnly = numberText();

/** A row's line, or its problems as [field, message] pairs (so each shows beside its field). */
function rowLine(row: RowText): LineInput | [string, string][] {
  const problems: [string, string][] = [];
  const at = (field: LineField) => `line-${row.row}-${field}`;
  if (row.product.trim().length > QUOTATION_LIMITS.product)
    problems.push([at("product"), QUOTATION_TEXT.productUnknown]);
  const description = lineText.safeParse(row.description);
  if (!description.success)
    problems.push([
      at("description"),
      description.error.issues[0]?.message ?? QUOTATION_TEXT.failed,
    ]);
  else if (description.data === "" && row.product.trim() === "")
    problems.push([at("description"), QUOTATION_TEXT.descriptionRequired]);
  const code = lineCodeField.safeParse(row.hsn);
  const hsn = code.success ? code.data : "";
  if (!code.success)
    problems.push([at("hsn"), code.error.issues[0]?.message ?? QUOTATION_TEXT.failed]);
  const unit = row.unit.trim();
  if (unit.length > QUOTATION_LIMITS.unit || /[<>\p{Cc}]/u.test(unit))
    problems.push([at("unit"), QUOTATION_TEXT.unitInvalid]);
  const quantityText = digitsOnly.parse(row.quantity);
  const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= 1 && quantity <= QUOTE_LIMITS.maxQuantity))
    problems.push([at("quantity"), QUOTATION_TEXT.quantityInvalid]);
  const priceText = digitsOnly.parse(row.price).replace(/,/g, "");
  const price = priceText === "" ? null : hundredths(priceText);
  if (priceText !== "" && price === null) problems.push([at("price"), QUOTATION_TEXT.priceInvalid]);
  else if (price !== null && price > QUOTE_LIMITS.maxUnitPricePaise)
    problems.push([at("price"), QUOTATION_TEXT.priceTooHigh]);
  const discountText = digitsOnly.parse(row.discount);
  const discount = discountText === "" ? 0 : hundredths(discountText);
  if (discount === null || discount > QUOTE_LIMITS.maxDiscountBasisPoints)
    problems.push([at("discount"), QUOTATION_TEXT.discountInvalid]);
  const rateText = digitsOnly.parse(row.rate).replace(/%$/, "");
  const rate = rateText === "" ? null : hundredths(rateText);
  if (
    (rateText !== "" && rate === null) ||
    (rate !== null && rate > QUOTE_LIMITS.maxRateBasisPoints)
  )
    problems.push([at("rate"), QUOTATION_TEXT.rateInvalid]);
  if (problems.length > 0) return problems;
  return {
    row: row.row,
    productId: row.product.trim() === "" ? null : row.product.trim(),
    description: description.success ? description.data : "",
    hsn,
    unit: unit === "" ? "Nos" : unit,
    quantity,
    unitPricePaise: price,
    discountBasisPoints: discount ?? 0,
    rateBasisPoints: rate,
  };
}

function readForm(input: unknown) {
  const form = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
  const rows: RowText[] = [];
  for (let row = 0; row < QUOTATION_LIMITS.rows; row++) {
    const fields = Object.fromEntries(
      LINE_FIELDS.map((f) => [f, text(`line-${row}-${f}`)]),
    ) as Record<LineField, string>;
    // A product picked from the list posts its id beside the text it was picked as: while the
    // text is unchanged the id stands; typed over (or without scripts), the text finds one.
    const picked = text(`line-${row}-productId`).trim();
    if (picked && fields.product.trim() === text(`line-${row}-productTitle`).trim())
      fields.product = picked;
    // A blank row (the editor always offers a few) is no line; a default unit alone is blank too.
    const filled = LINE_FIELDS.some((f) => f !== "unit" && fields[f].trim() !== "");
    if (filled) rows.push({ row, ...fields });
  }
  return {
    customerName: form.customerName,
    customerCompany: form.customerCompany,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    customerGstin: form.customerGstin,
    customerAddress: form.customerAddress,
    placeOfSupply: text("placeOfSupply"),
    validUntil: text("validUntil").trim(),
    documentDiscount: text("documentDiscount"),
    paymentTerms: form.paymentTerms,
    deliveryTerms: form.deliveryTerms,
    notes: form.notes,
    roundToRupee: form.roundToRupee === "on" || form.roundToRupee === "true",
    rows,
  };
}

/**
 * The quotation as the editor sends it. `today` is India's date (indiaDay):
 * passed in, so the server and a test decide which day it is.
 */
export function quotationSchema(today: string = indiaDay(Date.now())) {
  return z.preprocess(
    readForm,
    z
      .object({
        customerName: formText(
          plainText("Customer name", QUOTATION_LIMITS.name, { noMarkup: true }).min(
            1,
            says(QUOTATION_TEXT.nameRequired),
          ),
        ),
        customerCompany: optionalText("Company", QUOTATION_LIMITS.company),
        customerEmail: formText(
          plainText("E-mail", EMAIL_MAX).refine(
            (v) => v === "" || EMAIL_PATTERN.test(v),
            says(QUOTATION_TEXT.emailInvalid),
          ),
        ),
        customerPhone: optionalText("Phone", PHONE_MAX),
        customerGstin: formText(plainText("GSTIN", 20))
          .transform(normaliseGstin)
          .refine((v) => v === "" || gstinProblem(v) === null, says(QUOTATION_TEXT.gstinInvalid)),
        customerAddress: optionalText("Address", QUOTATION_LIMITS.address, true),
        // '' is "from the customer's GSTIN" (resolved below).
        placeOfSupply: z
          .string()
          .refine(
            (code) => code === "" || Object.hasOwn(GST_STATES, code),
            says(QUOTATION_TEXT.placeUnknown),
          ),
        documentDiscount: z
          .string()
          .transform((v) => digitsOnly.parse(v).replace(/[,₹\s]/g, ""))
          .transform((v, ctx) => {
            if (v === "") return 0;
            const paise = hundredths(v);
            if (paise === null) {
              ctx.addIssue({ code: "custom", message: QUOTATION_TEXT.documentDiscountInvalid });
              return z.NEVER;
            }
            return paise;
          }),
        validUntil: z
          .string()
          .min(1, says(QUOTATION_TEXT.validRequired))
          .refine(isIndiaDay, says(QUOTATION_TEXT.validRequired))
          .refine((d) => d >= today, says(QUOTATION_TEXT.validPast))
          .refine(
            (d) => d <= addDays(today, QUOTATION_LIMITS.validityDays),
            says(QUOTATION_TEXT.validTooFar),
          ),
        paymentTerms: optionalText("Payment terms", QUOTATION_LIMITS.terms, true),
        deliveryTerms: optionalText("Delivery terms", QUOTATION_LIMITS.terms, true),
        notes: optionalText("Notes", QUOTATION_LIMITS.notes, true),
        roundToRupee: z.boolean(),
        rows: z.array(z.custom<RowText>()),
      })
      .superRefine((form, ctx) => {
        if (form.placeOfSupply === "" && !gstinState(form.customerGstin))
          ctx.addIssue({
            code: "custom",
            path: ["placeOfSupply"],
            message: QUOTATION_TEXT.placeUnknown,
          });
        if (form.rows.length === 0)
          ctx.addIssue({ code: "custom", path: ["lines"], message: QUOTATION_TEXT.noLines });
        if (form.rows.length > QUOTATION_LIMITS.lines)
          ctx.addIssue({ code: "custom", path: ["lines"], message: QUOTATION_TEXT.tooManyLines });
        for (const row of form.rows) {
          const line = rowLine(row);
          if (Array.isArray(line))
            for (const [field, message] of line)
              ctx.addIssue({ code: "custom", path: [field], message });
        }
      })
      .transform(({ rows, documentDiscount, ...fields }) => ({
        ...fields,
        placeOfSupply: fields.placeOfSupply || (gstinState(fields.customerGstin)?.code ?? ""),
        documentDiscountPaise: documentDiscount,
        lines: rows.map((r) => rowLine(r) as LineInput),
      })),
  );
}

export type QuotationInput = z.output<ReturnType<typeof quotationSchema>>;

/** A customer's question (required), or their reason to decline (optional). */
export function customerWordsSchema(label: () => string, required: (() => string) | null) {
  const text = formText(
    plainText(label, QUOTATION_LIMITS.question, { multiline: true, noMarkup: true }),
  );
  return required ? text.refine((v) => v !== "", says(required)) : text;
}
