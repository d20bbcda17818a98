import { z } from "zod";
import { formatNumber } from "~/format/number-format";

// zod 4 probes for `new Function` (its faster "JIT" parsers) on first use; in the
// browser our Content-Security-Policy (no 'unsafe-eval') refuses it, and Chrome
// reports a CSP issue on every page that validates a form. Plain parsers suffice.
z.config({ jitless: true, customError: fallbackMessage });

/** zod, configured for our CSP and our words: import it from here, never from "zod". */
export { z };

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

const count = (n: unknown) => (typeof n === "number" ? formatNumber(n) : String(n));

/**
 * A sentence for a check that has no message of its own. Every field a person
 * fills in has its own messages (docs/forms.md); this only answers what a form
 * never sends (a missing field, a list too long, an option that is not offered),
 * so that no one ever reads zod's own wording ("Too big: expected array to have
 * <=10000 items"). A check's own message always wins.
 */
function fallbackMessage(issue: Issue): string {
  const { minimum, maximum, origin, values, input } = issue as Issue & {
    minimum?: unknown;
    maximum?: unknown;
    origin?: string;
    values?: unknown[];
  };
  switch (issue.code) {
    case "invalid_type":
      return input === undefined ? "This is required." : "This value could not be read.";
    case "too_big":
      if (origin === "string") return `This is too long (${count(maximum)} characters at most).`;
      if (origin === "array" || origin === "set")
        return `Too many at once (${count(maximum)} at most).`;
      return `This is more than the most allowed, ${count(maximum)}.`;
    case "too_small":
      if (origin === "string") {
        return minimum === 1
          ? "This is required."
          : `This is too short (at least ${count(minimum)} characters).`;
      }
      if (origin === "array" || origin === "set") return `Choose at least ${count(minimum)}.`;
      return `This is less than the least allowed, ${count(minimum)}.`;
    case "invalid_value":
      return values && values.length <= 8
        ? `Choose one of: ${values.map(String).join(", ")}.`
        : "Choose one of the options offered.";
    case "invalid_format":
      return "This is not written in the expected form.";
    case "not_multiple_of":
      return "This number does not fit the steps allowed.";
    case "unrecognized_keys":
      return "This form has fields it does not expect.";
    default:
      return "This value could not be read.";
  }
}
