import { asciiDigits } from "~/format/digits";
import { indiaDay } from "~/format/india-time";
import { phoneField } from "~/forms/contact-fields";
import { hasMarkup } from "~/forms/markup";
import { plainText, says, formText as text } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { readPin } from "~/places/pin";
import { readSerial } from "./serial-number";
import { SERVICE_LIMITS, SYMPTOMS } from "./service-fields";
import { isCalendarDay } from "./warranty-terms";

/**
 * The after-sales forms (docs/after-sales.md): warranty registration, a
 * service request and a customer's note on one, one schema each for the
 * browser and the action. What only the server knows — the PIN in India
 * Post's directory, the serial in our records, its dispatch date, a serial
 * already registered — is checked by the server's functions after these.
 * Isomorphic: no Node imports here.
 */

/** The earliest installation day taken: older units are past any warranty. */
const EARLIEST_DAY = "2000-01-01";

/**
 * A day as typed: YYYY-MM-DD (what a date picker posts) or DD-MM-YYYY and
 * DD/MM/YYYY (what people write), in any script's digits; null when it is not
 * a real calendar day ("30/02/2026").
 */
export function readDay(typed: string): string | null {
  const t = asciiDigits(typed).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  const [y, mo, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !mo || !d) return null;
  const day = `${y}-${mo.padStart(2, "0")}-${d.padStart(2, "0")}`;
  return isCalendarDay(day) ? day : null;
}

function required(label: () => string, max: number, missing: () => string) {
  return text(
    plainText(label, max)
      .min(1, says(missing))
      .refine(
        (t) => !hasMarkup(t),
        says(() => m.service_markup({ label: label() })),
      ),
  );
}

const name = required(m.forms_label_name, SERVICE_LIMITS.name, m.forms_name_required);

const pin = text(
  plainText(m.service_label_pin, SERVICE_LIMITS.pin)
    .min(1, says(m.service_pin_required))
    .refine((t) => readPin(t) !== null, says(m.service_pin_invalid))
    .transform((t) => readPin(t) ?? ""),
);

const serial = text(
  plainText(m.service_label_serial, SERVICE_LIMITS.serial)
    .min(1, says(m.service_serial_required))
    .refine((t) => readSerial(t) !== null, says(m.service_serial_invalid))
    .transform((t) => readSerial(t) ?? ""),
);

/** A serial that may be left out (the model is chosen instead). */
const optionalSerial = text(
  plainText(m.service_label_serial, SERVICE_LIMITS.serial)
    .refine((t) => t === "" || readSerial(t) !== null, says(m.service_serial_invalid))
    .transform((t) => (t === "" ? null : readSerial(t))),
);

const note = (label: () => string) =>
  text(plainText(label, SERVICE_LIMITS.note, { multiline: true }));

/**
 * A form's one-time key, written into the page when it is shown: a repeated
 * post (a double tap, a reload, a replay) finds the record the first made.
 */
const submission = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, says(m.service_form_expired)),
);

/** `today`: India's day, the latest an installation can be. */
export function registrationSchema(today = indiaDay(Date.now())) {
  return z.object({
    serial,
    name,
    phone: text(phoneField),
    pin,
    installedOn: text(
      plainText(m.service_label_installed_on, 32)
        .min(1, says(m.service_installed_required))
        .refine((t) => readDay(t) !== null, says(m.service_installed_invalid))
        .transform((t) => readDay(t) ?? "")
        .refine((d) => d <= today, says(m.service_installed_future))
        .refine((d) => d >= EARLIEST_DAY, says(m.service_installed_too_old)),
    ),
    dealer: text(
      plainText(m.service_label_dealer, SERVICE_LIMITS.dealer).refine(
        (t) => !hasMarkup(t),
        says(() => m.service_markup({ label: m.service_label_dealer() })),
      ),
    ),
    submission,
  });
}

export const requestSchema = z
  .object({
    serial: optionalSerial,
    // A product id from the form's list; that it exists is the server's check.
    model: text(z.string().max(200, says(m.service_model_unknown))).transform((t) =>
      t === "" ? null : t,
    ),
    symptom: z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z.enum(SYMPTOMS, says(m.service_symptom_required)),
    ),
    note: note(m.service_label_note),
    name,
    phone: text(phoneField),
    pin,
    submission,
  })
  .superRefine((v, ctx) => {
    if (v.serial === null && v.model === null)
      ctx.addIssue({ code: "custom", path: ["serial"], message: m.service_serial_or_model() });
  });

/** A customer's note on their request; the photos alone may say it. */
export const noteSchema = z.object({
  note: note(m.service_label_your_note),
  submission,
});
