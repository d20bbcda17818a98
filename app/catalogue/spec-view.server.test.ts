import { describe, expect, it } from "vitest";
import { curveGeometry } from "~/catalogue/pump-curve";
import { pumpCurveMarkup } from "~/catalogue/pump-curve-svg.server";
import { ENGLISH } from "~/format/digits";
import { technicalView } from "./spec-view.server";
import { NO_SPECS } from "./specs";

/** The pump curve's words in the page's language (messages/product, product_curve_*). */

const POINTS = [
  { headM: 61.5, dischargeLpm: 0 },
  { headM: 45, dischargeLpm: 18 },
  { headM: 10, dischargeLpm: 1500 },
];
const curve = (locale: "en" | "gu" | "hi", nativeDigits = false) =>
  technicalView({ ...NO_SPECS, dutyPoints: POINTS }, { locale, nativeDigits }).curve ?? "";

describe("the pump curve in each language", () => {
  it("English: the same markup as before, word for word", () => {
    const svg = curve("en");
    expect(svg).toBe(pumpCurveMarkup(curveGeometry(POINTS), ENGLISH));
    expect(svg).toContain('<title id="pump-curve-title">Pump curve</title>');
    expect(svg).toContain(">Discharge (LPM)</text>");
    expect(svg).toContain(">Head (m)</text>");
    expect(svg).toContain(">Duty points as a table</summary>");
    expect(svg).toContain(
      '<th class="py-1 font-medium">Discharge</th><th class="py-1 font-medium">Head</th>',
    );
    expect(svg).toContain("<title>45 m at 18 LPM</title>");
    expect(svg).toContain(
      "Head falls from 61.5 m at 0 LPM to 10 m at 1,500 LPM, through 3 duty points.",
    );
  });

  it("Gujarati: axis labels, the table's summary and headings, units and the points' names", () => {
    const svg = curve("gu");
    expect(svg).toContain('<title id="pump-curve-title">પંપ કર્વ</title>');
    expect(svg).toContain(">ડિસ્ચાર્જ (લિ./મિનિટ)</text>");
    expect(svg).toContain(">હેડ (મીટર)</text>");
    expect(svg).toContain(">ડ્યુટી પોઇન્ટ કોષ્ટકમાં જુઓ</summary>");
    expect(svg).toContain(
      '<th class="py-1 font-medium">ડિસ્ચાર્જ</th><th class="py-1 font-medium">હેડ</th>',
    );
    expect(svg).toContain("<title>18 લિ./મિનિટ પર 45 મીટર</title>");
    expect(svg).toContain('<td class="py-1">1,500 લિ./મિનિટ</td><td class="py-1">10 મીટર</td>');
    expect(svg).toContain("3 ડ્યુટી પોઇન્ટમાં હેડ 0 લિ./મિનિટ પર 61.5 મીટરથી ઘટીને");
    expect(svg).not.toMatch(/Discharge|Head|Duty|LPM|undefined|NaN/);
  });

  it("Hindi, and native digits when the shop asks for them", () => {
    const svg = curve("hi");
    expect(svg).toContain(">डिस्चार्ज (ली./मिनट)</text>");
    expect(svg).toContain(">हेड (मीटर)</text>");
    expect(svg).toContain(">ड्यूटी पॉइंट तालिका में देखें</summary>");
    expect(svg).toContain("<title>18 ली./मिनट पर 45 मीटर</title>");
    expect(svg).not.toMatch(/Discharge|Head|Duty|LPM|undefined|NaN/);
    const native = curve("hi", true);
    expect(native).toContain("<title>१८ ली./मिनट पर ४५ मीटर</title>");
    expect(native).toContain('<td class="py-1">१,५०० ली./मिनट</td>');
    // The axes' ticks too; the SVG's own coordinates stay numbers.
    expect(native).toMatch(/class="fill-slate-500">१,०००<\/text>/);
    expect(native).toMatch(/viewBox="0 0 400 260"/);
  });

  it("no curve under two duty points, in any language", () => {
    expect(
      technicalView(
        { ...NO_SPECS, dutyPoints: POINTS.slice(0, 1) },
        { locale: "gu", nativeDigits: false },
      ).curve,
    ).toBeNull();
  });
});
