import { describe, expect, it } from "vitest";
import {
  assess,
  type FinderCandidate,
  flowAt,
  headAt,
  installTypes,
  rankFinder,
  required,
} from "./finder";
import {
  type FinderQuery,
  finderHref,
  parseFinder,
  readQuantity,
  requirementText,
} from "./finder-query";
import { defaultPipeMm, frictionHeadM } from "./friction";

/** A hand-made curve: shut-off 60 m, 50 m at 40 LPM, 40 m at 60 LPM, 20 m at 80 LPM. */
const CURVE = [
  { headM: 60, dischargeLpm: 0 },
  { headM: 50, dischargeLpm: 40 },
  { headM: 40, dischargeLpm: 60 },
  { headM: 20, dischargeLpm: 80 },
];

function pump(id: string, over: Partial<FinderCandidate> = {}): FinderCandidate {
  return {
    id,
    title: `Pump ${id}`,
    pricePaise: 1_000_000,
    phase: 1,
    types: ["submersible"],
    borewellMm: 100,
    curve: CURVE,
    headM: null,
    dischargeLpm: null,
    ...over,
  };
}

function query(headM: number, dischargeLpm: number, over: Partial<FinderQuery> = {}): FinderQuery {
  return {
    headM,
    dischargeLpm,
    phase: null,
    type: null,
    borewellMm: null,
    pipeM: null,
    pipeMm: null,
    ...over,
  };
}

describe("the head a curve gives at a discharge", () => {
  it.each([
    [0, 60], // shut-off
    [20, 55], // between points: linear
    [40, 50], // on a point
    [50, 45],
    [60, 40],
    [70, 30],
    [80, 20], // the last point
    [80.5, null], // beyond the curve: cannot deliver
  ])("at %s LPM: %s m", (q, h) => {
    expect(headAt(CURVE, q)).toBe(h);
  });

  it("takes the first point's head below a curve that starts above zero", () => {
    expect(
      headAt(
        [
          { headM: 30, dischargeLpm: 10 },
          { headM: 10, dischargeLpm: 50 },
        ],
        5,
      ),
    ).toBe(30);
  });

  it.each([
    [60, 0],
    [45, 50],
    [40, 60],
    [30, 70],
    [10, 80],
    [61, null],
  ])("the most discharge at %s m is %s LPM", (h, q) => {
    expect(flowAt(CURVE, h)).toBe(q);
  });
});

describe("whether a pump covers a duty point", () => {
  const r = (h: number, q: number) => required(query(h, q));
  it.each([
    // inside: 45 m at 50 LPM, the curve gives 45 m there... and 36 m asks less
    [36, 60, true, "covers 36 m at 60 LPM with 11 % head margin"],
    // on the edge: exactly on a duty point, and at the last point
    [40, 60, true, "covers 40 m at 60 LPM with 0 % head margin"],
    [20, 80, true, "covers 20 m at 80 LPM with 0 % head margin"],
    // outside: too high at that flow, more flow than the curve reaches, above shut-off
    [45, 60, false, "gives 40 m at 60 LPM, 11 % short"],
    [45, 90, false, "gives 50 LPM at 45 m, 44 % short of 90 LPM"],
    [75, 90, false, "lifts at most 60 m, 20 % short"],
  ])("%s m at %s LPM: fits %s", (h, q, fits, reason) => {
    const v = assess(pump("a"), r(h, q));
    expect(v?.fits).toBe(fits);
    expect(v?.reason).toBe(reason);
  });

  it("uses the catalogue ranges when a pump has no curve, and says so", () => {
    const ranged = pump("r", {
      curve: [],
      headM: { min: 10, max: 50 },
      dischargeLpm: { min: 20, max: 100 },
    });
    // The line from 50 m at 20 LPM to 10 m at 100 LPM gives 30 m at 60 LPM.
    expect(assess(ranged, r(30, 60))).toEqual({
      fits: true,
      gap: 0,
      reason: "covers 30 m at 60 LPM with 0 % head margin (by its catalogue ranges)",
    });
    expect(assess(ranged, r(40, 60))?.fits).toBe(false);
    expect(assess(pump("n", { curve: [] }), r(30, 60))).toBeNull();
  });

  it("gives its reasons in Gujarati and Hindi, with the language's units", () => {
    const gu = { locale: "gu", nativeDigits: false } as const;
    const hi = { locale: "hi", nativeDigits: false } as const;
    expect(assess(pump("a"), r(36, 60), gu)?.reason).toBe(
      "60 લિ./મિનિટ પર 36 મીટર આપે છે, હેડમાં 11 % વધારાની ગુંજાશ સાથે",
    );
    expect(assess(pump("a"), r(45, 90), hi)?.reason).toBe(
      "45 मीटर पर 50 ली./मिनट देता है, 90 ली./मिनट से 44 % कम",
    );
    expect(assess(pump("a"), r(75, 90), { locale: "gu", nativeDigits: true })?.reason).toBe(
      "વધુમાં વધુ ૬૦ મીટર ચડાવે છે, ૨૦ % ઓછું",
    );
  });
});

