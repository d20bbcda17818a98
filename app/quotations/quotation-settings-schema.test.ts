import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/forms/field-errors";
import { quotationSettingsSchema, SETTINGS_TEXT } from "./quotation-settings-schema";

/** The quotation settings form: what a UPI ID, an IFSC and an account number look like. */

const errors = (values: Record<string, string>) => {
  const r = quotationSettingsSchema.safeParse(values);
  return r.success ? {} : fieldErrors<string>(r.error);
};

describe("quotation settings", () => {
  it("takes bank details and a UPI ID as people type them, tidied", () => {
    const r = quotationSettingsSchema.parse({
      accountName: "Sabarmati Pumps",
      bankName: "HDFC Bank",
      accountNumber: "5020-0012 3456 78",
      ifsc: "hdfc0001234",
      upiId: " sabarmatipumps@okhdfcbank ",
    });
    expect(r).toMatchObject({
      accountNumber: "50200012345678",
      ifsc: "HDFC0001234",
      upiId: "sabarmatipumps@okhdfcbank",
      logoMediaId: null,
    });
    // None at all is fine: no bank details on the quotation.
    expect(quotationSettingsSchema.safeParse({}).success).toBe(true);
  });

  it("refuses a UPI ID, IFSC or account number of the wrong shape, and half a bank account", () => {
    for (const upiId of ["sabarmati", "a@b", "@okhdfcbank", "name@", "x@1bank", "name@ok@axis"])
      expect(errors({ upiId })).toEqual({ upiId: SETTINGS_TEXT.upiInvalid });
    for (const ifsc of ["HDFC1001234", "HDF00001234", "HDFC000123", "HDFC00012345"])
      expect(errors({ accountName: "A", bankName: "B", accountNumber: "123456789", ifsc })).toEqual(
        { ifsc: SETTINGS_TEXT.ifscInvalid },
      );
    expect(errors({ accountNumber: "12345678" })).toMatchObject({
      accountNumber: SETTINGS_TEXT.accountInvalid,
    });
    expect(errors({ accountName: "Sabarmati Pumps", accountNumber: "123456789" })).toEqual({
      bankName: SETTINGS_TEXT.bankIncomplete,
    });
    expect(errors({ logoMediaId: "../../etc/passwd" })).toEqual({});
    expect(quotationSettingsSchema.parse({ logoMediaId: "../x" }).logoMediaId).toBeNull();
  });
});
