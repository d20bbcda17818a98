import { describe, expect, it } from "vitest";
import { GST_STATES, gstinCheckCharacter, gstinProblem, gstinState, normaliseGstin } from "./gstin";

describe("GSTIN", () => {
  it.each([
    ["27AAPFU0939F1ZV", "27", "Maharashtra"],
    ["29AAGCB7383J1Z4", "29", "Karnataka"],
    ["24ABCPS1234F1Z3", "24", "Gujarat"],
  ])("accepts %s, registered in %s (%s)", (gstin, code, name) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinState(gstin)).toEqual({ code, name });
  });

  it.each([
    ["", "length"],
    ["27AAPFU0939F1Z", "length"],
    ["27AAPFU0939F1ZVX", "length"],
    // Each part out of shape: state code, PAN letters, PAN digits, PAN's last letter, entity 0, no Z.
    ["2AAAPFU0939F1ZV", "shape"],
    ["27AAP1U0939F1ZV", "shape"],
    ["27AAPFU09X9F1ZV", "shape"],
    ["27AAPFU093991ZV", "shape"],
    ["27AAPFU0939F0ZV", "shape"],
    ["27AAPFU0939F1YV", "shape"],
    ["27aapfu0939f1zv", "shape"],
    // No such state code.
    ["00AAPFU0939F1ZV", "state"],
    ["45AAPFU0939F1ZV", "state"],
    // One character mistyped, or two swapped: the check character catches it.
    ["27AAPFU0939F1Z4", "check"],
    ["27AAPFU0938F1ZV", "check"],
    ["27AAPUF0939F1ZV", "check"],
    // The storefront's old default.
    ["24ABCPS1234F1Z6", "check"],
  ])("refuses %j (%s)", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
    expect(gstinState(gstin)).toBeNull();
  });

  it("reads a GSTIN as people type it: spaces, dashes, lower case", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseGstin("27-AAPFU-0939-F1ZV")).toBe("27AAPFU0939F1ZV");
    expect(gstinProblem(normaliseGstin("27 AAPFU 0939 F1ZV"))).toBeNull();
  });

  it("makes the check character of any well-shaped start", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    for (const code of Object.keys(GST_STATES)) {
      const start = `${code}ABCDE1234F1Z`;
      expect(gstinProblem(start + gstinCheckCharacter(start))).toBeNull();
    }
  });
});
