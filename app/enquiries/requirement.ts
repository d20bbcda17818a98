import { formatNumber } from "~/catalogue/number-format";
import { required } from "~/finder/finder";
import { type FinderQuery, finderParams, requirementText } from "~/finder/finder-query";
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

export function leadRequirement(q: FinderQuery): LeadRequirement {
  const r = required(q);
  const friction =
    r.frictionM > 0
      ? `; with ${formatNumber(r.frictionM, 1)} m pipe friction the pump must give ${formatNumber(r.totalHeadM, 1)} m`
      : "";
  return {
    text: `${requirementText(q)}${friction}`,
    headM: r.totalHeadM,
    dischargeLpm: r.dischargeLpm,
  };
}

/** What the Get Quote button and the enquiry form need: plain data, no parsing code. */
export function enquiryRequirement(q: FinderQuery): EnquiryRequirement {
  return { text: leadRequirement(q).text, params: finderParams(q) };
}
