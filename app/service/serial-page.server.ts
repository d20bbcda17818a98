import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { indiaDayStart, localDateLong } from "~/format/india-time";
import { formatQuantity } from "~/format/numbers";
import { serialCurvePath, serialPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { readSerial } from "./serial-number";
import { newSubmissionKey, registrationStart, serialPage } from "./warranty.server";

/**
 * A serial's page (/u/:serial) as its loader answers it (docs/after-sales.md
 * "Serial numbers"): the model, its datasheet and curve, the warranty's state
 * and why, every sentence written here in the page's language; with
 * `?register`, what the registration form starts from. Never a name or a phone.
 */

/** A day's words in the page's language: "15 January 2027", "15 જાન્યુઆરી 2027". */
export function dayWords(day: string, style: FormatStyle): string {
  return localDateLong(indiaDayStart(day) ?? 0, style);
}

export type SerialPageData =
  | { kind: "malformed" }
  | ({
      kind: "register";
      serial: string;
      serialHref: string;
      today: string;
      submission: string;
    } & Awaited<ReturnType<typeof registrationStart>>)
  | {
      kind: "serial";
      serial: string;
      serialHref: string;
      curveSrc: string;
      known: boolean;
      model: string;
      product: Awaited<ReturnType<typeof serialPage>>["product"];
      curve: boolean;
      /** "Dispatched from our factory on …", when we know. */
      dispatched: string | null;
      state: Awaited<ReturnType<typeof serialPage>>["warranty"]["state"];
      /** "In warranty until …" and the like. */
      headline: string;
      /** Why it ends then: the term, its start, a bonus. */
      why: string[];
      /** After a registration: thanks, and whether we check it first. */
      banner: string | null;
    };

export type SerialOutcome =
  | { kind: "redirect"; to: string }
  | { kind: "page"; status: 200 | 404; data: SerialPageData };

/** Why the warranty ends when it does, a clause each. */
function whyItEnds(
  w: Awaited<ReturnType<typeof serialPage>>["warranty"],
  style: FormatStyle,
): string[] {
  if (w.state !== "active" && w.state !== "ended") return [];
  const q = (n: number) => formatQuantity(n, style, 0);
  const term =
    w.basis === "replacement"
      ? m.service_why_replacement({ serial: w.replaces ?? "" })
      : w.basis === "dispatch"
        ? m.service_why_dispatch({
            months: q(w.termMonths),
            day: dayWords(w.dispatchedOn ?? "", style),
          })
        : m.service_why_install({ months: q(w.termMonths), day: dayWords(w.installedOn, style) });
  return [term, ...(w.bonusMonths > 0 ? [m.service_why_bonus({ months: q(w.bonusMonths) })] : [])];
}

/**
 * What /u/:serial answers: a malformed serial is a 404 page; one typed
 * another way (lower case, native digits) goes to the nameplate's spelling.
 */
export async function serialPageData(
  db: DB,
  typed: string,
  url: URL,
  style: FormatStyle,
  today: string,
): Promise<SerialOutcome> {
  const serial = readSerial(typed);
  if (!serial) return { kind: "page", status: 404, data: { kind: "malformed" } };
  if (serial !== typed) return { kind: "redirect", to: `${serialPath(serial)}${url.search}` };
  const locale = style.locale;
  const serialHref = serialPath(serial);
  if (url.searchParams.has("register")) {
    const start = await registrationStart(db, serial, locale);
    return {
      kind: "page",
      status: 200,
      data: {
        kind: "register",
        serial,
        serialHref,
        today,
        submission: newSubmissionKey(),
        ...start,
      },
    };
  }
  const page = await serialPage(db, serial, locale, today);
  const w = page.warranty;
  return {
    kind: "page",
    status: 200,
    data: {
      kind: "serial",
      serial,
      serialHref,
      curveSrc: serialCurvePath(serial, locale),
      known: page.known,
      model: page.model,
      product: page.product,
      curve: page.curve,
      dispatched: page.dispatchedOn
        ? m.service_dispatched_on({ day: dayWords(page.dispatchedOn, style) })
        : null,
      state: w.state,
      headline:
        w.state === "active"
          ? m.service_warranty_active({ day: dayWords(w.endsOn, style) })
          : w.state === "ended"
            ? m.service_warranty_ended({ day: dayWords(w.endsOn, style) })
            : w.state === "review"
              ? m.service_warranty_review({ day: dayWords(w.registeredOn, style) })
              : m.service_warranty_none(),
      why: whyItEnds(w, style),
      banner: url.searchParams.has("registered")
        ? m.service_registered_banner()
        : url.searchParams.has("review")
          ? m.service_review_banner()
          : null,
    },
  };
}
