import { describe, expect, it } from "vitest";
import {
  formatBorewell,
  formatMm,
  formatPower,
  formatVoltage,
  powerInput,
  specInputs,
  specProperties,
  specRows,
} from "./spec-display";
import { specFieldName, specsFromText, specsSchema } from "./spec-schema";
import {
  NO_SPECS,
  parseDutyPoints,
  parsePhase,
  parseRange,
  parseValue,
  type RuleKey,
} from "./specs";
import { DISC_SIZES, PIPE_SIZES } from "./trade-sizes";
import { formatInches, formatNumber, readNumber } from "./units";

type Case = [key: RuleKey, typed: string, stored: number];

describe("one value, typed the way staff type it, in its stored unit", () => {
  const cases: Case[] = [
    ["power", "1.5hp", 1119],
    ["power", "1.5 HP", 1119],
    ["power", "1.5 h.p.", 1119],
    ["power", "1.1 kW", 1100],
    ["power", "1.1kw", 1100],
    ["power", "750 W", 750],
    ["power", "0.75 HP", 559.5],
    ["power", "½ HP", 373],
    ["frequency", "50 Hz", 50],
    ["frequency", "50", 50],
    ["outlet", "100 mm", 100],
    ["outlet", "4 inch", 100], // a nominal pipe size, DN100
    ["outlet", '2"', 50],
    ["outlet", "1¼ inch", 32],
    ["outlet", "1.25 in", 32],
    ["outlet", "3.3 inch", 83.82], // not a nominal size: converted
    ["borewell", "4 inch", 100],
    ["borewell", "4-inch", 100],
    ["borewell", "150 mm", 150],
    ["stages", "10", 10],
    ["stages", "10 stages", 10],
    ["stages", "10-stage", 10],
    ["wattage", "850 W", 850],
    ["wattage", "850", 850],
    ["wattage", "2.2 kW", 2200],
    ["noLoadSpeed", "11,000 rpm", 11000],
    ["noLoadSpeed", "11000", 11000],
    ["disc", "4 inch", 100],
    ["disc", "7 inch", 180],
    ["disc", "125 mm", 125],
    ["chuck", "13 mm", 13],
    ["chuck", "½ inch", 13],
  ];
  it.each(cases)("%s %j → %d", (key, typed, stored) => {
    expect(parseValue(key, typed)).toEqual({ ok: true, value: stored });
  });
});

describe("ranges, low to high, or one value for both ends", () => {
  const cases: [RuleKey, string, number, number][] = [
    ["head", "45 m", 45, 45],
    ["head", "45", 45, 45],
    ["head", "10–60 m", 10, 60],
    ["head", "10-60m", 10, 60],
    ["head", "10 m - 60 m", 10, 60],
    ["head", "10 to 60 metres", 10, 60],
    ["head", "100 ft", 30.48, 30.48],
    ["head", "0–20 m", 0, 20],
    ["discharge", "60 lpm", 60, 60],
    ["discharge", "60 LPM", 60, 60],
    ["discharge", "5–30 LPM", 5, 30],
    ["discharge", "3600 LPH", 60, 60],
    ["discharge", "1 l/s", 60, 60],
    ["discharge", "6 m³/h", 100, 100],
    ["discharge", "6 m3/hr", 100, 100],
    ["discharge", "1,00,000 lpm", 100000, 100000],
    ["voltage", "180–240 V", 180, 240],
    ["voltage", "415 V", 415, 415],
    ["voltage", "415 V ±10%", 373.5, 456.5],
    ["voltage", "230v +/- 10 %", 207, 253],
  ];
  it.each(cases)("%s %j → %d to %d", (key, typed, min, max) => {
    expect(parseRange(key, typed)).toEqual({ ok: true, value: { min, max } });
  });
});

