import type { RoutingArea } from "~/enquiries/routing";
import { districtKey } from "~/enquiries/routing";
import { EMAIL_MAX, EMAIL_PATTERN, indianMobileDigits, PHONE_MAX } from "~/forms/contact-fields";
import { GST_STATES } from "~/forms/gstin";
import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { ADMIN } from "~/http/paths";

/**
 * The salespeople's admin form (/admin/salespeople, docs/admin-leads.md
 * "Salespeople and routing"): one schema for the browser and the action, and
 * the page's words. Isomorphic: no server imports here.
 *
 * The form is flat, so the browser reads it as the server does
 * (`Object.fromEntries` of the form): name, whatsapp, email; area rows
 * `state-N` (a GST state code) with `districts-N` (commas between districts,
 * empty: the whole state); and one `category-ID` box per category.
 */

export const SALESPERSON_LIMITS = {
  name: 100,
  /** One row's districts, commas between them. */
  districts: 600,
  district: 60,
  /** Area rows a form may post. */
  rows: 40,
  /** Areas (a state, or a district) one salesperson may cover. */
  areas: 200,
  categories: 200,
} as const;

export const SALESPERSON_INTENTS = [
  "add",
  "edit",
  "activate",
  "deactivate",
  "delete",
  "invite",
] as const;
export type SalespersonIntent = (typeof SALESPERSON_INTENTS)[number];

/** Every message the page shows (ours: the spec has no salespeople). */
export const SALESPERSON_TEXT = {
  nameRequired: "Enter the salesperson's name.",
  whatsappRequired: "Enter the salesperson's WhatsApp number.",
  whatsappInvalid:
    "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.",
  emailInvalid: "Enter an e-mail address like name@example.com, or leave it empty.",
  stateUnknown: "Choose a state from the list.",
  stateMissing: "Choose the state these districts are in.",
  districtTooLong: `A district is at most ${SALESPERSON_LIMITS.district} characters: put commas between districts.`,
  tooManyAreas: `At most ${SALESPERSON_LIMITS.areas} areas: cover a whole state instead of its districts.`,
  tooManyCategories: `At most ${SALESPERSON_LIMITS.categories} categories.`,
  categoryGone: "A chosen category no longer exists: reload the page and choose again.",
  failed: "Failed to save the salesperson.",
  added: (name: string) => `Salesperson “${name}” added successfully!`,
  updated: (name: string) => `Salesperson “${name}” updated successfully!`,
  unchanged: (name: string) => `Salesperson “${name}” was not changed.`,
  activated: (name: string) => `${name} takes new enquiries again.`,
  deactivated: (name: string) => `${name} no longer takes new enquiries; their leads stay theirs.`,
  deleted: (name: string) => `Salesperson “${name}” deleted successfully!`,
  hasLeads: (name: string, leads: number) =>
    `${name} owns ${leads === 1 ? "1 lead" : `${leads} leads`}, so they cannot be deleted: deactivate them instead (their leads stay theirs), or re-assign those leads first.`,
  notFound: "This salesperson no longer exists: someone may have deleted them.",
  districtUnknown: (typed: string, state: string, nearest: readonly string[]) =>
    `“${typed}” is not a district of ${state} in India Post's directory.${
      nearest.length > 0 ? ` Did you mean ${nearest.join(" or ")}?` : ""
    } Choose one from the list.`,
  inviteNeedsEmail: "Give the salesperson an e-mail address first: they sign in with it.",
  inviteEmailTaken: (email: string) =>
    `${email} already signs in as a customer or an admin: give this salesperson another e-mail address, or ask the catalogue owner to change that account on the People page.`,
  inviteEmailLinked: (email: string) =>
    `${email} already signs in as another salesperson: each salesperson has an account of their own.`,
  invited: (name: string) =>
    `${name} can now sign in. Copy the link below and hand it over: it sets their password, works once, for 7 days, and is shown only once.`,
  adminsOnly: "Only admins can change the salespeople.",
  unknownRequest: "Unknown request",
} as const;

