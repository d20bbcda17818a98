/**
 * Printable A4 product catalogue, rendered with pdfkit.
 *
 * Layout: cover (company details), contents (categories with page numbers,
 * clickable), then one section per category with a product card per product.
 * Every page but the cover has a running header; every page has a footer with
 * the company name, phone and "Page X of N" (drawn in a last pass over the
 * buffered pages, once the page count is known).
 *
 * Fonts: pdfkit's standard fonts are WinAnsi only and have no "₹" (U+20B9), so
 * DejaVu Sans (regular and bold) is embedded from `app/documents/fonts/`
 * (committed, licence in that folder; pdfkit subsets it into the PDF).
 *
 * Images: product images are normalised with sharp first (EXIF rotation,
 * flattened onto white, scaled to at most IMAGE_PX, re-encoded as JPEG), which
 * keeps the PDF small and fast to build: pdfkit decodes PNGs in plain JS and
 * would embed 800 px originals as they are. An image sharp cannot read is
 * replaced by a placeholder rather than failing the whole catalogue.
 */
import type { Product } from "~/catalogue/types";
import type { SiteDetails } from "~/config/site";
import { ENGLISH, type FormatStyle, scriptDigits } from "~/format/digits";
import { indiaYear, localDateLong } from "~/format/india-time";
import { formatPrice } from "~/format/price";
import { m } from "~/i18n/paraglide/messages.js";
import {
  a4Page,
  boxedImage,
  COLOUR,
  type Doc,
  displayUrl,
  FONT,
  fitBox,
  fitLine,
  hRule,
  line,
  oneLine,
  preparePdfImage,
  productUrl,
  renderPdf,
  trimBaseUrl,
} from "./pdf-kit.server";

export interface PdfProduct extends Pick<Product, "id" | "title" | "pricePaise"> {
  specification: string[];
  /** Typed specifications with units ("Power", "1.5 HP (1.1 kW)"), drawn as a table above the lines. */
  specTable?: { label: string; value: string }[];
  /** JPEG or PNG (anything sharp reads), typically 400-800 px. */
  image: Buffer | null;
  subcategory?: string;
}

export interface PdfCategory {
  name: string;
  products: PdfProduct[];
}

export interface CatalogueInput {
  site: SiteDetails;
  categories: PdfCategory[];
  generatedAt: Date;
  /** Public origin of the shop, e.g. "https://sabarmatipumps.in" (a trailing slash is ignored). */
  baseUrl: string;
  /** The language and digits the catalogue is written in (English when left out). */
  style?: FormatStyle;
}

// ---------------------------------------------------------------------------
// Design constants (points; A4 is 595.28 x 841.89)

const PAGE = a4Page(40);
/** First y for content on pages with the running header. */
const CONTENT_TOP = 50;
/** Content must end above this y (footer below). */
const CONTENT_BOTTOM = PAGE.height - 58;
const FOOTER_RULE_Y = PAGE.height - 46;

const CARD_PAD = 9;
const CARD_GAP = 8;
const IMAGE_BOX = 110;
/** Pixel size images are scaled to: ~200 dpi at IMAGE_BOX points. */
const IMAGE_PX = 300;
const TEXT_X_OFFSET = CARD_PAD + IMAGE_BOX + 16;
const TEXT_W = PAGE.contentWidth - TEXT_X_OFFSET - CARD_PAD;
const MAX_SPEC_LINES = 5;
const TITLE_SIZE = 12;
const PRICE_SIZE = 13;
const SPEC_SIZE = 8.5;
const SPEC_LINE_H = 11.5;
const LINK_SIZE = 7.5;

/** The edition's date and year, in India, in the catalogue's language and digits. */
function editionDate(date: Date, style: FormatStyle): Edition {
  return {
    year: scriptDigits(indiaYear(date.getTime()), style.locale, style.nativeDigits),
    long: localDateLong(date.getTime(), style),
  };
}

/** The words of one catalogue: its language's messages, counts and prices. */
class Words {
  readonly o: { locale: FormatStyle["locale"] };
  constructor(readonly style: FormatStyle) {
    this.o = { locale: style.locale };
  }
  get priceNote(): string {
    return m.documents_price_note({}, this.o);
  }
  /** "12 categories": the plural rule reads the number, the shop's digits are applied after. */
  categories(count: number): string {
    return this.digits(m.documents_categories_count({ count }, this.o));
  }
  products(count: number): string {
    return this.digits(m.documents_products_count({ count }, this.o));
  }
  /** Figures the documents write themselves (page numbers, counts) in the shop's digits. */
  digits(text: string): string {
    return scriptDigits(text, this.style.locale, this.style.nativeDigits);
  }
  price(paise: number): string {
    return formatPrice(paise, this.style);
  }
}

