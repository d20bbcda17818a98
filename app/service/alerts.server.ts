import { queueStaffAlert } from "~/alerts/staff-alerts.server";
import type { DB } from "~/db/db.server";
import { indiaDayText } from "~/format/india-time";
import { adminServiceRequestPath, serviceTrackPath } from "~/http/paths";
import { localisePath } from "~/i18n/locales";
import { readOutboxConfig } from "~/outbox/outbox.server";
import { requestReference } from "./service-fields";

/**
 * Alerts about service requests (docs/after-sales.md, "Alerts"). Each alert-worthy event — a
 * new request (routed or not), an assignment, a status change, a customer's note — queues its
 * messages in the event's own transaction, through the shop's one outbox (app/outbox/), so no
 * alert is lost to a crash and none is sent twice: an e-mail and a WhatsApp alert to the
 * service point it concerns (when it has an address or number) and to the admins
 * (ALERT_EMAIL_TO or SMTP_TO, ALERT_WHATSAPP_TO). Nothing is queued while neither channel is on.
 */

const SYMPTOM_TEXT: Record<string, string> = {
  "no-start": "Does not start",
  trips: "Trips",
  "low-water": "Low water",
  noise: "Noise",
  "burnt-smell": "Burnt smell",
  leak: "Leak",
  other: "Other",
};

const STATUS_TEXT: Record<string, string> = {
  received: "Received",
  assigned: "Assigned",
  visit: "Visit scheduled",
  resolved: "Resolved",
  closed: "Closed",
};

/** Queues the alerts of one event, inside the event's transaction `trx`. */
export async function recordAlert(
  trx: DB,
  alert: { eventId: number; requestId: number; servicePointId: number | null },
): Promise<void> {
  const config = await readOutboxConfig(trx);
  if (!config.alertMail && !config.whatsapp) return;
  const baseUrl = config.baseUrl;
  const row = await trx
    .selectFrom("service_request_event as e")
    .innerJoin("service_request as r", "r.id", "e.request_id")
    .leftJoin("service_point as p", (join) => join.on("p.id", "=", alert.servicePointId ?? -1))
    .select([
      "e.kind",
      "e.status as event_status",
      "e.visit_on",
      "e.note as event_note",
      "e.by_customer",
      "r.id",
      "r.token",
      "r.language",
      "r.serial",
      "r.model",
      "r.symptom",
      "r.note",
      "r.name",
      "r.phone",
      "r.pin",
      "r.district",
      "r.state",
      "r.warranty",
      "r.status",
      "p.name as point_name",
      "p.email as point_email",
      "p.whatsapp as point_whatsapp",
    ])
    .where("e.id", "=", alert.eventId)
    .executeTakeFirst();
  if (!row) return;
  const reference = requestReference(row.id);
  const what =
    row.kind === "created"
      ? `New service request ${reference}`
      : row.kind === "assign"
        ? `Service request ${reference} assigned to ${row.point_name ?? "no service point"}`
        : row.kind === "note"
          ? `Service request ${reference}: ${row.by_customer ? "the customer added a note" : "a note"}`
          : `Service request ${reference}: ${STATUS_TEXT[row.event_status ?? ""] ?? row.event_status}`;
  const lines = [
    what,
    "",
    row.kind === "status" && row.visit_on ? `Visit: ${indiaDayText(row.visit_on)}` : null,
    row.event_note ? `Note: ${row.event_note}` : null,
    `Status: ${STATUS_TEXT[row.status] ?? row.status}`,
    `Service point: ${row.point_name ?? "not assigned yet"}`,
    "",
    `Customer: ${row.name}, ${row.phone}`,
    `PIN: ${row.pin} (${[row.district, row.state].filter(Boolean).join(", ")})`,
    row.serial ? `Serial: ${row.serial}` : null,
    row.model ? `Model: ${row.model}` : null,
    `Problem: ${SYMPTOM_TEXT[row.symptom] ?? row.symptom}`,
    `Warranty: ${row.warranty === "in" ? "in warranty" : row.warranty === "out" ? "out of warranty" : "not known"}`,
    row.note ? `\n${row.note}\n` : null,
    `The customer's status page: ${baseUrl}${localisePath(serviceTrackPath(row.token), row.language)}`,
    `Open in the service queue: ${baseUrl}${adminServiceRequestPath(row.id)}`,
  ];
  await queueStaffAlert(trx, {
    key: `service-event:${alert.eventId}`,
    event: "service",
    salespersonId: null,
    contact: row.point_name
      ? { name: row.point_name, email: row.point_email, whatsapp: row.point_whatsapp }
      : undefined,
    about: { type: "service_request", id: row.id },
    subject: `${what} (PIN ${row.pin})`,
    text: lines.filter((l) => l !== null).join("\n"),
    summary: what,
    link: `${baseUrl}${adminServiceRequestPath(row.id)}`,
  });
}
