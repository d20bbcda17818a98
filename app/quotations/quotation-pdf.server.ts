/**
 * A GST quotation as an A4 PDF (docs/quotation-pdf.md), drawn with the
 * documents kit (app/documents/pdf-kit.server.ts).
 *
 * Layout: the supplier's letterhead and the quotation's number, revision,
 * date and validity; the customer and the place of supply; the line table
 * (HSN, quantity, price, discount, taxable value, CGST and SGST or IGST, line
 * total), which runs onto further pages with its header repeated; the totals,
 * in figures and in words (a discount on the whole quotation shown before the
 * taxable value); the HSN/SAC summary (taxable value and each tax by rate);
 * the terms; the bank details with a UPI QR code of the amount; a QR code of
 * the customer's link and the signatory (signature image, name and title);
 * the logo at the top; a footer saying it is not a tax invoice, with page
 * numbers when there is more than one page. It carries the particulars CGST Rule 46
 * asks of a tax invoice, so the buyer can check the invoice against it.
 *
 * Every figure comes from documentTotals (gst/quote-money.ts): nothing here
 * adds, multiplies or rounds money.
 */
import type { QRCode } from "qrcode";
import {
  a4Page,
  COLOUR,
  type Doc,
  displayUrl,
  drawQr,
  FONT,
  fontLocale,
  hRule,
  line,
  pdfSlots,
  preparePdfImage,
  qrCode,
  renderPdf,
} from "~/documents/pdf-kit.server";
import { rupeesInWords } from "~/format/amount-in-words";
import type { FormatStyle } from "~/format/digits";
import { indiaDayStart, localDate } from "~/format/india-time";
import { formatQuantity } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import type { HsnSummaryRow, QuoteTotals } from "~/gst/quote-money";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { originalKey } from "~/media/images.server";
import {
  documentHsnSummary,
  documentTotals,
  type QuotationDocument,
  upiPayLink,
} from "./quotation-document";

// Points, on the shop's one A4 (pdf-kit).
const PAGE = a4Page(36);
const TOP = 34;
const FOOTER_RULE_Y = PAGE.height - 40;
/** Content ends above this y. */
const BOTTOM = FOOTER_RULE_Y - 10;
/** Content starts here on the pages after the first. */
const CONTINUED_TOP = TOP + 26;

/** Table cells: padding, body and header sizes, the smallest a figure shrinks to. */
const PAD = 3;
const BODY = 7.5;
const HEAD = 7;
const MIN_FIGURE = 5;
/** A description longer than this many lines is cut with an ellipsis (a row must fit a page). */
const MAX_DESCRIPTION_LINES = 30;
const TOTALS_W = 220;
const QR_SIZE = 78;
const UPI_QR_SIZE = 72;
/** The logo's box at the top left. */
const LOGO_W = 120;
const LOGO_H = 42;

/** What every part of the drawing reads. */
interface Sheet {
  doc: Doc;
  q: QuotationDocument;
  totals: QuoteTotals;
  style: FormatStyle;
  o: { locale: Locale };
  images: QuotationImages;
}

/** The logo and the signature, ready to embed (JPEG), or null. */
export interface QuotationImages {
  logo: Buffer | null;
  signature: Buffer | null;
}

/**
 * Wrapped text at (x, y), at most `maxLines` lines (cut with an ellipsis);
 * returns the y below it. The height is always bounded, so pdfkit never starts
 * a page of its own.
 */
function para(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  options: { maxLines?: number; lineGap?: number; link?: string; align?: "left" | "right" } = {},
): number {
  if (!text) return at.y;
  const lineGap = options.lineGap ?? 1;
  const full = doc.heightOfString(text, { width: at.width, lineGap });
  const cap = (options.maxLines ?? 1000) * (doc.currentLineHeight(true) + lineGap);
  const height = Math.min(full, cap);
  doc.text(text, at.x, at.y, {
    width: at.width,
    lineGap,
    height: height + 0.5,
    ellipsis: full > cap,
    link: options.link,
    align: options.align,
  });
  return at.y + height;
}

/** A piece of a text block: its words and how they look. */
interface Run {
  text: string;
  bold?: boolean;
  size: number;
  color: string;
  gapBefore?: number;
  maxLines?: number;
  link?: string;
}

function setRun(doc: Doc, run: Run): void {
  doc
    .font(run.bold ? FONT.bold : FONT.regular)
    .fontSize(run.size)
    .fillColor(run.color);
}

/** The height drawRuns will take, measured with the same settings. */
function runsHeight(doc: Doc, runs: readonly Run[], width: number): number {
  let h = 0;
  for (const run of runs) {
    if (!run.text) continue;
    setRun(doc, run);
    const full = doc.heightOfString(run.text, { width, lineGap: 1 });
    const cap = (run.maxLines ?? 1000) * (doc.currentLineHeight(true) + 1);
    h += (run.gapBefore ?? 0) + Math.min(full, cap);
  }
  return h;
}

