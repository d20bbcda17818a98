import { required } from "~/finder/finder";
import { type FinderQuery, finderParams, requirementText } from "~/finder/finder-query";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { formatMeasure } from "~/format/numbers";
import { m } from "~/i18n/paraglide/messages.js";
import type { EnquiryRequirement } from "./popup-rules";

/**
 * A pump finder's question as it rides along with a Get Quote:
 * the URL parameters the enquiry form posts to, the line the sales team
 * reads, and the duty point stored with the lead.
 */
export interface LeadRequirement {
  text: string;
  /** Head the pump must give, friction included (m). */
  headM: number;
  dischargeLpm: number;
}

/**
 * The requirement in `style`'s language: English (the default) is what the
 * lead stores for the sales team; the visitor's page and WhatsApp text use
 * their own language.
 */
export function leadRequirement(q: FinderQuery, style: FormatStyle = ENGLISH): LeadRequirement {
  const r = required(q);
  const metres = (n: number) => formatMeasure(n, "m", style, 1);
  const friction =
    r.frictionM > 0
      ? m.shop_finder_need_friction(
          { friction: metres(r.frictionM), head: metres(r.totalHeadM) },
          { locale: style.locale },
        )
      : "";
  return {
    text: `${requirementText(q, style)}${friction}`,
    headM: r.totalHeadM,
    dischargeLpm: r.dischargeLpm,
  };
}

/**
 * What the Get Quote button and the enquiry form need: plain data, no parsing
 * code. The text is in `style`'s language: the visitor reads it above the form.
 */
export function enquiryRequirement(
  q: FinderQuery,
  style: FormatStyle = ENGLISH,
): EnquiryRequirement {
  return { text: leadRequirement(q, style).text, params: finderParams(q) };
}
