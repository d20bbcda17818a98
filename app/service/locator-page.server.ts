import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { m } from "~/i18n/paraglide/messages.js";
import { type LocatorAnswer, type LocatorQuery, locate, readLocatorQuery } from "./locator.server";
import { readSerial } from "./serial-number";

/**
 * /service as its loader answers it (docs/after-sales.md "The locator"): the
 * PIN form's answer, the serial look-up (a serial goes to its page), and what
 * the page shows when the address has asked too often.
 */

export interface LocatorPageData {
  query: LocatorQuery;
  answer: LocatorAnswer | null;
  /** The serial look-up's message when the typed text is not a serial. */
  serialError: string | null;
  typedSerial: string | null;
  /** Too many look-ups: the sentence saying when to try again. */
  busy: string | null;
}

/** Whether the address asks for a look-up (a PIN or a serial): those count against a limit. */
export function asksLookup(params: URLSearchParams): boolean {
  return params.get("serial") !== null || (params.get("pin") ?? "").trim() !== "";
}

/** The page with the form as typed and, instead of an answer, `busy`. */
export function busyLocator(params: URLSearchParams, busy: string): LocatorPageData {
  return {
    query: readLocatorQuery(params),
    answer: null,
    serialError: null,
    typedSerial: params.get("serial"),
    busy,
  };
}

export type LocatorOutcome =
  | { kind: "serial"; serial: string }
  | { kind: "page"; status: 200 | 400; data: LocatorPageData };

/**
 * What /service answers for its address: a well-formed serial goes to its own
 * page; otherwise the page, with the nearest points to the PIN typed (400
 * when the PIN or the serial could not be read, with the state's list).
 */
export async function locatorPage(
  db: DB,
  params: URLSearchParams,
  style: FormatStyle,
  site: { gstin: string },
): Promise<LocatorOutcome> {
  const typedSerial = params.get("serial");
  if (typedSerial !== null) {
    const serial = readSerial(typedSerial);
    if (serial) return { kind: "serial", serial };
  }
  const query = readLocatorQuery(params);
  const answer = await locate(db, query, style, site);
  const serialError = typedSerial !== null ? m.service_serial_invalid() : null;
  return {
    kind: "page",
    status: answer.problem || serialError ? 400 : 200,
    data: { query, answer, serialError, typedSerial, busy: null },
  };
}
