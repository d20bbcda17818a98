/**
 * One product's datasheet: a single A4 page, rendered with pdfkit.
 *
 * Layout: the company band; the product image beside the title, ₹ price and a
 * QR code back to the product page; the specification table (typed values
 * with units, written by the product page's own helpers, then the free-text
 * specification lines); the pump curve drawn as vector paths when the
 * product has duty points; the features; a footer with the date stamp.
 * Whatever does not fit the page is cut with a pointer to the product page,
 * never spilled onto a second page.
 *
 * Fonts and image handling are the documents kit's (pdf-kit.server.ts):
 * DejaVu Sans embedded for "₹", the image normalised with sharp first.
 */
import type { QRCode } from "qrcode";
import { type ChartBox, curveGeometry } from "~/catalogue/pump-curve";
import type { DutyPoint, ProductSpecs } from "~/catalogue/specs";
import type { SiteDetails } from "~/config/site";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { localDate } from "~/format/india-time";
import { formatMeasure } from "~/format/numbers";
import { formatPrice } from "~/format/price";
import { unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";
import {
  a4Page,
  boxedImage,
  COLOUR,
  type Doc,
  displayUrl,
  drawQr,
  FONT,
  fitBox,
  fitLine,
  hRule,
  line,
  oneLine,
  preparePdfImage,
  productUrl,
  qrCode,
  renderPdf,
} from "./pdf-kit.server";
import { pdfSpecRows } from "./pdf-text.server";

export interface DatasheetInput {
  site: SiteDetails;
  /** The language and digits the sheet is written in (English when left out). */
  style?: FormatStyle;
  baseUrl: string;
  generatedAt: Date;
  product: {
    id: string;
    title: string;
    pricePaise: number;
    /** The first category (or subcategory) name, shown above the title. */
    category: string | null;
    specification: string[];
    features: string[];
    specs: ProductSpecs;
    /** The main image, JPEG or PNG (anything sharp reads). */
    image: Buffer | null;
  };
}

const PAGE = a4Page(40);
const FOOTER_Y = PAGE.height - 44;
/** Content ends above the footer rule. */
const BOTTOM = FOOTER_Y - 12;

const IMAGE_BOX = 210;
const IMAGE_PX = 600;
const QR_SIZE = 84;
const ROW_H = 17;
const CHART_W = 250;
const CHART_H = 190;

/** The message options for the sheet's language. */
type Lang = { locale: FormatStyle["locale"] };

function drawBand(doc: Doc, site: SiteDetails, baseUrl: string, o: Lang) {
  const h = 64;
  doc.rect(0, 0, PAGE.width, h).fill(COLOUR.brand);
  doc.rect(0, h, PAGE.width, 4).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(15).fillColor(COLOUR.white);
  line(doc, site.companyName, PAGE.margin, 17, { width: PAGE.contentWidth - 150 });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.brandTint);
  const contact = [site.phone, site.email, displayUrl(baseUrl)].filter(Boolean).join("  ·  ");
  line(doc, contact, PAGE.margin, 39, { width: PAGE.contentWidth - 150 });
  doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.saffron);
  line(doc, m.documents_datasheet_kicker({}, o), PAGE.margin + PAGE.contentWidth - 140, 22, {
    width: 140,
    align: "right",
    spacing: 1.2,
  });
}

function drawImage(
  doc: Doc,
  image: Buffer | null,
  at: { x: number; y: number; link: string },
  o: Lang,
) {
  boxedImage(
    doc,
    image,
    { ...at, size: IMAGE_BOX, radius: 6, frame: 0.75, inset: 6, labelSize: 9 },
    o.locale,
    "datasheet: image",
  );
}