describe("ranking", () => {
  const candidates = [
    pump("roomy", { curve: CURVE.map((p) => ({ ...p, headM: p.headM * 1.5 })), pricePaise: 900 }),
    pump("snug", { pricePaise: 2000 }),
    pump("snug-cheaper", { pricePaise: 1500 }),
    pump("short", { curve: CURVE.map((p) => ({ ...p, headM: p.headM * 0.5 })) }),
    pump("three", { phase: 3 }),
    pump("openwell", { types: ["openwell"], borewellMm: null }),
    pump("v6", { borewellMm: 150 }),
  ];

  it("puts the smallest head margin first, and breaks ties by price", () => {
    const a = rankFinder(candidates, query(40, 60, { phase: 1, type: "submersible" }));
    expect(a.fits.map((m) => m.id)).toEqual(["snug-cheaper", "snug", "v6", "roomy"]);
    expect(a.nearest).toEqual([]);
    expect(a.considered).toBe(5);
  });

  it("keeps only pumps that fit the borewell: its own size or smaller", () => {
    const a = rankFinder(candidates, query(40, 60, { borewellMm: 100 }));
    expect(a.fits.map((m) => m.id)).toEqual(["snug-cheaper", "snug", "three", "roomy"]);
  });

  it("offers the nearest models when nothing fits", () => {
    const a = rankFinder(candidates, query(70, 60, { phase: 1 }));
    expect(a.fits).toEqual([]);
    expect(a.nearest.map((m) => [m.id, m.reason])).toEqual([
      ["roomy", "gives 60 m at 60 LPM, 14 % short"],
      ["snug-cheaper", "gives 40 m at 60 LPM, 43 % short"],
      ["snug", "gives 40 m at 60 LPM, 43 % short"],
    ]);
  });

  it("adds the pipe's friction to the head, and says so", () => {
    const a = rankFinder([pump("snug")], query(30, 60, { pipeM: 100, pipeMm: 32 }));
    expect(a.required.frictionM).toBe(6);
    expect(a.required.totalHeadM).toBe(36);
    expect(a.fits[0]?.reason).toBe(
      "covers 36 m (30 m + 6 m friction) at 60 LPM with 11 % head margin",
    );
  });
});

describe("friction (Hazen–Williams, C = 140)", () => {
  it.each([
    // length m, LPM, bore mm, head lost m (one decimal)
    [100, 60, 32, 6],
    [100, 60, 40, 2],
    [100, 120, 50, 2.5],
    [250, 60, 32, 15],
    [0, 60, 32, 0],
  ])("%s m of pipe, %s LPM, %s mm: %s m", (l, q, d, h) => {
    expect(Math.round(frictionHeadM(l, q, d) * 10) / 10).toBe(h);
  });

  it("assumes the smallest nominal pipe that keeps water under 1.5 m/s", () => {
    expect(defaultPipeMm(60)).toBe(32);
    expect(defaultPipeMm(20)).toBe(20);
    expect(defaultPipeMm(200)).toBe(65);
    expect(defaultPipeMm(5000)).toBe(100);
  });
});

