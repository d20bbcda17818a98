import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/forms/field-errors";
import { gstinCheckCharacter } from "~/forms/gstin";
import { m } from "~/i18n/paraglide/messages.js";
import { runInLocale } from "~/i18n/request-locale.server";
import { DEALER_LIMITS } from "./dealer-fields";
import { dealerSchema } from "./dealer-schema";

/** A GSTIN of Gujarat (24) with its right check character, and one with a wrong one. */
const FIRST14 = "24AAACC1206D1Z";
const GSTIN = FIRST14 + gstinCheckCharacter(FIRST14);
const WRONG = FIRST14 + (GSTIN.endsWith("A") ? "B" : "A");

const good = {
  firmName: "Patel Pump House",
  contactName: "Ramesh Patel",
  email: "ramesh@example.com",
  phone: "+91 98250 12345",
  gstin: "",
  pin: "360 001",
  territory: "Rajkot, Gondal, Jetpur",
  categories: ["1", "2"],
  volume: "10-25",
};

function errorsOf(form: Record<string, unknown>) {
  const parsed = dealerSchema.safeParse(form);
  return parsed.success ? {} : fieldErrors<string>(parsed.error);
}

describe("the dealer application's schema", () => {
  it("reads a good application: PIN digits, category ids, no GSTIN for an unregistered firm", () => {
    expect(dealerSchema.parse(good)).toEqual({
      ...good,
      pin: "360001",
      categories: [1, 2],
    });
  });

  it("reads a GSTIN as typed and a PIN in Gujarati digits; one ticked box is one category", () => {
    const parsed = dealerSchema.parse({
      ...good,
      gstin: GSTIN.toLowerCase(),
      pin: "૩૬૦૦૦૧",
      categories: "3",
    });
    expect(parsed).toMatchObject({ gstin: GSTIN, pin: "360001", categories: [3] });
  });

  it("says what is missing, field by field", () => {
    expect(errorsOf({})).toEqual({
      firmName: "Firm name is required",
      contactName: "Contact name is required",
      email: "Email is required",
      phone: "Phone number is required",
      pin: "PIN code is required",
      territory: "Territory is required",
      categories: "Choose at least one product range",
      volume: "Choose your expected monthly volume",
    });
  });

  it("refuses a wrong GSTIN with the shared field's message", () => {
    expect(errorsOf({ ...good, gstin: WRONG }).gstin).toBe(m.forms_gstin_check());
    expect(errorsOf({ ...good, gstin: "24AAACC" }).gstin).toBe(m.forms_gstin_length());
  });

  it("refuses a PIN that is not one", () => {
    for (const pin of ["012345", "36000", "3600011", "abcdef"]) {
      expect(errorsOf({ ...good, pin }).pin).toBe(
        "A PIN code is 6 digits and does not start with 0",
      );
    }
  });

  it("refuses over-long text, markup and control characters", () => {
    const long = "x".repeat(DEALER_LIMITS.territory + 1);
    expect(errorsOf({ ...good, territory: long }).territory).toBe(
      `Territory you want is too long (${DEALER_LIMITS.territory} characters at most)`,
    );
    expect(errorsOf({ ...good, firmName: "<b>Patel</b>" }).firmName).toBe(
      "Firm name cannot contain markup such as <b> or <script>. Please write plain text.",
    );
    expect(errorsOf({ ...good, contactName: "Ramesh\u0000" }).contactName).toMatch(
      /invisible control characters/,
    );
  });

  it("refuses a category that is not an id, too many, and a volume not in the list", () => {
    expect(errorsOf({ ...good, categories: ["pumps"] }).categories).toBe(
      "One of the chosen product ranges is no longer in our catalogue. Please choose again.",
    );
    const many = Array.from({ length: DEALER_LIMITS.categories + 1 }, (_, i) => String(i + 1));
    expect(errorsOf({ ...good, categories: many }).categories).toBe(
      `Choose at most ${DEALER_LIMITS.categories} product ranges`,
    );
    expect(errorsOf({ ...good, volume: "1000000" }).volume).toBe(
      "Choose your expected monthly volume",
    );
  });

  it("answers in Gujarati on a Gujarati page", () => {
    const errors = runInLocale("gu", () => errorsOf({ ...good, firmName: "", pin: "0" }));
    expect(errors).toEqual({
      firmName: "પેઢીનું નામ લખો",
      pin: "પિન કોડ 6 આંકડાનો હોય છે અને 0થી શરૂ થતો નથી",
    });
  });
});
