import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/forms/field-errors";
import { HSN_TEXT, hsnLineage, optionalHsnField } from "./hsn";
import { QUOTE_LIMITS } from "./quote-money";
import {
  percentText,
  TAX_RATE_TEXT,
  type TaxRateField,
  taxRateFormValues,
  taxRateSchema,
} from "./tax-rate-schema";

const good = { hsn: "8413", rate: "18", from: "2022-07-18", note: "" };

const errorsOf = (values: Record<string, unknown>) => {
  const parsed = taxRateSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors<TaxRateField>(parsed.error);
};

describe("the tax-rate form", () => {
  it("reads a rate as basis points and a day as given", () => {
    expect(taxRateSchema.parse(good)).toEqual({
      hsn: "8413",
      rate: 1800,
      from: "2022-07-18",
      note: "",
    });
    expect(taxRateSchema.parse({ ...good, rate: "2.5" }).rate).toBe(250);
    expect(taxRateSchema.parse({ ...good, rate: " 12.75 % " }).rate).toBe(1275);
    expect(taxRateSchema.parse({ ...good, rate: "0" }).rate).toBe(0);
    expect(taxRateSchema.parse({ ...good, rate: "28" }).rate).toBe(QUOTE_LIMITS.maxRateBasisPoints);
  });

  it("takes HSN codes, rates and days in Gujarati and Devanagari digits, spaced as the tariff prints them", () => {
    expect(
      taxRateSchema.parse({ hsn: "૮૪૧૩ ૭૦ ૧૦", rate: "१८", from: "२०२२-०७-१८", note: "" }),
    ).toMatchObject({ hsn: "84137010", rate: 1800, from: "2022-07-18" });
    expect(taxRateSchema.parse({ ...good, hsn: "8413.70" }).hsn).toBe("841370");
  });

  it("refuses each bad value with its own message, beside its field", () => {
    expect(errorsOf({ hsn: "", rate: "", from: "", note: "" })).toEqual({
      hsn: HSN_TEXT.shape,
      rate: TAX_RATE_TEXT.rateRequired,
      from: TAX_RATE_TEXT.fromRequired,
    });
    for (const hsn of ["841", "84137", "841370101", "84AB"])
      expect(errorsOf({ ...good, hsn }), hsn).toEqual({ hsn: HSN_TEXT.shape });
    expect(errorsOf({ ...good, hsn: "9954" })).toEqual({ hsn: HSN_TEXT.chapter });
    expect(errorsOf({ ...good, hsn: "0012" })).toEqual({ hsn: HSN_TEXT.chapter });
    for (const rate of ["28.01", "29", "100", "18.125", "-5", "eighteen", "18,5"])
      expect(errorsOf({ ...good, rate }), rate).toEqual({ rate: TAX_RATE_TEXT.rateInvalid });
    for (const from of ["2026-02-30", "18/07/2022", "2022-7-18", "yesterday"])
      expect(errorsOf({ ...good, from }), from).toEqual({ from: TAX_RATE_TEXT.fromInvalid });
    expect(errorsOf({ ...good, from: "2017-06-30" })).toEqual({
      from: TAX_RATE_TEXT.fromBeforeGst,
    });
    expect(errorsOf({ ...good, note: "<b>bold</b>" }).note).toMatch(/markup/);
    expect(errorsOf({ ...good, note: "x".repeat(201) }).note).toMatch(/200/);
    expect(errorsOf({})).toMatchObject({ hsn: HSN_TEXT.shape, rate: TAX_RATE_TEXT.rateRequired });
  });

  it("writes a rate back as the form shows it", () => {
    expect(percentText(1800)).toBe("18 %");
    expect(percentText(250)).toBe("2.5 %");
    expect(percentText(1275)).toBe("12.75 %");
    expect(percentText(0)).toBe("0 %");
    const values = taxRateFormValues({
      id: 1,
      hsn: "8413",
      rateBp: 250,
      effectiveFrom: "2022-07-18",
      note: "n",
      example: false,
      inForce: true,
      updatedAt: 0,
    });
    expect(taxRateSchema.parse(values)).toEqual({
      hsn: "8413",
      rate: 250,
      from: "2022-07-18",
      note: "n",
    });
  });
});

describe("HSN codes", () => {
  it("an optional one is null when empty, and checked when given", () => {
    expect(optionalHsnField.parse("")).toBeNull();
    expect(optionalHsnField.parse(undefined)).toBeNull();
    expect(optionalHsnField.parse(" 8501 ")).toBe("8501");
    expect(optionalHsnField.safeParse("85").success).toBe(false);
  });

  it("a code's rate may come from its subheading or heading", () => {
    expect(hsnLineage("84137010")).toEqual(["84137010", "841370", "8413"]);
    expect(hsnLineage("841370")).toEqual(["841370", "8413"]);
    expect(hsnLineage("8413")).toEqual(["8413"]);
  });
});
