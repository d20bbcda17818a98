import type { ServiceStatus, ServiceSymptom } from "~/db/schema";
import type { FieldErrors } from "~/forms/field-errors";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * After-sales' fixed choices and limits, without zod: pages render from these
 * and load the schemas (service-schema.ts) when a form is first used.
 */

export const POINT_KINDS = ["dealer", "service", "both"] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export const KIND_LABEL: Record<PointKind, typeof m.service_kind_dealer> = {
  dealer: m.service_kind_dealer,
  service: m.service_kind_service,
  both: m.service_kind_both,
};

/** The symptoms a customer picks from (issue 40), in the order the form lists them. */
export const SYMPTOMS = [
  "no-start",
  "trips",
  "low-water",
  "noise",
  "burnt-smell",
  "leak",
  "other",
] as const satisfies readonly ServiceSymptom[];

export const SYMPTOM_LABEL: Record<ServiceSymptom, typeof m.service_symptom_no_start> = {
  "no-start": m.service_symptom_no_start,
  trips: m.service_symptom_trips,
  "low-water": m.service_symptom_low_water,
  noise: m.service_symptom_noise,
  "burnt-smell": m.service_symptom_burnt_smell,
  leak: m.service_symptom_leak,
  other: m.service_symptom_other,
};

/** A request's way: received → assigned → visit scheduled → resolved → closed. */
export const STATUSES = [
  "received",
  "assigned",
  "visit",
  "resolved",
  "closed",
] as const satisfies readonly ServiceStatus[];

export const STATUS_LABEL: Record<ServiceStatus, typeof m.service_status_received> = {
  received: m.service_status_received,
  assigned: m.service_status_assigned,
  visit: m.service_status_visit,
  resolved: m.service_status_resolved,
  closed: m.service_status_closed,
};

/** Still waiting for someone to act. */
export const OPEN_STATUSES = ["received", "assigned", "visit"] as const;

/** The most each field takes (docs/forms.md). */
export const SERVICE_LIMITS = {
  name: 120,
  pin: 32,
  serial: 64,
  dealer: 160,
  note: 1000,
  photos: 3,
} as const;

export type RegistrationField =
  | "serial"
  | "name"
  | "phone"
  | "pin"
  | "installedOn"
  | "dealer"
  | "invoice";
export type RequestField =
  | "serial"
  | "model"
  | "symptom"
  | "note"
  | "name"
  | "phone"
  | "pin"
  | "photos";
export type NoteField = "note" | "photos";

/** What a visitor typed, shown back after a refused post (no JavaScript). */
export type Values<K extends string> = Partial<Record<K, string>>;

/** A refused post's answer: each field's message, what was typed, and a message for the form. */
export interface Refused<K extends string> {
  errors: FieldErrors<K>;
  values: Values<K>;
  formError?: string;
}

/** A request's reference a customer can quote on the phone: SR-00012. */
export function requestReference(id: number): string {
  return `SR-${String(id).padStart(5, "0")}`;
}
