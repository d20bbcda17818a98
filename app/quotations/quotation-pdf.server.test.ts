import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { create } from "qrcode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSite, defaultSiteText } from "~/config/site";
import { formatRupees } from "~/format/money";
import { gstinCheckCharacter } from "~/forms/gstin";
import { type PdfContent, popplerText, readPdf } from "~/test/pdf-text";
import {
  documentTotals,
  type QuotationDocument,
  type QuotationDocumentLine,
} from "./quotation-document";
import { quotationPdf } from "./quotation-pdf.server";

/**
 * The quotation PDF (issue 26 item 6) as its reader gets it: the text poppler
 * and pdf.js extract, the fonts embedded, the QR code read back from the
 * rendered page. Each document's PDF and page PNGs are left under
 * test-results/quotation-pdf to look at.
 */

const OUT = path.resolve("test-results", "quotation-pdf");
const PAGE_H = 841.89;

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const SUPPLIER_GSTIN = defaultSite.gstin;
const GUJARAT_BUYER = gstin("24AAACK4821M1Z");
const MAHARASHTRA_BUYER = gstin("27AABCD1234E1Z");

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

function item(
  description: string,
  hsn: string,
  line: Partial<QuotationDocumentLine> & Pick<QuotationDocumentLine, "unitPricePaise">,
): QuotationDocumentLine {
  return {
    productId: null,
    description,
    hsn,
    unit: "Nos",
    quantity: 1,
    discountBasisPoints: 0,
    rateBasisPoints: 1_800,
    ...line,
  };
}

/**
 * Three lines worked by hand (docs/gst.md's rules), for a supplier in Gujarat:
 * - 2 × ₹18,450, 5 % off → ₹35,055 taxable, 18 %: ₹3,154.95 + ₹3,154.95 or IGST ₹6,309.90;
 * - 1 × ₹12,345.67 at 12 %: ₹740.74 + ₹740.74, or IGST ₹1,481.48;
 * - 3 × ₹2,499.50, 10 % off → ₹6,748.65, 18 %: ₹607.38 + ₹607.38, or IGST ₹1,214.76.
 * Taxable ₹54,149.32; tax ₹9,006.14 either way; ₹63,155.46 before any round-off.
 */
const LINES: QuotationDocumentLine[] = [
  item("Borewell submersible pump 1.5 HP, 15 stages, stainless steel body", "8413", {
    quantity: 2,
    unitPricePaise: 1_845_000,
    discountBasisPoints: 500,
  }),
  item("Three-phase induction motor 5 HP, 1440 RPM, foot mounted", "8501", {
    unitPricePaise: 1_234_567,
    rateBasisPoints: 1_200,
  }),
  item("Angle grinder 100 mm, 850 W", "8467", {
    quantity: 3,
    unitPricePaise: 249_950,
    discountBasisPoints: 1_000,
    unit: "Set",
  }),
];

const SUPPLIER = {
  name: "Sabarmati Pumps",
  company: defaultSite.companyName,
  address: ["Plot 42, GIDC Phase II, Metoda", "Rajkot, Gujarat 360021"],
  gstin: SUPPLIER_GSTIN,
  phone: defaultSite.phone,
  email: defaultSite.email,
};

function quotation(over: Partial<QuotationDocument> = {}): QuotationDocument {
  return {
    number: "Q/2026-27/0042",
    revision: 2,
    status: "sent",
    issuedOn: "2026-12-16",
    validUntil: "2027-01-15",
    language: "en",
    supplier: SUPPLIER,
    customer: {
      name: "Kiran Patel",
      company: "Kisan Agro Irrigation",
      address: ["14, Station Road", "Gondal, Rajkot 360311"],
      gstin: GUJARAT_BUYER,
      phone: "+91 99090 12345",
      email: "kiran@kisanagro.example",
    },
    supplierState: { code: "24", name: "Gujarat" },
    placeOfSupply: { code: "24", name: "Gujarat" },
    lines: LINES,
    roundToRupee: true,
    paymentTerms: "50% advance with the order, balance before dispatch.",
    deliveryTerms: "Ex-works Rajkot, within 10 days of the advance. Freight extra at actuals.",
    notes: "Prices hold for the quantities quoted.",
    url: "https://shop.example.in/q/7f3a9c2e5b1d4a68",
    ...over,
  };
}

