import { describe, expect, it } from "vitest";
import { GST_STATES } from "~/forms/gstin";
import { gstStateCode } from "./gst-state";

describe("gstStateCode", () => {
  it("reads India Post's spellings of the GST list's names", () => {
    expect(gstStateCode("GUJARAT")).toBe("24");
    expect(gstStateCode("THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU")).toBe("26");
    expect(gstStateCode("ANDAMAN & NICOBAR ISLANDS")).toBe("35");
    expect(gstStateCode("  jammu   and kashmir ")).toBe("01");
    expect(gstStateCode("LADAKH")).toBe("38");
    expect(gstStateCode("ANDHRA PRADESH")).toBe("37");
  });

  it("gives every name in the GST list its own code back", () => {
    for (const [code, name] of Object.entries(GST_STATES)) expect(gstStateCode(name)).toBe(code);
  });

  it("gives null for a name that is not a state in the list", () => {
    expect(gstStateCode("")).toBeNull();
    expect(gstStateCode("PONDICHERRY")).toBeNull();
    expect(gstStateCode("Gujarat State")).toBeNull();
  });
});