/**
 * Sets the largest whole font size from `max` down to `min` at which `text`
 * wraps into at most `maxLines` lines of `width`; returns the size set.
 */
function fitFontSize(
  doc: Doc,
  text: string,
  width: number,
  maxLines: number,
  max: number,
  min: number,
  lineGap = 0,
): number {
  for (let size = max; size > min; size--) {
    doc.fontSize(size);
    const limit = maxLines * (doc.currentLineHeight(true) + lineGap) + 1;
    if (doc.heightOfString(text, { width, lineGap }) <= limit) return size;
  }
  doc.fontSize(min);
  return min;
}

// ---------------------------------------------------------------------------
// Cover

interface Edition {
  year: string;
  long: string;
}

function drawCover(
  doc: Doc,
  input: CatalogueInput,
  edition: Edition,
  stats: { categories: number; products: number },
  w: Words,
) {
  const { site } = input;
  const { o } = w;
  const bandH = 470;

  doc.rect(0, 0, PAGE.width, bandH).fill(COLOUR.brand);
  // Quiet decoration: overlapping translucent discs in the top-right corner.
  doc.save();
  doc
    .fillOpacity(0.07)
    .circle(PAGE.width - 40, 70, 190)
    .fill(COLOUR.white);
  doc
    .fillOpacity(0.06)
    .circle(PAGE.width - 130, 300, 120)
    .fill(COLOUR.white);
  doc.restore();
  doc.rect(0, bandH, PAGE.width, 7).fill(COLOUR.saffron);

  const left = PAGE.margin + 12;
  const textW = PAGE.contentWidth - 110;
  const kicker = [
    site.foundedYear
      ? m.documents_established_kicker({ year: w.digits(String(site.foundedYear)) }, o)
      : "",
    site.city.toUpperCase(),
  ]
    .filter(Boolean)
    .join("  ·  ");
  doc.font(FONT.bold).fontSize(9).fillColor(COLOUR.saffron);
  if (kicker) line(doc, kicker, left, 70, { spacing: 1.5 });

  doc.font(FONT.bold).fillColor(COLOUR.white);
  fitFontSize(doc, site.companyName, textW, 3, 28, 20, 2);
  const nameBox = { width: textW, lineGap: 2, height: 3 * (doc.currentLineHeight(true) + 2) };
  doc.text(fitBox(doc, site.companyName, nameBox), left, 92, nameBox);
  if (site.tagline) {
    doc.font(FONT.regular).fontSize(12.5).fillColor(COLOUR.brandTint);
    const taglineBox = { width: textW, lineGap: 3, height: 3 * (doc.currentLineHeight(true) + 3) };
    doc.text(fitBox(doc, site.tagline, taglineBox), left, doc.y + 12, taglineBox);
  }

  doc.rect(left, 330, 48, 4).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(34).fillColor(COLOUR.white);
  const coverTitle = `${m.documents_catalogue_title({}, o)} `;
  line(doc, coverTitle, left, 348);
  const titleW = doc.widthOfString(coverTitle);
  doc.fillColor(COLOUR.saffron);
  line(doc, edition.year, left + titleW, 348);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOUR.brandTint);
  line(
    doc,
    `${m.documents_edition({ date: edition.long }, o)}  ·  ${w.categories(stats.categories)}  ·  ${w.products(stats.products)}`,
    left,
    400,
    { width: PAGE.contentWidth - 24 },
  );

  // Contact block.
  let top = bandH + 44;
  doc.font(FONT.bold).fontSize(13).fillColor(COLOUR.brand);
  line(doc, m.documents_get_in_touch({}, o), PAGE.margin, top);
  doc.rect(PAGE.margin, top + 20, 32, 3).fill(COLOUR.saffron);
  top += 40;

  const website = trimBaseUrl(input.baseUrl);
  const colW = (PAGE.contentWidth - 30) / 2;
  const leftItems: Array<[string, string, string | undefined]> = [
    [m.documents_address({}, o), site.address, undefined],
    [
      m.documents_phone({}, o),
      site.phone,
      site.phone ? `tel:${site.phone.replace(/[^+\d]/g, "")}` : undefined,
    ],
    [m.documents_email({}, o), site.email, site.email ? `mailto:${site.email}` : undefined],
  ];
  const rightItems: Array<[string, string, string | undefined]> = [
    [m.documents_website({}, o), displayUrl(website), website || undefined],
    [m.documents_gstin({}, o), site.gstin, undefined],
    [
      m.documents_established({}, o),
      site.foundedYear ? w.digits(String(site.foundedYear)) : "",
      undefined,
    ],
  ];
  const drawItems = (items: Array<[string, string, string | undefined]>, x: number) => {
    let itemY = top;
    for (const [label, value, link] of items) {
      if (!value) continue;
      doc.font(FONT.bold).fontSize(7.5).fillColor(COLOUR.subtle);
      line(doc, label.toUpperCase(), x, itemY, { spacing: 1 });
      doc
        .font(FONT.regular)
        .fontSize(10.5)
        .fillColor(link ? COLOUR.link : COLOUR.ink);
      const box = { width: colW, height: 3 * 14, lineGap: 1 };
      doc.text(fitBox(doc, value, box), x, itemY + 12, { ...box, link });
      itemY = doc.y + 12;
    }
  };
  drawItems(leftItems, PAGE.margin);
  drawItems(rightItems, PAGE.margin + colW + 30);

  // Pricing note, just above the footer band.
  const note = `${w.priceNote} ${m.documents_cover_note_more({}, o)}`;
  doc.font(FONT.regular).fontSize(9.5);
  const noteTextW = PAGE.contentWidth - 32;
  const noteH = doc.heightOfString(note, { width: noteTextW, lineGap: 2 }) + 24;
  const noteY = PAGE.height - 40 - 36 - noteH;
  doc.rect(PAGE.margin, noteY, PAGE.contentWidth, noteH).fill(COLOUR.panel);
  doc.rect(PAGE.margin, noteY, 4, noteH).fill(COLOUR.saffron);
  doc
    .fillColor(COLOUR.muted)
    .text(note, PAGE.margin + 18, noteY + 12, { width: noteTextW, lineGap: 2, height: noteH });
}

