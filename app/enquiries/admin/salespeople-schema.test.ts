import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/forms/field-errors";
import {
  areaLines,
  formatWhatsapp,
  postedFormValues,
  SALESPERSON_LIMITS,
  SALESPERSON_TEXT,
  type SalespersonField,
  salespersonFormValues,
  salespersonSchema,
} from "./salespeople-schema";

/** The salesperson form's one schema (the browser's and the action's). */

const VALID = { name: "Ravi Patel", whatsapp: "98250 41230", email: "" };

const parse = (form: Record<string, string>) => salespersonSchema.safeParse(form);
const errors = (form: Record<string, string>) => {
  const r = parse(form);
  return r.success ? {} : fieldErrors<SalespersonField>(r.error);
};

describe("the salesperson form", () => {
  it("stores a WhatsApp number as wa.me takes it, however it is typed", () => {
    for (const typed of [
      "9825041230",
      "98250 41230",
      "+91 98250 41230",
      "+91-98250-41230",
      "91 98250 41230",
      "098250 41230",
      "૯૮૨૫૦ ૪૧૨૩૦",
      "९८२५० ४१२३०",
    ]) {
      const r = parse({ ...VALID, whatsapp: typed });
      expect(r.success && r.data.whatsapp, typed).toBe("919825041230");
    }
  });

  it("refuses what is not an Indian mobile number", () => {
    for (const bad of [
      "12345",
      "5825041230", // mobiles start with 6–9
      "0281 2345678", // a Rajkot landline
      "+1 415 555 0100",
      "98250 4123",
      "98250412300",
      "+92 98250 41230",
      "call me",
    ]) {
      expect(errors({ ...VALID, whatsapp: bad }), bad).toEqual({
        whatsapp: SALESPERSON_TEXT.whatsappInvalid,
      });
    }
    expect(errors({ ...VALID, whatsapp: " " })).toEqual({
      whatsapp: SALESPERSON_TEXT.whatsappRequired,
    });
  });

  it("asks for a name, and takes Gujarati and Hindi names and districts", () => {
    expect(errors({ ...VALID, name: "  " })).toEqual({ name: SALESPERSON_TEXT.nameRequired });
    const r = parse({
      ...VALID,
      name: "  રવિ   પટેલ ",
      "state-0": "24",
      "districts-0": "રાજકોટ, મોરબી",
      "state-1": "09",
      "districts-1": "लखनऊ",
    });
    expect(r.success && r.data).toMatchObject({
      name: "રવિ પટેલ",
      areas: [
        { stateCode: "24", district: "રાજકોટ" },
        { stateCode: "24", district: "મોરબી" },
        { stateCode: "09", district: "लखनऊ" },
      ],
    });
  });

  it("checks an e-mail only when one is given", () => {
    expect(parse({ ...VALID, email: "ravi@sabarmati.in" }).success).toBe(true);
    expect(errors({ ...VALID, email: "ravi@" })).toEqual({ email: SALESPERSON_TEXT.emailInvalid });
  });

  it("refuses an unknown state code, and districts without a state, beside their row", () => {
    expect(errors({ ...VALID, "state-0": "24", "state-1": "42" })).toEqual({
      "state-1": SALESPERSON_TEXT.stateUnknown,
    });
    expect(errors({ ...VALID, "state-2": "__proto__" })).toEqual({
      "state-2": SALESPERSON_TEXT.stateUnknown,
    });
    expect(errors({ ...VALID, "districts-3": "Rajkot" })).toEqual({
      "state-3": SALESPERSON_TEXT.stateMissing,
    });
  });

  it("reads areas: a state alone is the whole state; repeats are dropped; none is everywhere", () => {
    const r = parse({
      ...VALID,
      "state-0": "27",
      "state-1": "24",
      "districts-1": "Rajkot,  Morbi ; rajkot, Jamnagar",
      "state-2": "27",
    });
    expect(r.success && r.data.areas.map(({ row: _, ...a }) => a)).toEqual([
      { stateCode: "27", district: null },
      { stateCode: "24", district: "Rajkot" },
      { stateCode: "24", district: "Morbi" },
      { stateCode: "24", district: "Jamnagar" },
    ]);
    const everywhere = parse(VALID);
    expect(everywhere.success && everywhere.data).toEqual({
      name: "Ravi Patel",
      whatsapp: "919825041230",
      email: "",
      categoryIds: [],
      areas: [],
    });
  });

  it("reads the category boxes; none chosen is every category", () => {
    const r = parse({ ...VALID, "category-7": "on", "category-2": "on", "category-x": "on" });
    expect(r.success && r.data.categoryIds).toEqual([2, 7]);
  });

  it("refuses over-long fields with their limit", () => {
    expect(errors({ ...VALID, name: "ર".repeat(SALESPERSON_LIMITS.name + 1) })).toEqual({
      name: `Name is too long (${SALESPERSON_LIMITS.name} characters at most)`,
    });
    expect(errors({ ...VALID, whatsapp: "9".repeat(40) }).whatsapp).toMatch(/too long/);
    expect(errors({ ...VALID, email: `${"a".repeat(250)}@x.in` }).email).toMatch(/too long/);
    expect(
      errors({
        ...VALID,
        "state-0": "24",
        "districts-0": "d".repeat(SALESPERSON_LIMITS.districts + 1),
      })["districts-0"],
    ).toMatch(/too long/);
    expect(
      errors({
        ...VALID,
        "state-0": "24",
        "districts-0": "d".repeat(SALESPERSON_LIMITS.district + 1),
      }),
    ).toEqual({ "districts-0": SALESPERSON_TEXT.districtTooLong });
    const many: Record<string, string> = { ...VALID };
    for (let row = 0; row < 5; row++) {
      many[`state-${row}`] = "24";
      many[`districts-${row}`] = Array.from({ length: 45 }, (_, i) => `D${row}-${i}`).join(",");
    }
    expect(errors(many)).toEqual({ areas: SALESPERSON_TEXT.tooManyAreas });
  });

  it("refuses markup and control characters", () => {
    expect(errors({ ...VALID, name: "Ravi <script>alert(1)</script>" }).name).toBe(
      "Name cannot contain markup such as <b> or <script>. Please write plain text.",
    );
    expect(errors({ ...VALID, name: "Ravi\u0000Patel" }).name).toMatch(/control characters/);
    expect(errors({ ...VALID, whatsapp: "98250\u001b41230" }).whatsapp).toMatch(
      /control characters/,
    );
    expect(errors({ ...VALID, email: "ravi@x.in\r\nBcc: a@b.c" }).email).toMatch(
      /control characters/,
    );
    expect(errors({ ...VALID, "state-0": "24", "districts-0": "<b>Rajkot</b>" })).toEqual({
      "districts-0":
        "Districts cannot contain markup such as <b> or <script>. Please write plain text.",
    });
    expect(
      errors({ ...VALID, "state-0": "24", "districts-0": "Raj\u0007kot" })["districts-0"],
    ).toMatch(/control characters/);
  });

  it("answers every bad field at once", () => {
    expect(Object.keys(errors({ name: "", whatsapp: "1", "state-0": "xx" })).sort()).toEqual([
      "name",
      "state-0",
      "whatsapp",
    ]);
    expect(Object.keys(errors({})).sort()).toEqual(["name", "whatsapp"]);
  });

  it("fills the form again from a salesperson or from a refused post", () => {
    const values = salespersonFormValues({
      id: 1,
      name: "Ravi",
      whatsapp: "919825041230",
      email: "",
      active: true,
      areas: [
        { stateCode: "24", district: "Rajkot" },
        { stateCode: "27", district: null },
        { stateCode: "24", district: "Morbi" },
      ],
      categories: [{ id: 3, name: "Pumps" }],
      leads: 0,
      recentLeads: 0,
      updatedAt: 0,
      account: null,
    });
    expect(values).toEqual({
      name: "Ravi",
      whatsapp: "+91 98250 41230",
      email: "",
      rows: [
        { state: "27", districts: "" },
        { state: "24", districts: "Rajkot, Morbi" },
      ],
      categoryIds: [3],
    });
    // What the form would post again reads back to the same salesperson.
    const posted: Record<string, string> = { name: values.name, whatsapp: values.whatsapp };
    values.rows.forEach((row, i) => {
      posted[`state-${i}`] = row.state;
      posted[`districts-${i}`] = row.districts;
    });
    posted["category-3"] = "on";
    expect(postedFormValues(posted)).toEqual({ ...values, email: "" });
    expect(postedFormValues({ "state-2": "24" }).rows).toEqual([
      { state: "", districts: "" },
      { state: "", districts: "" },
      { state: "24", districts: "" },
    ]);
  });

  it("writes areas and numbers for people to read", () => {
    expect(
      areaLines([
        { stateCode: "24", district: null },
        { stateCode: "27", district: "Pune" },
        { stateCode: "27", district: "Nashik" },
      ]),
    ).toEqual(["Gujarat (whole state)", "Maharashtra: Pune, Nashik"]);
    expect(formatWhatsapp("919825041230")).toBe("+91 98250 41230");
  });
});
