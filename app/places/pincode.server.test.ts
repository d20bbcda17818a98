import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gstStateCode } from "./gst-state";
import { lookupPin, pinCoordinate, stateNearPin } from "./pincode.server";
import { decodePincodes, NO_COORDINATE } from "./pincode-file";

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

describe("pinCoordinate", () => {
  /** Kilometres between two points (haversine), to check coordinates against known places. */
  const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };

  it("places PINs near their towns, to about a kilometre", () => {
    // Town centres from OpenStreetMap, rounded; a PIN's point is the median of its offices.
    const towns: [string, number, number][] = [
      ["380001", 23.025, 72.587], // Ahmedabad, Bhadra
      ["360001", 22.3, 70.8], // Rajkot
      ["395003", 21.2, 72.83], // Surat
      ["390001", 22.3, 73.2], // Vadodara
      ["110001", 28.63, 77.22], // New Delhi, Connaught Place
      ["302001", 26.92, 75.82], // Jaipur
      ["400001", 18.94, 72.83], // Mumbai, Fort
    ];
    for (const [pin, lat, lon] of towns) {
      const at = pinCoordinate(pin);
      expect(at, pin).not.toBeNull();
      expect(km(at as { lat: number; lon: number }, { lat, lon }), pin).toBeLessThan(8);
    }
    expect(pinCoordinate("૩૮૦ ૦૦૧")).toEqual(pinCoordinate("380001"));
  });

  it("has none for what is not a known PIN", () => {
    for (const typed of ["", "999999", "36000", "abc"]) expect(pinCoordinate(typed)).toBeNull();
  });
});

describe("stateNearPin", () => {
  it("names the state around a PIN the directory lacks", () => {
    // 380099 is not a PIN; its neighbours 3800xx are Ahmedabad's.
    expect(lookupPin("380099")).toBeNull();
    expect(stateNearPin("380099")).toEqual({ state: "Gujarat", stateCode: "24" });
  });

  it("says nothing when the neighbours are far or disagree", () => {
    expect(stateNearPin("999999")).toBeNull();
    expect(stateNearPin("12345")).toBeNull();
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

  it("gives most PINs a coordinate inside India", () => {
    const placed = table.lat.filter((lat) => lat !== NO_COORDINATE).length;
    expect(placed / table.pins.length).toBeGreaterThan(0.95);
    for (let i = 0; i < table.pins.length; i++) {
      if (table.lat[i] === NO_COORDINATE) continue;
      expect(table.lat[i]).toBeGreaterThanOrEqual(600);
      expect(table.lat[i]).toBeLessThanOrEqual(3750);
      expect(table.lon[i]).toBeGreaterThanOrEqual(6800);
      expect(table.lon[i]).toBeLessThanOrEqual(9750);
    }
  });

  it("names its source and licence", () => {
    const header = readFileSync(FILE, "utf8").split("\n").slice(0, 8).join(" ");
    expect(header).toContain("Department of Posts");
    expect(header).toContain("Government Open Data License – India");
  });
});
