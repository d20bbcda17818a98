import { type SessionUser, seesEverything } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { dealerApplicationsOf } from "~/dealers/dealer-applications.server";
import { listLeads, ownFilter } from "~/enquiries/admin/lead-inbox.server";
import { salespersonChoices } from "~/enquiries/admin/salespeople.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { notesOfLeads, quotationsOfLeads } from "~/quotations/admin/quotation-admin.server";

/**
 * What /admin/enquiries shows, composed from the features a lead touches: the
 * leads (a salesperson's own only), each dealer lead's application, each
 * lead's quotations and notes, and the salespeople to re-assign to (admins).
 */
export async function loadLeadInbox(db: DB, viewer: SessionUser, url: URL) {
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams));
  const [leads, salespeople] = await Promise.all([
    listLeads(db, ownFilter(filter, viewer)),
    salespersonChoices(db),
  ]);
  const ids = leads.items.map((l) => l.id);
  const [applications, quotations, notes] = await Promise.all([
    dealerApplicationsOf(
      db,
      leads.items.filter((l) => l.kind === "dealer").map((l) => l.id),
    ),
    quotationsOfLeads(db, ids),
    notesOfLeads(db, ids),
  ]);
  return {
    filter,
    leads,
    salespeople,
    canAssign: seesEverything(viewer),
    applications: Object.fromEntries(applications),
    quotations: Object.fromEntries(quotations),
    notes: Object.fromEntries(notes),
  };
}

export type LeadInbox = Awaited<ReturnType<typeof loadLeadInbox>>;