/** Title, price and QR code beside the image; returns the y below both. */
function drawSummary(
  doc: Doc,
  input: DatasheetInput,
  parts: { image: Buffer | null; qr: QRCode },
  top: number,
): number {
  const { image, qr } = parts;
  const { product } = input;
  const style = input.style ?? ENGLISH;
  const o = { locale: style.locale };
  const url = productUrl(input.baseUrl, product.id, style.locale);
  drawImage(doc, image, { x: PAGE.margin, y: top, link: url }, o);
  const x = PAGE.margin + IMAGE_BOX + 20;
  const w = PAGE.contentWidth - IMAGE_BOX - 20;
  let y = top + 2;
  if (product.category) {
    doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.saffron);
    line(doc, product.category.toUpperCase(), x, y, { width: w, spacing: 1 });
    y += 16;
  }
  doc.font(FONT.bold).fillColor(COLOUR.ink);
  const title = oneLine(product.title) || m.documents_untitled({}, o);
  // Long titles get a smaller size before they are cut, so price and QR code keep their room.
  let size = 18;
  while (
    size > 13 &&
    doc.fontSize(size).heightOfString(title, { width: w, lineGap: 1 }) > 2.5 * size * 1.2
  ) {
    size--;
  }
  const titleH = Math.min(
    doc.heightOfString(title, { width: w, lineGap: 1 }),
    3 * (size * 1.2 + 1),
  );
  const titleBox = { width: w, lineGap: 1, height: titleH };
  doc.text(fitBox(doc, title, titleBox), x, y, { ...titleBox, link: url });
  y += titleH + 10;
  const price = product.pricePaise;
  if (Number.isFinite(price) && price > 0) {
    doc.font(FONT.bold).fontSize(20).fillColor(COLOUR.brand);
    line(doc, formatPrice(price, style), x, y);
    y += 27;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    line(doc, m.documents_datasheet_price_note({}, o), x, y, { width: w });
    y += 12;
  } else {
    doc.font(FONT.bold).fontSize(14).fillColor(COLOUR.brand);
    line(doc, m.documents_price_on_request({}, o), x, y);
    y += 20;
  }
  const qrY = Math.max(y + 10, top + IMAGE_BOX - QR_SIZE);
  drawQr(doc, qr, url, { x: x - 4, y: qrY, size: QR_SIZE });
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.ink);
  line(doc, m.documents_scan_qr({}, o), x + QR_SIZE + 4, qrY + 28, { width: w - QR_SIZE - 4 });
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.link);
  line(doc, displayUrl(url), x + QR_SIZE + 4, qrY + 44, { width: w - QR_SIZE - 4, link: url });
  return Math.max(top + IMAGE_BOX, qrY + QR_SIZE) + 22;
}

function heading(doc: Doc, text: string, x: number, y: number, width: number): number {
  doc.rect(x, y + 2, 3, 12).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.brand);
  line(doc, text, x + 10, y + 1, { width: width - 10 });
  return y + 22;
}

interface TableRow {
  label: string;
  value: string;
}

/** The table's rows: typed values first, then the free-text lines ("Key: value" split). */
function datasheetRows(product: DatasheetInput["product"], style: FormatStyle): TableRow[] {
  const o = { locale: style.locale };
  const rows: TableRow[] = pdfSpecRows(product.specs, style);
  if (product.specs.dutyPoints.length === 1) {
    const p = product.specs.dutyPoints[0] as DutyPoint;
    rows.push({
      label: m.documents_duty_point_label({}, o),
      value: m.documents_duty_point(
        {
          head: formatMeasure(p.headM, "m", style, 1),
          discharge: formatMeasure(p.dischargeLpm, "LPM", style, 1),
        },
        o,
      ),
    });
  }
  for (const text of product.specification.map(oneLine).filter(Boolean)) {
    const m = /^([^:]{1,32}):\s*(.+)$/.exec(text);
    rows.push(m ? { label: (m[1] ?? "").trim(), value: m[2] ?? "" } : { label: "", value: text });
  }
  return rows;
}

