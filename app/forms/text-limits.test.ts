import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "~/accounts/account-schemas";
import { categoryActionSchema } from "~/catalogue/category-schema";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { nameTranslationSchema, productTranslationSchema } from "~/catalogue/translation-schema";
import { dealerSchema } from "~/dealers/dealer-schema";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { contactSchema } from "~/enquiries/contact-schema";
import { enquirySchema } from "~/enquiries/enquiry-schema";
import type { z } from "~/forms/zod";
import { searchWordSchema } from "~/search/admin/search-words-schema";

/**
 * Every text field of every form, checked against the table in docs/forms.md:
 * the documented length passes, one more is refused with a message, and a
 * control character is refused (multi-line fields keep tab and newline).
 */
interface Field {
  form: string;
  field: string;
  max: number;
  multiline: boolean;
  /** A valid value of exactly `length` characters. */
  value(length: number): string;
  /** Parses the form with this field set to `text`; the messages of the refusal, if any. */
  check(text: string): string[];
}

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

const letters = (n: number) => "a".repeat(n);
const email = (n: number) => `${"a".repeat(n - "@example.in".length)}@example.in`;
const phone = (n: number) => "9".repeat(n);
/** A GSTIN typed with dashes between its parts, `n` characters in all (shorter: its start). */
const gstin = (n: number) =>
  n < 15 ? "24ABCPS1234F1Z3".slice(0, n) : `24${"-".repeat(n - 15)}ABCPS1234F1Z3`;

function form(
  name: string,
  schema: z.ZodType,
  valid: Record<string, string>,
  fields: [string, string, number, (n: number) => string, boolean?][],
): Field[] {
  return fields.map(([field, key, max, value, multiline = false]) => ({
    form: name,
    field,
    max,
    multiline,
    value,
    check: (text) => messages(schema.safeParse({ ...valid, [key]: text })),
  }));
}

const ENQUIRY = "Enquiry (popup and `/enquiry`)";
const PRODUCT = "Product (`/AddProductPage`, edit)";
const CATEGORY = "Category and subcategory (`/AddProductPage`)";

const TRANSLATIONS = "Translations (`/admin/translations/…`)";
const translationValid = {
  title: "",
  description: "",
  specification: "",
  features: "",
  imageAlts: [],
};

const translated = (field: string, key: string, max: number, multiline: boolean): Field => ({
  form: TRANSLATIONS,
  field,
  max,
  multiline,
  value: letters,
  check: (text) =>
    messages(productTranslationSchema.gu.safeParse({ ...translationValid, [key]: text })),
});

const productValid = { title: "Borewell pump", price: "4500", star: "4", review: "0" };
const product = (field: string, key: string, max: number, multiline: boolean): Field => ({
  form: PRODUCT,
  field,
  max,
  multiline,
  value: letters,
  check: (text) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ ...productValid, [key]: text })) f.set(k, v);
    return messages(productSchema.safeParse(productFormValues(f)));
  },
});

