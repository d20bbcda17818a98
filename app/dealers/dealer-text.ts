import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { type DealerPlace, VOLUME_LABEL } from "./dealer-fields";
import type { DealerInput } from "./dealer-schema";

/**
 * The application's lines after the spec's WhatsApp text (messaging-text.ts):
 * GSTIN when given, the PIN with its district and state, the territory, the
 * product ranges and the monthly volume, in the page's language.
 */
export function dealerDetails(
  input: Pick<DealerInput, "gstin" | "territory" | "volume">,
  place: DealerPlace,
  categoryNames: readonly string[],
  locale: Locale,
): string[] {
  const o = { locale };
  return [
    ...(input.gstin ? [m.dealers_wa_gstin({ value: input.gstin }, o)] : []),
    m.dealers_wa_place({ value: `${place.pin} (${place.district}, ${place.state})` }, o),
    m.dealers_wa_territory({ value: input.territory }, o),
    m.dealers_wa_products({ value: categoryNames.join(", ") }, o),
    m.dealers_wa_volume({ value: VOLUME_LABEL[input.volume]({}, o) }, o),
  ];
}
