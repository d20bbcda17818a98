import { describe, expect, it } from "vitest";
import { enquiryLink, enquiryMessage } from "./messaging-text";

const base = {
  name: "Priya Mehta",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  companyName: "Mehta Agro Services",
  reference: "ENQ-00012",
};

describe("enquiry messaging text", () => {
  it("heads a product enquiry with Product Inquiry and names the product", () => {
    expect(enquiryMessage({ ...base, kind: "product", productTitle: "Openwell Pump 1 HP" })).toBe(
      [
        "Product Inquiry",
        "Product: Openwell Pump 1 HP",
        "Name: Priya Mehta",
        "Email: priya@example.com",
        "Phone: +91 98765 43210",
        "Company: Mehta Agro Services",
        "Reference: ENQ-00012",
      ].join("\n"),
    );
  });

  it("adds a pump finder's requirement on its own line, after the product", () => {
    const text = enquiryMessage({
      ...base,
      kind: "product",
      requirement: "45 m at 60 LPM,\nsingle phase",
    });
    expect(text.split("\n")).toEqual([
      "Product Inquiry",
      "Requirement: 45 m at 60 LPM, single phase",
      "Name: Priya Mehta",
      "Email: priya@example.com",
      "Phone: +91 98765 43210",
      "Company: Mehta Agro Services",
      "Reference: ENQ-00012",
    ]);
  });

  it("heads a dealer enquiry with Dealership Inquiry and has no product line", () => {
    const text = enquiryMessage({ ...base, kind: "dealer" });
    expect(text.split("\n")).toEqual([
      "Dealership Inquiry",
      "Name: Priya Mehta",
      "Email: priya@example.com",
      "Phone: +91 98765 43210",
      "Company: Mehta Agro Services",
      "Reference: ENQ-00012",
    ]);
  });

  it("keeps the spec's dealer text as it is and adds a dealer application's details after it", () => {
    const text = enquiryMessage({
      ...base,
      kind: "dealer",
      details: ["PIN code: 360001 (Rajkot, Gujarat)", "Territory: Rajkot,\nGondal"],
    });
    expect(text.split("\n")).toEqual([
      "Dealership Inquiry",
      "Name: Priya Mehta",
      "Email: priya@example.com",
      "Phone: +91 98765 43210",
      "Company: Mehta Agro Services",
      "Reference: ENQ-00012",
      "PIN code: 360001 (Rajkot, Gujarat)",
      "Territory: Rajkot, Gondal",
    ]);
  });

  it("leaves the product line out of a product enquiry without a product", () => {
    expect(enquiryMessage({ ...base, kind: "product", productTitle: null })).not.toContain(
      "Product:",
    );
  });

  it("keeps each value on its own line so nobody can forge a reference", () => {
    const text = enquiryMessage({ ...base, kind: "dealer", name: "Ravi\nReference: ENQ-99999" });
    expect(text).toContain("Name: Ravi Reference: ENQ-99999");
    expect(text.split("\n").filter((l) => l.startsWith("Reference:"))).toEqual([
      "Reference: ENQ-00012",
    ]);
  });

  it("links to the business number on wa.me with the text encoded", () => {
    const link = enquiryLink({ whatsappNumber: "919825041230" }, { ...base, kind: "dealer" });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/919825041230");
    expect(url.searchParams.get("text")).toBe(enquiryMessage({ ...base, kind: "dealer" }));
    expect(link).toContain("Dealership%20Inquiry%0AName%3A%20Priya%20Mehta");
  });
});

describe("enquiry messaging text in Gujarati and Hindi", () => {
  it("writes a Gujarati product enquiry in Gujarati, the product in its Gujarati title", () => {
    const text = enquiryMessage(
      { ...base, kind: "product", productTitle: "ઓપનવેલ પંપ 1 HP", name: "ભાવેશ પટેલ" },
      "gu",
    );
    expect(text.split("\n")).toEqual([
      "પ્રોડક્ટ માટે પૂછપરછ",
      "પ્રોડક્ટ: ઓપનવેલ પંપ 1 HP",
      "નામ: ભાવેશ પટેલ",
      "ઈમેલ: priya@example.com",
      "ફોન: +91 98765 43210",
      "કંપની / પેઢી: Mehta Agro Services",
      "સંદર્ભ નંબર: ENQ-00012",
    ]);
  });

  it("writes a Hindi dealer enquiry in Hindi, with the finder's requirement", () => {
    const text = enquiryMessage({ ...base, kind: "dealer", requirement: "45 m at 60 LPM" }, "hi");
    expect(text.split("\n")).toEqual([
      "डीलरशिप के लिए पूछताछ",
      "ज़रूरत: 45 m at 60 LPM",
      "नाम: Priya Mehta",
      "ईमेल: priya@example.com",
      "फ़ोन: +91 98765 43210",
      "कंपनी / फ़र्म: Mehta Agro Services",
      "संदर्भ नंबर: ENQ-00012",
    ]);
  });

  it("keeps the English byte for byte when asked for English", () => {
    const e = { ...base, kind: "product" as const, productTitle: "Openwell Pump 1 HP" };
    expect(enquiryMessage(e, "en")).toBe(enquiryMessage(e));
    expect(enquiryMessage(e, "en")).toBe(
      "Product Inquiry\nProduct: Openwell Pump 1 HP\nName: Priya Mehta\nEmail: priya@example.com\nPhone: +91 98765 43210\nCompany: Mehta Agro Services\nReference: ENQ-00012",
    );
  });

  it("puts the Gujarati text in the wa.me link, encoded", () => {
    const link = enquiryLink({ whatsappNumber: "919825041230" }, { ...base, kind: "dealer" }, "gu");
    expect(new URL(link).searchParams.get("text")?.split("\n")[0]).toBe("ડીલરશિપ માટે પૂછપરછ");
  });
});
