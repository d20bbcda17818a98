import { queueStaffAlert } from "~/alerts/staff-alerts.server";
import type { DB } from "~/db/db.server";
import { GST_STATES } from "~/forms/gstin";
import { ADMIN } from "~/http/paths";
import { readOutboxConfig } from "~/outbox/outbox.server";
import { enquiryReference } from "./enquiries.server";
import { KIND_LABEL } from "./lead-status";

/**
 * "This lead is yours" (docs/admin-leads.md "Alerts"): queued when a lead is routed to a
 * salesperson as it is saved (saveEnquiry) and when an admin gives it to one (assignLead), in
 * that change's transaction. Unassigning tells nobody.
 */
export async function queueLeadAssignedAlert(
  trx: DB,
  enquiryId: number,
  salespersonId: number,
  by: "routed" | { name: string },
): Promise<void> {
  const lead = await trx
    .selectFrom("enquiry")
    .leftJoin("salesperson", "salesperson.id", "enquiry.salesperson_id")
    .select([
      "enquiry.kind",
      "enquiry.name",
      "enquiry.email",
      "enquiry.phone",
      "enquiry.company",
      "enquiry.product_title",
      "enquiry.state_code",
      "enquiry.district",
      "enquiry.message",
      "salesperson.name as owner",
    ])
    .where("enquiry.id", "=", enquiryId)
    .executeTakeFirst();
  if (!lead) return;
  const { baseUrl } = await readOutboxConfig(trx);
  const reference = enquiryReference(enquiryId);
  const owner = lead.owner ?? "you";
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const where = [lead.district, lead.state_code ? GST_STATES[lead.state_code] : null]
    .filter(Boolean)
    .join(", ");
  const link = `${baseUrl}${ADMIN.leads}?q=${reference}`;
  const how = by === "routed" ? "routed to you as it arrived" : `given to you by ${by.name}`;
  const text = [
    `${KIND_LABEL[lead.kind]} ${reference} is yours, ${owner}: ${how}.`,
    "",
    `Name: ${who}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email}`,
    lead.product_title ? `Product: ${lead.product_title}` : null,
    where ? `Where: ${where}` : null,
    lead.message ? `\n${lead.message}\n` : null,
    `Open it: ${link}`,
  ]
    .filter((l) => l !== null)
    .join("\n");
  await queueStaffAlert(trx, {
    key: `lead-assigned:${enquiryId}:${salespersonId}:${Date.now()}`,
    event: "assignment",
    salespersonId,
    about: { type: "enquiry", id: enquiryId },
    subject: `Lead ${reference} is yours: ${who}`,
    text,
    summary: `Lead ${reference} for ${owner}: ${who}, ${lead.phone}`,
    link,
    replyTo: lead.email || undefined,
  });
}
