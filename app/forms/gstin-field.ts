import { asciiDigits } from "~/format/digits";
import { plainText } from "~/forms/plain-text";
import { m } from "~/i18n/paraglide/messages.js";
import { type GstinProblem, gstinProblem, normaliseGstin } from "./gstin";

/** What a form says about a GSTIN that is not one, in the page's language. */
const GSTIN_MESSAGE: Record<GstinProblem, () => string> = {
  length: m.forms_gstin_length,
  shape: m.forms_gstin_shape,
  state: m.forms_gstin_state,
  check: m.forms_gstin_check,
};

/** Room for a GSTIN typed with spaces or dashes between its parts. */
const GSTIN_FIELD_MAX = 32;

/**
 * An optional GSTIN field, the same in every form that takes one (browser and
 * server): read as people type it (spaces, dashes, lower case, Gujarati or
 * Devanagari digits), stored normalised; blank is allowed, anything else must
 * be a well-formed GSTIN (docs/gst.md).
 */
export const gstinField = plainText(m.forms_label_gst, GSTIN_FIELD_MAX)
  .overwrite((s) => normaliseGstin(asciiDigits(s)))
  .superRefine((gstin, ctx) => {
    const problem = gstin === "" ? null : gstinProblem(gstin);
    // Read now: the parse runs in the page's (or request's) language.
    if (problem) ctx.addIssue({ code: "custom", message: GSTIN_MESSAGE[problem]() });
  });