describe("nonsense, negative and absurd values get a message that says what to write", () => {
  const cases: [RuleKey, string, RegExp][] = [
    ["power", "banana", /Power: write a number and a unit, like 1.5 HP or 1.1 kW/],
    ["power", "1.5", /Power needs a unit, like 1.5 HP/],
    ["power", "1.5 litres", /“litres” is not a unit we know here/],
    ["power", "-2 HP", /Power cannot be negative/],
    ["power", "0 HP", /Power must be more than 0/],
    ["power", "5000 HP", /5000 HP is not a sensible power: at most 1000 HP/],
    ["power", "1-2 HP", /Power is one value/],
    ["outlet", "4", /Outlet size needs a unit, like 50 mm or 2 inch/],
    ["outlet", "4 kg", /“kg” is not a unit we know here/],
    ["stages", "2.5", /Stages must be a whole number/],
    ["stages", "500", /not a sensible stages: at most 100/],
    ["frequency", "50/60 Hz", /Frequency: write a number and a unit, like 50 Hz/],
    ["frequency", "1,0 Hz", /Frequency: write a number and a unit/],
    ["noLoadSpeed", "fast", /No-load speed: write a number/],
  ];
  it.each(cases)("%s %j", (key, typed, message) => {
    const r = parseValue(key, typed);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  const rangeCases: [RuleKey, string, RegExp][] = [
    ["head", "10 km", /10 km is not a sensible head: at most 2000 m/],
    ["head", "10000 m", /not a sensible head/],
    ["head", "-5 m", /Head cannot be negative/],
    ["head", "10--5 m", /Head cannot be negative/],
    ["head", "60–10 m", /Head: the lower value comes first/],
    [
      "discharge",
      "30–5 LPM",
      /Discharge: the lower value comes first; write the range low to high, like 5–30 LPM$/,
    ],
    ["discharge", "0 lpm", /Discharge must be more than 0/],
    ["discharge", "60 kg", /“kg” is not a unit we know here/],
    ["head", "ten metres", /Head: write a number and a unit, like 10–60 m/],
    ["head", "45 m ±10%", /Head: write a number and a unit/],
    ["voltage", "180–240 V ±10%", /Voltage: write a number and a unit/],
    ["voltage", "11 kV", /not a sensible voltage: at most 1000 V/],
  ];
  it.each(rangeCases)("%s %j", (key, typed, message) => {
    const r = parseRange(key, typed);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

describe("phase", () => {
  it.each([
    ["1", 1],
    ["single", 1],
    ["Single phase", 1],
    ["1-phase", 1],
    ["1φ", 1],
    ["3", 3],
    ["three phase", 3],
    ["3 Phase", 3],
    ["3ph", 3],
    ["3~", 3],
  ] as const)("%j → %d", (typed, phase) => {
    expect(parsePhase(typed)).toEqual({ ok: true, value: phase });
  });
  it("two phase is not a supply we sell for", () => {
    expect(parsePhase("2")).toEqual({
      ok: false,
      message: "Phase is 1 (single phase) or 3 (three phase)",
    });
  });
});

describe("duty points: one head and discharge a line, sorted by discharge", () => {
  it("reads pairs in either order, with or without units", () => {
    const r = parseDutyPoints("45 m @ 60 LPM\n60 lpm, 30 m\n\n20 100\n10m at 2 l/s\n 55 - 20 ");
    expect(r).toEqual({
      ok: true,
      value: [
        { headM: 55, dischargeLpm: 20 },
        { headM: 45, dischargeLpm: 60 },
        { headM: 30, dischargeLpm: 60 },
        { headM: 20, dischargeLpm: 100 },
        { headM: 10, dischargeLpm: 120 },
      ],
    });
  });
  it("a shut-off point (no discharge) is allowed", () => {
    expect(parseDutyPoints("70 m @ 0 LPM")).toEqual({
      ok: true,
      value: [{ headM: 70, dischargeLpm: 0 }],
    });
  });
  it.each([
    ["45 m", /Line 1 \(“45 m”\): write a head and a discharge, like 45 m @ 60 LPM/],
    ["45 m @ 60 LPM\n45 m 60 lpm 3", /Line 2/],
    ["45 m @ 60 LPM banana", /write a head and a discharge/],
    ["45 m @ 60 m", /write one head and one discharge/],
    ["45 kg @ 60 lpm", /“kg” is neither a head nor a discharge unit/],
    ["10 km @ 60 lpm", /10 km is not a sensible head/],
    ["45 m @ -60 lpm", /Discharge cannot be negative/],
    [Array.from({ length: 21 }, (_, i) => `${i} m @ ${i} lpm`).join("\n"), /At most 20/],
  ])("%j is refused", (typed, message) => {
    const r = parseDutyPoints(typed);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

describe("numbers and sizes written the Indian way", () => {
  it("reads digit grouping but never a comma as a decimal mark", () => {
    expect(readNumber("1,40,000")).toBe(140000);
    expect(readNumber("11,000")).toBe(11000);
    expect(readNumber("1,000,000")).toBe(1000000);
    expect(readNumber("10,5")).toBeUndefined();
    expect(readNumber("1¼")).toBe(1.25);
    expect(readNumber(".5")).toBe(0.5);
  });
  it("writes lakhs, inch fractions and nameplate power pairs", () => {
    expect(formatNumber(140000)).toBe("1,40,000");
    expect(formatInches(1.25)).toBe("1¼");
    expect(formatInches(0.5)).toBe("½");
    expect(formatPower(1119)).toBe("1.5 HP (1.1 kW)");
    expect(formatPower(1100)).toBe("1.5 HP (1.1 kW)");
    expect(formatPower(559.5)).toBe("0.75 HP (0.55 kW)");
    expect(formatPower(5595)).toBe("7.5 HP (5.5 kW)");
    expect(formatPower(37300)).toBe("50 HP (37 kW)");
    expect(formatPower(1300)).toBe("1.74 HP (1.3 kW)");
    expect(formatVoltage({ min: 373.5, max: 456.5 })).toBe("415 V ±10%");
    expect(formatVoltage({ min: 180, max: 240 })).toBe("180–240 V");
    expect(formatMm(50, PIPE_SIZES)).toBe("50 mm (2 inch)");
    expect(formatMm(32, PIPE_SIZES)).toBe("32 mm (1¼ inch)");
    expect(formatMm(110, DISC_SIZES)).toBe("110 mm (4.3 inch)");
    expect(formatBorewell(100)).toBe("4 inch (100 mm)");
  });
});

const pump = {
  power: "1.5 HP",
  phase: "single",
  voltage: "180–240 V",
  frequency: "50 Hz",
  head: "20–105 m",
  discharge: "10–62 LPM",
  outlet: "1¼ inch",
  borewell: "4 inch",
  stages: "15",
  dutyPoints: "105 m @ 10 LPM\n20 m @ 62 LPM\n70 m @ 40 LPM",
};

describe("the form section's schema", () => {
  it("reads a whole pump into stored units", () => {
    expect(specsFromText(pump)).toEqual({
      ...NO_SPECS,
      powerW: 1119,
      phase: 1,
      voltageV: { min: 180, max: 240 },
      frequencyHz: 50,
      headM: { min: 20, max: 105 },
      dischargeLpm: { min: 10, max: 62 },
      outletMm: 32,
      borewellMm: 100,
      stages: 15,
      dutyPoints: [
        { headM: 105, dischargeLpm: 10 },
        { headM: 70, dischargeLpm: 40 },
        { headM: 20, dischargeLpm: 62 },
      ],
    });
  });

  it("gives each bad field its own message", () => {
    const r = specsSchema.safeParse({
      ...Object.fromEntries(Object.keys(specInputs(NO_SPECS)).map((k) => [k, ""])),
      power: "lots",
      head: "60–10 m",
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toEqual(["power", "head"]);
    expect(specFieldName("dutyPoints")).toBe("specDutyPoints");
  });

  it("what the edit form shows reads back to exactly what was stored", () => {
    const stored = specsFromText({
      ...pump,
      voltage: "415 V ±10%",
      power: "1.1 kW",
      wattage: "850 W",
      noLoadSpeed: "11000 rpm",
      disc: "7 inch",
      chuck: "13 mm",
      borewell: "110 mm",
      discharge: "3600 lph",
    });
    const shown = specInputs(stored);
    expect(shown.power).toBe("1.1 kW");
    expect(shown.voltage).toBe("415 V ±10%");
    expect(specsFromText(shown)).toEqual(stored);
    expect(powerInput(1119)).toBe("1.5 HP");
    expect(powerInput(1234.5)).toBe("1234.5 W");
  });
});

describe("the product page's table and schema.org values", () => {
  const specs = specsFromText({ ...pump, voltage: "415 V ±10%" });
  it("rows with units, only for fields the product has", () => {
    expect(specRows(specs).map((r) => [r.label, r.value])).toEqual([
      ["Power", "1.5 HP (1.1 kW)"],
      ["Phase", "Single phase"],
      ["Voltage", "415 V ±10%"],
      ["Frequency", "50 Hz"],
      ["Head", "20–105 m"],
      ["Discharge", "10–62 LPM"],
      ["Outlet size", "32 mm (1¼ inch)"],
      ["Borewell size", "4 inch (100 mm)"],
      ["Stages", "15"],
    ]);
    expect(specRows(NO_SPECS)).toEqual([]);
  });
  it("PropertyValue entries carry UN/CEFACT unit codes", () => {
    const props = specProperties(specs);
    expect(props).toContainEqual({
      "@type": "PropertyValue",
      name: "Power",
      value: 1.119,
      unitCode: "KWT",
      unitText: "kW",
    });
    expect(props).toContainEqual(
      expect.objectContaining({ name: "Power (HP)", value: 1.5, unitCode: "K43" }),
    );
    expect(props).toContainEqual({
      "@type": "PropertyValue",
      name: "Head",
      minValue: 20,
      maxValue: 105,
      unitCode: "MTR",
      unitText: "m",
    });
    expect(props).toContainEqual(
      expect.objectContaining({ name: "Discharge", minValue: 10, maxValue: 62, unitCode: "L2" }),
    );
    expect(props).toContainEqual(
      expect.objectContaining({ name: "Voltage", minValue: 373.5, unitCode: "VLT" }),
    );
    expect(props).toContainEqual(expect.objectContaining({ name: "Frequency", unitCode: "HTZ" }));
    expect(props).toContainEqual(
      expect.objectContaining({ name: "Outlet size", value: 32, unitCode: "MMT" }),
    );
    expect(props).toContainEqual(
      expect.objectContaining({ name: "Borewell size", value: 4, unitCode: "INH" }),
    );
    expect(props).toContainEqual({ "@type": "PropertyValue", name: "Phase", value: 1 });
    const tool = specProperties(
      specsFromText({ wattage: "850 W", noLoadSpeed: "11000 rpm", disc: "4 inch" }),
    );
    expect(tool.map((p) => p.unitCode)).toEqual(["WTT", "RPM", "MMT"]);
  });
});