/** Writes the PDF and its pages as PNGs under OUT; returns the PDF's path. */
function keep(name: string, pdf: Buffer, pages = 1): string {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  run("pdftoppm", "-png", "-r", "110", "-f", "1", "-l", String(pages), file, path.join(OUT, name));
  return file;
}

/** Extracted text without white space, for figures and phrases that may wrap. */
const flat = (text: string) => text.replace(/\s+/g, "");

describe("quotationPdf: within Gujarat, a registered buyer", () => {
  let pdf: Buffer;
  let read: PdfContent;
  let poppler: string;
  beforeAll(async () => {
    pdf = await quotationPdf(quotation());
    read = await readPdf(pdf);
    poppler = popplerText(keep("intra-state", pdf));
  });

  it("is one A4 page", async () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(read.pages).toHaveLength(1);
    expect(run("pdfinfo", path.join(OUT, "intra-state.pdf"))).toMatch(/595\.28 x 841\.89 pts/);
  });

  it("has the letterhead, both GSTINs, the dates and the place of supply", () => {
    const { text } = read;
    for (const expected of [
      defaultSite.companyName,
      "Plot 42, GIDC Phase II, Metoda",
      `GSTIN: ${SUPPLIER_GSTIN}`,
      "State: Gujarat (24)",
      "Quotation",
      "Q/2026-27/0042",
      "Revision 2",
      "Date 16 Dec 2026",
      "Valid until 15 Jan 2027",
      "Quotation for",
      "Kiran Patel",
      "Kisan Agro Irrigation",
      "Gondal, Rajkot 360311",
      `GSTIN: ${GUJARAT_BUYER}`,
      "Place of supply",
      "Gujarat (24)",
      "CGST + SGST (within the state)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Draft");
    expect(text).not.toContain("Unregistered");
  });

  it("has the lines with HSN, discounts and CGST/SGST at half the rate, never IGST", () => {
    const { text } = read;
    for (const expected of ["8413", "8501", "8467", "2 Nos", "3 Set", "₹18,450", "₹12,345.67"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/HSN/);
    expect(text).toMatch(/CGST.*SGST/);
    expect(text).not.toContain("IGST");
    // Discounts, line 1's taxable value, its two halves at 9 % and its total.
    for (const expected of [
      "5%",
      "10%",
      "₹35,055",
      "9% ₹3,154.95 9% ₹3,154.95",
      "₹41,364.90",
      "6% ₹740.74 6% ₹740.74",
      "₹6,748.65",
      "9% ₹607.38",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("has the totals from quote-money, the round-off and the total in words", () => {
    const totals = documentTotals(quotation());
    expect(totals.grandTotalPaise).toBe(6_315_500);
    const { text } = read;
    expect(text).toContain(`Taxable value ${formatRupees(totals.taxablePaise)}`);
    expect(text).toContain("Taxable value ₹54,149.32");
    expect(text).toContain("CGST ₹4,503.07 SGST ₹4,503.07");
    expect(text).toContain("Round-off -₹0.46");
    expect(text).toContain(`Grand total ${formatRupees(totals.grandTotalPaise)}`);
    expect(text).toContain("Grand total ₹63,155");
    expect(flat(text)).toContain(
      flat("Amount in words Rupees Sixty-Three Thousand One Hundred Fifty-Five Only"),
    );
  });

  it("has the terms, the link to the quotation, the signature space and the footer", () => {
    const { text } = read;
    for (const expected of [
      "Payment terms",
      "50% advance with the order, balance before dispatch.",
      "Delivery terms",
      "Ex-works Rajkot",
      "Notes",
      "Prices hold for the quantities quoted.",
      "Scan to view, accept or ask a question",
      "shop.example.in/q/7f3a9c2e5b1d4a68",
      `For ${defaultSite.companyName}`,
      "Authorised signatory",
      "This is a quotation, not a tax invoice.",
    ]) {
      expect(flat(text)).toContain(flat(expected));
    }
    expect(text).not.toMatch(/Page \d/);
    expect(read.links).toContain("https://shop.example.in/q/7f3a9c2e5b1d4a68");
  });

  it("reads the same through poppler as through pdf.js", () => {
    for (const expected of [SUPPLIER_GSTIN, GUJARAT_BUYER, "₹63,155", "15 Jan 2027"]) {
      expect(poppler).toContain(expected);
    }
  });

  it("draws the QR code of the quotation's link, module for module", async () => {
    const url = quotation().url;
    const box = read.linkBoxes.find(
      (b) => b.url === url && Math.abs(b.rect[2] - b.rect[0] - (b.rect[3] - b.rect[1])) < 0.01,
    );
    expect(box, "a square link over the QR code").toBeDefined();
    if (!box) return;
    // The matrix the library makes for the URL at error correction M…
    const qr = create(url, { errorCorrectionLevel: "M" });
    const n = qr.modules.size;
    // …against the page rendered at 300 dpi, sampled at each module's centre.
    const file = path.join(OUT, "intra-state.pdf");
    const png = path.join(OUT, "intra-state-300dpi");
    run("pdftoppm", "-png", "-r", "300", "-f", "1", "-l", "1", "-singlefile", file, png);
    const { data, info } = await sharp(`${png}.png`)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scale = info.height / PAGE_H;
    const [x1, , x2, y2] = box.rect;
    // drawQr's square holds a two-module margin around the n modules.
    const cell = (x2 - x1) / (n + 4);
    let dark = 0;
    let mismatches = 0;
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const px = Math.round((x1 + (col + 2.5) * cell) * scale);
        const py = Math.round((PAGE_H - y2 + (row + 2.5) * cell) * scale);
        const drawn = (data[py * info.width + px] ?? 255) < 128;
        if (drawn) dark++;
        if (drawn !== Boolean(qr.modules.get(row, col))) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
    expect(dark).toBe(qr.modules.data.filter(Boolean).length);
  });
});

describe("quotationPdf: another state, an unregistered buyer", () => {
  it("a Maharashtra buyer: IGST at the whole rate, no round-off, paise in words, no revision", async () => {
    const doc = quotation({
      revision: 1,
      roundToRupee: false,
      customer: {
        name: "Sunil Deshmukh",
        company: "Deshmukh Pumps & Spares",
        address: ["Gala 7, MIDC Ambad", "Nashik, Maharashtra 422010"],
        gstin: MAHARASHTRA_BUYER,
        phone: "",
        email: "sunil@deshmukh.example",
      },
      placeOfSupply: { code: "27", name: "Maharashtra" },
    });
    const pdf = await quotationPdf(doc);
    keep("inter-state", pdf);
    const { text } = await readPdf(pdf);
    for (const expected of [
      `GSTIN: ${SUPPLIER_GSTIN}`,
      `GSTIN: ${MAHARASHTRA_BUYER}`,
      "State: Gujarat (24)",
      "Maharashtra (27)",
      "IGST (between states)",
      "18% ₹6,309.90",
      "12% ₹1,481.48",
      "18% ₹1,214.76",
      "IGST ₹9,006.14",
      "Grand total ₹63,155.46",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).not.toContain("Round-off");
    expect(text).not.toContain("Revision");
    const customer = text.slice(text.indexOf("Quotation for"), text.indexOf("Place of supply"));
    expect(customer).toContain("E-mail: sunil@deshmukh.example");
    expect(customer).not.toContain("Phone:");
    expect(flat(text)).toContain(
      flat("Rupees Sixty-Three Thousand One Hundred Fifty-Five and Forty-Six Paise Only"),
    );
  });

  it("an unregistered buyer, a draft, no terms: 'Unregistered' and the empty blocks left out", async () => {
    const doc = quotation({
      status: "draft",
      revision: 1,
      customer: {
        name: "Ramesh Bhai Chauhan",
        company: "",
        address: ["Village Khambha, Amreli 365601"],
        gstin: "",
        phone: "+91 94260 00000",
        email: "",
      },
      lines: [item("Openwell pump 1 HP", "8413", { unitPricePaise: 725_000 })],
      paymentTerms: "",
      deliveryTerms: "  ",
      notes: "",
    });
    const pdf = await quotationPdf(doc);
    keep("unregistered", pdf);
    const { text } = await readPdf(pdf);
    expect(text).toContain("GSTIN: Unregistered");
    expect(text).toContain("Draft");
    // ₹7,250 + 9 % + 9 % = ₹8,555, already whole rupees: no round-off line.
    expect(text).toContain("Grand total ₹8,555");
    expect(text).not.toContain("Round-off");
    for (const absent of ["Payment terms", "Delivery terms", "Notes"]) {
      expect(text).not.toContain(absent);
    }
    const customer = text.slice(text.indexOf("Quotation for"), text.indexOf("Place of supply"));
    expect(customer).toContain("Phone: +91 94260 00000");
    expect(customer).not.toContain("E-mail:");
    expect(text).toContain("Scan to view, accept or ask a question");
  });
});

describe("quotationPdf: many lines", () => {
  const many = Array.from({ length: 48 }, (_, i) =>
    item(
      i === 7
        ? "Control panel for a 7.5 HP three-phase submersible pump with dry-run protection, single-phasing preventer, overload relay, voltmeter, ammeter and a weatherproof powder-coated enclosure for outdoor mounting"
        : `Spare part ${i + 1}`,
      i % 2 === 0 ? "8413" : "8481",
      { unitPricePaise: 10_000 + i * 100, rateBasisPoints: i % 3 === 0 ? 1_200 : 1_800 },
    ),
  );
  let pages: string[];
  let text: string;
  beforeAll(async () => {
    const pdf = await quotationPdf(quotation({ lines: many }));
    ({ pages, text } = await readPdf(pdf));
    keep("many-lines", pdf, 2);
  });

  it("runs onto more pages with the table header repeated and every page numbered", () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain("This is a quotation, not a tax invoice.");
    }
    const withTable = pages.filter((p) => p.includes("Description") && p.includes("HSN"));
    expect(withTable.length).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain("Q/2026-27/0042 (continued)");
  });

  it("keeps every line, wraps a long description whole, then the totals, the HSN summary and the signatory", () => {
    for (let i = 1; i <= 48; i++) {
      if (i !== 8) expect(text).toContain(`Spare part ${i}`);
    }
    expect(flat(text)).toContain(flat(many[7]?.description ?? "?"));
    expect(text).toContain(
      `Grand total ${formatRupees(documentTotals(quotation({ lines: many })).grandTotalPaise)}`,
    );
    const last = pages.findIndex((p) => p.includes("Grand total"));
    const summary = pages.findIndex((p) => p.includes("HSN/SAC summary"));
    expect(last).toBeGreaterThan(0);
    expect(summary).toBeGreaterThanOrEqual(last);
    expect(pages.at(-1)).toContain("Authorised signatory");
  });
});

describe("quotationPdf in Gujarati and Hindi", () => {
  it("Gujarati: every label in Gujarati, the Noto Gujarati font, figures and words as in English", async () => {
    const doc = quotation({
      language: "gu",
      supplier: { ...SUPPLIER, address: [defaultSiteText.gu.address] },
      customer: { ...quotation().customer, name: "કિરણ પટેલ", address: ["સ્ટેશન રોડ, ગોંડલ"] },
      lines: [
        item("બોરવેલ સબમર્સિબલ પંપ 1.5 HP, સ્ટેનલેસ સ્ટીલ", "8413", {
          quantity: 2,
          unitPricePaise: 1_845_000,
          discountBasisPoints: 500,
          unit: "નંગ",
        }),
        ...LINES.slice(1),
      ],
      paymentTerms: "50% એડવાન્સ, બાકી ડિસ્પેચ પહેલાં.",
    });
    const pdf = await quotationPdf(doc);
    const file = keep("gujarati", pdf);
    const fonts = run("pdffonts", file);
    expect(fonts).toMatch(/NotoSansGujarati/);
    expect(fonts).not.toMatch(/DejaVu/);
    const text = popplerText(file);
    for (const expected of [
      "કોટેશન",
      "કોટેશન નં.",
      "રિવિઝન 2",
      "તારીખ",
      "આ તારીખ સુધી માન્ય",
      "ગ્રાહક",
      "કિરણ પટેલ",
      "સપ્લાયનું સ્થળ",
      "Gujarat (24)",
      "CGST + SGST (રાજ્યની અંદર)",
      "વિગત",
      "જથ્થો",
      "એકમનો ભાવ",
      "વળતર %",
      "કરપાત્ર રકમ",
      "બોરવેલ સબમર્સિબલ પંપ 1.5 HP",
      "2 નંગ",
      "કુલ રકમ",
      "₹63,155",
      "શબ્દોમાં રકમ",
      "Rupees Sixty-Three Thousand One Hundred Fifty-Five Only",
      "ચુકવણીની શરતો",
      "ડિલિવરીની શરતો",
      "જોવા, સ્વીકારવા કે પ્રશ્ન પૂછવા સ્કેન કરો",
      "અધિકૃત સહી",
      "આ કોટેશન છે, ટેક્સ ઇન્વૉઇસ નથી.",
      SUPPLIER_GSTIN,
      GUJARAT_BUYER,
      "8413",
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ["Quotation for", "Place of supply", "Taxable value", "Grand total"]) {
      expect(text).not.toContain(english);
    }
  });

  it("Hindi: every label in Devanagari, the Noto Devanagari font", async () => {
    const doc = quotation({
      language: "hi",
      supplier: { ...SUPPLIER, address: [defaultSiteText.hi.address] },
      placeOfSupply: { code: "27", name: "Maharashtra" },
      customer: { ...quotation().customer, name: "सुनील देशमुख", gstin: MAHARASHTRA_BUYER },
    });
    const pdf = await quotationPdf(doc);
    const file = keep("hindi", pdf);
    expect(run("pdffonts", file)).toMatch(/NotoSansDevanagari/);
    const text = popplerText(file);
    for (const expected of [
      "कोटेशन",
      "संशोधन 2",
      "तारीख",
      "इस तारीख तक मान्य",
      "ग्राहक",
      "सुनील देशमुख",
      "आपूर्ति का स्थान",
      "Maharashtra (27)",
      "IGST (अंतरराज्यीय)",
      "विवरण",
      "मात्रा",
      "कर योग्य मूल्य",
      "कुल राशि",
      "राउंड ऑफ़",
      "राशि शब्दों में",
      "भुगतान की शर्तें",
      "टिप्पणी",
      "देखने, स्वीकार करने या प्रश्न पूछने के लिए स्कैन करें",
      `कृते ${defaultSite.companyName}`,
      "अधिकृत हस्ताक्षरकर्ता",
      "यह कोटेशन है, टैक्स इनवॉइस नहीं।",
      SUPPLIER_GSTIN,
      MAHARASHTRA_BUYER,
      "8501",
      "₹63,155",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("an English quotation to a buyer written in Gujarati takes the Gujarati font, not boxes", async () => {
    const pdf = await quotationPdf(
      quotation({ customer: { ...quotation().customer, name: "કિરણ પટેલ" } }),
    );
    const file = keep("english-gujarati-name", pdf);
    expect(run("pdffonts", file)).toMatch(/NotoSansGujarati/);
    const text = popplerText(file);
    expect(text).toContain("કિરણ પટેલ");
    expect(text).toContain("Quotation for");
  });
});

describe("quotationPdf refuses what it cannot print", () => {
  it("a line outside the quotation limits, or a day that is not one", async () => {
    await expect(
      quotationPdf(quotation({ lines: [item("Pump", "8413", { unitPricePaise: -1 })] })),
    ).rejects.toThrow(RangeError);
    await expect(quotationPdf(quotation({ validUntil: "15/01/2027" }))).rejects.toThrow(RangeError);
  });
});
