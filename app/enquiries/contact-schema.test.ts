import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/forms/field-errors";
import { contactSchema } from "./contact-schema";

const valid = {
  fullname: "Kiran Shah",
  email: "kiran@example.com",
  number: "+91 98250 12345",
  message: "Need a 1 HP pump",
};

function errorsFor(input: Record<string, string>) {
  const r = contactSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe("contact form rules", () => {
  it("accept a complete message and trim it", () => {
    const r = contactSchema.safeParse({ ...valid, fullname: "  Kiran Shah " });
    expect(r.success && r.data.fullname).toBe("Kiran Shah");
  });

  it("require every field with the spec's wording", () => {
    expect(errorsFor({ fullname: " ", email: "", number: "", message: "" })).toEqual({
      fullname: "Name is required",
      email: "Email is required",
      number: "Phone number is required",
      message: "Message is required",
    });
  });

  it("refuse an e-mail that does not look like name@host.tld", () => {
    for (const email of ["kiran", "kiran@", "kiran@host", "a b@c.de"]) {
      expect(errorsFor({ ...valid, email }).email).toBe("Email is invalid");
    }
  });

  it("accept phone numbers of 10+ digits, spaces, hyphens or brackets with an optional +", () => {
    for (const number of ["9825012345", "+91 98250-12345", "(0281) 2345678"]) {
      expect(errorsFor({ ...valid, number })).toEqual({});
    }
    for (const number of ["98250", "98250abcde", "++919825012345", "98250 1234x"]) {
      expect(errorsFor({ ...valid, number }).number).toBe("Phone number is invalid");
    }
  });
});