describe("the finder's inputs", () => {
  const parse = (qs: string) => parseFinder(new URLSearchParams(qs));

  it.each([
    ["head", "45", 45],
    ["head", "45 m", 45],
    ["head", "45m", 45],
    ["head", "150 ft", 45.72],
    ["flow", "60", 60],
    ["flow", "60 lpm", 60],
    ["flow", "1 lps", 60],
    ["flow", "3600 LPH", 60],
    ["flow", "3.6 m3/h", 60],
    ["pipe", "100 m", 100],
    // Gujarati and Hindi digits and unit words (app/format/unit-words.ts).
    ["head", "૪૫ મીટર", 45],
    ["head", "४५ मीटर", 45],
    ["head", "૧૫૦ ફૂટ", 45.72],
    ["head", "१५० फीट", 45.72],
    ["flow", "૬૦ એલપીએમ", 60],
    ["pipe", "१०० मीटर", 100],
  ] as const)("%s “%s” is %s", (what, text, value) => {
    expect(readQuantity(what, text)).toEqual({ ok: true, value });
  });

  it.each([
    ["head", "banana", "Head: write a number, like 45 or 45 m (150 ft works too)"],
    ["head", "-5", "Head cannot be negative"],
    ["head", "0", "Head must be more than 0"],
    ["head", "10 km", "10 km is not a sensible head: at most 2000 m"],
    [
      "head",
      "60 lpm",
      "Head: “lpm” is not a unit we know here; write it like 45 or 45 m (150 ft works too)",
    ],
    ["head", "40–50 m", "Head is one value, not a range: like 45 or 45 m (150 ft works too)"],
    [
      "flow",
      "lots",
      "Discharge: write a number, like 60 or 60 LPM (1 LPS, 3600 LPH, 3.6 m³/h work too)",
    ],
    ["pipe", "9000", "9000 is not a sensible pipe length: at most 5000 m"],
  ] as const)("%s “%s” is refused: %s", (what, text, message) => {
    expect(readQuantity(what, text)).toEqual({ ok: false, message });
  });

  it("reads a whole question", () => {
    expect(
      parse("head=45+m&discharge=1+lps&phase=1&type=submersible&borewell=4&pipe=100&pipe_size=32")
        .query,
    ).toEqual({
      headM: 45,
      dischargeLpm: 60,
      phase: 1,
      type: "submersible",
      borewellMm: 100,
      pipeM: 100,
      pipeMm: 32,
    });
  });

  it("asks nothing of an empty form, and names every bad field of a bad one", () => {
    expect(parse("")).toMatchObject({ asked: false, errors: {}, query: null });
    const bad = parse("head=&discharge=lots&phase=2&type=well&borewell=7&pipe=-1&pipe_size=33");
    expect(bad.query).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual([
      "borewell",
      "discharge",
      "head",
      "phase",
      "pipe",
      "pipe_size",
      "type",
    ]);
    expect(bad.errors.head).toBe("Enter the head the pump must lift, like 45 m");
    expect(parse("head=45&discharge=60&type=openwell&borewell=4").errors.borewell).toBe(
      "A borewell size goes with borewell submersible pumps",
    );
  });

  it("writes the question back as a link and as one line for the sales team", () => {
    const q = parse("head=45&discharge=60&phase=1&type=submersible&borewell=4&pipe=100").query;
    if (!q) throw new Error("expected a query");
    expect(finderHref(q)).toBe(
      "/finder?head=45&discharge=60&phase=1&type=submersible&borewell=4&pipe=100",
    );
    expect(requirementText(q)).toBe(
      "45 m at 60 LPM, single phase, borewell submersible, 4 inch borewell, 100 m of pipe",
    );
  });
});