const FIELDS: Field[] = [
  ...form(
    ENQUIRY,
    enquirySchema,
    {
      kind: "dealer",
      name: "Priya",
      email: "priya@example.in",
      phone: "9825012345",
      companyName: "Mehta Agro",
    },
    [
      ["Name", "name", 120, letters],
      ["Email", "email", 254, email],
      ["Phone number", "phone", 32, phone],
      ["Company name", "companyName", 160, letters],
      ["GST number (never asked)", "gstNumber", 32, gstin],
      ["Product (hidden)", "productId", 200, letters],
    ],
  ),
  ...form(
    "Contact (`/contact`)",
    contactSchema,
    { fullname: "Kiran", email: "kiran@example.in", number: "9825012345", message: "Hello" },
    [
      ["Full name", "fullname", 120, letters],
      ["Email", "email", 254, email],
      ["Phone number", "number", 32, phone],
      ["Message", "message", 4000, letters, true],
    ],
  ),
  ...form(
    "Dealer application (`/dealer`)",
    dealerSchema,
    {
      firmName: "Patel Pumps",
      contactName: "Ramesh",
      email: "ramesh@example.in",
      phone: "9825012345",
      pin: "360001",
      territory: "Rajkot",
      categories: "1",
      volume: "lt10",
    },
    [
      ["Firm name", "firmName", 160, letters],
      ["Contact name", "contactName", 120, letters],
      ["Email", "email", 254, email],
      ["Phone number", "phone", 32, phone],
      ["GSTIN", "gstin", 32, gstin],
      // Spaces inside a PIN are allowed ("360 001"); the length counts them.
      ["PIN code", "pin", 32, (n) => `3${" ".repeat(Math.max(0, n - 6))}60001`],
      ["Territory you want", "territory", 500, letters],
    ],
  ),
  ...form(
    "Sign-up (`/sign-up`)",
    signUpSchema,
    { name: "Asha", email: "asha@example.in", password: "a-good-password" },
    [
      ["Full Name", "name", 120, letters],
      ["Email Address", "email", 254, email],
      ["Password", "password", 128, letters],
    ],
  ),
  ...form("Sign-in (`/sign-in`)", signInSchema, { email: "asha@example.in", password: "secret" }, [
    ["Email Address", "email", 254, email],
    ["Password", "password", 128, letters],
  ]),
  product("Title", "title", 200, false),
  product("Description", "description", 10_000, true),
  product("Specification", "specification", 10_000, true),
  product("Features", "features", 10_000, true),
  ...form(CATEGORY, categoryActionSchema, { intent: "add-category" }, [
    ["Category or subcategory name", "name", 60, letters],
  ]),
  ...form(CATEGORY, categoryActionSchema, { intent: "delete-category" }, [
    ["Chosen category or subcategory", "category", 60, letters],
  ]),
  // Gujarati and Hindi: each field with its English twin's limit (docs/languages.md).
  translated("Gujarati or Hindi title", "title", 200, false),
  translated("Gujarati or Hindi description", "description", 10_000, true),
  translated("Gujarati or Hindi specification", "specification", 10_000, true),
  translated("Gujarati or Hindi features", "features", 10_000, true),
  {
    form: TRANSLATIONS,
    field: "Gujarati or Hindi photo description",
    max: 200,
    multiline: false,
    value: letters,
    check: (text) =>
      messages(productTranslationSchema.hi.safeParse({ ...translationValid, imageAlts: [text] })),
  },
  {
    form: TRANSLATIONS,
    field: "Gujarati or Hindi category or subcategory name",
    max: 60,
    multiline: false,
    value: letters,
    check: (text) => messages(nameTranslationSchema("hi").safeParse(text)),
  },
  ...form(
    "Search words (`/admin/search-words`)",
    searchWordSchema,
    { word: "pani ni motor", lang: "en", means: "pump" },
    [
      ["Word or phrase", "word", 60, letters],
      ["Means", "means", 80, letters],
    ],
  ),
  ...form(
    "Salespeople (`/admin/salespeople`)",
    salespersonSchema,
    { name: "Ravi Patel", whatsapp: "98250 41230", "state-0": "24" },
    [
      ["Name", "name", 100, letters],
      // Ten digits with spaces between: the rest of an Indian mobile number's room.
      ["WhatsApp number", "whatsapp", 32, (n) => `98250${" ".repeat(n - 10)}41230`],
      ["E-mail", "email", 254, email],
      // Districts of nine letters, commas between them.
      [
        "Districts (one area row)",
        "districts-0",
        600,
        (n) => Array.from({ length: n }, (_, i) => (i % 10 === 9 ? "," : "d")).join(""),
      ],
    ],
  ),
];

/** The rows of the table in docs/forms.md: form, field, at most, lines. */
function documentedRows(): string[][] {
  const text = readFileSync(new URL("../../docs/forms.md", import.meta.url), "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Form") && !/^\| -/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, 5)
        .map((cell) => cell.trim()),
    );
}

describe("text limits (docs/forms.md)", () => {
  it("the table documents exactly the fields checked here, with their limits", () => {
    const documented = documentedRows().map(([f, field, max, lines]) => [f, field, max, lines]);
    const checked = FIELDS.map((f) => [
      f.form,
      f.field,
      String(f.max),
      f.multiline ? "several" : "one",
    ]);
    expect(documented).toEqual(checked);
  });

  for (const f of FIELDS) {
    describe(`${f.form}: ${f.field}`, () => {
      it(`takes ${f.max} characters and refuses ${f.max + 1} with a message`, () => {
        expect(f.check(f.value(f.max))).toEqual([]);
        const refused = f.check(f.value(f.max + 1));
        expect(refused.length).toBeGreaterThan(0);
        expect(refused[0]).toMatch(new RegExp(`too long \\(${f.max} characters at most\\)`));
      });

      it("refuses NUL and other control characters with a message", () => {
        const base = f.value(12);
        for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) {
          const refused = f.check(`${base.slice(0, 5)}${control}${base.slice(5)}`);
          expect(refused[0], JSON.stringify(control)).toMatch(
            /contains invisible control characters\. Please retype it\.$/,
          );
        }
      });

      it(f.multiline ? "keeps tab and newlines" : "refuses tab and newline too", () => {
        const base = f.value(12);
        for (const whitespace of ["\t", "\n", "\r\n"]) {
          const result = f.check(`${base.slice(0, 5)}${whitespace}${base.slice(5)}`);
          if (f.multiline) expect(result).toEqual([]);
          else expect(result[0]).toMatch(/control characters/);
        }
      });
    });
  }
});
