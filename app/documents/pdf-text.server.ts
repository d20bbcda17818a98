import { specRows } from "~/catalogue/spec-display";
import { localSpecRow } from "~/catalogue/spec-text";
import type { ProductSpecs } from "~/catalogue/specs";
import type { FormatStyle } from "~/format/digits";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The documents' words that depend on the language beyond their fixed labels
 * (messages/documents): the typed specification table. English is the product
 * page's own table (spec-display.ts) as it is; Gujarati and Hindi take each
 * row's label from the catalogue by its key and write the value as the product
 * page's technical data does (localSpecRow): the phase in words and each unit
 * after a figure from the unit table ("4 ઇંચ (100 mm)", "10–60 મીટર").
 */

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const LABELS: Record<string, Message> = {
  power: m.documents_spec_power,
  phase: m.documents_spec_phase,
  voltage: m.documents_spec_voltage,
  frequency: m.documents_spec_frequency,
  head: m.documents_spec_head,
  discharge: m.documents_spec_discharge,
  outlet: m.documents_spec_outlet,
  borewell: m.documents_spec_borewell,
  stages: m.documents_spec_stages,
  wattage: m.documents_spec_wattage,
  noLoadSpeed: m.documents_spec_no_load_speed,
  disc: m.documents_spec_disc,
  chuck: m.documents_spec_chuck,
};

export interface PdfSpecRow {
  label: string;
  value: string;
}

/** The typed specifications as label and value, in the document's language. */
export function pdfSpecRows(specs: ProductSpecs, style: FormatStyle): PdfSpecRow[] {
  return specRows(specs).map((row) => {
    if (style.locale === "en") return { label: row.label, value: row.value };
    const o = { locale: style.locale };
    return { label: LABELS[row.key]?.({}, o) ?? row.label, value: localSpecRow(row, style).value };
  });
}
