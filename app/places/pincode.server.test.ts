import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gstStateCode } from "./gst-state";
import { lookupPin } from "./pincode.server";
import { decodePincodes } from "./pincode-file";

const FILE = path.join(import.meta.dirname, "pincodes.txt");

describe("lookupPin", () => {
  it("finds the district and state of known PIN codes, with their GST state codes", () => {
    expect(lookupPin("360001")).toEqual({
      pin: "360001",
      district: "Rajkot",
      state: "Gujarat",
      stateCode: "24",
    });
    const places: [string, string, string, string][] = [
      ["380001", "Ahmadabad", "Gujarat", "24"],
      ["400001", "Mumbai", "Maharashtra", "27"],
      ["110001", "New Delhi", "Delhi", "07"],
      ["560001", "Bengaluru Urban", "Karnataka", "29"],
      ["600001", "Chennai", "Tamil Nadu", "33"],
      ["700001", "Kolkata", "West Bengal", "19"],
      ["500001", "Hyderabad", "Telangana", "36"],
      ["302001", "Jaipur", "Rajasthan", "08"],
      ["226001", "Lucknow", "Uttar Pradesh", "09"],
      ["462001", "Bhopal", "Madhya Pradesh", "23"],
      ["682001", "Ernakulam", "Kerala", "32"],
      ["403001", "North Goa", "Goa", "30"],
      ["160017", "Chandigarh", "Chandigarh", "04"],
      ["781001", "Kamrup Metro", "Assam", "18"],
      // States and territories whose names or codes changed: Ladakh (2019), the merged UT (2020).
      ["194101", "Leh Ladakh", "Ladakh", "38"],
      ["396210", "Daman", "Dadra and Nagar Haveli and Daman and Diu", "26"],
      ["396230", "Dadra and Nagar Haveli", "Dadra and Nagar Haveli and Daman and Diu", "26"],
      ["605001", "Pondicherry", "Puducherry", "34"],
      ["744101", "South Andamans", "Andaman and Nicobar Islands", "35"],
    ];
    for (const [pin, district, state, stateCode] of places) {
      expect(lookupPin(pin), pin).toEqual({ pin, district, state, stateCode });
    }
  });

  it("reads Gujarati and Devanagari digits and spaces", () => {
    expect(lookupPin("૩૬૦૦૦૧")?.district).toBe("Rajkot");
    expect(lookupPin("३८० ००१")?.district).toBe("Ahmadabad");
    expect(lookupPin(" 400 001 ")?.pin).toBe("400001");
  });

  it("gives a PIN that spans districts the one most of its post offices are in", () => {
    // Dadra's sub office is in Dadra and Nagar Haveli; five of its six offices are in Valsad.
    expect(lookupPin("396193")).toMatchObject({ district: "Valsad", stateCode: "24" });
    // One of eleven offices is filed under Bapatla, Andhra Pradesh: the other ten win.
    expect(lookupPin("506003")).toMatchObject({ district: "Hanumakonda", stateCode: "36" });
    // Seven offices each in Junagadh and Gir Somnath: its sub office, in Junagadh, decides.
    expect(lookupPin("362255")).toMatchObject({ district: "Junagadh", stateCode: "24" });
  });

  it("has nothing for PINs the directory lacks, leaves out or cannot place", () => {
    // 222101: no state in the directory; 799001 (Agartala): filed under Telangana by the
    // North Eastern Circle; 900056: the Army Postal Service.
    for (const pin of ["999999", "100000", "123456", "222101", "799001", "900056"]) {
      expect(lookupPin(pin), pin).toBeNull();
    }
  });

  it("has nothing for text that is not a PIN code", () => {
    for (const typed of ["", "36000", "3600011", "060001", "000000", "36000a", "360-001"]) {
      expect(lookupPin(typed), typed).toBeNull();
    }
    expect(lookupPin("9".repeat(100_000))).toBeNull();
  });
});

describe("the bundled data", () => {
  const table = decodePincodes(readFileSync(FILE, "utf8"));

  it("maps every state it names to exactly one GST state code", () => {
    const unmapped = table.states.filter((state) => gstStateCode(state) === null);
    expect(unmapped).toEqual([]);
    const codes = table.states.map(gstStateCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("covers India's PIN codes in a small file", () => {
    expect(table.pins.length).toBeGreaterThan(19_000);
    expect(table.states.length).toBe(36);
    expect(statSync(FILE).size).toBeLessThan(300 * 1024);
  });

  it("names its source and licence", () => {
    const header = readFileSync(FILE, "utf8").split("\n").slice(0, 8).join(" ");
    expect(header).toContain("Department of Posts");
    expect(header).toContain("Government Open Data License – India");
  });
});