/** GST states, by name, for the area rows' choices. */
export const STATE_CHOICES = Object.entries(GST_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

export const stateName = (code: string) => GST_STATES[code] ?? code;

/** "919825041230" → "+91 98250 41230". */
export function formatWhatsapp(digits: string): string {
  return /^91\d{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

const tidy = (text: string) => text.normalize("NFC").replace(/\s+/gu, " ");

const name = formText(
  plainText("Name", SALESPERSON_LIMITS.name, { noMarkup: true }).min(
    1,
    says(SALESPERSON_TEXT.nameRequired),
  ),
).transform(tidy);

// The site's phone rules (contact-fields.ts), then an Indian mobile, stored as wa.me takes it.
const whatsapp = formText(
  plainText("WhatsApp number", PHONE_MAX).min(1, says(SALESPERSON_TEXT.whatsappRequired)),
).transform((text, ctx) => {
  const digits = indianMobileDigits(text);
  if (digits) return digits;
  ctx.addIssue({ code: "custom", message: SALESPERSON_TEXT.whatsappInvalid });
  return z.NEVER;
});

const email = formText(
  plainText("E-mail", EMAIL_MAX).refine(
    (v) => v === "" || EMAIL_PATTERN.test(v),
    says(SALESPERSON_TEXT.emailInvalid),
  ),
);

const districtsText = plainText("Districts", SALESPERSON_LIMITS.districts, { noMarkup: true });

/** What a form post holds, read into rows and category ids (anything else is dropped). */
function readForm(input: unknown) {
  const form = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
  const rows: { row: number; state: string; districts: string }[] = [];
  for (let row = 0; row < SALESPERSON_LIMITS.rows; row++) {
    const state = text(`state-${row}`).trim();
    const districts = text(`districts-${row}`);
    if (state !== "" || districts.trim() !== "") rows.push({ row, state, districts });
  }
  const categoryIds = Object.keys(form)
    .map((key) => /^category-(\d{1,9})$/.exec(key)?.[1])
    .filter((id): id is string => id !== undefined && Number(id) > 0)
    .map(Number);
  return {
    name: form.name,
    whatsapp: form.whatsapp,
    email: form.email,
    rows,
    categoryIds: [...new Set(categoryIds)].sort((a, b) => a - b),
  };
}

type Row = ReturnType<typeof readForm>["rows"][number];

/** An area as the form gives it: with the row it came from, so a district found unknown later names its field. */
export type PostedArea = RoutingArea & { row: number };

/** A row's areas, or its problem as [field, message] (so it shows beside that field). */
function rowAreas(row: Row): PostedArea[] | [string, string] {
  const districts = districtsText.safeParse(row.districts);
  if (!districts.success)
    return [`districts-${row.row}`, districts.error.issues[0]?.message ?? SALESPERSON_TEXT.failed];
  if (row.state === "") return [`state-${row.row}`, SALESPERSON_TEXT.stateMissing];
  if (!Object.hasOwn(GST_STATES, row.state))
    return [`state-${row.row}`, SALESPERSON_TEXT.stateUnknown];
  const names = districts.data
    .split(/[,;]/u)
    .map((d) => tidy(d).trim())
    .filter(Boolean);
  if (names.some((d) => d.length > SALESPERSON_LIMITS.district))
    return [`districts-${row.row}`, SALESPERSON_TEXT.districtTooLong];
  if (names.length === 0) return [{ stateCode: row.state, district: null, row: row.row }];
  return names.map((district) => ({ stateCode: row.state, district, row: row.row }));
}

const isProblem = (r: PostedArea[] | [string, string]): r is [string, string] =>
  typeof r[0] === "string";

/** Every row's areas (none of them when a row has a problem). */
function areasOf(rows: readonly Row[]): { areas: PostedArea[]; problems: [string, string][] } {
  const results = rows.map(rowAreas);
  const problems = results.filter(isProblem);
  const areas = uniqueAreas(results.filter((r) => !isProblem(r)).flat() as PostedArea[]);
  if (problems.length === 0 && areas.length > SALESPERSON_LIMITS.areas)
    problems.push(["areas", SALESPERSON_TEXT.tooManyAreas]);
  return { areas, problems };
}

/** Areas without repeats (a district compared without regard to case), in the order given. */
export function uniqueAreas<A extends RoutingArea>(areas: readonly A[]): A[] {
  const seen = new Set<string>();
  return areas.filter((a) => {
    const key = `${a.stateCode}|${a.district === null ? "" : (a.districtKey ?? districtKey(a.district))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A salesperson as the add and edit forms send them. The area rows are checked
 * whatever the other fields hold (`when`), so every problem shows at once.
 */
export const salespersonSchema = z.preprocess(
  readForm,
  z
    .object({
      name,
      whatsapp,
      email,
      rows: z.array(z.object({ row: z.number(), state: z.string(), districts: z.string() })),
      categoryIds: z
        .array(z.number())
        .max(SALESPERSON_LIMITS.categories, says(SALESPERSON_TEXT.tooManyCategories)),
    })
    .superRefine(
      (form, ctx) => {
        for (const [field, message] of areasOf(form.rows).problems)
          ctx.addIssue({ code: "custom", path: [field], message });
      },
      { when: (payload) => Array.isArray((payload.value as { rows?: unknown } | null)?.rows) },
    )
    .transform(({ rows, ...fields }) => ({ ...fields, areas: areasOf(rows).areas })),
);
export type SalespersonInput = z.output<typeof salespersonSchema>;
/** The form's fields that can show a message (`state-N`, `districts-N` for the area rows). */
export type SalespersonField =
  | "name"
  | "whatsapp"
  | "email"
  | "areas"
  | "categoryIds"
  | `state-${number}`
  | `districts-${number}`;

/** A salesperson as the page shows them. */
export interface Salesperson {
  id: number;
  name: string;
  /** Digits with the country code. */
  whatsapp: string;
  email: string;
  active: boolean;
  /** None: everywhere. */
  areas: RoutingArea[];
  /** None: every category. */
  categories: { id: number; name: string }[];
  /** Leads they own, and those assigned in the last 30 days. */
  leads: number;
  recentLeads: number;
  updatedAt: number;
  /** The account they sign in with (role salesperson), or null. */
  account: { email: string; lastSignInAt: number | null; disabled: boolean } | null;
}

/** A district that matched none of the directory's (from before districts were chosen from it). */
export const isUnmatched = (a: RoutingArea) => a.district !== null && a.districtKey === null;

/** One line per state: "Gujarat: Rajkot, Morbi", "Maharashtra (whole state)"; none: everywhere. */
export function areaLines(areas: readonly RoutingArea[]): string[] {
  const byState = new Map<string, { whole: boolean; districts: string[] }>();
  for (const a of areas) {
    const entry = byState.get(a.stateCode) ?? { whole: false, districts: [] };
    if (a.district === null) entry.whole = true;
    else entry.districts.push(isUnmatched(a) ? `${a.district} (not in the directory)` : a.district);
    byState.set(a.stateCode, entry);
  }
  return [...byState].flatMap(([code, { whole, districts }]) => [
    ...(whole ? [`${stateName(code)} (whole state)`] : []),
    ...(districts.length > 0 ? [`${stateName(code)}: ${districts.join(", ")}`] : []),
  ]);
}

/** The values a form starts from: a salesperson's, or what a refused post sent. */
export interface SalespersonFormValues {
  name: string;
  whatsapp: string;
  email: string;
  rows: { state: string; districts: string }[];
  categoryIds: number[];
}

export const BLANK_SALESPERSON: SalespersonFormValues = {
  name: "",
  whatsapp: "",
  email: "",
  rows: [],
  categoryIds: [],
};

/** A salesperson's form values: one row per state (whole-state and districts apart). */
export function salespersonFormValues(s: Salesperson): SalespersonFormValues {
  const rows: { state: string; districts: string }[] = [];
  const districts = new Map<string, string[]>();
  for (const a of s.areas) {
    if (a.district === null) rows.push({ state: a.stateCode, districts: "" });
    else districts.set(a.stateCode, [...(districts.get(a.stateCode) ?? []), a.district]);
  }
  for (const [state, names] of districts) rows.push({ state, districts: names.join(", ") });
  return {
    name: s.name,
    whatsapp: formatWhatsapp(s.whatsapp),
    email: s.email,
    rows,
    categoryIds: s.categories.map((c) => c.id),
  };
}

/** What a refused post sent, to fill the form again. */
export function postedFormValues(values: Record<string, string>): SalespersonFormValues {
  const read = readForm(values);
  const rows: { state: string; districts: string }[] = [];
  for (const r of read.rows) {
    while (rows.length < r.row) rows.push({ state: "", districts: "" });
    rows.push({ state: r.state, districts: r.districts });
  }
  return {
    name: values.name ?? "",
    whatsapp: values.whatsapp ?? "",
    email: values.email ?? "",
    rows,
    categoryIds: read.categoryIds,
  };
}

/** The page's address, with extras (`edit`, `saved`) and an anchor. */
export function salespeopleHref(extra: Record<string, string> = {}, hash = ""): string {
  const query = new URLSearchParams(extra).toString();
  return `${ADMIN.salespeople}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The id of a salesperson's row on the page, so a saved or edited one is scrolled to. */
export const salespersonAnchor = (id: number) => `salesperson-${id}`;