function drawRuns(doc: Doc, runs: readonly Run[], x: number, y: number, width: number): number {
  let at = y;
  for (const run of runs) {
    if (!run.text) continue;
    setRun(doc, run);
    at = para(
      doc,
      run.text,
      { x, y: at + (run.gapBefore ?? 0), width },
      {
        maxLines: run.maxLines,
        link: run.link,
      },
    );
  }
  return at;
}

/**
 * One line of a figure in a cell: the font shrinks until it fits rather than
 * cut an amount; at the smallest size a figure that still does not fit runs
 * into the padding beside it.
 */
function figure(
  doc: Doc,
  text: string,
  cell: { x: number; y: number; width: number; align: "left" | "right" | "center" },
  size = BODY,
): void {
  let s = size;
  doc.fontSize(s);
  const room = cell.width - 2 * PAD;
  while (s > MIN_FIGURE && doc.widthOfString(text) > room) {
    s -= 0.5;
    doc.fontSize(s);
  }
  const w = doc.widthOfString(text);
  const x =
    cell.align === "left"
      ? cell.x + PAD
      : cell.align === "center"
        ? cell.x + (cell.width - w) / 2
        : cell.x + cell.width - PAD - w;
  // Smaller text sits on the same baseline as its row.
  line(doc, text, x, cell.y + (size - s) * 0.8);
  doc.fontSize(size);
}

// ---------------------------------------------------------------------------
// Words and figures

const money = (s: Sheet, paise: number) => formatPrice(paise, s.style);

/** Basis points as a percentage: 1,800 → "18%", 250 → "2.5%", 12.5 → "0.125%". */
const percent = (s: Sheet, basisPoints: number) =>
  `${formatQuantity(basisPoints / 100, s.style, 3)}%`;

/** A YYYY-MM-DD day of the document in its language ("15 Dec 2026"). */
function day(s: Sheet, ymd: string): string {
  const ms = indiaDayStart(ymd);
  if (ms === null) throw new RangeError(`quotation ${s.q.number}: not a day: ${ymd}`);
  return localDate(ms, s.style);
}

