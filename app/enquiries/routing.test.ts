import { describe, expect, it } from "vitest";
import {
  districtKey,
  type RoutingEnquiry,
  type RoutingSalesperson,
  routeEnquiry,
  specificity,
} from "./routing";

/** The routing rule, case by case (docs/admin-leads.md, "Salespeople and routing"). */

const PUMPS = 1;
const MOTORS = 2;
const TOOLS = 3;

const GUJARAT = "24";
const MAHARASHTRA = "27";

/** A salesperson: active, everywhere, every category, unless said. */
const sp = (id: number, over: Partial<RoutingSalesperson> = {}): RoutingSalesperson => ({
  id,
  active: true,
  areas: [],
  categoryIds: [],
  ...over,
});
const state = (stateCode: string) => ({ stateCode, district: null });
const district = (stateCode: string, name: string) => ({ stateCode, district: name });

/** An enquiry about a pump from Rajkot, Gujarat, unless said. */
const enquiry = (over: Partial<RoutingEnquiry> = {}): RoutingEnquiry => ({
  stateCode: GUJARAT,
  district: "Rajkot",
  categoryIds: [PUMPS],
  ...over,
});

interface Case {
  name: string;
  enquiry: RoutingEnquiry;
  salespeople: RoutingSalesperson[];
  recent?: [number, number][];
  expected: number | null;
}

