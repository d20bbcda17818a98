import { asciiDigits } from "~/format/digits";
import { z } from "~/forms/zod";

/**
 * HSN codes (docs/gst.md, "Tax rates"): the one rule for how one is typed and
 * stored, shared by the product form, the spreadsheet import and the tax-rate
 * form. Isomorphic: no server imports here.
 *
 * A code is a heading (4 digits), a subheading (6) or a tariff item (8) of the
 * customs tariff, whose chapters run 01–98 (99 is services, SAC). People type
 * it as the tariff prints it ("8413 70 10", "8413.70.10") or in Gujarati or
 * Devanagari digits: spaces and dots are dropped and the digits read as ASCII.
 */

export const HSN_TEXT = {
  shape: "Enter an HSN code of 4, 6 or 8 digits, like 8413 or 84137010.",
  chapter: "An HSN code starts with its chapter, 01 to 98 (99 is for services: use the SAC).",
} as const;

const SHAPE = /^(\d{4}|\d{6}|\d{8})$/;
const CHAPTER = /^(0[1-9]|[1-8]\d|9[0-8])/;

/** What was typed, folded: ASCII digits, no spaces or dots. */
const readHsn = (text: string): string => asciiDigits(text).replace(/[\s.]+/gu, "");

/** The HSN's problem as a message, or null when it is one. */
function hsnProblem(hsn: string): string | null {
  if (!SHAPE.test(hsn)) return HSN_TEXT.shape;
  if (!CHAPTER.test(hsn)) return HSN_TEXT.chapter;
  return null;
}

/**
 * The codes a rate of `hsn` may come from, most specific first: a tariff
 * item's own rate, else its subheading's, else its heading's
 * ("84137010" → 84137010, 841370, 8413).
 */
export function hsnLineage(hsn: string): string[] {
  return [8, 6, 4].filter((n) => n <= hsn.length).map((n) => hsn.slice(0, n));
}

const checked = z
  .string()
  .transform(readHsn)
  .superRefine((hsn, ctx) => {
    const problem = hsn === "" ? null : hsnProblem(hsn);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A required HSN field (the tax-rate form). */
export const hsnField = checked.refine((hsn) => hsn !== "", { error: HSN_TEXT.shape });

/** An optional HSN field (the product form and sheet): empty is null, "not set yet". */
export const optionalHsnField = z
  .preprocess((v) => (typeof v === "string" ? v : ""), checked)
  .transform((hsn) => (hsn === "" ? null : hsn));

/** A quotation line may be a service, coded by its SAC (chapter 99: "9987", "998719"). */
const SAC = /^99(\d{2}|\d{4})$/;

const LINE_CODE_TEXT = {
  invalid: "Enter an HSN code of 4, 6 or 8 digits (like 8413), or a service's SAC (like 998719).",
} as const;

/** A quotation line's HSN, or SAC for a service; empty when not given (the product's is used). */
export const lineCodeField = z
  .preprocess((v) => (typeof v === "string" ? v : ""), z.string().transform(readHsn))
  .refine((code) => code === "" || SAC.test(code) || hsnProblem(code) === null, {
    error: LINE_CODE_TEXT.invalid,
  });