// ---------------------------------------------------------------------------
// Contents

interface ContentsEntry {
  name: string;
  count: number;
  destination: string;
  page: number;
}

const CONTENTS_FIRST_ROW_Y = 150;
const CONTENTS_ROW_H = 28;
const ORDER_PANEL_H = 96;

/** How many contents pages `n` entries need (the order panel fits after the list or is dropped). */
function contentsPageCount(n: number): number {
  const firstPage = Math.floor((CONTENT_BOTTOM - CONTENTS_FIRST_ROW_Y) / CONTENTS_ROW_H);
  const otherPages = Math.floor((CONTENT_BOTTOM - CONTENT_TOP - 40) / CONTENTS_ROW_H);
  if (n <= firstPage) return 1;
  return 1 + Math.ceil((n - firstPage) / otherPages);
}

function drawContents(
  doc: Doc,
  input: CatalogueInput,
  entries: ContentsEntry[],
  firstPageIndex: number,
  pageCount: number,
  w: Words,
) {
  const { o } = w;
  let index = 0;
  for (let p = 0; p < pageCount; p++) {
    doc.switchToPage(firstPageIndex + p);
    let y: number;
    if (p === 0) {
      doc.font(FONT.bold).fontSize(24).fillColor(COLOUR.brand);
      line(doc, m.documents_contents({}, o), PAGE.margin, CONTENT_TOP + 16);
      doc.rect(PAGE.margin, CONTENT_TOP + 50, 40, 4).fill(COLOUR.saffron);
      const products = entries.reduce((sum, entry) => sum + entry.count, 0);
      doc.font(FONT.regular).fontSize(10).fillColor(COLOUR.muted);
      line(
        doc,
        entries.length === 0
          ? m.documents_no_products({}, o)
          : `${w.categories(entries.length)}  ·  ${w.products(products)}`,
        PAGE.margin,
        CONTENT_TOP + 64,
      );
      y = CONTENTS_FIRST_ROW_Y;
    } else {
      doc.font(FONT.bold).fontSize(13).fillColor(COLOUR.brand);
      line(doc, m.documents_contents_continued({}, o), PAGE.margin, CONTENT_TOP + 6);
      y = CONTENT_TOP + 40;
    }

    while (index < entries.length && y + CONTENTS_ROW_H <= CONTENT_BOTTOM) {
      const entry = entries[index]!;
      const baseline = y + 8;
      doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.saffron);
      line(doc, w.digits(String(index + 1).padStart(2, "0")), PAGE.margin, baseline + 1);

      const pageLabel = w.digits(String(entry.page));
      doc.font(FONT.bold).fontSize(11.5);
      const pageW = doc.widthOfString(pageLabel);
      doc.fillColor(COLOUR.brand);
      line(doc, pageLabel, PAGE.margin + PAGE.contentWidth - pageW, baseline);

      const nameX = PAGE.margin + 30;
      doc.font(FONT.regular).fontSize(11.5).fillColor(COLOUR.ink);
      const countLabel = `  ${w.products(entry.count)}`;
      doc.font(FONT.regular).fontSize(8.5);
      const countW = doc.widthOfString(countLabel);
      doc.fontSize(11.5);
      const name = fitLine(doc, entry.name, PAGE.contentWidth - 30 - pageW - countW - 40);
      line(doc, name, nameX, baseline);
      const nameW = doc.widthOfString(name);
      doc.fontSize(8.5).fillColor(COLOUR.subtle);
      line(doc, countLabel, nameX + nameW, baseline + 2.5);

      // Dotted leader between the name and the page number.
      const leaderStart = nameX + nameW + countW + 8;
      const leaderEnd = PAGE.margin + PAGE.contentWidth - pageW - 8;
      if (leaderEnd > leaderStart) {
        doc
          .moveTo(leaderStart, baseline + 10)
          .lineTo(leaderEnd, baseline + 10)
          .dash(1, { space: 3 })
          .lineWidth(0.8)
          .strokeColor(COLOUR.subtle)
          .stroke()
          .undash();
      }
      hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, y + CONTENTS_ROW_H - 0.5);
      doc.goTo(PAGE.margin, y, PAGE.contentWidth, CONTENTS_ROW_H, entry.destination);
      y += CONTENTS_ROW_H;
      index++;
    }

    if (index >= entries.length && y + 24 + ORDER_PANEL_H <= CONTENT_BOTTOM) {
      drawOrderPanel(doc, input, y + 24, w);
    }
  }
}