const CASES: Case[] = [
  {
    name: "nobody set up: unassigned",
    enquiry: enquiry(),
    salespeople: [],
    expected: null,
  },
  {
    name: "one salesperson for everywhere and everything takes it",
    enquiry: enquiry(),
    salespeople: [sp(1)],
    expected: 1,
  },
  {
    name: "district + category beats district",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [district(GUJARAT, "Rajkot")] }),
      sp(2, { areas: [district(GUJARAT, "Rajkot")], categoryIds: [PUMPS] }),
    ],
    expected: 2,
  },
  {
    name: "district beats state + category",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [state(GUJARAT)], categoryIds: [PUMPS] }),
      sp(2, { areas: [district(GUJARAT, "Rajkot")] }),
    ],
    expected: 2,
  },
  {
    name: "state + category beats state",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [state(GUJARAT)] }),
      sp(2, { areas: [state(GUJARAT)], categoryIds: [MOTORS, PUMPS] }),
    ],
    expected: 2,
  },
  {
    name: "state beats everywhere + category",
    enquiry: enquiry(),
    salespeople: [sp(1, { categoryIds: [PUMPS] }), sp(2, { areas: [state(GUJARAT)] })],
    expected: 2,
  },
  {
    name: "everywhere + category beats everywhere",
    enquiry: enquiry(),
    salespeople: [sp(1), sp(2, { categoryIds: [PUMPS] })],
    expected: 2,
  },
  {
    name: "districts compare without regard to case or spaces",
    enquiry: enquiry({ district: "  RAJKOT " }),
    salespeople: [
      sp(1, { areas: [state(GUJARAT)] }),
      sp(2, { areas: [district(GUJARAT, "rajkot")] }),
    ],
    expected: 2,
  },
  {
    name: "a district in Gujarati letters matches as typed",
    enquiry: enquiry({ district: "રાજકોટ" }),
    salespeople: [
      sp(1, { areas: [state(GUJARAT)] }),
      sp(2, { areas: [district(GUJARAT, "રાજકોટ")] }),
    ],
    expected: 2,
  },
  {
    name: "the same district name in another state does not match",
    enquiry: enquiry({ stateCode: MAHARASHTRA, district: "Aurangabad" }),
    salespeople: [sp(1, { areas: [district("10", "Aurangabad")] }), sp(2)],
    expected: 2,
  },
  {
    name: "an inactive salesperson is never chosen, however specific",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { active: false, areas: [district(GUJARAT, "Rajkot")], categoryIds: [PUMPS] }),
      sp(2),
    ],
    expected: 2,
  },
  {
    name: "only inactive salespeople: unassigned",
    enquiry: enquiry(),
    salespeople: [sp(1, { active: false })],
    expected: null,
  },
  {
    name: "categories that exclude the product's: never chosen",
    enquiry: enquiry(),
    salespeople: [sp(1, { areas: [district(GUJARAT, "Rajkot")], categoryIds: [TOOLS] })],
    expected: null,
  },
  {
    name: "areas that exclude the location: never chosen",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [state(MAHARASHTRA)] }),
      sp(2, { areas: [district(GUJARAT, "Surat")] }),
    ],
    expected: null,
  },
  {
    name: "a product in several categories matches a salesperson of any of them",
    enquiry: enquiry({ categoryIds: [TOOLS, MOTORS] }),
    salespeople: [sp(1), sp(2, { areas: [state(GUJARAT)], categoryIds: [MOTORS] })],
    expected: 2,
  },
  {
    name: "no location: only someone covering everywhere",
    enquiry: enquiry({ stateCode: null, district: null }),
    salespeople: [
      sp(1, { areas: [state(GUJARAT)], categoryIds: [PUMPS] }),
      sp(2, { categoryIds: [PUMPS] }),
    ],
    expected: 2,
  },
  {
    name: "no location and nobody everywhere: unassigned",
    enquiry: enquiry({ stateCode: null, district: null }),
    salespeople: [sp(1, { areas: [state(GUJARAT)] })],
    expected: null,
  },
  {
    name: "a state without a district matches a whole-state area, not a district one",
    enquiry: enquiry({ district: null }),
    salespeople: [
      sp(1, { areas: [district(GUJARAT, "Rajkot")], categoryIds: [PUMPS] }),
      sp(2, { areas: [state(GUJARAT)] }),
    ],
    expected: 2,
  },
  {
    name: "no product (a dealer or contact enquiry): only salespeople of every category",
    enquiry: enquiry({ categoryIds: [] }),
    salespeople: [
      sp(1, { areas: [district(GUJARAT, "Rajkot")], categoryIds: [PUMPS] }),
      sp(2, { areas: [state(GUJARAT)] }),
    ],
    expected: 2,
  },
  {
    name: "a district area wins over the same person's whole-state area",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [state(GUJARAT), district(GUJARAT, "Rajkot")] }),
      sp(2, { areas: [state(GUJARAT)], categoryIds: [PUMPS] }),
    ],
    expected: 1,
  },
  {
    name: "a tie goes to the one with fewer enquiries in the last 30 days",
    enquiry: enquiry(),
    salespeople: [sp(1, { areas: [state(GUJARAT)] }), sp(2, { areas: [state(GUJARAT)] })],
    recent: [
      [1, 4],
      [2, 3],
    ],
    expected: 2,
  },
  {
    name: "a tie with equal counts goes to the lowest id, whatever the order given",
    enquiry: enquiry(),
    salespeople: [sp(7, { areas: [state(GUJARAT)] }), sp(3, { areas: [state(GUJARAT)] })],
    recent: [
      [7, 2],
      [3, 2],
    ],
    expected: 3,
  },
  {
    name: "fewer recent enquiries never beat a more specific match",
    enquiry: enquiry(),
    salespeople: [
      sp(1, { areas: [district(GUJARAT, "Rajkot")] }),
      sp(2, { areas: [state(GUJARAT)] }),
    ],
    recent: [[1, 500]],
    expected: 1,
  },
  {
    name: "no recent count is zero",
    enquiry: enquiry(),
    salespeople: [sp(1), sp(2)],
    recent: [[1, 1]],
    expected: 2,
  },
];

describe("routing an enquiry to a salesperson", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(routeEnquiry(c.enquiry, c.salespeople, new Map(c.recent ?? []))).toBe(c.expected);
  });

  it("has at least twelve cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(12);
  });

  it("ranks the six kinds of match in the documented order", () => {
    const ranks = [
      sp(1, { areas: [district(GUJARAT, "Rajkot")], categoryIds: [PUMPS] }),
      sp(2, { areas: [district(GUJARAT, "Rajkot")] }),
      sp(3, { areas: [state(GUJARAT)], categoryIds: [PUMPS] }),
      sp(4, { areas: [state(GUJARAT)] }),
      sp(5, { categoryIds: [PUMPS] }),
      sp(6),
    ].map((person) => specificity(person, enquiry()));
    expect(ranks).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it("reads a district one way", () => {
    expect(districtKey("  Gir   Somnath ")).toBe("gir somnath");
    // The same Gujarati word in two code point orders (NFD → NFC) is one district.
    expect(districtKey("ભાવનગર".normalize("NFD"))).toBe(districtKey("ભાવનગર"));
  });
});