/** Draws as many rows as fit above `bottom`; returns the y below the table. */
function drawTable(
  doc: Doc,
  rows: TableRow[],
  x: number,
  y: number,
  width: number,
  bottom: number,
  o: Lang,
): number {
  const labelW = Math.min(120, width * 0.42);
  const fits = Math.max(0, Math.floor((bottom - y) / ROW_H));
  const shown = rows.length > fits ? rows.slice(0, Math.max(0, fits - 1)) : rows;
  for (const [i, row] of shown.entries()) {
    if (i % 2 === 0) doc.rect(x, y, width, ROW_H).fill(COLOUR.panel);
    if (row.label) {
      doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.muted);
      line(doc, row.label, x + 6, y + 4.5, { width: labelW - 10 });
      doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.ink);
      line(doc, row.value, x + labelW, y + 4.5, { width: width - labelW - 6 });
    } else {
      doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.ink);
      line(doc, row.value, x + 6, y + 4.5, { width: width - 12 });
    }
    y += ROW_H;
  }
  if (shown.length < rows.length) {
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    line(doc, m.documents_more_on_page({ count: rows.length - shown.length }, o), x + 6, y + 4.5, {
      width: width - 12,
    });
    y += ROW_H;
  }
  hRule(doc, x, x + width, y);
  return y;
}

/** The pump curve as vector paths: gridlines, axes with units, the line and its points. */
function drawCurve(doc: Doc, points: DutyPoint[], x: number, y: number, o: Lang) {
  const box: ChartBox = {
    width: CHART_W,
    height: CHART_H,
    left: 38,
    right: 12,
    top: 8,
    bottom: 34,
  };
  const g = curveGeometry(points, box);
  const bottom = box.height - box.bottom;
  const right = box.width - box.right;
  doc.save();
  doc.translate(x, y);
  doc.lineWidth(0.5);
  for (const t of g.yTicks) {
    doc.moveTo(box.left, t.y).lineTo(right, t.y).strokeColor(COLOUR.border).stroke();
    doc.font(FONT.regular).fontSize(7).fillColor(COLOUR.muted);
    line(doc, t.label, 0, t.y - 4, { width: box.left - 5, align: "right" });
  }
  for (const t of g.xTicks) {
    doc.moveTo(t.x, box.top).lineTo(t.x, bottom).strokeColor(COLOUR.grid).stroke();
    doc.font(FONT.regular).fontSize(7).fillColor(COLOUR.muted);
    line(doc, t.label, t.x - 20, bottom + 5, { width: 40, align: "center" });
  }
  doc
    .moveTo(box.left, box.top)
    .lineTo(box.left, bottom)
    .lineTo(right, bottom)
    .lineWidth(0.8)
    .strokeColor(COLOUR.subtle)
    .stroke();
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOUR.ink);
  line(
    doc,
    m.documents_curve_discharge({ unit: unitName("LPM", o.locale) }, o),
    box.left,
    box.height - 12,
    {
      width: right - box.left,
      align: "center",
    },
  );
  doc.save();
  doc.rotate(-90, { origin: [8, (box.top + bottom) / 2] });
  line(
    doc,
    m.documents_curve_head({ unit: unitName("m", o.locale) }, o),
    8 - 30,
    (box.top + bottom) / 2 - 4,
    {
      width: 60,
      align: "center",
    },
  );
  doc.restore();
  doc.path(g.path).lineWidth(1.8).strokeColor(COLOUR.brand).stroke();
  for (const p of g.points) {
    doc.circle(p.x, p.y, 2.6).lineWidth(1.2).fillAndStroke(COLOUR.white, COLOUR.brand);
  }
  doc.restore();
}

