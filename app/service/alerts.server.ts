import type { SmtpSettings } from "~/config/smtp-settings.server";
import type { DB } from "~/db/db.server";
import { skipLockedRows } from "~/db/dialect.server";
import {
  deliverQueue,
  LEASE_MS,
  type MailMessage,
  type MailQueue,
  mailQueueing,
  type OutboxMail,
} from "~/enquiries/outbox.server";
import { indiaDayText } from "~/format/india-time";
import { adminServiceRequestPath, serviceTrackPath } from "~/http/paths";
import { localisePath } from "~/i18n/locales";
import { requestReference } from "./service-fields";

/**
 * Alerts about service requests (docs/after-sales.md, "Alerts"). Each
 * alert-worthy event — a new request (routed or not), an assignment, a status
 * change, a customer's note — writes one `service_alert` row in the event's
 * own transaction, so no alert is lost to a crash. The lead-mail worker
 * (app/enquiries/outbox.server.ts, through `serviceAlertMail`) e-mails each
 * to the service point it concerns (when it has an e-mail address) and to the
 * shop's SMTP_TO, with the lead outbox's retries. A row written while e-mail
 * is off is `held`: kept, never sent (issue 38's channels will read them).
 */

/** Writes the alert of an event, inside the event's transaction `trx`. */
export async function recordAlert(
  trx: DB,
  alert: { eventId: number; requestId: number; servicePointId: number | null },
  now: number,
): Promise<void> {
  await trx
    .insertInto("service_alert")
    .values({
      event_id: alert.eventId,
      request_id: alert.requestId,
      service_point_id: alert.servicePointId,
      status: (await mailQueueing(trx)) ? "pending" : "held",
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

async function claimDue(db: DB, now: number) {
  return db
    .updateTable("service_alert")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: now + LEASE_MS }))
    .where("id", "=", (eb) =>
      skipLockedRows(
        db,
        eb
          .selectFrom("service_alert")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .orderBy("id")
          .limit(1),
      ),
    )
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .returningAll()
    .executeTakeFirst();
}

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

/** The e-mail of one alert (English: it is for staff and service points). */
async function alertMail(
  db: DB,
  alertId: number,
  settings: Pick<SmtpSettings, "from" | "to">,
  baseUrl: string,
): Promise<MailMessage | null> {
  const row = await db
    .selectFrom("service_alert as a")
    .innerJoin("service_request_event as e", "e.id", "a.event_id")
    .innerJoin("service_request as r", "r.id", "a.request_id")
    .leftJoin("service_point as p", "p.id", "a.service_point_id")
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
    ])
    .where("a.id", "=", alertId)
    .executeTakeFirst();
  if (!row) return null;
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
  const to = [...new Set([...(row.point_email ? [row.point_email] : []), ...settings.to])];
  return {
    from: settings.from,
    to,
    replyTo: settings.to[0] ?? settings.from,
    subject: `${what} (PIN ${row.pin})`,
    text: lines.filter((l) => l !== null).join("\n"),
  };
}

/** The alerts' e-mail queue, sent by the lead-mail worker (startLeadMail's `more`). */
export const serviceAlertMail: OutboxMail = {
  name: "Service alert e-mail",
  deliverDue(db, send, settings, options) {
    type Row = NonNullable<Awaited<ReturnType<typeof claimDue>>>;
    const queue: MailQueue<Row> = {
      claim: (now) => claimDue(db, now),
      compose: (row) => alertMail(db, row.id, settings, options.baseUrl),
      async settle(row, outcome) {
        await db
          .updateTable("service_alert")
          .set(
            outcome.status === "sent"
              ? { status: "sent", sent_at: outcome.at, last_error: null }
              : {
                  status: outcome.status,
                  next_attempt_at: outcome.nextAttemptAt,
                  last_error: outcome.error,
                },
          )
          .where("id", "=", row.id)
          .execute();
      },
    };
    return deliverQueue(queue, send, {});
  },
};
