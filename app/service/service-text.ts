import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { districtName, stateName } from "~/places/place-names";
import { SYMPTOM_LABEL } from "./service-fields";
import type { TrackView } from "./service-requests.server";

/** One line per value: a pasted newline must not forge a line of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The WhatsApp text a customer sends about their request, in their language:
 * the reference, the unit, what is wrong, where, and the private link the
 * service point can follow too. No name or phone: WhatsApp shows who sent it,
 * and the status page that offers the link must not carry them.
 */
export function serviceWhatsappText(
  view: Pick<
    TrackView,
    "reference" | "serial" | "model" | "symptom" | "pin" | "district" | "state" | "stateCode"
  >,
  link: string,
  locale: Locale,
): string {
  const o = { locale };
  const place = `${view.pin} (${districtName(view.stateCode, view.district, locale)}, ${stateName(view.stateCode, view.state, locale)})`;
  return [
    m.service_wa_heading({ reference: view.reference }, o),
    ...(view.serial ? [m.service_wa_serial({ value: view.serial }, o)] : []),
    ...(view.model ? [m.service_wa_model({ value: oneLine(view.model) }, o)] : []),
    m.service_wa_problem({ value: SYMPTOM_LABEL[view.symptom]({}, o) }, o),
    m.service_wa_place({ value: place }, o),
    m.service_wa_link({ value: link }, o),
  ].join("\n");
}
