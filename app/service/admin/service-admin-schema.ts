import { EMAIL_PATTERN, indianMobileDigits, PHONE_PATTERN } from "~/forms/contact-fields";
import { hasMarkup } from "~/forms/markup";
import { plainText, says, formText as text } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { pageField } from "~/paging/page-field";
import { readPin } from "~/places/pin";
import { POINT_KINDS, STATUSES } from "../service-fields";
import { readDay } from "../service-schema";

/**
 * The admin's after-sales forms (English, like the admin): a dealer or
 * service point, a warranty rule, a request's move, the queue's filter and
 * the first-visit target. One schema each for the browser and the action.
 */

export const SERVICE_POINT_INTENTS = ["add", "edit", "activate", "deactivate", "delete"] as const;

export type ServicePointField =
  | "name"
  | "kind"
  | "address"
  | "pin"
  | "phone"
  | "whatsapp"
  | "email"
  | "hours"
  | "categoryIds";

const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const line = (label: string, max: number) =>
  text(
    plainText(label, max).refine(
      (t) => !hasMarkup(t),
      says(`${label} cannot contain markup such as <b> or <script>`),
    ),
  );

export const servicePointSchema = z.object({
  name: line("Name", 160).pipe(z.string().min(1, says("Name is required"))),
  kind: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.enum(POINT_KINDS, says("Choose dealer, service point or both")),
  ),
  address: line("Address", 500),
  pin: text(
    plainText("PIN code", 32)
      .min(1, says("PIN code is required"))
      .refine((t) => readPin(t) !== null, says("A PIN code is six digits, such as 380001"))
      .transform((t) => readPin(t) ?? ""),
  ),
  phone: text(
    plainText("Phone", 32).refine(
      (t) => t === "" || PHONE_PATTERN.test(t),
      says("Phone number is invalid"),
    ),
  ),
  // Stored as wa.me takes it: 91 and ten digits.
  whatsapp: text(
    plainText("WhatsApp", 32)
      .refine(
        (t) => t === "" || indianMobileDigits(t) !== null,
        says("WhatsApp needs an Indian mobile number, such as 98250 12345"),
      )
      .transform((t) => (t === "" ? "" : (indianMobileDigits(t) ?? ""))),
  ),
  email: text(
    plainText("E-mail", 254).refine(
      (t) => t === "" || EMAIL_PATTERN.test(t),
      says("E-mail is invalid"),
    ),
  ),
  hours: line("Hours", 200),
  categoryIds: z.preprocess(
    asList,
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, says("Choose categories from the list"))
          .transform(Number),
      )
      .max(50, says("At most 50 categories"))
      .transform((ids) => [...new Set(ids)]),
  ),
});

export type ServicePointInput = z.infer<typeof servicePointSchema>;

export const RULE_INTENTS = ["add-rule", "delete-rule", "recheck", "delete-registration"] as const;

export type RuleField =
  | "categoryId"
  | "effectiveFrom"
  | "monthsFromInstall"
  | "monthsFromDispatch"
  | "bonusMonths"
  | "bonusWithinDays"
  | "note";

const months = (label: string, min: number, optional: boolean) =>
  text(
    z
      .string()
      .trim()
      .refine(
        (t) =>
          (optional && t === "") || (/^\d{1,3}$/.test(t) && Number(t) >= min && Number(t) <= 240),
        says(`${label}: a whole number of months, ${min} to 240${optional ? ", or empty" : ""}`),
      )
      .transform((t) => (t === "" ? null : Number(t))),
  );

export const ruleSchema = z.object({
  // Empty: every category without a rule of its own.
  categoryId: text(
    z
      .string()
      .regex(/^(|[1-9]\d{0,8})$/, says("Choose a category from the list"))
      .transform((t) => (t === "" ? null : Number(t))),
  ),
  effectiveFrom: text(
    z
      .string()
      .refine((t) => readDay(t) !== null, says("From: a date such as 2026-04-01"))
      .transform((t) => readDay(t) ?? ""),
  ),
  monthsFromInstall: months("Months from installation", 1, false),
  monthsFromDispatch: months("Months from dispatch", 1, true),
  bonusMonths: months("Bonus months", 0, true),
  bonusWithinDays: text(
    z
      .string()
      .trim()
      .refine(
        (t) => t === "" || (/^\d{1,4}$/.test(t) && Number(t) <= 3650),
        says("Registered within: a number of days, 0 to 3650"),
      )
      .transform((t) => (t === "" ? 0 : Number(t))),
  ),
  note: line("Note", 300),
});

export type RuleInput = z.infer<typeof ruleSchema>;

export const REQUEST_INTENTS = ["assign", "move", "target"] as const;

/** A request's status change (or a note alone, with the status kept), with the visit's day. */
export const moveSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.enum(STATUSES, says("Choose a status")),
  ),
  visitOn: text(
    z
      .string()
      .refine((t) => t === "" || readDay(t) !== null, says("Visit: a date such as 2026-12-02"))
      .transform((t) => (t === "" ? null : readDay(t))),
  ),
  note: text(plainText("Note", 1000, { multiline: true })),
});

export type MoveInput = z.infer<typeof moveSchema>;

export const targetSchema = z.object({
  days: text(
    z
      .string()
      .trim()
      .refine(
        (t) => /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 60,
        says("The target is 1 to 60 days"),
      )
      .transform(Number),
  ),
});

/** The queue's GET filter. */
export const queueFilterSchema = z.object({
  status: z
    .string()
    .optional()
    .transform(
      (v) =>
        (v === "all" || (STATUSES as readonly string[]).includes(v ?? "") ? v : "open") as
          | "open"
          | "all"
          | (typeof STATUSES)[number],
    ),
  point: z
    .string()
    .optional()
    .transform((v) => (v && /^(none|[1-9]\d{0,8})$/.test(v) ? v : "")),
  overdue: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  q: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .replace(/[\p{Cc}]/gu, "")
        .trim()
        .slice(0, 80),
    ),
  page: pageField,
});

export type QueueFilter = z.infer<typeof queueFilterSchema>;
