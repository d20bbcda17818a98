import { describe, expect, it } from "vitest";
import { parseFinder } from "~/finder/finder-query";
import { enquiryMessage } from "./messaging-text";
import { enquiryRequirement, leadRequirement } from "./requirement";

/** 100 m of pipe at 60 LPM: the friction goes into the line and the duty point. */
const query = parseFinder(new URLSearchParams("head=45&discharge=60&phase=3&pipe=100")).query;
if (!query) throw new Error("expected a query");
const q = query;
const gu = { locale: "gu", nativeDigits: false } as const;
const hi = { locale: "hi", nativeDigits: false } as const;

describe("a finder's requirement with a lead", () => {
  it("is English for the sales team, friction included, with the duty point", () => {
    const lead = leadRequirement(q);
    expect(lead.text).toMatch(
      /^45 m at 60 LPM, three phase, 100 m of pipe; with [\d.]+ m pipe friction the pump must give [\d.]+ m$/,
    );
    expect(lead.headM).toBeGreaterThan(45);
    expect(lead.dischargeLpm).toBe(60);
    // The visitor's language changes the words only, never the duty point.
    expect(leadRequirement(q, gu)).toMatchObject({ headM: lead.headM, dischargeLpm: 60 });
  });

  it("reads in the visitor's language above the form and in the WhatsApp text", () => {
    const text = enquiryRequirement(q, gu).text;
    expect(text).toMatch(
      /^60 લિ\.\/મિનિટ પર 45 મીટર, થ્રી ફેઝ, 100 મીટર પાઇપ; પાઇપના [\d.]+ મીટર ઘર્ષણ સાથે પંપે [\d.]+ મીટર હેડ આપવું પડે$/,
    );
    expect(enquiryRequirement(q, gu).params).toEqual(enquiryRequirement(q).params);
    const wa = enquiryMessage(
      {
        kind: "product",
        requirement: leadRequirement(q, hi).text,
        name: "रमेश",
        email: "r@example.in",
        phone: "9876543210",
        companyName: "",
        reference: "ENQ-1",
      },
      "hi",
    );
    expect(wa).toContain("ज़रूरत: 60 ली./मिनट पर 45 मीटर, थ्री फ़ेज़, 100 मीटर पाइप; पाइप के");
    expect(wa).not.toMatch(/\bLPM\b|three phase/);
  });
});