function drawOrderPanel(doc: Doc, input: CatalogueInput, y: number, w: Words) {
  const { site } = input;
  const { o } = w;
  doc.rect(PAGE.margin, y, PAGE.contentWidth, ORDER_PANEL_H).fill(COLOUR.panel);
  doc.rect(PAGE.margin, y, 4, ORDER_PANEL_H).fill(COLOUR.saffron);
  const x = PAGE.margin + 18;
  const width = PAGE.contentWidth - 36;
  doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.brand);
  line(doc, m.documents_prices_and_ordering({}, o), x, y + 14);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted);
  doc.text(`${w.priceNote} ${m.documents_ordering_text({}, o)}`, x, y + 32, {
    width,
    lineGap: 2,
    height: 40,
  });
  const contact = [site.phone, site.email, displayUrl(input.baseUrl)]
    .filter(Boolean)
    .join("   ·   ");
  doc.font(FONT.bold).fontSize(9).fillColor(COLOUR.ink);
  line(doc, contact, x, y + ORDER_PANEL_H - 20, { width });
}

// ---------------------------------------------------------------------------
// Category sections and product cards

interface CardLayout {
  titleLines: number;
  specs: string[];
  /** Typed specifications, two to a row. */
  table: { label: string; value: string }[];
  height: number;
}

const TABLE_COLUMNS = 2;
const TABLE_ROW_H = 12.5;

function tableHeight(rows: number): number {
  return rows === 0 ? 0 : Math.ceil(rows / TABLE_COLUMNS) * TABLE_ROW_H + 8;
}

function titleLineHeight(doc: Doc): number {
  doc.font(FONT.bold).fontSize(TITLE_SIZE);
  return doc.currentLineHeight(true);
}

function layoutCard(doc: Doc, product: PdfProduct, w: Words): CardLayout {
  const lh = titleLineHeight(doc);
  const title = oneLine(product.title) || m.documents_untitled({}, w.o);
  const titleLines = Math.min(
    2,
    Math.max(1, Math.round(doc.heightOfString(title, { width: TEXT_W }) / lh)),
  );
  const specs = product.specification.map(oneLine).filter(Boolean).slice(0, MAX_SPEC_LINES);
  const table = product.specTable ?? [];
  const textH =
    titleLines * lh +
    4 +
    18 +
    6 +
    tableHeight(table.length) +
    specs.length * SPEC_LINE_H +
    (specs.length > 0 ? 6 : 0) +
    12;
  return { titleLines, specs, table, height: Math.max(IMAGE_BOX, textH) + 2 * CARD_PAD };
}