describe("the finder's words in Gujarati and Hindi", () => {
  const gu = { locale: "gu", nativeDigits: false } as const;
  const hi = { locale: "hi", nativeDigits: false } as const;
  const guDigits = { locale: "gu", nativeDigits: true } as const;
  const full = new URLSearchParams(
    "head=45&discharge=60&phase=1&type=submersible&borewell=4&pipe=100&pipe_size=32",
  );

  it("writes the requirement line in the visitor's language, values and units included", () => {
    const q = parseFinder(full).query;
    if (!q) throw new Error("expected a query");
    expect(requirementText(q)).toBe(
      "45 m at 60 LPM, single phase, borewell submersible, 4 inch borewell, 100 m of 32 mm pipe",
    );
    expect(requirementText(q, gu)).toBe(
      "60 લિ./મિનિટ પર 45 મીટર, સિંગલ ફેઝ, બોરવેલ સબમર્સિબલ, 4 ઇંચ બોરવેલ, 100 મીટર લાંબી 32 mmની પાઇપ",
    );
    expect(requirementText(q, hi)).toBe(
      "60 ली./मिनट पर 45 मीटर, सिंगल फ़ेज़, बोरवेल सबमर्सिबल, 4 इंच बोरवेल, 100 मीटर लंबा 32 mm का पाइप",
    );
    expect(requirementText(q, guDigits)).toBe(
      "૬૦ લિ./મિનિટ પર ૪૫ મીટર, સિંગલ ફેઝ, બોરવેલ સબમર્સિબલ, ૪ ઇંચ બોરવેલ, ૧૦૦ મીટર લાંબી ૩૨ mmની પાઇપ",
    );
  });

  it("tells each bad field in the page's language; the English is unchanged", () => {
    const bad = "head=banana&discharge=&phase=2&type=well&borewell=7&pipe=9000&pipe_size=33";
    const en = parseFinder(new URLSearchParams(bad)).errors;
    expect(en).toEqual({
      head: "Head: write a number, like 45 or 45 m (150 ft works too)",
      discharge: "Enter the water you need, like 60 LPM",
      phase: "Phase is 1 (single phase) or 3 (three phase)",
      type: "Choose submersible, openwell or monoblock",
      borewell: "Borewell size is one of 3, 4, 5, 6, 8 inch",
      pipe: "9000 is not a sensible pipe length: at most 5000 m",
      pipe_size: "Choose a pipe size from the list",
    });
    const inGu = parseFinder(new URLSearchParams(bad), gu).errors;
    expect(inGu.head).toBe("હેડ: આંકડો લખો, જેમ કે 45 અથવા 45 મીટર (150 ફૂટ પણ ચાલે)");
    expect(inGu.discharge).toBe("તમને કેટલું પાણી જોઈએ છે તે લખો, જેમ કે 60 લિ./મિનિટ");
    expect(inGu.borewell).toBe("બોરની સાઇઝ આમાંથી એક હોય: 3, 4, 5, 6, 8 ઇંચ");
    expect(inGu.pipe).toBe("9000 પાઇપની લંબાઈ માટે બહુ વધારે છે: વધુમાં વધુ 5000 મીટર");
    const inHi = parseFinder(new URLSearchParams(bad), hi).errors;
    expect(inHi.phase).toBe("फ़ेज़ 1 (सिंगल फ़ेज़) या 3 (थ्री फ़ेज़) होता है");
    expect(inHi.pipe_size).toBe("सूची में से पाइप का साइज़ चुनें");
    expect(readQuantity("flow", "10 km", hi)).toEqual({
      ok: false,
      message:
        "पानी: “km” इकाई यहाँ समझ नहीं आती; ऐसे लिखें: 60 या 60 ली./मिनट (1 ली./सेकंड, 3600 ली./घंटा, 3.6 m³/h भी चलेगा)",
    });
    expect(readQuantity("head", "5000", guDigits)).toEqual({
      ok: false,
      message: "5000 હેડ માટે બહુ વધારે છે: વધુમાં વધુ ૨૦૦૦ મીટર",
    });
    expect(readQuantity("pipe", "0", hi)).toEqual({
      ok: false,
      message: "पाइप की लंबाई: 0 से बड़ी संख्या लिखें",
    });
    expect(readQuantity("head", "-5", gu)).toEqual({
      ok: false,
      message: "હેડ: માઇનસ આંકડો ન ચાલે",
    });
    // Every value reads the same in every language.
    expect(parseFinder(full, hi).query).toEqual(parseFinder(full).query);
  });
});

describe("installation type from category names", () => {
  it.each([
    [["Submersible Pumps", "V4 Borewell (4 inch)"], null, ["submersible"]],
    [["Openwell Pumps", "Horizontal Openwell"], null, ["openwell"]],
    [["Monoblock Pumps", "Self-Priming Monoblock"], null, ["monoblock"]],
    [["Agricultural Pumps"], 150, ["submersible"]],
    [["Agricultural Pumps"], null, []],
  ] as const)("%j → %j", (names, bore, types) => {
    expect(installTypes(names, bore)).toEqual(types);
  });
});
