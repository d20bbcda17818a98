import { PREFIXED_LOCALES } from "~/i18n/locales";
import routes from "../routes";

/**
 * Every route of the URL map with hostile values in its path, its query (and its
 * data request) and its form fields; walked over plain HTTP by
 * tests/http/hostile-input.test.ts, on SQLite and on PostgreSQL.
 * Nothing here asserts: `hostileFailures` lists the answers that were server
 * errors, and each caller expects that list to be empty.
 */
interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function paths(entries: RouteEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.path !== undefined ? [`/${e.path}`] : e.children ? [] : ["/"]),
    ...paths(e.children ?? []),
  ]);
}

/** The admin's live-refresh stream never ends: it is checked on its own. */
export const STREAM = "/api/admin/events";
export const ROUTES = [...new Set(paths(routes as RouteEntry[]))].filter((r) => r !== STREAM);

/** Raw, already percent-encoded where they must be, so malformed encodings reach the server. */
export const VALUES = [
  "%00",
  "pump%00x",
  "%",
  "%E0%A4",
  "%ED%A0%80",
  "%F0%9F%9A%B0",
  "%22%3E%3Cscript%3E",
  "..%2F..%2Fetc%2Fpasswd",
  "%E3%80%82",
  "%E0%AA%AA%E0%AA%82%E0%AA%AA",
  "-1",
  "1e309",
  "NaN",
  "99999999999999999999",
  "a".repeat(3000),
  "%0D%0ASet-Cookie:x=1",
  "%09%2F%2Fevil.test",
  "%5B%5D",
  "NEAR(pump%20motor)",
];

const PARAMS = [
  "q",
  "page",
  "sort",
  "category",
  "subcategory",
  "redirectTo",
  "ids",
  "image",
  "ref",
  "product",
  "head",
  "discharge",
  "phase",
  "type",
  "part",
  "show",
  "need",
  "power_min",
  "power_max",
  "pipe",
  "borewell",
  "only",
  "status",
  "kind",
  "from",
  "to",
  "action",
  "mode",
  "change",
  "index",
  "_routes",
  "lang",
  "edit",
  "saved",
];

/** Raw strings for form bodies (URLSearchParams encodes them). */
// Long enough for every field's limit, short enough that the server reads the whole body before answering.
const FORM_VALUES = ["\u0000", "pump\u0000x", "\uD800", '">', "-1", "1e309", "a".repeat(3000)];
const FIELDS = [
  "intent",
  "id",
  "ids",
  "q",
  "name",
  "email",
  "password",
  "phone",
  "companyName",
  "message",
  "fullname",
  "number",
  "category",
  "subcategory",
  "redirectTo",
  "title",
  "price",
  "star",
  "review",
  "type",
  "slot",
  "mediaId",
  "status",
  "items",
  "userId",
  "mode",
  "change",
  "updatedAt",
  "via",
  "kind",
  "product",
  "word",
  "lang",
  "means",
];

/**
 * For the Gujarati and Hindi copies of a page (the same route module as its English address,
 * docs/languages.md), the values that reach the language prefix's own handling: malformed and
 * forbidden encodings, a huge segment, a header split, a number that is none. Every other value
 * is walked on the English address of the same module.
 */
const PREFIXED_VALUES = ["%00", "%", "%ED%A0%80", "a".repeat(3000), "%0D%0ASet-Cookie:x=1", "NaN"];

/**
 * A page's data request (`.data`) runs the same loader with the same query as its document, so
 * it is walked with the values that reach its own reading of the address (React Router's
 * `_routes`, the encodings); the document request carries every value.
 */
const DATA_VALUES = ["%00", "%", "%ED%A0%80", "a".repeat(3000), "%5B%5D", "NaN"];

function addresses(route: string): string[] {
  const withValue = (v: string) => route.replace(/:[^/]+/g, v).replace("*", `nope/${v}`);
  const query = (v: string) => PARAMS.map((k) => `${k}=${v}`).join("&");
  const values = PREFIXED_LOCALES.some((l) => route === `/${l}` || route.startsWith(`/${l}/`))
    ? PREFIXED_VALUES
    : VALUES;
  const plain = withValue("x");
  const data = plain === "/" ? "/_.data" : `${plain}.data`;
  return values.flatMap((v) => [
    withValue(v),
    `${plain}?${query(v)}`,
    ...(DATA_VALUES.includes(v) ? [`${data}?${query(v)}`] : []),
  ]);
}

/** What an admin reaches that a visitor does not: the admin's pages and files, and the account pages. */
export const SIGNED_IN_ROUTES = ROUTES.filter((r) =>
  /^\/(admin|api\/admin|AddProductPage|AddUpdateImage|update-product|user|cart|sign-in)/.test(r),
);

/** An answer: Playwright's APIResponse or the in-process tests' HttpResponse. */
interface Answer {
  status(): number;
  url(): string;
  dispose?(): Promise<void>;
}

/** A client: Playwright's `request` or the in-process tests' HttpClient. */
export interface WalkClient {
  get(url: string, options: { maxRedirects: number }): Promise<Answer>;
  post(
    url: string,
    options: { form: Record<string, string>; maxRedirects: number },
  ): Promise<Answer>;
}

/** Walks `routes` with hostile input; the answers that were server errors, as lines to read. */
export async function hostileFailures(
  request: WalkClient,
  method: "GET" | "POST",
  routes = ROUTES,
): Promise<string[]> {
  const failures: string[] = [];
  const jobs = routes.flatMap((route) =>
    method === "GET"
      ? addresses(route).map((url) => () => request.get(url, { maxRedirects: 0 }))
      : FORM_VALUES.map((v) => () => {
          const form: Record<string, string> = {};
          for (const f of FIELDS) form[f] = v;
          return request.post(route.replace(/:[^/]+/g, "x").replace("*", "nope"), {
            form,
            maxRedirects: 0,
          });
        }),
  );
  // Eight at a time: a busy visitor, not a load test.
  for (let i = 0; i < jobs.length; i += 8) {
    const answers = await Promise.all(jobs.slice(i, i + 8).map((job) => job()));
    for (const res of answers) {
      if (res.status() >= 500)
        failures.push(`${method} ${res.status()} ${res.url().slice(0, 200)}`);
      await res.dispose?.();
    }
  }
  return failures;
}