function drawCard(
  doc: Doc,
  product: PdfProduct,
  image: Buffer | null,
  layout: CardLayout,
  y: number,
  baseUrl: string,
  w: Words,
) {
  const { o } = w;
  const x = PAGE.margin;
  const url = productUrl(baseUrl, product.id, w.style.locale);
  doc
    .roundedRect(x, y, PAGE.contentWidth, layout.height, 6)
    .lineWidth(0.75)
    .fillAndStroke(COLOUR.white, COLOUR.border);

  // Image, fitted and centred in its box.
  boxedImage(
    doc,
    image,
    {
      x: x + CARD_PAD,
      y: y + CARD_PAD,
      size: IMAGE_BOX,
      radius: 4,
      frame: 0.5,
      inset: 3,
      labelSize: 8,
      link: url,
    },
    w.style.locale,
    `catalogue: image of product ${product.id}`,
  );

  // Text column.
  const tx = x + TEXT_X_OFFSET;
  let ty = y + CARD_PAD - 1;
  const lh = titleLineHeight(doc);
  doc.fillColor(COLOUR.ink);
  const titleBox = { width: TEXT_W, height: layout.titleLines * lh };
  const title = oneLine(product.title) || m.documents_untitled({}, o);
  doc.text(fitBox(doc, title, titleBox), tx, ty, { ...titleBox, link: url });
  ty += layout.titleLines * lh + 4;

  const price = product.pricePaise;
  if (Number.isFinite(price) && price > 0 && price <= Number.MAX_SAFE_INTEGER) {
    const rupees = w.price(price);
    doc.font(FONT.bold).fontSize(PRICE_SIZE).fillColor(COLOUR.brand);
    line(doc, rupees, tx, ty);
    const priceW = doc.widthOfString(rupees);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.subtle);
    line(doc, m.documents_gst_quotation({}, o), tx + priceW + 8, ty + 5);
  } else {
    doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.brand);
    line(doc, m.documents_price_on_request({}, o), tx, ty + 1);
  }
  ty += 18 + 6;

  if (layout.table.length > 0) {
    const h = tableHeight(layout.table.length);
    doc.rect(tx, ty - 2, TEXT_W, h - 4).fill(COLOUR.panel);
    const colW = TEXT_W / TABLE_COLUMNS;
    for (const [i, row] of layout.table.entries()) {
      const cx = tx + 6 + (i % TABLE_COLUMNS) * colW;
      const cy = ty + 1 + Math.floor(i / TABLE_COLUMNS) * TABLE_ROW_H;
      doc.font(FONT.bold).fontSize(7.5).fillColor(COLOUR.muted);
      const label = `${row.label} `;
      line(doc, label, cx, cy);
      const labelW = doc.widthOfString(label);
      doc.font(FONT.regular).fontSize(SPEC_SIZE).fillColor(COLOUR.ink);
      line(doc, row.value, cx + labelW + 2, cy - 0.5, { width: colW - labelW - 12 });
    }
    ty += h;
  }

  doc.fontSize(SPEC_SIZE);
  for (const spec of layout.specs) {
    doc.rect(tx + 1, ty + 4.5, 3, 3).fill(COLOUR.saffron);
    const match = /^([^:]{1,32}):\s*(.+)$/.exec(spec);
    if (match) {
      const key = `${match[1]!.trim()}: `;
      doc.font(FONT.bold).fontSize(SPEC_SIZE).fillColor(COLOUR.ink);
      const keyText = fitLine(doc, key, TEXT_W - 12);
      line(doc, keyText, tx + 10, ty);
      const keyW = doc.widthOfString(keyText);
      const rest = TEXT_W - 10 - keyW;
      if (rest > 20) {
        doc.font(FONT.regular).fontSize(SPEC_SIZE).fillColor(COLOUR.muted);
        line(doc, match[2]!, tx + 10 + keyW, ty, { width: rest });
      }
    } else {
      doc.font(FONT.regular).fontSize(SPEC_SIZE).fillColor(COLOUR.muted);
      line(doc, spec, tx + 10, ty, { width: TEXT_W - 10 });
    }
    ty += SPEC_LINE_H;
  }

  // Link pinned to the bottom of the card.
  const linkY = y + layout.height - CARD_PAD - 9;
  doc.font(FONT.regular).fontSize(LINK_SIZE).fillColor(COLOUR.subtle);
  const label = m.documents_details_online({}, o);
  line(doc, label, tx, linkY);
  const labelW = doc.widthOfString(label);
  doc.fillColor(COLOUR.link);
  line(doc, url, tx + labelW, linkY, { width: TEXT_W - labelW, link: url });
}