const stateText = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/** "Label: value" pieces joined on one line; empty values left out. */
function labelled(pairs: readonly [string, string][]): string {
  return pairs
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}: ${value.trim()}`)
    .join("   ·   ");
}

// ---------------------------------------------------------------------------
// Letterhead, parties

/** The supplier on the left, the quotation's number and dates on the right; returns the y below. */
function drawLetterhead(s: Sheet): number {
  const { doc, q, o } = s;
  const leftW = PAGE.contentWidth * 0.58;
  const rightW = PAGE.contentWidth - leftW - 12;
  const rightX = PAGE.margin + PAGE.contentWidth - rightW;
  const supplier = q.supplier;
  let top = TOP;
  if (s.images.logo) {
    try {
      doc.image(s.images.logo, PAGE.margin, TOP - 4, { fit: [LOGO_W, LOGO_H] });
      top = TOP + LOGO_H + 2;
    } catch (error) {
      console.warn(`quotation ${q.number}: logo skipped: ${String(error)}`);
    }
  }
  const left = drawRuns(
    doc,
    [
      {
        text: supplier.company || supplier.name,
        bold: true,
        size: 15,
        color: COLOUR.brand,
        maxLines: 2,
      },
      ...supplier.address.map(
        (text, i): Run => ({
          text,
          size: 8,
          color: COLOUR.ink,
          maxLines: 2,
          gapBefore: i === 0 ? 3 : 0,
        }),
      ),
      {
        text: labelled([
          [m.quotation_pdf_phone({}, o), supplier.phone],
          [m.quotation_pdf_email({}, o), supplier.email],
        ]),
        size: 8,
        color: COLOUR.ink,
        gapBefore: 2,
        maxLines: 2,
      },
      {
        text: labelled([
          [m.quotation_pdf_gstin({}, o), supplier.gstin],
          [m.quotation_pdf_state({}, o), stateText(q.supplierState)],
        ]),
        bold: true,
        size: 8,
        color: COLOUR.ink,
        gapBefore: 2,
        maxLines: 2,
      },
    ],
    PAGE.margin,
    top,
    leftW,
  );

  doc.font(FONT.bold).fontSize(20).fillColor(COLOUR.brand);
  line(doc, m.quotation_pdf_title({}, o), rightX, TOP - 2, { width: rightW, align: "right" });
  let ry = TOP + 26;
  if (q.status === "draft") {
    doc.font(FONT.bold).fontSize(9).fillColor(COLOUR.saffron);
    line(doc, m.quotation_pdf_draft({}, o), rightX, ry, { width: rightW, align: "right" });
    ry += 13;
  }
  const valueW = 96;
  const rows: [label: string, value: string, bold: boolean][] = [
    [m.quotation_pdf_number({}, o), q.number, true],
  ];
  // The revision only from the second one on.
  if (q.revision > 1) {
    rows.push(["", m.quotation_pdf_revision({ revision: String(q.revision) }, o), false]);
  }
  rows.push(
    [m.quotation_pdf_date({}, o), day(s, q.issuedOn), false],
    [m.quotation_pdf_valid_until({}, o), day(s, q.validUntil), true],
  );
  for (const [label, value, strong] of rows) {
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    if (label) line(doc, label, rightX, ry, { width: rightW - valueW - 8, align: "right" });
    doc
      .font(strong ? FONT.bold : FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOUR.ink);
    line(doc, value, rightX + rightW - valueW, ry - 0.5, { width: valueW, align: "right" });
    ry += 12.5;
  }
  const y = Math.max(left, ry) + 8;
  doc.rect(PAGE.margin, y, PAGE.contentWidth, 2).fill(COLOUR.saffron);
  return y + 10;
}

/** The customer beside the place of supply, on panels; returns the y below. */
function drawParties(s: Sheet, top: number): number {
  const { doc, q, o } = s;
  const c = q.customer;
  const gap = 10;
  const inset = 8;
  const leftW = PAGE.contentWidth * 0.6;
  const rightW = PAGE.contentWidth - leftW - gap;
  const label = (text: string, gapBefore = 0): Run => ({
    text,
    bold: true,
    size: 7,
    color: COLOUR.subtle,
    gapBefore,
  });
  const customer: Run[] = [
    label(m.quotation_pdf_quotation_for({}, o)),
    { text: c.name, bold: true, size: 10, color: COLOUR.ink, gapBefore: 2, maxLines: 2 },
    {
      text: c.company && c.company !== c.name ? c.company : "",
      size: 8.5,
      color: COLOUR.ink,
      maxLines: 2,
    },
    ...c.address.map(
      (text, i): Run => ({
        text,
        size: 8,
        color: COLOUR.ink,
        maxLines: 2,
        gapBefore: i === 0 ? 1 : 0,
      }),
    ),
    {
      text: labelled([
        [m.quotation_pdf_gstin({}, o), c.gstin || m.quotation_pdf_unregistered({}, o)],
      ]),
      bold: true,
      size: 8,
      color: COLOUR.ink,
      gapBefore: 2,
    },
    {
      text: labelled([
        [m.quotation_pdf_phone({}, o), c.phone],
        [m.quotation_pdf_email({}, o), c.email],
      ]),
      size: 8,
      color: COLOUR.ink,
      maxLines: 2,
    },
  ];
  const supply: Run[] = [
    label(m.quotation_pdf_place_of_supply({}, o)),
    { text: stateText(q.placeOfSupply), bold: true, size: 10, color: COLOUR.ink, gapBefore: 2 },
    label(m.quotation_pdf_tax({}, o), 8),
    {
      text:
        s.totals.split === "intra"
          ? m.quotation_pdf_tax_intra({}, o)
          : m.quotation_pdf_tax_inter({}, o),
      size: 8.5,
      color: COLOUR.ink,
      gapBefore: 2,
      maxLines: 2,
    },
  ];
  const h =
    Math.max(
      runsHeight(doc, customer, leftW - 2 * inset),
      runsHeight(doc, supply, rightW - 2 * inset),
    ) +
    2 * inset;
  doc.rect(PAGE.margin, top, leftW, h).fill(COLOUR.panel);
  doc.rect(PAGE.margin + leftW + gap, top, rightW, h).fill(COLOUR.panel);
  doc.rect(PAGE.margin, top, 3, h).fill(COLOUR.brand);
  drawRuns(doc, customer, PAGE.margin + inset + 2, top + inset, leftW - 2 * inset - 2);
  drawRuns(doc, supply, PAGE.margin + leftW + gap + inset, top + inset, rightW - 2 * inset);
  return top + h + 14;
}

/** Pages after the first: who and which quotation, above a rule; returns the first y for content. */
function drawContinuation(s: Sheet): number {
  const { doc, q, o } = s;
  doc.font(FONT.bold).fontSize(9).fillColor(COLOUR.brand);
  line(doc, q.supplier.company || q.supplier.name, PAGE.margin, TOP, {
    width: PAGE.contentWidth * 0.55,
  });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
  line(
    doc,
    m.quotation_pdf_continued({ number: q.number }, o),
    PAGE.margin + PAGE.contentWidth * 0.55,
    TOP + 1,
    { width: PAGE.contentWidth * 0.45, align: "right" },
  );
  hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, TOP + 16);
  return CONTINUED_TOP;
}

/** A new page for what does not fit; returns the first y for content on it. */
function nextPage(s: Sheet): number {
  s.doc.addPage();
  return drawContinuation(s);
}

// ---------------------------------------------------------------------------
// The line table

interface Column {
  header: string;
  /** A heading over this column and the next ones with the same group (CGST over Rate and Amount). */
  group?: string;
  width: number;
  align: "left" | "right" | "center";
  /** The cell of line `i`. */
  value: (i: number) => string;
}

const DESCRIPTION = 1;

function columns(s: Sheet): Column[] {
  const { q, totals, o } = s;
  const at = (i: number) => {
    const input = q.lines[i];
    const computed = totals.lines[i];
    if (!input || !computed) throw new RangeError(`quotation ${q.number}: no line ${i + 1}`);
    return { input, computed };
  };
  const rate = m.quotation_pdf_col_rate({}, o);
  const amount = m.quotation_pdf_col_amount({}, o);
  const fixed: Column[] = [
    {
      header: m.quotation_pdf_col_serial({}, o),
      width: 18,
      align: "center",
      value: (i) => String(i + 1),
    },
    {
      header: m.quotation_pdf_col_description({}, o),
      width: 0,
      align: "left",
      value: (i) => at(i).input.description,
    },
    {
      header: m.quotation_pdf_col_hsn({}, o),
      width: 36,
      align: "left",
      value: (i) => at(i).input.hsn,
    },
    {
      header: m.quotation_pdf_col_quantity({}, o),
      width: 40,
      align: "right",
      value: (i) =>
        `${formatQuantity(at(i).input.quantity, s.style, 0)} ${at(i).input.unit}`.trim(),
    },
    {
      header: m.quotation_pdf_col_unit_price({}, o),
      width: 52,
      align: "right",
      value: (i) => money(s, at(i).input.unitPricePaise),
    },
    {
      header: m.quotation_pdf_col_discount({}, o),
      width: 26,
      align: "right",
      value: (i) => {
        const bp = at(i).input.discountBasisPoints;
        return bp > 0 ? percent(s, bp) : "—";
      },
    },
    {
      header: m.quotation_pdf_col_taxable({}, o),
      width: 56,
      align: "right",
      value: (i) => money(s, at(i).computed.taxablePaise),
    },
  ];
  const tax: Column[] =
    totals.split === "intra"
      ? [
          [m.quotation_pdf_cgst({}, o), "cgstPaise"] as const,
          [m.quotation_pdf_sgst({}, o), "sgstPaise"] as const,
        ].flatMap(([group, key]): Column[] => [
          {
            header: rate,
            group,
            width: 26,
            align: "right",
            // Each half the rate: 18 % is 9 % + 9 %.
            value: (i) => percent(s, at(i).input.rateBasisPoints / 2),
          },
          {
            header: amount,
            group,
            width: 46,
            align: "right",
            value: (i) => money(s, at(i).computed[key]),
          },
        ])
      : [
          {
            header: rate,
            group: m.quotation_pdf_igst({}, o),
            width: 28,
            align: "right",
            value: (i) => percent(s, at(i).input.rateBasisPoints),
          },
          {
            header: amount,
            group: m.quotation_pdf_igst({}, o),
            width: 54,
            align: "right",
            value: (i) => money(s, at(i).computed.igstPaise),
          },
        ];
  const all = [
    ...fixed,
    ...tax,
    {
      header: m.quotation_pdf_col_total({}, o),
      width: 58,
      align: "right" as const,
      value: (i: number) => money(s, at(i).computed.totalPaise),
    },
  ];
  const rest = PAGE.contentWidth - all.reduce((sum, c) => sum + c.width, 0);
  return all.map((c, i) => (i === DESCRIPTION ? { ...c, width: rest } : c));
}

/** Each column's left edge. */
function lefts(cols: readonly Column[]): number[] {
  let x = PAGE.margin;
  return cols.map((c) => {
    const at = x;
    x += c.width;
    return at;
  });
}

const GROUP_ROW = 11;

function headerHeight(doc: Doc, cols: readonly Column[]): number {
  doc.font(FONT.bold).fontSize(HEAD);
  let h = 0;
  for (const c of cols) {
    const text = doc.heightOfString(c.header, { width: c.width - 2 * PAD, lineGap: 0.5 });
    h = Math.max(h, (c.group ? GROUP_ROW : 0) + text);
  }
  return h + 2 * PAD + 1;
}

/** The table's header band; returns the y below it. */
function drawHeader(s: Sheet, cols: readonly Column[], y: number): number {
  const { doc } = s;
  const h = headerHeight(doc, cols);
  const xs = lefts(cols);
  doc.rect(PAGE.margin, y, PAGE.contentWidth, h).fill(COLOUR.brandDark);
  doc.font(FONT.bold).fontSize(HEAD).fillColor(COLOUR.white);
  for (const [i, c] of cols.entries()) {
    const x = xs[i] ?? PAGE.margin;
    const group = c.group;
    if (group && cols[i - 1]?.group !== group) {
      const span = cols.filter((other) => other.group === group).reduce((w, o) => w + o.width, 0);
      line(doc, group, x, y + PAD, { width: span, align: "center" });
      hRule(doc, x + 2, x + span - 2, y + GROUP_ROW, { colour: COLOUR.subtle });
    }
    const top = y + PAD + (group ? GROUP_ROW - 1 : 0);
    doc.fillColor(COLOUR.white);
    doc.text(c.header, x + PAD, top, {
      width: c.width - 2 * PAD,
      align: c.align === "left" ? "left" : c.align === "center" ? "center" : "right",
      lineGap: 0.5,
      height: h,
    });
  }
  return y + h;
}

/** Line `i`'s row height: its description wrapped in its column. */
function rowHeight(s: Sheet, cols: readonly Column[], i: number): number {
  const { doc } = s;
  const c = cols[DESCRIPTION];
  if (!c) return 0;
  doc.font(FONT.regular).fontSize(BODY);
  const lh = doc.currentLineHeight(true) + 0.5;
  const text = c.value(i) || " ";
  const lines = Math.min(
    MAX_DESCRIPTION_LINES,
    Math.max(
      1,
      Math.round(doc.heightOfString(text, { width: c.width - 2 * PAD, lineGap: 0.5 }) / lh),
    ),
  );
  return lines * lh + 2 * PAD + 1;
}

function drawRow(s: Sheet, cols: readonly Column[], i: number, y: number, h: number): void {
  const { doc } = s;
  const xs = lefts(cols);
  if (i % 2 === 1) doc.rect(PAGE.margin, y, PAGE.contentWidth, h).fill(COLOUR.panel);
  for (const [k, c] of cols.entries()) {
    const x = xs[k] ?? PAGE.margin;
    const text = c.value(i);
    doc.font(FONT.regular).fontSize(BODY).fillColor(COLOUR.ink);
    if (k === DESCRIPTION) {
      para(
        doc,
        text,
        { x: x + PAD, y: y + PAD + 0.5, width: c.width - 2 * PAD },
        {
          maxLines: MAX_DESCRIPTION_LINES,
          lineGap: 0.5,
        },
      );
    } else {
      if (k === cols.length - 1) doc.font(FONT.bold);
      figure(doc, text, { x, y: y + PAD + 0.5, width: c.width, align: c.align });
    }
    if (k > 0) {
      doc
        .moveTo(x, y)
        .lineTo(x, y + h)
        .lineWidth(0.4)
        .strokeColor(COLOUR.border)
        .stroke();
    }
  }
  hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, y + h);
}

/** The whole table, onto as many pages as it takes; returns the y below it. */
function drawTable(s: Sheet, top: number): number {
  const cols = columns(s);
  let y = drawHeader(s, cols, top);
  for (let i = 0; i < s.q.lines.length; i++) {
    const h = rowHeight(s, cols, i);
    if (y + h > BOTTOM) y = drawHeader(s, cols, nextPage(s));
    drawRow(s, cols, i, y, h);
    y += h;
  }
  return y;
}

// ---------------------------------------------------------------------------
// Totals, terms, QR code and signature

/** The totals on the right, the grand total in words on the left; returns the y below. */
function drawTotals(s: Sheet, top: number): number {
  const { doc, totals, o } = s;
  const rows: [label: string, amount: string][] = [];
  if (totals.documentDiscountPaise > 0)
    rows.push(
      [
        m.quotation_pdf_lines_value({}, o),
        money(s, totals.taxablePaise + totals.documentDiscountPaise),
      ],
      [m.quotation_pdf_document_discount({}, o), `−${money(s, totals.documentDiscountPaise)}`],
    );
  rows.push([m.quotation_pdf_col_taxable({}, o), money(s, totals.taxablePaise)]);
  if (totals.split === "intra") {
    rows.push(
      [m.quotation_pdf_cgst({}, o), money(s, totals.cgstPaise)],
      [m.quotation_pdf_sgst({}, o), money(s, totals.sgstPaise)],
    );
  } else {
    rows.push([m.quotation_pdf_igst({}, o), money(s, totals.igstPaise)]);
  }
  if (totals.roundOffPaise !== 0) {
    const sign = totals.roundOffPaise > 0 ? "+" : "";
    rows.push([m.quotation_pdf_round_off({}, o), `${sign}${money(s, totals.roundOffPaise)}`]);
  }
  const rowH = 14;
  const grandH = 20;
  const wordsW = PAGE.contentWidth - TOTALS_W - 16;
  // The words stay English in every language: rupeesInWords has English tables
  // only, and the words under a total are what a bank or the buyer's accounts
  // read against the figure; Gujarati and Hindi number words would need tables
  // of their own, checked by a native speaker.
  const words: Run[] = [
    { text: m.quotation_pdf_in_words({}, o), bold: true, size: 7, color: COLOUR.subtle },
    {
      text: rupeesInWords(totals.grandTotalPaise),
      bold: true,
      size: 8.5,
      color: COLOUR.ink,
      gapBefore: 2,
      maxLines: 4,
    },
    {
      text: totals.documentDiscountPaise > 0 ? m.quotation_pdf_discount_note({}, o) : "",
      size: 7,
      color: COLOUR.muted,
      gapBefore: 6,
      maxLines: 4,
    },
  ];
  const h = Math.max(rows.length * rowH + grandH + 4, runsHeight(doc, words, wordsW));
  let y = top;
  if (y + h > BOTTOM) y = nextPage(s);

  drawRuns(doc, words, PAGE.margin, y + 4, wordsW);
  const x = PAGE.margin + PAGE.contentWidth - TOTALS_W;
  let ry = y;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.muted);
    line(doc, label, x + 6, ry + 3, { width: TOTALS_W / 2 });
    doc.fillColor(COLOUR.ink);
    figure(
      doc,
      value,
      { x: x + TOTALS_W / 2, y: ry + 3, width: TOTALS_W / 2, align: "right" },
      8.5,
    );
    hRule(doc, x, x + TOTALS_W, ry + rowH, { width: 0.4 });
    ry += rowH;
  }
  ry += 2;
  doc.rect(x, ry, TOTALS_W, grandH).fill(COLOUR.brand);
  doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.white);
  line(doc, m.quotation_pdf_grand_total({}, o), x + 6, ry + 5, { width: TOTALS_W / 2 });
  figure(
    doc,
    money(s, totals.grandTotalPaise),
    { x: x + TOTALS_W / 2, y: ry + 5, width: TOTALS_W / 2, align: "right" },
    10,
  );
  return y + h + 14;
}

/** The HSN/SAC-wise summary: a code and rate a row, its taxable value and each tax; returns the y below. */
function drawHsnSummary(s: Sheet, top: number): number {
  const { doc, totals, o } = s;
  const rows = documentHsnSummary(s.q, totals);
  if (rows.length === 0) return top;
  const intra = totals.split === "intra";
  const cols: { header: string; width: number; value: (r: HsnSummaryRow) => string }[] = [
    { header: m.quotation_pdf_col_hsn({}, o), width: 70, value: (r) => r.hsn || "—" },
    {
      header: m.quotation_pdf_col_rate({}, o),
      width: 50,
      value: (r) => percent(s, r.rateBasisPoints),
    },
    {
      header: m.quotation_pdf_col_taxable({}, o),
      width: 90,
      value: (r) => money(s, r.taxablePaise),
    },
    ...(intra
      ? [
          {
            header: m.quotation_pdf_cgst({}, o),
            width: 80,
            value: (r: HsnSummaryRow) => money(s, r.cgstPaise),
          },
          {
            header: m.quotation_pdf_sgst({}, o),
            width: 80,
            value: (r: HsnSummaryRow) => money(s, r.sgstPaise),
          },
        ]
      : [
          {
            header: m.quotation_pdf_igst({}, o),
            width: 90,
            value: (r: HsnSummaryRow) => money(s, r.igstPaise),
          },
        ]),
    {
      header: m.quotation_pdf_col_tax_total({}, o),
      width: 90,
      value: (r) => money(s, r.taxPaise),
    },
  ];
  const rowH = 13;
  const width = cols.reduce((w, c) => w + c.width, 0);
  const h = 14 + rowH * (rows.length + 1);
  let y = top;
  if (y + Math.min(h, 14 + rowH * 2) > BOTTOM) y = nextPage(s);
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.brand);
  line(doc, m.quotation_pdf_hsn_summary({}, o), PAGE.margin, y);
  y += 13;
  const header = () => {
    doc.rect(PAGE.margin, y, width, rowH).fill(COLOUR.panel);
    doc.font(FONT.bold).fontSize(HEAD).fillColor(COLOUR.muted);
    let x = PAGE.margin;
    for (const [i, c] of cols.entries()) {
      figure(
        doc,
        c.header,
        { x, y: y + 3, width: c.width, align: i === 0 ? "left" : "right" },
        HEAD,
      );
      x += c.width;
    }
    y += rowH;
  };
  header();
  for (const r of rows) {
    if (y + rowH > BOTTOM) {
      y = nextPage(s);
      header();
    }
    doc.font(FONT.regular).fontSize(BODY).fillColor(COLOUR.ink);
    let x = PAGE.margin;
    for (const [i, c] of cols.entries()) {
      if (i === cols.length - 1) doc.font(FONT.bold);
      figure(doc, c.value(r), { x, y: y + 3, width: c.width, align: i === 0 ? "left" : "right" });
      x += c.width;
    }
    hRule(doc, PAGE.margin, PAGE.margin + width, y + rowH, { width: 0.4 });
    y += rowH;
  }
  return y + 12;
}

/** The bank details beside a UPI QR code of the amount; returns the y below (nothing when none is set). */
async function drawPayment(s: Sheet, top: number): Promise<number> {
  const { doc, q, o, totals } = s;
  const p = q.payment;
  if (!p) return top;
  const upi = upiPayLink(q, totals);
  const details: [string, string][] = (
    [
      [m.quotation_pdf_account_name({}, o), p.accountName],
      [m.quotation_pdf_bank({}, o), p.bankName],
      [m.quotation_pdf_account_number({}, o), p.accountNumber],
      [m.quotation_pdf_ifsc({}, o), p.ifsc],
      [m.quotation_pdf_branch({}, o), p.branch],
      [m.quotation_pdf_upi_id({}, o), p.upiId],
    ] as [string, string][]
  ).filter(([, v]) => v);
  const inset = 8;
  const h = Math.max(16 + details.length * 11, upi ? UPI_QR_SIZE + 4 : 0) + 2 * inset;
  let y = top;
  if (y + h > BOTTOM) y = nextPage(s);
  doc.rect(PAGE.margin, y, PAGE.contentWidth, h).fill(COLOUR.panel);
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.brand);
  line(doc, m.quotation_pdf_bank_details({}, o), PAGE.margin + inset, y + inset);
  let dy = y + inset + 14;
  for (const [label, value] of details) {
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    line(doc, label, PAGE.margin + inset, dy, { width: 90 });
    doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.ink);
    line(doc, value, PAGE.margin + inset + 92, dy, { width: 200 });
    dy += 11;
  }
  if (upi) {
    const qr = await qrCode(upi);
    const x = PAGE.margin + PAGE.contentWidth - inset - UPI_QR_SIZE;
    drawQr(doc, qr, upi, { x, y: y + inset - 2, size: UPI_QR_SIZE });
    doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.ink);
    para(
      doc,
      m.quotation_pdf_upi_scan({ amount: money(s, totals.grandTotalPaise) }, o),
      { x: x - 150, y: y + inset + 20, width: 142 },
      { maxLines: 3, align: "right" },
    );
  }
  return y + h + 12;
}

/** Payment terms, delivery terms and notes, the empty ones left out; returns the y below. */
function drawTerms(s: Sheet, top: number): number {
  const { doc, q, o } = s;
  let y = top;
  // A block never runs past a page: one longer than a page is cut there.
  doc.font(FONT.regular).fontSize(8.5);
  const lineH = doc.currentLineHeight(true) + 1;
  const maxLines = Math.floor((BOTTOM - CONTINUED_TOP) / lineH) - 2;
  for (const [label, text] of [
    [m.quotation_pdf_payment_terms({}, o), q.paymentTerms],
    [m.quotation_pdf_delivery_terms({}, o), q.deliveryTerms],
    [m.quotation_pdf_notes({}, o), q.notes],
  ] as const) {
    if (!text.trim()) continue;
    const runs: Run[] = [
      { text: label, bold: true, size: 8.5, color: COLOUR.brand, maxLines: 1 },
      { text: text.trim(), size: 8.5, color: COLOUR.ink, gapBefore: 1, maxLines },
    ];
    const h = runsHeight(doc, runs, PAGE.contentWidth);
    if (y + h > BOTTOM) y = nextPage(s);
    y = drawRuns(doc, runs, PAGE.margin, y, PAGE.contentWidth) + 8;
  }
  return y;
}

/** The QR code of the customer's link with its caption, and the signature space. */
function drawQrAndSignature(s: Sheet, qr: QRCode, top: number): void {
  const { doc, q, o } = s;
  let y = top + 4;
  if (y + QR_SIZE > BOTTOM) y = nextPage(s);
  drawQr(doc, qr, q.url, { x: PAGE.margin - 4, y, size: QR_SIZE });
  const textX = PAGE.margin + QR_SIZE + 4;
  const textW = 190;
  drawRuns(
    doc,
    [
      { text: m.quotation_pdf_scan({}, o), bold: true, size: 8.5, color: COLOUR.ink, maxLines: 3 },
      {
        text: displayUrl(q.url),
        size: 7.5,
        color: COLOUR.link,
        gapBefore: 4,
        maxLines: 3,
        link: q.url,
      },
    ],
    textX,
    y + 18,
    textW,
  );

  const signW = 190;
  const signX = PAGE.margin + PAGE.contentWidth - signW;
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.ink);
  para(
    doc,
    m.quotation_pdf_for_company({ company: q.supplier.company || q.supplier.name }, o),
    { x: signX, y: y + 6, width: signW },
    { maxLines: 2, align: "right" },
  );
  const signatory = q.signatory;
  if (s.images.signature) {
    try {
      doc.image(s.images.signature, signX + signW - 110, y + 20, {
        fit: [110, 34],
        align: "right",
      });
    } catch (error) {
      console.warn(`quotation ${q.number}: signature skipped: ${String(error)}`);
    }
  }
  hRule(doc, signX + 30, signX + signW, y + QR_SIZE - 16, { colour: COLOUR.subtle });
  const who = [signatory?.name ?? "", signatory?.title ?? ""].filter(Boolean).join(", ");
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted);
  line(
    doc,
    who ? `${who} · ${m.quotation_pdf_signatory({}, o)}` : m.quotation_pdf_signatory({}, o),
    signX - 40,
    y + QR_SIZE - 11,
    { width: signW + 40, align: "right" },
  );
}

/** Every page: not a tax invoice, and "Page 2 of 3" when there is more than one. */
function drawFooters(s: Sheet): void {
  const { doc, o } = s;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, FOOTER_RULE_Y);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted);
    line(doc, m.quotation_pdf_not_invoice({}, o), PAGE.margin, FOOTER_RULE_Y + 8, {
      width: PAGE.contentWidth - 110,
    });
    if (range.count > 1) {
      line(
        doc,
        m.quotation_pdf_page_of(
          { page: String(i - range.start + 1), count: String(range.count) },
          o,
        ),
        PAGE.margin + PAGE.contentWidth - 100,
        FOOTER_RULE_Y + 8,
        { width: 100, align: "right" },
      );
    }
  }
}

// ---------------------------------------------------------------------------
// Entry point

async function render(q: QuotationDocument, images: QuotationImages): Promise<Buffer> {
  const totals = documentTotals(q);
  // Latin digits whatever the shop's pages use: a GST document's figures are
  // checked against invoices, books and returns, all written in them.
  const style: FormatStyle = { locale: q.language, nativeDigits: false };
  const o = { locale: q.language };
  const fontsFor = fontLocale(q.language, [
    ...Object.values(q.supplier).flat(),
    ...Object.values(q.customer).flat(),
    q.supplierState.name,
    q.placeOfSupply.name,
    ...q.lines.flatMap((l) => [l.description, l.unit]),
    q.paymentTerms,
    q.deliveryTerms,
    q.notes,
    q.signatory?.name ?? "",
    q.signatory?.title ?? "",
    q.payment?.accountName ?? "",
    q.payment?.bankName ?? "",
    q.payment?.branch ?? "",
  ]);
  const qr = await qrCode(q.url);
  const issued = indiaDayStart(q.issuedOn);
  return renderPdf(
    fontsFor,
    {
      // Zero margins: every block places itself and bounds its own height, so
      // pdfkit never starts a page on its own.
      margin: 0,
      bufferPages: true,
      info: {
        Title: m.quotation_pdf_document_title({ number: q.number }, o),
        Author: q.supplier.company || q.supplier.name,
        ...(issued === null ? {} : { CreationDate: new Date(issued), ModDate: new Date(issued) }),
      },
    },
    async (doc) => {
      const sheet: Sheet = { doc, q, totals, style, o, images };
      let y = drawLetterhead(sheet);
      y = drawParties(sheet, y);
      y = drawTable(sheet, y);
      y = drawTotals(sheet, y + 10);
      y = drawHsnSummary(sheet, y);
      y = drawTerms(sheet, y);
      y = await drawPayment(sheet, y);
      drawQrAndSignature(sheet, qr, y);
      drawFooters(sheet);
    },
  );
}

/**
 * The quotation as an A4 PDF, in its language (doc.language). Built in turn
 * with the shop's other PDFs (PDF_BUILDS), as the catalogue and datasheets are.
 * Throws RangeError for a line outside QUOTE_LIMITS or a malformed day.
 */
export async function quotationPdf(
  doc: QuotationDocument,
  images?: QuotationImages,
): Promise<Buffer> {
  const embedded = images ?? (await quotationImages(doc));
  return pdfSlots().run(() => render(doc, embedded));
}

/** The logo and signature a document names, from the media storage (a missing one is left out). */
async function quotationImages(doc: QuotationDocument): Promise<QuotationImages> {
  const load = async (id: string | null | undefined, px: number, what: string) => {
    if (!id) return null;
    const bytes = await appMediaStorage()
      .get(originalKey(id))
      .catch(() => null);
    return preparePdfImage(bytes, { px, quality: 88, what });
  };
  const [logo, signature] = await Promise.all([
    load(doc.logoMediaId, 480, `quotation ${doc.number}: logo`),
    load(doc.signatory?.signatureMediaId, 440, `quotation ${doc.number}: signature`),
  ]);
  return { logo, signature };
}
