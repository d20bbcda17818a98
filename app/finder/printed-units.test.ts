import { describe, expect, it } from "vitest";
import { readRange, unitFactor } from "~/catalogue/units";
import type { FormatStyle } from "~/format/digits";
import { formatInches } from "~/format/number-format";
import { formatMeasure, formatQuantity } from "~/format/numbers";
import { UNIT_WORDS } from "~/format/unit-words";
import { type Unit, unitName } from "~/format/units";
import { LOCALES } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { keyPieces } from "~/search/search-key.server";
import { withFilterUnits } from "~/shop/filter-units.server";
import { parseFilters } from "~/shop/shop-filters";
import { readQuantity } from "./finder-query";

/**
 * Issue 39, item 4: every unit the site prints, in every language and with
 * native digits, read back by the finder, the shop's range filters and search.
 * The printed words come from the units table's printing side (unitName over
 * UNIT_WORDS' `prints`, written by formatMeasure and formatInches), so a new
 * printed word that nothing reads fails here.
 */
const STYLES: FormatStyle[] = LOCALES.flatMap((locale) => [
  { locale, nativeDigits: false },
  { locale, nativeDigits: true },
]);

const PRINTED: Unit[] = UNIT_WORDS.flatMap((row) => (row.prints ? [row.prints] : []));

/** The kind each printed unit measures, as the admin's typed specifications read it. */
const KIND_OF: Record<Unit, Parameters<typeof unitFactor>[0]> = {
  HP: "power",
  kW: "power",
  W: "power",
  V: "voltage",
  Hz: "frequency",
  rpm: "speed",
  m: "head",
  mm: "length",
  inch: "length",
  LPM: "flow",
};

/** The filters as the shop's loader reads them: units first (filter-units.server.ts). */
const filters = (query: string, style: FormatStyle) =>
  parseFilters(withFilterUnits(new URLSearchParams(query)), style);

describe("every printed unit reads back (finder, filters, search)", () => {
  it("the table prints every unit the shop has", () => {
    expect([...PRINTED].sort()).toEqual(Object.keys(KIND_OF).sort());
  });

  for (const style of STYLES) {
    const name = `${style.locale}${style.nativeDigits ? " (native digits)" : ""}`;

    it(`${name}: a printed measure is read as its number in its unit`, () => {
      for (const unit of PRINTED) {
        const printed = formatMeasure(12.5, unit, style);
        const read = readRange(printed);
        expect(read, printed).toBeDefined();
        const kind = KIND_OF[unit];
        const factor = unitFactor(kind, read?.min.unit ?? "");
        expect(factor, `${printed}: unit “${read?.min.unit}”`).toBe(
          unitFactor(kind, unitName(unit, "en")),
        );
        expect(read?.min.number).toBe(12.5);
      }
    });

    it(`${name}: the finder reads the head and discharge it prints`, () => {
      const head = readQuantity("head", formatMeasure(45, "m", style), style);
      expect(head).toEqual({ ok: true, value: 45 });
      const flow = readQuantity("flow", formatMeasure(60, "LPM", style), style);
      expect(flow).toEqual({ ok: true, value: 60 });
      const pipe = readQuantity("pipe", formatMeasure(200, "m", style), style);
      expect(pipe).toEqual({ ok: true, value: 200 });
    });

    it(`${name}: the shop's range filters read each printed value in their unit`, () => {
      const q = (key: string, value: string) =>
        `category=Submersible+Pumps&${key}=${encodeURIComponent(value)}`;
      const cases: [string, string, number][] = [
        ["power_min", formatMeasure(1.5, "HP", style), 1.5],
        ["power_max", formatMeasure(1.1, "kW", style), 1.475],
        ["head_min", formatMeasure(45, "m", style), 45],
        ["discharge_max", formatMeasure(60, "LPM", style), 60],
        ["wattage_min", formatMeasure(750, "W", style), 750],
        ["borewell", `${formatQuantity(4, style)} ${unitName("inch", style.locale)}`, 4],
      ];
      for (const [key, value, expected] of cases) {
        const { filters: read, notices } = filters(q(key, value), style);
        expect(notices, value).toEqual([]);
        const [filter, end] = key.split("_") as [string, "min" | "max" | undefined];
        const got = read[filter as keyof typeof read];
        expect(end ? (got as { min: number | null; max: number | null })[end] : got, value).toBe(
          expected,
        );
      }
    });

    it(`${name}: search reads a printed size as the English one`, () => {
      for (const unit of ["HP", "m", "LPM", "inch", "mm", "kW", "V", "Hz"] as const) {
        const printed = formatMeasure(4, unit, style);
        expect(keyPieces(printed), printed).toEqual(
          keyPieces(formatMeasure(4, unit, { locale: "en", nativeDigits: false })),
        );
      }
    });
  }

  it("inches with fractions as printed (1¼ ઇંચ, ½ इंच) read as decimals", () => {
    for (const locale of LOCALES) {
      expect(readRange(`${formatInches(1.25)} ${unitName("inch", locale)}`)?.min).toEqual({
        number: 1.25,
        unit: "inch",
      });
      expect(readRange(`${formatInches(0.5)} ${unitName("inch", locale)}`)?.min.number).toBe(0.5);
    }
  });

  it("the finder's own examples and hints read back (લિ./સેકન્ડ, ली./घंटा, ફૂટ, फ़ुट)", () => {
    for (const locale of LOCALES) {
      const style = { locale, nativeDigits: false };
      // "45 or 45 m (150 ft works too)": each figure with its unit as the hint writes it.
      const sentences = [
        m.shop_finder_example_head({}, { locale }),
        m.shop_finder_example_flow({}, { locale }),
        m.shop_finder_head_hint({}, { locale }),
        m.shop_finder_discharge_hint({}, { locale }),
      ];
      // A figure and the word after it; "45 or 45 m": "or" is no unit.
      const measures = sentences
        .flatMap((s) => [...s.matchAll(/\d[\d.,]*\s[^\s,()]+/gu)].map((x) => x[0]))
        .filter((x) => !/\s(or|અથવા|या)$/u.test(x));
      expect(measures.length, locale).toBeGreaterThan(4);
      for (const measure of measures) {
        const kind = /^(\d[\d.,]*)\s/.test(measure) && readRange(measure);
        expect(kind, `${locale}: “${measure}”`).toBeTruthy();
        const asHead = readQuantity("head", measure, style);
        const asFlow = readQuantity("flow", measure, style);
        expect(asHead.ok || asFlow.ok, `${locale}: “${measure}”`).toBe(true);
      }
    }
  });
});