function drawCategoryBand(
  doc: Doc,
  name: string,
  at: { number: number; count: number },
  w: Words,
): number {
  const { number, count } = at;
  const y = CONTENT_TOP;
  const h = 58;
  doc.rect(PAGE.margin, y, PAGE.contentWidth, h).fill(COLOUR.brand);
  doc.rect(PAGE.margin, y, 6, h).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.saffron);
  line(
    doc,
    m.documents_category_number({ number: w.digits(String(number).padStart(2, "0")) }, w.o),
    PAGE.margin + 20,
    y + 11,
    { spacing: 1.5 },
  );
  doc.font(FONT.bold).fontSize(19).fillColor(COLOUR.white);
  const countLabel = w.products(count);
  const nameSize = fitFontSize(doc, name, PAGE.contentWidth - 140, 1, 19, 13);
  line(doc, name, PAGE.margin + 20, y + 24 + (19 - nameSize) / 2, {
    width: PAGE.contentWidth - 140,
  });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.brandTint);
  line(doc, countLabel, PAGE.margin + PAGE.contentWidth - 110, y + 33, {
    width: 96,
    align: "right",
  });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
  line(doc, w.priceNote, PAGE.margin, y + h + 8, { width: PAGE.contentWidth });
  return y + h + 28;
}

function drawContinuationBand(doc: Doc, name: string, w: Words): number {
  const y = CONTENT_TOP;
  const h = 26;
  doc.rect(PAGE.margin, y, PAGE.contentWidth, h).fill(COLOUR.brand);
  doc.rect(PAGE.margin, y, 6, h).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.white);
  line(doc, name, PAGE.margin + 18, y + 7, { width: PAGE.contentWidth - 120 });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.brandTint);
  line(doc, m.documents_continued({}, w.o), PAGE.margin + PAGE.contentWidth - 100, y + 9, {
    width: 88,
    align: "right",
  });
  return y + h + 14;
}

const SUBHEADING_H = 26;

function drawSubheading(doc: Doc, text: string, y: number): number {
  doc.rect(PAGE.margin, y + 3, 3, 11).fill(COLOUR.saffron);
  doc.font(FONT.bold).fontSize(9.5).fillColor(COLOUR.brand);
  line(doc, text.toUpperCase(), PAGE.margin + 10, y + 3, {
    width: PAGE.contentWidth - 10,
    spacing: 0.8,
  });
  hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, y + 19);
  return y + SUBHEADING_H;
}

// ---------------------------------------------------------------------------
// Running header and footer (last pass over all buffered pages)

/** "Company name · phone"; the name gives way (ellipsis) so the phone always shows. */
function footerContact(doc: Doc, site: SiteDetails, x: number, y: number, width: number) {
  const phone = site.phone ? `   ·   ${site.phone}` : "";
  const name = fitLine(doc, site.companyName, width - doc.widthOfString(phone));
  line(doc, `${name}${phone}`, x, y, { width });
}