/** Bullets that fit above `bottom`; returns the y below them. */
function drawFeatures(
  doc: Doc,
  features: string[],
  x: number,
  y: number,
  width: number,
  bottom: number,
  o: Lang,
): number {
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink);
  const items = features.map(oneLine).filter(Boolean);
  for (const [i, item] of items.entries()) {
    const h = Math.min(doc.heightOfString(item, { width: width - 14 }), 24);
    if (y + h > bottom) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
      line(doc, m.documents_more_on_page({ count: items.length - i }, o), x + 14, y, { width });
      return y + 12;
    }
    doc.rect(x + 2, y + 4, 3.5, 3.5).fill(COLOUR.saffron);
    doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.ink);
    const box = { width: width - 14, height: h };
    doc.text(fitBox(doc, item, box), x + 14, y, box);
    y += h + 4;
  }
  return y;
}

function drawFooter(doc: Doc, input: DatasheetInput) {
  const style = input.style ?? ENGLISH;
  const o = { locale: style.locale };
  hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, FOOTER_Y);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
  const contact = [input.site.companyName, input.site.phone].filter(Boolean).join("  ·  ");
  line(doc, fitLine(doc, contact, PAGE.contentWidth - 190), PAGE.margin, FOOTER_Y + 9);
  line(
    doc,
    m.documents_datasheet_generated({ date: localDate(input.generatedAt.getTime(), style) }, o),
    PAGE.margin + PAGE.contentWidth - 180,
    FOOTER_Y + 9,
    {
      width: 180,
      align: "right",
    },
  );
  doc.font(FONT.regular).fontSize(7).fillColor(COLOUR.subtle);
  line(doc, m.documents_datasheet_disclaimer({}, o), PAGE.margin, FOOTER_Y + 22, {
    width: PAGE.contentWidth,
  });
}

/** Renders the datasheet as a one-page A4 PDF. */
export async function renderDatasheetPdf(input: DatasheetInput): Promise<Buffer> {
  const style = input.style ?? ENGLISH;
  const o = { locale: style.locale };
  const { product } = input;
  const image = await preparePdfImage(product.image, {
    px: IMAGE_PX,
    quality: 85,
    what: `datasheet: image of product ${product.id}`,
  });
  const qr = await qrCode(productUrl(input.baseUrl, product.id, style.locale));
  return renderPdf(
    style.locale,
    {
      margin: 0,
      info: {
        Title: m.documents_datasheet_title({ title: oneLine(product.title) }, o),
        Author: input.site.companyName,
        Subject: m.documents_datasheet_subject({}, o),
        CreationDate: input.generatedAt,
        ModDate: input.generatedAt,
      },
    },
    (doc) => {
      drawBand(doc, input.site, input.baseUrl, o);
      const y = drawSummary(doc, input, { image, qr }, 92);

      const rows = datasheetRows(product, style);
      const curve = product.specs.dutyPoints.length >= 2;
      const featuresRoom = product.features.length > 0 ? 110 : 0;
      const tableBottom = BOTTOM - featuresRoom;
      let below = y;
      if (rows.length > 0 || curve) {
        const tableW = curve ? PAGE.contentWidth - CHART_W - 20 : PAGE.contentWidth;
        let tableEnd = y;
        if (rows.length > 0) {
          const top = heading(doc, m.documents_specifications({}, o), PAGE.margin, y, tableW);
          tableEnd = drawTable(doc, rows, PAGE.margin, top, tableW, tableBottom, o);
        }
        let curveEnd = y;
        if (curve) {
          const cx = rows.length > 0 ? PAGE.margin + tableW + 20 : PAGE.margin;
          const top = heading(doc, m.documents_pump_curve({}, o), cx, y, CHART_W);
          drawCurve(doc, product.specs.dutyPoints, cx, top, o);
          curveEnd = top + CHART_H;
        }
        below = Math.max(tableEnd, curveEnd) + 18;
      }
      if (product.features.length > 0 && below < BOTTOM - 30) {
        const top = heading(
          doc,
          m.documents_features({}, o),
          PAGE.margin,
          below,
          PAGE.contentWidth,
        );
        drawFeatures(doc, product.features, PAGE.margin, top, PAGE.contentWidth, BOTTOM, o);
      }
      drawFooter(doc, input);
    },
  );
}
