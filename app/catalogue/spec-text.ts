import type { SpecRow } from "~/catalogue/spec-display";
import { type FormatStyle, scriptDigits } from "~/format/digits";
import { type Unit, unitName } from "~/format/units";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";

/** Each row's label in the page's language, by the row's key (spec-display.ts's specRows). */
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const ROW_LABELS: Record<string, Message> = {
  power: m.product_spec_power,
  phase: m.product_spec_phase,
  voltage: m.product_spec_voltage,
  frequency: m.product_spec_frequency,
  head: m.product_spec_head,
  discharge: m.product_spec_discharge,
  outlet: m.product_spec_outlet,
  borewell: m.product_spec_borewell,
  stages: m.product_spec_stages,
  wattage: m.product_spec_wattage,
  noLoadSpeed: m.product_spec_no_load_speed,
  disc: m.product_spec_disc,
  chuck: m.product_spec_chuck,
};

/**
 * A unit written after a figure in specRows' values ("1.5 HP", "10–60 m", "4 inch"),
 * a fraction included ("32 mm (1¼ inch)": the native review found "inch" left in
 * English after every fractional size).
 */
const UNIT_AFTER_FIGURE = /([\d¼½¾⅜⅝]) (HP|kW|W|V|Hz|rpm|mm|m|inch|LPM)(?![\p{L}])/gu;

/**
 * A specification row in the page's language (the product page's technical data,
 * the compare table): its label from the catalogue, its value with the phase in
 * words, unit names from unitName and digits in the shop's script. English is
 * the row as written.
 */
export function localSpecRow(r: SpecRow, style: FormatStyle): SpecRow {
  if (style.locale === "en") return r;
  const o = { locale: style.locale };
  let value = r.value;
  if (r.key === "phase")
    value = value === "Single phase" ? m.product_single_phase({}, o) : m.product_three_phase({}, o);
  value = value.replace(
    UNIT_AFTER_FIGURE,
    (_, digit: string, unit: Unit) => `${digit} ${unitName(unit, style.locale)}`,
  );
  return {
    ...r,
    label: ROW_LABELS[r.key]?.({}, o) ?? r.label,
    value: scriptDigits(value, style.locale, style.nativeDigits),
  };
}