function drawHeaderAndFooter(
  doc: Doc,
  input: CatalogueInput,
  year: string,
  pageIndex: number,
  pageCount: number,
  w: Words,
) {
  const { site } = input;
  // Drawing below the bottom margin would make pdfkit start a new page.
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

  const pageText = w.digits(m.documents_page_of({ page: pageIndex + 1, count: pageCount }, w.o));
  if (pageIndex === 0) {
    doc.rect(0, PAGE.height - 40, PAGE.width, 40).fill(COLOUR.brandDark);
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.brandTint);
    footerContact(doc, site, PAGE.margin, PAGE.height - 24, PAGE.contentWidth - 100);
    line(doc, pageText, PAGE.margin + PAGE.contentWidth - 90, PAGE.height - 24, {
      width: 90,
      align: "right",
    });
  } else {
    doc.font(FONT.bold).fontSize(8).fillColor(COLOUR.brand);
    line(doc, site.shortName || site.companyName, PAGE.margin, 22, {
      width: PAGE.contentWidth / 2,
    });
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.subtle);
    line(
      doc,
      m.documents_catalogue_running({ year }, w.o),
      PAGE.margin + PAGE.contentWidth / 2,
      22,
      {
        width: PAGE.contentWidth / 2,
        align: "right",
      },
    );
    hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, 35);

    hRule(doc, PAGE.margin, PAGE.margin + PAGE.contentWidth, FOOTER_RULE_Y);
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    footerContact(doc, site, PAGE.margin, FOOTER_RULE_Y + 9, PAGE.contentWidth - 100);
    line(doc, pageText, PAGE.margin + PAGE.contentWidth - 90, FOOTER_RULE_Y + 9, {
      width: 90,
      align: "right",
    });
  }
  doc.page.margins.bottom = savedBottom;
}

// ---------------------------------------------------------------------------
// Entry point

/** Renders the catalogue as an A4 PDF. Categories without products are left out. */
export async function renderCataloguePdf(input: CatalogueInput): Promise<Buffer> {
  const style = input.style ?? ENGLISH;
  const w = new Words(style);
  const categories = input.categories.filter((category) => category.products.length > 0);
  const products = categories.flatMap((category) => category.products);
  // Started up front: sharp works on its own threads while the pages are laid
  // out, and each card waits only for its own image. prepareImage never rejects.
  const imageJobs = new Map<PdfProduct, Promise<Buffer | null>>(
    products.map((product) => [
      product,
      preparePdfImage(product.image, {
        px: IMAGE_PX,
        quality: 82,
        what: `catalogue: image of product ${product.id}`,
      }),
    ]),
  );

  const edition = editionDate(input.generatedAt, style);
  const { year } = edition;
  return renderPdf(
    style.locale,
    {
      margin: PAGE.margin,
      bufferPages: true,
      autoFirstPage: false,
      info: {
        Title: m.documents_catalogue_pdf_title({ company: input.site.companyName, year }, w.o),
        Author: input.site.companyName,
        Subject: m.documents_catalogue_subject({}, w.o),
        CreationDate: input.generatedAt,
        ModDate: input.generatedAt,
      },
    },
    async (doc) => {
      // Cover.
      doc.addPage();
      drawCover(
        doc,
        input,
        edition,
        { categories: categories.length, products: products.length },
        w,
      );

      // Contents pages are reserved now and filled in once page numbers are known.
      const contentsFirst = doc.bufferedPageRange().count;
      const contentsPages = contentsPageCount(categories.length);
      for (let i = 0; i < contentsPages; i++) doc.addPage();
      doc.switchToPage(contentsFirst);
      doc.outline.addItem(m.documents_contents({}, w.o));

      const entries: ContentsEntry[] = [];
      for (const [categoryIndex, category] of categories.entries()) {
        doc.addPage();
        const destination = `category-${categoryIndex + 1}`;
        doc.addNamedDestination(destination);
        doc.outline.addItem(category.name);
        entries.push({
          name: category.name,
          count: category.products.length,
          destination,
          page: doc.bufferedPageRange().count,
        });

        let y = drawCategoryBand(
          doc,
          category.name,
          { number: categoryIndex + 1, count: category.products.length },
          w,
        );
        let subcategory: string | undefined;
        for (const product of category.products) {
          const layout = layoutCard(doc, product, w);
          const sub = product.subcategory?.trim() || undefined;
          let needsSubheading = sub !== undefined && sub !== subcategory;
          if (y + layout.height + (needsSubheading ? SUBHEADING_H : 0) > CONTENT_BOTTOM) {
            doc.addPage();
            y = drawContinuationBand(doc, category.name, w);
            // Repeat the current subheading at the top of a continuation page.
            needsSubheading = sub !== undefined;
          }
          if (needsSubheading && sub !== undefined) y = drawSubheading(doc, sub, y);
          subcategory = sub;
          const image = (await imageJobs.get(product)) ?? null;
          drawCard(doc, product, image, layout, y, input.baseUrl, w);
          y += layout.height + CARD_GAP;
        }
      }

      drawContents(doc, input, entries, contentsFirst, contentsPages, w);

      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        drawHeaderAndFooter(doc, input, year, i, range.count, w);
      }
    },
  );
}
