import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailField, PHONE_PATTERN, phoneField } from "~/forms/contact-fields";
import { fieldErrors } from "~/forms/field-errors";
import { runInLocale } from "~/i18n/request-locale.server";
import { enquirySchema } from "./enquiry-schema";

const valid = {
  name: "Priya Mehta",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  companyName: "Mehta Agro Services",
};

function errorsFor(input: Record<string, string>) {
  const r = enquirySchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe("email rule (spec §5)", () => {
  it("accepts addresses that look like name@host.tld", () => {
    for (const email of ["a@b.co", "priya.mehta+quotes@example.co.in", " kiran@example.com "]) {
      expect(emailField.safeParse(email).success, email).toBe(true);
    }
  });
  it("refuses anything else with 'Email is invalid'", () => {
    for (const email of [
      "priya",
      "priya@",
      "priya@example",
      "@example.com",
      "a b@c.de",
      "a@b@c.de",
    ]) {
      const r = emailField.safeParse(email);
      expect(r.success, email).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Email is invalid");
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    }
  });
  it("says 'Email is required' when empty or blank", () => {
    for (const email of ["", "   "]) {
      expect(emailField.safeParse(email).error?.issues[0]?.message).toBe("Email is required");
    }
  });
});

describe("phone rule (spec §5)", () => {
  it("accepts an optional + then digits, spaces, hyphens or brackets, 10+ characters", () => {
    for (const phone of ["9876543210", "+919876543210", "+91 98765-43210", "(0281) 234-5678"]) {
      expect(phoneField.safeParse(phone).success, phone).toBe(true);
      expect(PHONE_PATTERN.test(phone)).toBe(true);
    }
  });
  it("refuses short numbers, letters, a + in the middle and other signs", () => {
    for (const phone of [
      "987654321",
      "98765 4321x",
      "98765+43210",
      "++919876543210",
      "98765.43210",
    ]) {
      const r = phoneField.safeParse(phone);
      expect(r.success, phone).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Phone number is invalid");
    }
  });
  it("says 'Phone number is required' when empty", () => {
    expect(phoneField.safeParse("").error?.issues[0]?.message).toBe("Phone number is required");
  });
});

describe("enquiry form schema", () => {
  it("gives each empty field the spec's exact message", () => {
    expect(errorsFor({ name: "", email: "", phone: "", companyName: " " })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      companyName: "Company name is required",
    });
  });

  it("treats missing fields as empty ones, with the same messages", () => {
    expect(errorsFor({})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      companyName: "Company name is required",
    });
  });

  it("gives the invalid messages for a malformed e-mail and phone", () => {
    expect(errorsFor({ ...valid, email: "priya@example", phone: "12345" })).toEqual({
      email: "Email is invalid",
      phone: "Phone number is invalid",
    });
  });

  it("accepts a complete dealer enquiry, trimmed, with gstNumber kept but not required", () => {
    const r = enquirySchema.safeParse({ ...valid, name: "  Priya Mehta ", kind: "dealer" });
    expect(r.success && r.data).toEqual({
      ...valid,
      gstNumber: "",
      kind: "dealer",
      productId: undefined,
    });
  });

  it("takes a GST number only when it is a GSTIN, read as people type it", () => {
    const r = enquirySchema.safeParse({ ...valid, gstNumber: " 24abcps 1234 f1z3 " });
    expect(r.success && r.data.gstNumber).toBe("24ABCPS1234F1Z3");
    expect(enquirySchema.parse({ ...valid, gstNumber: "२४ABCPS१२३४F1Z3" }).gstNumber).toBe(
      "24ABCPS1234F1Z3",
    );
    const refused = (gstNumber: string) => {
      const result = enquirySchema.safeParse({ ...valid, gstNumber });
      return result.success ? null : fieldErrors(result.error).gstNumber;
    };
    expect(refused("anything at all")).toBe("A GSTIN has 15 characters");
    expect(refused("24ABCPS1234F1Z6")).toBe(
      "This GSTIN has a typing mistake: its last character does not match the others",
    );
    expect(refused("45ABCPS1234F1Z3")).toBe(
      "The first two digits of a GSTIN are a state code, such as 24 for Gujarat",
    );
    expect(refused("24ABCP51234F1Z3")).toBe(
      "This does not look like a GSTIN (for example 24ABCPS1234F1Z3)",
    );
  });

  it("carries the product of a quote and falls back to dealer for an unknown kind", () => {
    const product = enquirySchema.parse({ ...valid, kind: "product", productId: "pump-1" });
    expect(product).toMatchObject({ kind: "product", productId: "pump-1" });
    expect(enquirySchema.parse({ ...valid, kind: "contact" }).kind).toBe("dealer");
  });
});

describe("the enquiry's messages in the page's language", () => {
  const empty = { name: "", email: "ravi@", phone: "12", companyName: "", kind: "dealer" };
  const messages = () => {
    const result = enquirySchema.safeParse(empty);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("are the spec's English on an English page", () => {
    expect(messages()).toEqual({
      name: "Name is required",
      email: "Email is invalid",
      phone: "Phone number is invalid",
      companyName: "Company name is required",
    });
  });

  it("are Hindi on a Hindi page and Gujarati on a Gujarati one, from the same rules", () => {
    expect(runInLocale("hi", messages)).toEqual({
      name: "नाम लिखना ज़रूरी है",
      email: "यह ईमेल सही नहीं है, फिर से देखें",
      phone: "यह फ़ोन नंबर सही नहीं है, कम से कम 10 अंक लिखें",
      companyName: "कंपनी या फ़र्म का नाम लिखना ज़रूरी है",
    });
    expect(runInLocale("gu", messages).name).toBe("નામ લખવું જરૂરી છે");
    // zod writes the messages when the error is first read: read it in the language too.
    const long = runInLocale("gu", () => {
      const result = enquirySchema.safeParse({ ...empty, name: "x".repeat(121) });
      return result.success ? undefined : fieldErrors(result.error).name;
    });
    expect(long).toBe("નામ બહુ લાંબું છે (વધુમાં વધુ 120 અક્ષર)");
  });
});
